import { RESOURCE_DISCOUNT_PLANS, resourcePriceFor } from '../event-pricing';
import { PLAN_IDS } from '../plans';
import { resourceInputSchema, resourceUpdateSchema } from '../resource-input';

const JOURNAL = { priceCents: 1299, planDiscountPercent: 15 };

describe('resourcePriceFor', () => {
  it('every plan promises the discount on premium resources', () => {
    expect([...RESOURCE_DISCOUNT_PLANS].sort()).toEqual([...PLAN_IDS].sort());
  });

  it.each(PLAN_IDS)('takes the percentage off for a member of %s, rounded to the cent', (plan) => {
    // 1299 × 0.85 = 1104.15 → 1104
    expect(resourcePriceFor(JOURNAL, plan)).toBe(1104);
  });

  it('rounds half a cent up', () => {
    // 1250 × 0.9 = 1125; 1005 × 0.5 = 502.5 → 503
    expect(resourcePriceFor({ priceCents: 1250, planDiscountPercent: 10 }, 'essential')).toBe(1125);
    expect(resourcePriceFor({ priceCents: 1005, planDiscountPercent: 50 }, 'growth')).toBe(503);
  });

  it('charges the full price without a plan, without a percentage, or with 0', () => {
    expect(resourcePriceFor(JOURNAL, null)).toBe(1299);
    expect(resourcePriceFor({ priceCents: 1299 }, 'transform')).toBe(1299);
    expect(resourcePriceFor({ priceCents: 1299, planDiscountPercent: 0 }, 'transform')).toBe(1299);
    expect(resourcePriceFor({ priceCents: null, planDiscountPercent: 20 }, 'growth')).toBe(0);
  });
});

describe('the resource schema: planDiscountPercent', () => {
  const premium = {
    title: 'Journal',
    description: 'A journal.',
    category: 'bible-study',
    type: 'premium',
    priceCents: 900,
  };

  it('defaults to 0 and keeps a whole percentage up to 90', async () => {
    expect((await resourceInputSchema.validate(premium)).planDiscountPercent).toBe(0);
    const kept = await resourceInputSchema.validate({ ...premium, planDiscountPercent: 90 });
    expect(kept.planDiscountPercent).toBe(90);
  });

  it.each([91, -1, 12.5, 'ten'])('refuses %p', async (percent) => {
    await expect(resourceInputSchema.validate({ ...premium, planDiscountPercent: percent })).rejects.toThrow(
      'resource.planDiscountInvalid',
    );
    await expect(resourceUpdateSchema.validate({ planDiscountPercent: percent })).rejects.toThrow(
      'resource.planDiscountInvalid',
    );
  });

  it('a free resource has none', async () => {
    const free = await resourceInputSchema.validate({ ...premium, type: 'free', planDiscountPercent: 20 });
    expect(free.planDiscountPercent).toBe(0);
  });
});
