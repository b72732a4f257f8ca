import type { Language } from '@ministry/contracts/language';
import { localize } from '@ministry/contracts/language';
import { findPlan, yearlyPriceCents, type BillingInterval, type PlanId } from '@ministry/contracts/plans';
import { formatCents } from '@ministry/contracts/money';
import { siteLink } from '../layout';

/**
 * What every subscription message says about the plan: its name and price in the member's language,
 * `monthly` always and `amount` at the interval she is billed (a yearly plan: its price per year).
 */
export function planFacts(
  planId: PlanId,
  language: Language,
  interval: BillingInterval = 'month',
): { name: string; monthly: string; amount: string } {
  const plan = findPlan(planId);
  if (!plan) throw new Error(`unknown plan: ${planId}`);
  const perMonth = language === 'es' ? 'al mes' : 'per month';
  const perYear = language === 'es' ? 'al año' : 'per year';
  const monthly = `${formatCents(plan.priceCents, language)} ${perMonth}`;
  return {
    name: localize(plan.name, plan.nameEs, language),
    monthly,
    amount: interval === 'year' ? `${formatCents(yearlyPriceCents(plan), language)} ${perYear}` : monthly,
  };
}

/** The Subscription tab of the member's account, where "Manage billing" opens the billing portal. */
export const accountSubscriptionLink = (siteUrl: string) =>
  siteLink(siteUrl, '/account', { tab: 'subscription' });
