import type { Language } from '@ministry/contracts/language';
import { localize } from '@ministry/contracts/language';
import type { SubscriptionPlan } from '@ministry/contracts/plans';

const locale = (language: Language) => (language === 'es' ? 'es-US' : 'en-US');

/** Dollars with two decimals ($89.00), as every price on the site is shown. */
export function formatDollars(amount: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A billing date in words (July 4, 2026 / 4 de julio de 2026). */
export function formatBillingDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long' }).format(new Date(iso));
}

export function planName(plan: SubscriptionPlan, language: Language): string {
  return localize(plan.name, plan.nameEs, language);
}
