import { localeOf, type Language } from './language';

const formatters = new Map<Language, Intl.NumberFormat>();

/** Dollars with two decimals ($49.00), as every amount on the site is shown, in the language's locale. */
export function formatDollars(amount: number, language: Language = 'en'): string {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, format);
  }
  return format.format(amount);
}
