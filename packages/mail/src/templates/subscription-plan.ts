import type { Language } from '@ministry/contracts/language';
import { localize } from '@ministry/contracts/language';
import { findPlan, type PlanId } from '@ministry/contracts/plans';
import { formatCents } from '@ministry/contracts/money';
import { siteLink } from '../layout';

/** What every subscription message says about the plan: its name and price in the member's language. */
export function planFacts(planId: PlanId, language: Language): { name: string; monthly: string } {
  const plan = findPlan(planId);
  if (!plan) throw new Error(`unknown plan: ${planId}`);
  const perMonth = language === 'es' ? 'al mes' : 'per month';
  return {
    name: localize(plan.name, plan.nameEs, language),
    monthly: `${formatCents(plan.priceCents, language)} ${perMonth}`,
  };
}

/** The Subscription tab of the member's account, where "Manage billing" opens the billing portal. */
export const accountSubscriptionLink = (siteUrl: string) =>
  siteLink(siteUrl, '/account', { tab: 'subscription' });
