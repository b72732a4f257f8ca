import { DateTime } from 'luxon';
import { MINISTRY_TIME_ZONE } from '@ministry/contracts/calendar-day';
import { type HoursException, type WeeklyHours } from '@ministry/contracts/care';

/**
 * Free times of one counselor, in New York: her weekly hours (or a date's exception: off, or special
 * hours), each range cut into starts every SLOT_STEP_MINUTES that fit the session, minus the times
 * that would come within her buffer of an existing appointment (on both sides), before her minimum
 * notice or beyond her booking horizon. Wall-clock times are made in America/New_York for each day,
 * so a 9:00 slot is 9:00 in New York on both sides of a clock change.
 */
export const SLOT_STEP_MINUTES = 30;

export interface CounselorHours {
  weeklyHours: WeeklyHours[];
  exceptions: HoursException[];
  bufferMinutes: number;
  minNoticeHours: number;
  horizonWeeks: number;
}

export interface Busy {
  start: Date;
  end: Date;
}

/** A free time, as instants; the API writes them with New York's offset (newYorkIsoOf). */
export interface FreeSlot {
  start: Date;
  end: Date;
}

/** A New York wall-clock time on a day ('2030-03-11', '09:00'). */
export const newYorkAt = (day: string, time: string) =>
  DateTime.fromISO(`${day}T${time}`, { zone: MINISTRY_TIME_ZONE });

/** The working ranges of one New York day: the exception's (none: a day off) or the weekday's. */
export function rangesOn(hours: Pick<CounselorHours, 'weeklyHours' | 'exceptions'>, day: string) {
  const exception = hours.exceptions.find((entry) => entry.date === day);
  if (exception) return exception.hours ?? [];
  const weekday = newYorkAt(day, '12:00').weekday % 7;
  return hours.weeklyHours.filter((entry) => entry.weekday === weekday);
}

/** Whether [start, end) comes within `bufferMinutes` of a busy time. */
export function clashes(start: Date, end: Date, busy: Busy[], bufferMinutes: number): boolean {
  return clashesAt(start.getTime(), end.getTime(), busy, bufferMinutes * 60_000);
}

function clashesAt(start: number, end: number, busy: Busy[], buffer: number): boolean {
  return busy.some((taken) => start < taken.end.getTime() + buffer && end + buffer > taken.start.getTime());
}

export interface SlotOptions {
  durationMinutes: number;
  now: Date;
  /** First New York day ('YYYY-MM-DD') and how many days. */
  from: string;
  days: number;
  busy: Busy[];
  /** Leave out notice and horizon (staff moving or planning a series). */
  ignoreLimits?: boolean;
}

export function freeSlots(hours: CounselorHours, options: SlotOptions): FreeSlot[] {
  const earliest = options.now.getTime() + (options.ignoreLimits ? 0 : hours.minNoticeHours * 3_600_000);
  const latest = options.ignoreLimits
    ? Number.POSITIVE_INFINITY
    : options.now.getTime() + hours.horizonWeeks * 7 * 86_400_000;
  const first = DateTime.fromISO(options.from, { zone: MINISTRY_TIME_ZONE });
  // Only the busy times that can touch these days are compared with each start (a counselor's whole
  // calendar, slot by slot, made a two-month request cost a second of CPU).
  const margin = hours.bufferMinutes * 60_000 + 86_400_000;
  const windowStart = first.toMillis() - margin;
  const windowEnd = first.plus({ days: options.days }).toMillis() + margin;
  const busy = options.busy.filter(
    (taken) => taken.end.getTime() > windowStart && taken.start.getTime() < windowEnd,
  );
  const starts = new Set<number>();
  const slots: FreeSlot[] = [];
  const duration = options.durationMinutes * 60_000;
  const buffer = hours.bufferMinutes * 60_000;
  for (let offset = 0; offset < options.days; offset++) {
    const day = first.plus({ days: offset }).toISODate()!;
    const ranges = [...rangesOn(hours, day)].sort((a, b) => a.start.localeCompare(b.start));
    for (const range of ranges) {
      // Only each range's ends are New York wall-clock times; the starts between them are steps of
      // elapsed time (as luxon's plus({ minutes }) is), counted in milliseconds: zoned date
      // arithmetic for every step was most of a slot search's CPU.
      const rangeEnd = newYorkAt(day, range.end).toMillis();
      for (
        let start = newYorkAt(day, range.start).toMillis();
        start + duration <= rangeEnd;
        start += SLOT_STEP_MINUTES * 60_000
      ) {
        if (start < earliest || start > latest || starts.has(start)) continue;
        if (clashesAt(start, start + duration, busy, buffer)) continue;
        starts.add(start);
        slots.push({ start: new Date(start), end: new Date(start + duration) });
      }
    }
  }
  return slots;
}

/** Whether [start, end) lies inside her hours of that New York day. */
export function withinHours(
  hours: Pick<CounselorHours, 'weeklyHours' | 'exceptions'>,
  start: Date,
  end: Date,
) {
  const begin = DateTime.fromJSDate(start, { zone: MINISTRY_TIME_ZONE });
  const day = begin.toISODate()!;
  return rangesOn(hours, day).some(
    (range) =>
      newYorkAt(day, range.start).toMillis() <= start.getTime() &&
      newYorkAt(day, range.end).toMillis() >= end.getTime(),
  );
}

/** An instant as the API answers it: ISO with the New York offset. */
export const newYorkIsoOf = (instant: Date) =>
  DateTime.fromJSDate(instant, { zone: MINISTRY_TIME_ZONE }).toISO({ suppressMilliseconds: true })!;
