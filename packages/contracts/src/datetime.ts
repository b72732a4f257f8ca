import { dateTimeFormat } from './intl';
import { localeOf, type Language } from './language';
import { MINISTRY_TIME_ZONE, type CalendarDay } from './calendar-day';

/*
 * How the site shows days and times, in one place for pages, remotes, services and e-mails: every
 * day and hour is New York's, in US English or US Spanish.
 */

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A wall-clock time 'HH:mm' (24-hour), as event times are stored and sent. */
export function isClockTime(value: string): boolean {
  return CLOCK.test(value);
}

/** The fields of an instant as New York reads it, with its offset ('-05:00'). */
export interface NewYorkParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  offset: string;
}

/** An instant's New York wall-clock fields, two digits each (24-hour); null for no valid instant. */
export function newYorkParts(instant: string | Date): NewYorkParts | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const format = dateTimeFormat('en-US', {
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
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
    // 'GMT-05:00' (or 'GMT' at offset zero, which New York never has).
    offset: (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00',
  };
}

/** An instant as New York reads it: its calendar day and its 'HH:mm'; null for no valid instant. */
export function newYorkWallClock(instant: string | Date): { day: CalendarDay; time: string } | null {
  const parts = newYorkParts(instant);
  if (!parts) return null;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * An instant as New York wall-clock time with its offset ('2026-12-05T10:00:00-05:00'), what
 * schema.org's startDate wants: the time the ministry announces, and which instant it is.
 * Null for a value that is not a date.
 */
export function newYorkIso(instant: string | Date): string | null {
  const parts = newYorkParts(instant);
  if (!parts) return null;
  const { year, month, day, hour, minute, second, offset } = parts;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`;
}

/**
 * How a day reads:
 * - 'short': "Sat, Dec 5, 2026" / "sáb, 5 dic 2026"
 * - 'medium': "Dec 5, 2026" / "5 dic 2026"
 * - 'long': "December 5, 2026" / "5 de diciembre de 2026"
 * - 'full': "Saturday, December 5, 2026" / "sábado, 5 de diciembre de 2026"
 */
export type DayStyle = 'short' | 'medium' | 'long' | 'full';

function dayFormat(language: Language, style: DayStyle): Intl.DateTimeFormat {
  return dateTimeFormat(
    localeOf(language),
    style === 'short'
      ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: MINISTRY_TIME_ZONE }
      : { dateStyle: style, timeZone: MINISTRY_TIME_ZONE },
  );
}

/** The New York day of an instant, in a language (see DayStyle). */
export function formatInstantDay(instant: string | Date, language: Language, style: DayStyle): string {
  return dayFormat(language, style).format(new Date(instant));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day ('2026-12-05') in a language (see DayStyle), the same wherever the browser is; a
 * value that is not a calendar day comes back as it is.
 */
export function formatCalendarDay(day: CalendarDay, language: Language, style: DayStyle): string {
  const match = DAY.exec(day);
  if (!match) return day;
  // Noon UTC of the day is the same day in New York (07:00 or 08:00 there).
  return dayFormat(language, style).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)),
  );
}

/**
 * A moment with its time, in New York: 'long' "December 24, 2026 at 7:30 PM", 'medium'
 * "Dec 24, 2026, 7:30 PM" (with the language's words).
 */
export function formatInstantMoment(
  instant: string | Date,
  language: Language,
  style: 'medium' | 'long' = 'long',
): string {
  return dateTimeFormat(localeOf(language), {
    dateStyle: style,
    timeStyle: 'short',
    timeZone: MINISTRY_TIME_ZONE,
  }).format(new Date(instant));
}

/**
 * How a wall-clock time reads in each language, everywhere (pages, e-mails, the feed's texts): US
 * English "7:30 PM", US Spanish "7:30 p.m." (es-US's 12-hour clock, as Spanish speakers in New York
 * read times).
 */
export function formatClockTime(hhmm: string, language: Language): string {
  const match = CLOCK.exec(hhmm);
  if (!match) return hhmm;
  const format = dateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}

/** "7:30 PM – 9:00 PM" / "7:30 p.m. – 9:00 p.m." */
export function formatTimeRange(startTime: string, endTime: string, language: Language): string {
  return `${formatClockTime(startTime, language)} – ${formatClockTime(endTime, language)}`;
}

/**
 * An event's hours from its clock times ("7:30 PM – 9:00 PM"; its start alone without a valid end);
 * null when it has no valid start time (an older event, whose text the caller shows instead).
 */
export function formatEventHours(
  event: { startTime?: string | null; endTime?: string | null },
  language: Language,
): string | null {
  const { startTime, endTime } = event;
  if (!startTime || !isClockTime(startTime)) return null;
  return endTime && isClockTime(endTime)
    ? formatTimeRange(startTime, endTime, language)
    : formatClockTime(startTime, language);
}

/** An occurrence's hours from its instants, in New York ("10:00 AM – 4:00 PM"); '' for no valid start. */
export function formatInstantHours(startsAt: string, endsAt: string, language: Language): string {
  const start = newYorkWallClock(startsAt);
  const end = newYorkWallClock(endsAt);
  if (!start) return '';
  return end ? formatTimeRange(start.time, end.time, language) : formatClockTime(start.time, language);
}

/**
 * The instant a New York calendar day ('2026-03-08') begins, whatever its offset that day (the
 * offset is read at the first guess, then checked again, so days of a clock change come out right).
 */
export function startOfNewYorkDay(day: CalendarDay): Date {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const offsetMs = (instant: number) => {
    const sign = newYorkParts(new Date(instant))?.offset.match(/^([+-])(\d{2}):(\d{2})$/);
    if (!sign) return 0;
    const minutes = Number(sign[2]) * 60 + Number(sign[3]);
    return (sign[1] === '-' ? -1 : 1) * minutes * 60_000;
  };
  let instant = midnightUtc - offsetMs(midnightUtc);
  instant = midnightUtc - offsetMs(instant);
  return new Date(instant);
}
