import type { Language } from '@ministry/contracts/language';

/** Dollars with two decimals ($49.00), as every price on the site is shown. */
export function formatDollars(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** "spanish-resources" → "Spanish Resources", for a category without a translated label. */
export function titleCase(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
