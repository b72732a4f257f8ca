import {
  calendarDayIn,
  dayParts,
  daysInMonth,
  makeDay,
  startOfMonth,
  todayInNewYork,
} from '@ministry/contracts/calendar-day';
import { startOfNewYorkDay } from '@ministry/contracts/datetime';

/** The New York year of an instant. */
export const newYorkYear = (at: Date): number => dayParts(calendarDayIn(at))[0];

/** The New York month of an instant, 'YYYY-MM'. */
export const newYorkMonth = (at: Date): string => calendarDayIn(at).slice(0, 7);

/** This month in New York, as its first and last day. */
export function currentNewYorkMonth(now: Date): { from: string; to: string } {
  const from = startOfMonth(todayInNewYork(now));
  const [year, month] = dayParts(from);
  return { from, to: makeDay(year, month, daysInMonth(year, month)) };
}

/** The instants of a calendar year in New York: [start, end). */
export function newYorkYearRange(year: number): { start: Date; end: Date } {
  return { start: startOfNewYorkDay(`${year}-01-01`), end: startOfNewYorkDay(`${year + 1}-01-01`) };
}
