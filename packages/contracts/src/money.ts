import type { Language } from './language';

/**
 * Money on the site: every amount travels as an integer number of cents in a field named `…Cents`, is
 * typed by people in dollars (a form holds that text under a name that says so: `priceText`), and is
 * shown as dollars with two decimals.
 */

/**
 * "$1,234.50" for 123450, "-$5.50" for -550, as every amount on the site is shown. US English and US
 * Spanish write dollars alike, so the language changes nothing. Written out rather than with
 * Intl.NumberFormat: its currency data is the first Intl use on the home page and the shop, and
 * loading it costs their first paint about 50 ms on a slow phone (the tests compare both).
 */
export function formatCents(cents: number, _language: Language = 'en'): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

const WHOLE_CENTS = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * What a person typed in a dollars field ("50", "$1,250.5") as cents; NaN when it is not an amount
 * in whole cents, undefined when empty (the form's schema says which message applies).
 */
export function parseDollarInput(text: string): number | undefined {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (plain === '') return undefined;
  if (!WHOLE_CENTS.test(plain)) return Number.NaN;
  const [dollars = '0', cents = ''] = plain.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** "25.00" for 2500: dollars as a decimal string, as schema.org offers and a dollars field's text hold them. */
export function centsToDecimal(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}
