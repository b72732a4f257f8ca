import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf, localize, type Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { planPriceCents, type BillingInterval, type SubscriptionPlan } from '@ministry/contracts/plans';

/** A billing date in words (July 4, 2026 / 4 de julio de 2026). */
export function formatBillingDate(iso: string, language: Language): string {
  return dateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date(iso));
}

export function planName(plan: SubscriptionPlan, language: Language): string {
  return localize(plan.name, plan.nameEs, language);
}

/** What one billing of the plan costs at the interval, as dollars ($49.00 a month, $470.40 a year). */
export function planPrice(plan: SubscriptionPlan, interval: BillingInterval, language: Language): string {
  return formatCents(planPriceCents(plan, interval), language);
}
