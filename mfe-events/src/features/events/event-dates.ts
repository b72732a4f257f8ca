import type { MinistryEvent } from '@ministry/contracts/event';
import type { Language } from '@ministry/contracts/language';
import {
  calendarDayIn,
  MINISTRY_TIME_ZONE,
  nextOccurrenceDay,
  type CalendarDay,
  type RecurrenceRule,
} from '@ministry/contracts/recurrence';

export { MINISTRY_TIME_ZONE };

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export function locale(language: Language): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

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
  return new Intl.DateTimeFormat(locale(language), { dateStyle: style, timeZone: 'UTC' }).format(
    dayAsDate(day),
  );
}

/** 'March 4' / '4 de marzo'. */
export function formatMonthDay(day: CalendarDay, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    dayAsDate(day),
  );
}

/** 'March 2025' / 'Marzo de 2025'. */
export function formatMonth(day: CalendarDay, language: Language): string {
  return capitalize(
    new Intl.DateTimeFormat(locale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
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
      capitalize(new Intl.DateTimeFormat(locale(language), { weekday, timeZone: 'UTC' }).format(date));
    return { short: format('short'), long: format('long') };
  });
}

/** A weekday's name ('tuesday' → 'Tuesday' / 'martes'). */
export function weekdayName(day: string, language: Language): string {
  const index = Math.max(WEEKDAYS.indexOf(day), 0);
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', timeZone: 'UTC' }).format(
    dayAsDate(`2023-01-0${index + 1}`),
  );
}

/** 'Tuesday and Thursday' / 'martes y jueves'. */
export function formatList(items: string[], language: Language): string {
  return new Intl.ListFormat(locale(language), { style: 'long', type: 'conjunction' }).format(items);
}

/** Today in New York, where the ministry's days are. */
export function todayInNewYork(now: Date = new Date()): CalendarDay {
  return calendarDayIn(now, MINISTRY_TIME_ZONE);
}

/** The New York day of an ISO date-time from the API. */
export function dayOfIso(iso: string): CalendarDay {
  return calendarDayIn(new Date(iso), MINISTRY_TIME_ZONE);
}

export function ruleOf(event: MinistryEvent): RecurrenceRule {
  return {
    start: dayOfIso(event.date),
    isRecurring: event.isRecurring,
    recurringType: event.recurringType ?? null,
    recurringDays: event.recurringDays ?? [],
    until: event.recurringEndDate ? dayOfIso(event.recurringEndDate) : null,
  };
}

/** The next day an event happens on from `today` (the same rules the service expands with), or null. */
export function nextEventDay(event: MinistryEvent, today: CalendarDay): CalendarDay | null {
  return nextOccurrenceDay(ruleOf(event), today);
}
