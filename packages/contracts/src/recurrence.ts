/**
 * Recurring events, the same on every side (the events service expands them, the calendar reads them).
 *
 * An event happens on New York calendar days. Every rule here works on calendar days ('YYYY-MM-DD')
 * rather than instants, so a weekly event keeps its weekday and its local time when daylight-saving
 * time starts or ends: the clock time comes from the event's `time` text and is placed in
 * America/New_York only when an instant is needed (the service does that with luxon).
 *
 * The rules, which are also what RFC 5545 does with the same RRULE (so the iCalendar feed agrees):
 * - weekly: on each listed weekday (the weekday of the start date when none is listed), from the start
 *   date on; the start date itself counts only when its weekday is listed.
 * - monthly: on the start date's day of the month; a month without that day is skipped (an event on
 *   the 31st happens in January, March, May…, never on the 30th instead).
 * - yearly: on the start date's month and day; an event on 29 February happens only in leap years.
 * - the end date, when set, is inclusive: an occurrence on that day still happens.
 * - days in `except` (occurrences the ministry canceled) do not happen (RFC 5545's EXDATE).
 */

import {
  addDays,
  dayParts,
  daysInMonth,
  isCalendarDay,
  makeDay,
  weekdayIndex,
  WEEKDAY_NAMES,
  type CalendarDay,
} from './calendar-day';

export const RECURRING_TYPES = ['weekly', 'monthly', 'yearly'] as const;

export type RecurringType = (typeof RECURRING_TYPES)[number];

/** The widest window one occurrences request may ask for, in days (both ends included). */
export const MAX_RANGE_DAYS = 400;

/** What a recurrence needs to know about an event. */
export interface RecurrenceRule {
  /** The event's date: the first day of the series. */
  start: CalendarDay;
  isRecurring: boolean;
  recurringType?: RecurringType | null;
  recurringDays?: readonly string[] | null;
  /** The last day of the series, inclusive. */
  until?: CalendarDay | null;
  /** Days of the series that were canceled: no occurrence on them. */
  except?: readonly CalendarDay[] | null;
}

/** The recurrence an event really has: a recurring event without a type repeats weekly. */
export function effectiveType(rule: RecurrenceRule): RecurringType | null {
  if (!rule.isRecurring) return null;
  return rule.recurringType ?? 'weekly';
}

/** The weekdays (0 = Sunday) a weekly event happens on: the listed ones, or the start date's. */
export function weeklyDays(rule: RecurrenceRule): number[] {
  const listed = (rule.recurringDays ?? [])
    .map((name) => WEEKDAY_NAMES.indexOf(name.toLowerCase()))
    .filter((index) => index >= 0);
  const days = listed.length ? listed : [weekdayIndex(rule.start)];
  return [...new Set(days)].sort((a, b) => a - b);
}

function maxDay(a: CalendarDay, b: CalendarDay): CalendarDay {
  return a > b ? a : b;
}

function minDay(a: CalendarDay, b: CalendarDay): CalendarDay {
  return a < b ? a : b;
}

/**
 * The days an event happens on between `from` and `to` (both included), earliest first.
 * The caller bounds the window (the service caps it at MAX_RANGE_DAYS).
 */
export function occurrenceDays(rule: RecurrenceRule, from: CalendarDay, to: CalendarDay): CalendarDay[] {
  const days = scheduledDays(rule, from, to);
  if (!rule.except?.length) return days;
  const except = new Set(rule.except);
  return days.filter((day) => !except.has(day));
}

/** Whether the event happens on that day. */
export function occursOn(rule: RecurrenceRule, day: CalendarDay): boolean {
  return isCalendarDay(day) && occurrenceDays(rule, day, day).length === 1;
}

/** The days the rule gives between two days, before canceled days are taken out. */
function scheduledDays(rule: RecurrenceRule, from: CalendarDay, to: CalendarDay): CalendarDay[] {
  const type = effectiveType(rule);
  if (!type) return rule.start >= from && rule.start <= to ? [rule.start] : [];

  const low = maxDay(from, rule.start);
  const high = rule.until ? minDay(to, rule.until) : to;
  if (low > high) return [];
  const days: CalendarDay[] = [];

  if (type === 'weekly') {
    const weekdays = new Set(weeklyDays(rule));
    for (let day = low; day <= high; day = addDays(day, 1)) {
      if (weekdays.has(weekdayIndex(day))) days.push(day);
    }
    return days;
  }

  const [, startMonth, startDate] = dayParts(rule.start);
  const [lowYear, lowMonth] = dayParts(low);
  const [highYear, highMonth] = dayParts(high);
  if (type === 'monthly') {
    for (let index = lowYear * 12 + lowMonth - 1; index <= highYear * 12 + highMonth - 1; index++) {
      const year = Math.floor(index / 12);
      const month = (index % 12) + 1;
      if (startDate > daysInMonth(year, month)) continue; // skipped, never moved to another day
      const day = makeDay(year, month, startDate);
      if (day >= low && day <= high) days.push(day);
    }
    return days;
  }

  for (let year = lowYear; year <= highYear; year++) {
    if (startDate > daysInMonth(year, startMonth)) continue; // 29 February outside leap years
    const day = makeDay(year, startMonth, startDate);
    if (day >= low && day <= high) days.push(day);
  }
  return days;
}

/** How far ahead the next occurrence can be at most, per type (yearly on 29 February: 8 years). */
const LOOKAHEAD_DAYS: Record<RecurringType, number> = { weekly: 7, monthly: 93, yearly: 366 * 8 + 1 };

/** The first day on or after `from` the event happens on, or null when none is left. */
export function nextOccurrenceDay(rule: RecurrenceRule, from: CalendarDay): CalendarDay | null {
  const type = effectiveType(rule);
  if (!type) return rule.start >= from && !rule.except?.includes(rule.start) ? rule.start : null;
  let low = maxDay(from, rule.start);
  // Each canceled day can empty at most one look-ahead window.
  for (let window = 0; window <= (rule.except?.length ?? 0); window++) {
    if (rule.until && low > rule.until) return null;
    const high = addDays(low, LOOKAHEAD_DAYS[type]);
    const found = occurrenceDays(rule, low, high)[0];
    if (found) return found;
    low = addDays(high, 1);
  }
  return null;
}

/** A clock time in the ministry's time zone. */
export interface ClockTime {
  hour: number;
  minute: number;
}

export interface EventTimes {
  start: ClockTime;
  /** Null when the text gives no end. An end at or before the start is on the next day. */
  end: ClockTime | null;
}

interface TimeToken {
  hour: number;
  minute: number | null;
  meridiem: 'am' | 'pm' | null;
}

const TIME_TOKEN = /(?<![\d:])(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?(?![\d\p{L}])/giu;

function toTwentyFour(token: TimeToken, meridiem: 'am' | 'pm' | null): ClockTime | null {
  const minute = token.minute ?? 0;
  if (minute > 59) return null;
  if (meridiem) {
    if (token.hour < 1 || token.hour > 12) return null;
    return { hour: (token.hour % 12) + (meridiem === 'pm' ? 12 : 0), minute };
  }
  // Without AM/PM only a 24-hour time with minutes ('19:00') is clear.
  if (token.minute === null || token.hour > 23) return null;
  return { hour: token.hour, minute };
}

const minutes = (time: ClockTime) => time.hour * 60 + time.minute;

/**
 * Reads a start and an optional end from an event's free-text time ('7:00 PM – 8:30 PM',
 * '10am-11:30am', '7-8:30pm', '19:00 – 20:30', '6:30 p. m.'). Null when no clear start time is
 * given ('All day', 'TBA'): such an event is an all-day event.
 */
export function parseEventTime(text: string | null | undefined): EventTimes | null {
  const tokens: TimeToken[] = [];
  for (const match of (text ?? '').matchAll(TIME_TOKEN)) {
    const meridiem = match[3] ? (match[3].toLowerCase().startsWith('a') ? 'am' : 'pm') : null;
    tokens.push({ hour: Number(match[1]), minute: match[2] ? Number(match[2]) : null, meridiem });
    if (tokens.length === 2) break;
  }
  const [first, second] = tokens;
  if (!first) return null;
  if (!second) {
    const start = toTwentyFour(first, first.meridiem);
    return start ? { start, end: null } : null;
  }

  let start: ClockTime | null;
  let end: ClockTime | null;
  if (first.meridiem && second.meridiem) {
    start = toTwentyFour(first, first.meridiem);
    end = toTwentyFour(second, second.meridiem);
  } else if (second.meridiem) {
    // '7-8:30pm': the start shares the end's half of the day unless that puts it after the end.
    end = toTwentyFour(second, second.meridiem);
    start = toTwentyFour(first, second.meridiem);
    if (start && end && minutes(start) > minutes(end)) start = toTwentyFour(first, 'am');
  } else if (first.meridiem) {
    start = toTwentyFour(first, first.meridiem);
    end = toTwentyFour(second, first.meridiem);
    if (start && end && minutes(end) <= minutes(start)) {
      end = toTwentyFour(second, first.meridiem === 'am' ? 'pm' : 'am');
    }
  } else {
    start = toTwentyFour(first, null);
    end = toTwentyFour(second, null);
  }
  if (!start) return null;
  if (!end || minutes(end) === minutes(start)) return { start, end: null };
  return { start, end };
}
