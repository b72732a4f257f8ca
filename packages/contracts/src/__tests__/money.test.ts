import { productInputSchema } from '../admin-product';
import { donationSchema, giftRefundSchema, recurringChangeSchema } from '../giving-input';
import { centsToDecimal, formatCents, parseDollarInput } from '../money';
import { PLANS } from '../plans';
import { resourceInputSchema } from '../resource-input';

describe('formatCents and parseDollarInput', () => {
  it('shows cents as dollars and reads what a person typed in dollars back as cents', () => {
    expect(formatCents(2500)).toBe('$25.00');
    expect(formatCents(-550, 'es')).toBe('-$5.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(parseDollarInput('50')).toBe(5000);
    expect(parseDollarInput(' $1,250.5 ')).toBe(125050);
    expect(parseDollarInput('0.07')).toBe(7);
    expect(parseDollarInput('')).toBeUndefined();
    expect(parseDollarInput('12.345')).toBeNaN();
    expect(parseDollarInput('ten')).toBeNaN();
    for (const cents of [1, 99, 100, 4999, 123456]) {
      expect(parseDollarInput(formatCents(cents))).toBe(cents);
    }
    expect(centsToDecimal(1999)).toBe('19.99');
  });
});

describe('amounts in the schemas', () => {
  it('takes a product price in whole cents, from 50¢ to $10,000', async () => {
    const product = {
      name: 'Tee',
      nameEs: 'Camiseta',
      description: 'd',
      descriptionEs: 'd',
      type: 't-shirt',
    };
    await expect(productInputSchema.validate({ ...product, priceCents: 2500 })).resolves.toMatchObject({
      priceCents: 2500,
    });
    for (const priceCents of [49, 1_000_001, 25.5, 'abc']) {
      await expect(productInputSchema.validate({ ...product, priceCents })).rejects.toThrow();
    }
  });

  it('takes a premium resource price in whole cents and drops it for a free one', async () => {
    const resource = { title: 'Guide', description: 'd', category: 'family' };
    await expect(
      resourceInputSchema.validate({ ...resource, type: 'premium', priceCents: 1299 }),
    ).resolves.toMatchObject({ priceCents: 1299 });
    await expect(
      resourceInputSchema.validate({ ...resource, type: 'premium', priceCents: 12.99 }),
    ).rejects.toThrow('resource.priceInvalid');
    await expect(
      resourceInputSchema.validate({ ...resource, type: 'free', priceCents: 1299 }),
    ).resolves.toMatchObject({ priceCents: null });
  });

  it('names the gift and the refund in cents', async () => {
    const gift = { fundId: 'f', giftCents: 2500, frequency: 'once' };
    await expect(donationSchema.validate(gift)).resolves.toMatchObject({ giftCents: 2500 });
    await expect(recurringChangeSchema.validate({ giftCents: 3000 })).resolves.toMatchObject({
      giftCents: 3000,
    });
    await expect(giftRefundSchema.validate({ amountCents: 100 })).resolves.toEqual({ amountCents: 100 });
    expect(PLANS.map((plan) => plan.priceCents)).toEqual([4900, 8900, 14900]);
  });
});
