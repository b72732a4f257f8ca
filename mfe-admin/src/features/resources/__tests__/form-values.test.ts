import type { Resource } from '@ministry/contracts/resource';
import { resourceInputSchema } from '@ministry/contracts/resource-input';
import { emptyResourceValues, resourcePayload, resourceValues } from '../form-values';

const PREMIUM: Resource = {
  id: 'r2',
  title: 'Walking Through Grief',
  description: 'A study.',
  category: 'counseling',
  type: 'premium',
  priceCents: 1299,
  imageUrl: null,
  downloadable: true,
};

describe('resource form values', () => {
  it('shows a price in cents as the dollars staff type', () => {
    expect(resourceValues(PREMIUM).priceText).toBe('12.99');
    expect(resourceValues({ ...PREMIUM, type: 'free', priceCents: null }).priceText).toBe('');
  });

  it('sends the typed dollars as cents, checked by the shared schema', async () => {
    const values = { ...resourceValues(PREMIUM), priceText: '$1,250.5' };
    await expect(resourceInputSchema.validate(resourcePayload(values))).resolves.toMatchObject({
      priceCents: 125050,
    });
  });

  it('refuses an empty or broken price on a premium resource, and drops it on a free one', async () => {
    const premium = { ...resourceValues(PREMIUM), priceText: '' };
    await expect(resourceInputSchema.validate(resourcePayload(premium))).rejects.toThrow(
      'resource.priceRequired',
    );
    await expect(
      resourceInputSchema.validate(resourcePayload({ ...premium, priceText: '12.999' })),
    ).rejects.toThrow('resource.priceInvalid');
    const free = { ...emptyResourceValues(), title: 'Peace', description: 'A guide.', category: 'faith' };
    await expect(
      resourceInputSchema.validate(resourcePayload({ ...free, priceText: '5' })),
    ).resolves.toMatchObject({ priceCents: null });
  });

  it("shows and sends the members' discount as a whole percentage, empty as none", async () => {
    expect(resourceValues(PREMIUM).planDiscountPercent).toBe('0');
    expect(resourceValues({ ...PREMIUM, planDiscountPercent: 15 }).planDiscountPercent).toBe('15');
    const values = { ...resourceValues(PREMIUM), planDiscountPercent: '20' };
    await expect(resourceInputSchema.validate(resourcePayload(values))).resolves.toMatchObject({
      planDiscountPercent: 20,
    });
    await expect(
      resourceInputSchema.validate(resourcePayload({ ...values, planDiscountPercent: ' ' })),
    ).resolves.toMatchObject({ planDiscountPercent: 0 });
    for (const typed of ['91', '12.5', 'ten'])
      await expect(
        resourceInputSchema.validate(resourcePayload({ ...values, planDiscountPercent: typed })),
      ).rejects.toThrow('resource.planDiscountInvalid');
  });
});
