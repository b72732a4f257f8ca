import { formatCalendarDay } from '@ministry/contracts/datetime';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf, type Language } from '@ministry/contracts/language';
import type { CalendarDay } from '@ministry/contracts/calendar-day';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Noon UTC of a calendar day: formatting it in UTC always shows that day. */
function dayAsDate(day: CalendarDay): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date, 12));
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** 'Tuesday, March 4, 2025' / 'martes, 4 de marzo de 2025'. */
export function formatDay(
  day: CalendarDay,
  language: Language,
  style: 'full' | 'long' | 'medium' = 'full',
): string {
  return formatCalendarDay(day, language, style);
}

/** 'March 4' / '4 de marzo'. */
export function formatMonthDay(day: CalendarDay, language: Language): string {
  return dateTimeFormat(localeOf(language), {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(dayAsDate(day));
}

/** 'March 2025' / 'Marzo de 2025'. */
export function formatMonth(day: CalendarDay, language: Language): string {
  return capitalize(
    dateTimeFormat(localeOf(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      dayAsDate(day),
    ),
  );
}

/** The calendar's column headers, Sunday first: a short label and the full name. */
export function weekdayHeaders(language: Language): { short: string; long: string }[] {
  // 2023-01-01 was a Sunday.
  return WEEKDAYS.map((_, index) => {
    const date = dayAsDate(`2023-01-0${index + 1}`);
    const format = (weekday: 'short' | 'long') =>
      capitalize(dateTimeFormat(localeOf(language), { weekday, timeZone: 'UTC' }).format(date));
    return { short: format('short'), long: format('long') };
  });
}

/** A weekday's name ('tuesday' → 'Tuesday' / 'martes'). */
export function weekdayName(day: string, language: Language): string {
  const index = Math.max(WEEKDAYS.indexOf(day), 0);
  return dateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(
    dayAsDate(`2023-01-0${index + 1}`),
  );
}

/** 'Tuesday and Thursday' / 'martes y jueves'. */
export function formatList(items: string[], language: Language): string {
  return new Intl.ListFormat(localeOf(language), { style: 'long', type: 'conjunction' }).format(items);
}
