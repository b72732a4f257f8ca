import type { Language } from '@ministry/contracts/language';
import { formatDollars } from '@ministry/contracts/money';

/** Cents on the wire, dollars on the page ($50.00 / 50,00 US$). */
export function formatCents(cents: number, language: Language): string {
  return formatDollars(cents / 100, language);
}

const WHOLE_CENTS = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * What a donor typed in a dollars field ("50", "$1,250.5") as cents; NaN when it is not an amount
 * in whole cents, undefined when empty (the shared schema says which message applies).
 */
export function parseDollars(text: string): number | undefined {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (plain === '') return undefined;
  if (!WHOLE_CENTS.test(plain)) return Number.NaN;
  const [dollars = '0', cents = ''] = plain.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}
