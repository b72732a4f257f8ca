import { localeOf, type Language } from '@ministry/contracts/language';

export { formatDollars } from '@ministry/contracts/money';

/** A day as people read it in each language, in New York: "December 24, 2026" / "24 de diciembre de 2026". */
export function formatDay(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeZone: 'America/New_York',
  }).format(date);
}

/** A moment with its time, in New York: "December 24, 2026 at 7:30 PM EST". */
export function formatMoment(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  }).format(date);
}
