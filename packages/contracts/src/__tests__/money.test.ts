import { productInputSchema } from '../admin-product';
import { donationSchema, giftRefundSchema, recurringChangeSchema } from '../giving';
import {
  API_CONTRACT_HEADER,
  API_CONTRACT_VERSION,
  centsToDecimal,
  formatCents,
  parseDollarInput,
} from '../money';
import { legacyName, legacyToCents, withLegacyFields } from '../money-v1';
import { PLANS } from '../plans';
import { resourceInputSchema } from '../resource';

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

  it('names the contract version in a header', () => {
    expect(API_CONTRACT_VERSION).toBe(2);
    expect(API_CONTRACT_HEADER).toBe('X-Api-Contract');
  });
});

const v1Order = {
  orderNumber: 'WOP-7K3M-Q2X9',
  items: [{ name: 'Tee', price: '25.00', quantity: 2 }],
  subtotal: '50.00',
  shipping: '5.95',
  total: '55.95',
  refunded: '0.00',
};
const v2Order = {
  orderNumber: 'WOP-7K3M-Q2X9',
  items: [{ name: 'Tee', priceCents: 2500, quantity: 2 }],
  subtotalCents: 5000,
  shippingCents: 595,
  totalCents: 5595,
  refundedCents: 0,
};
const answerAt = (path: string) => ({ path, part: 'answer' as const });
const requestTo = (path: string) => ({ path, part: 'request' as const });

describe('legacyToCents and withLegacyFields', () => {
  it('turns a version-1 shop body into version 2, deep, and back', () => {
    const place = answerAt('/api/orders/WOP-7K3M-Q2X9');
    expect(legacyToCents(v1Order, place)).toEqual(v2Order);
    expect(legacyToCents([v1Order], answerAt('/api/orders'))).toEqual([v2Order]);
    expect(withLegacyFields(v2Order, place)).toEqual({
      ...v2Order,
      ...v1Order,
      items: [{ ...v2Order.items[0], ...v1Order.items[0] }],
    });
    // Round trips: a version-2 body survives both; a version-1 one keeps its values.
    expect(legacyToCents(withLegacyFields(v2Order, place), place)).toEqual(v2Order);
    expect(withLegacyFields(legacyToCents(v1Order, place), place)).toMatchObject(v1Order);
  });

  it('reads a dollar price however version 1 wrote it, and leaves what is not an amount', () => {
    const place = requestTo('/api/admin/products/abc');
    expect(legacyToCents({ price: '27.5', name: 'Tee' }, place)).toEqual({ priceCents: 2750, name: 'Tee' });
    // Not an amount, or not whole cents: moved as it is, for the schema to refuse.
    expect(legacyToCents({ price: 'free' }, place)).toEqual({ priceCents: 'free' });
    expect(legacyToCents({ price: '12.345' }, place)).toEqual({ priceCents: 1234.5 });
    expect(legacyName('priceCents', place)).toBe('price');
    expect(legacyName('name', place)).toBe('name');
    expect(legacyToCents({ price: '25.00', priceCents: 100 }, place)).toEqual({ priceCents: 100 });
    expect(legacyToCents({ price: 0.29 }, place)).toEqual({ priceCents: 29 });
  });

  it('keeps resources in dollars as numbers, and null for a free one', () => {
    const place = answerAt('/api/resources');
    const v1 = [
      { id: 'a', price: 12.99 },
      { id: 'b', price: null },
    ];
    const v2 = [
      { id: 'a', priceCents: 1299 },
      { id: 'b', priceCents: null },
    ];
    expect(legacyToCents(v1, place)).toEqual(v2);
    expect(withLegacyFields(v2, place)).toEqual([
      { id: 'a', priceCents: 1299, price: 12.99 },
      { id: 'b', priceCents: null, price: null },
    ]);
  });

  it('tells the gift from the charge in giving, as version 1 meant its `amount`', () => {
    expect(legacyToCents({ fundId: 'f', amount: 2500 }, requestTo('/api/giving/donations'))).toEqual({
      fundId: 'f',
      giftCents: 2500,
    });
    expect(legacyToCents({ amount: 3000 }, requestTo('/api/giving/recurring/r1'))).toEqual({
      giftCents: 3000,
    });
    expect(legacyToCents({ amount: 100 }, requestTo('/api/admin/giving/gifts/g1/refund'))).toEqual({
      amountCents: 100,
    });
    const answer = { clientSecret: 'pi_1_secret_2', amountCents: 2605 };
    expect(withLegacyFields(answer, answerAt('/api/giving/donations'))).toEqual({ ...answer, amount: 2605 });
    const status = { status: 'processing', amountCents: 2605 };
    expect(withLegacyFields(status, answerAt('/api/giving/donations/status'))).toEqual(status);
    expect(legacyToCents({ clientSecret: 'x', amount: 2605 }, answerAt('/api/giving/donations'))).toEqual({
      clientSecret: 'x',
      amountCents: 2605,
    });
  });

  it('leaves every other path alone (Stripe’s webhooks carry their own amounts)', () => {
    const event = { data: { object: { amount: 5595, total: 5595, price: { id: 'price_1' } } } };
    expect(legacyToCents(event, requestTo('/api/stripe/webhook'))).toBe(event);
    expect(withLegacyFields({ totalCents: 5 }, answerAt('/api/admin/giving/summary'))).toEqual({
      totalCents: 5,
    });
    expect(legacyToCents({ total: 3 }, answerAt('/api/productsx'))).toEqual({ total: 3 });
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
