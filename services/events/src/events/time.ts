import { DateTime } from 'luxon';
import {
  calendarDayIn,
  MINISTRY_TIME_ZONE,
  type CalendarDay,
  type EventTimes,
} from '@ministry/contracts/recurrence';

/**
 * How the service stores a calendar day: 12:00 UTC of that day, which is the same day in New York all
 * year (07:00 or 08:00 there) and in any time zone from UTC−11 to UTC+11, so a client that formats the
 * date naively still shows the right day.
 */
export function storedDate(day: CalendarDay): Date {
  return DateTime.fromISO(day, { zone: 'utc' }).set({ hour: 12 }).toJSDate();
}

/** The New York calendar day of a stored (or given) instant. */
export function dayOf(date: Date): CalendarDay {
  return calendarDayIn(date, MINISTRY_TIME_ZONE);
}

/** Any instant, moved to 12:00 UTC of its New York day. */
export function normalizeDate(date: Date): Date {
  return storedDate(dayOf(date));
}

/** A wall-clock time on a New York day, as a luxon DateTime in America/New_York. */
export function newYorkTime(day: CalendarDay, hour: number, minute: number): DateTime {
  return DateTime.fromISO(day, { zone: MINISTRY_TIME_ZONE }).set({ hour, minute, second: 0, millisecond: 0 });
}

/**
 * The start and end of an occurrence on `day` (in New York's offset of that day, so 7 PM stays 7 PM on
 * both sides of a daylight-saving change). An end at or before the start is on the next day.
 */
export function occurrenceTimes(
  day: CalendarDay,
  times: EventTimes,
): { start: DateTime; end: DateTime | null } {
  const start = newYorkTime(day, times.start.hour, times.start.minute);
  if (!times.end) return { start, end: null };
  let end = newYorkTime(day, times.end.hour, times.end.minute);
  if (end <= start)
    end = newYorkTime(DateTime.fromISO(day).plus({ days: 1 }).toISODate()!, times.end.hour, times.end.minute);
  return { start, end };
}
