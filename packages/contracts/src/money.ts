import type { Language } from './language';

/**
 * Dollars with two decimals ($1,234.50, -$5.50), as every amount on the site is shown. US English and
 * US Spanish write dollars alike, so the language changes nothing. Written out rather than with
 * Intl.NumberFormat: its currency data is the first Intl use on the home page and the shop, and
 * loading it costs their first paint about 50 ms on a slow phone (the tests compare both).
 */
export function formatDollars(amount: number, _language: Language = 'en'): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}
