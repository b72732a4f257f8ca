import { subscriptionIntentSchema, subscriptionIntervalSchema } from '../billing-input';
import { findPlan, planPriceCents, yearlyMonthlyCents, yearlyPriceCents } from '../plans';

describe('yearly billing', () => {
  it('costs twelve months less 20%, to the cent', () => {
    expect(yearlyPriceCents(findPlan('essential')!)).toBe(47040);
    expect(yearlyPriceCents(findPlan('growth')!)).toBe(85440);
    expect(yearlyPriceCents(findPlan('transform')!)).toBe(143040);
    expect(yearlyPriceCents({ priceCents: 1001 })).toBe(9610); // 9609.6 rounded
    expect(yearlyMonthlyCents(findPlan('essential')!)).toBe(3920);
    expect(planPriceCents(findPlan('growth')!, 'month')).toBe(8900);
    expect(planPriceCents(findPlan('growth')!, 'year')).toBe(85440);
  });

  it('asks for a monthly subscription unless yearly is chosen, and knows no other interval', () => {
    expect(subscriptionIntentSchema.validateSync({ planId: 'growth' })).toEqual({
      planId: 'growth',
      interval: 'month',
    });
    expect(subscriptionIntentSchema.validateSync({ planId: 'growth', interval: 'year' }).interval).toBe(
      'year',
    );
    expect(() => subscriptionIntentSchema.validateSync({ planId: 'growth', interval: 'week' })).toThrow(
      'billing.unknownInterval',
    );
    expect(() => subscriptionIntervalSchema.validateSync({})).toThrow('billing.intervalRequired');
  });
});
