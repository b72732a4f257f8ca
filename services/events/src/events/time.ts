import { DateTime } from 'luxon';
import { parseEventTime, type EventTimes } from '@ministry/contracts/recurrence';
import { calendarDayIn, MINISTRY_TIME_ZONE, type CalendarDay } from '@ministry/contracts/calendar-day';

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

/** An event's clock times as stored: 'HH:mm' in New York. */
export interface ClockTimes {
  startTime: string;
  endTime: string;
}

function clockOf(hhmm: string): { hour: number; minute: number } {
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  return { hour, minute };
}

/** The parsed form of an event's clock times. */
export function eventTimes(times: ClockTimes): EventTimes {
  return { start: clockOf(times.startTime), end: clockOf(times.endTime) };
}

/**
 * When an event's occurrence on `day` starts and ends, in America/New_York (an end at or before the
 * start is on the next day).
 */
export function occurrenceSpan(times: ClockTimes, day: CalendarDay): { start: DateTime; end: DateTime } {
  const { start, end } = occurrenceTimes(day, eventTimes(times));
  return { start, end: end ?? start.plus({ minutes: 90 }) };
}

/** An instant as the API sends it: ISO 8601 with New York's offset, '2026-12-05T10:00:00-05:00'. */
export function isoWithOffset(time: DateTime): string {
  return time.setZone(MINISTRY_TIME_ZONE).toISO({ suppressMilliseconds: true })!;
}

/** 'HH:mm' from a clock time. */
export function clockText(time: { hour: number; minute: number }): string {
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}

/**
 * The times an event had as free text ('7:00 PM – 8:30 PM'), read with the parser the calendar used:
 * a missing end is 1 h 30 after the start; a text without a readable start (null) is not guessed.
 */
export function timesFromText(text: string | null | undefined): ClockTimes | null {
  const parsed = parseEventTime(text);
  if (!parsed) return null;
  const startTime = clockText(parsed.start);
  if (parsed.end) return { startTime, endTime: clockText(parsed.end) };
  const minutes = (parsed.start.hour * 60 + parsed.start.minute + 90) % (24 * 60);
  return { startTime, endTime: clockText({ hour: Math.floor(minutes / 60), minute: minutes % 60 }) };
}
