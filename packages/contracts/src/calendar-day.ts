/**
 * Calendar days ('YYYY-MM-DD') and their arithmetic, the same on every side: the ministry's calendar
 * lives in New York, so a day is a New York day, and days are counted without instants (no
 * daylight-saving surprises). Recurrence (recurrence.ts) and the giving's monthly and yearly figures
 * build on these.
 */
import { dateTimeFormat } from './intl';

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;

export const MINISTRY_TIME_ZONE = 'America/New_York';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
/** Weekday names as the event rules store them, Sunday first (`weekdayIndex`'s order). */
export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A valid calendar day string (right format and a day that exists). */
export function isCalendarDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A day's year, month (1–12) and day of the month. */
export function dayParts(day: CalendarDay): [number, number, number] {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The calendar day of a UTC-midnight timestamp (internal day arithmetic). */
function fromUtcMs(ms: number): CalendarDay {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function toUtcMs(day: CalendarDay): number {
  const [year, month, date] = dayParts(day);
  return Date.UTC(year, month - 1, date);
}

export function makeDay(year: number, month: number, day: number): CalendarDay {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Days in a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(day: CalendarDay, count: number): CalendarDay {
  return fromUtcMs(toUtcMs(day) + count * MS_PER_DAY);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayIndex(day: CalendarDay): number {
  return new Date(toUtcMs(day)).getUTCDay();
}

export function weekdayNameOf(day: CalendarDay): string {
  return WEEKDAY_NAMES[weekdayIndex(day)]!;
}

/** The first day of the month that `day` falls in. */
export function startOfMonth(day: CalendarDay): CalendarDay {
  const [year, month] = dayParts(day);
  return makeDay(year, month, 1);
}

/** The same day of the month `count` months later (clamped to the month's last day), for navigation. */
export function addMonths(day: CalendarDay, count: number): CalendarDay {
  const [year, month, date] = dayParts(day);
  const index = year * 12 + (month - 1) + count;
  const newYear = Math.floor(index / 12);
  const newMonth = (index % 12) + 1;
  return makeDay(newYear, newMonth, Math.min(date, daysInMonth(newYear, newMonth)));
}

/** The six weeks (Sunday first) a month calendar shows for the month that `day` falls in. */
export function monthGrid(day: CalendarDay): { first: CalendarDay; last: CalendarDay } {
  const monthStart = startOfMonth(day);
  const first = addDays(monthStart, -weekdayIndex(monthStart));
  return { first, last: addDays(first, 41) };
}

/** The calendar day of an instant in a time zone (the browser and Node both carry the zone data). */
export function calendarDayIn(instant: Date, timeZone: string = MINISTRY_TIME_ZONE): CalendarDay {
  const fields = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(fields.find((field) => field.type === type)?.value);
  return makeDay(get('year'), get('month'), get('day'));
}

/** Today in New York, where the ministry's days are. */
export function todayInNewYork(now: Date = new Date()): CalendarDay {
  return calendarDayIn(now, MINISTRY_TIME_ZONE);
}

/** The New York day of an instant (an ISO date-time from the API, or a stored date). */
export function dayOfInstant(instant: string | Date): CalendarDay {
  return calendarDayIn(new Date(instant), MINISTRY_TIME_ZONE);
}
