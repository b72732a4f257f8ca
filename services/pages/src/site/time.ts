import { localeOf, type Language } from '@ministry/contracts/language';
import { MINISTRY_TIME_ZONE } from '@ministry/contracts/recurrence';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MINISTRY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/**
 * An instant as New York wall-clock time with its offset ('2026-12-05T10:00:00-05:00'), what
 * schema.org's startDate wants: the time the ministry announces, and which instant it is.
 * Null for a value that is not a date.
 */
export function newYorkIso(instant: string): string | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(offsetFormat.formatToParts(date).map((part) => [part.type, part.value]));
  // 'GMT-05:00' (or 'GMT' at offset zero, which New York never has).
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** "Sat, Dec 5, 2026" / "sáb, 5 dic 2026": the day of an instant in New York. */
export function shortDay(instant: string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: MINISTRY_TIME_ZONE,
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(instant));
}

const longDayFormats = new Map<Language, Intl.DateTimeFormat>();

/** "Saturday, December 5, 2026" / "sábado, 5 de diciembre de 2026". */
export function longDay(instant: string, language: Language): string {
  let format = longDayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'full',
      timeZone: MINISTRY_TIME_ZONE,
    });
    longDayFormats.set(language, format);
  }
  return format.format(new Date(instant));
}
