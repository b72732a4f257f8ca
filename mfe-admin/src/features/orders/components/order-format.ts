import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf, type Language } from '@ministry/contracts/language';

/** A date and time as staff read it ("Mar 3, 2026, 10:15 AM"); empty for anything that is not a date. */
export function formatWhen(iso: string | null | undefined, language: Language): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
