import { todayInNewYork } from '@ministry/contracts/calendar-day';
import type { Period } from './api/giving';

/** This month so far, in New York: the summary's default period and the dashboard's numbers. */
export function thisMonth(today: string = todayInNewYork()): Period {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** Dollars typed by staff ("1,250.5") as cents; NaN when not an amount in whole cents, null when empty. */
export function dollarsToCents(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (plain === '') return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  const [dollars = '0', cents = ''] = plain.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}
