import { DateTime } from 'luxon';
import {
  EVENT_CATEGORY_LABELS,
  isEventCategory,
  recurrenceOf,
  type MinistryEvent,
} from '@ministry/contracts/event';
import { localize, type Language } from '@ministry/contracts/language';
import {
  addDays,
  effectiveType,
  MINISTRY_TIME_ZONE,
  nextOccurrenceDay,
  parseEventTime,
  weeklyDays,
  type CalendarDay,
} from '@ministry/contracts/recurrence';
import { newYorkTime, occurrenceTimes } from './time';

/**
 * iCalendar (RFC 5545) for the events: a feed members subscribe to, and one event for "Add to
 * calendar". Times are in America/New_York with its VTIMEZONE; a recurring event is one VEVENT with an
 * RRULE whose rules match the service's own expansion (contracts/recurrence.ts); an event whose time
 * text cannot be read is an all-day event.
 */

const PRODUCT_ID = '-//Women of Purpose Ministry//Events//EN';
const UID_DOMAIN = 'womenofpurpose.org';
const SITE_NAME = 'Women of Purpose Ministry';
const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** An event whose text gives a start but no end lasts an hour in calendars. */
const DEFAULT_DURATION = 'PT1H';

const TEXTS = {
  en: {
    events: 'Events',
    description: 'Bible studies, prayer groups, workshops and retreats.',
    time: 'Time',
  },
  es: {
    events: 'Eventos',
    description: 'Estudios bíblicos, grupos de oración, talleres y retiros.',
    time: 'Hora',
  },
} as const;

/** America/New_York as US law has it since 2007 (second Sunday of March to first Sunday of November). */
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${MINISTRY_TIME_ZONE}`,
  `X-LIC-LOCATION:${MINISTRY_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into lines of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts towards their 75 octets.
    if (octets + size > MAX_LINE_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

const utcStamp = (time: DateTime) => time.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
const localStamp = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");
const dateStamp = (day: CalendarDay) => day.replace(/-/g, '');

function categoryLabel(category: string, language: Language): string {
  return isEventCategory(category) ? EVENT_CATEGORY_LABELS[category][language] : category;
}

export interface CalendarOptions {
  language: Language;
  /** The site's address, for each event's URL (https://example.org). */
  siteUrl: string;
  /** Narrows the feed's name to one category. */
  category?: string;
  now?: Date;
}

function eventLines(event: MinistryEvent, options: CalendarOptions, stamp: string): string[] {
  const { language } = options;
  const rule = recurrenceOf(event);
  const type = effectiveType(rule);
  const first = nextOccurrenceDay(rule, rule.start);
  if (!first) return []; // a series that ends before its first occurrence has nothing to show
  const times = parseEventTime(event.time);

  const lines = ['BEGIN:VEVENT', `UID:${event.id}@${UID_DOMAIN}`, `DTSTAMP:${stamp}`];
  if (event.createdAt) lines.push(`CREATED:${utcStamp(DateTime.fromISO(event.createdAt))}`);
  if (event.updatedAt) lines.push(`LAST-MODIFIED:${utcStamp(DateTime.fromISO(event.updatedAt))}`);

  if (times) {
    const { start, end } = occurrenceTimes(first, times);
    lines.push(`DTSTART;TZID=${MINISTRY_TIME_ZONE}:${localStamp(start)}`);
    lines.push(end ? `DTEND;TZID=${MINISTRY_TIME_ZONE}:${localStamp(end)}` : `DURATION:${DEFAULT_DURATION}`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${dateStamp(first)}`, `DTEND;VALUE=DATE:${dateStamp(addDays(first, 1))}`);
  }

  if (type) {
    const [, month, day] = rule.start.split('-').map(Number);
    const parts = [`FREQ=${type.toUpperCase()}`];
    if (type === 'weekly')
      parts.push(
        `BYDAY=${weeklyDays(rule)
          .map((index) => BYDAY[index])
          .join(',')}`,
      );
    if (type === 'monthly') parts.push(`BYMONTHDAY=${day}`);
    if (type === 'yearly') parts.push(`BYMONTH=${month}`, `BYMONTHDAY=${day}`);
    if (rule.until) {
      // Inclusive end date: up to the last second of that New York day (UTC, as RFC 5545 requires with
      // a TZID start), or that date itself for an all-day event.
      const until = times
        ? utcStamp(newYorkTime(rule.until, 23, 59).set({ second: 59 }))
        : dateStamp(rule.until);
      parts.push(`UNTIL=${until}`);
    }
    lines.push(`RRULE:${parts.join(';')}`);
  }

  const description = localize(event.description, event.descriptionEs, language);
  const withTime = times ? description : `${description}\n\n${TEXTS[language].time}: ${event.time}`;
  lines.push(
    `SUMMARY:${escapeText(localize(event.title, event.titleEs, language))}`,
    `DESCRIPTION:${escapeText(withTime)}`,
    `LOCATION:${escapeText(event.location)}`,
    `CATEGORIES:${escapeText(categoryLabel(event.category, language))}`,
    `URL:${options.siteUrl}/events?date=${first}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
  );
  return lines;
}

/** A whole VCALENDAR with CRLF line endings and folded lines. */
export function buildCalendar(events: MinistryEvent[], options: CalendarOptions): string {
  const texts = TEXTS[options.language];
  const name = options.category
    ? `${SITE_NAME} – ${categoryLabel(options.category, options.language)}`
    : `${SITE_NAME} – ${texts.events}`;
  const stamp = utcStamp(DateTime.fromJSDate(options.now ?? new Date()));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-CALDESC:${escapeText(texts.description)}`,
    `X-WR-TIMEZONE:${MINISTRY_TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...NEW_YORK_VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, options, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name for one event's calendar file: its title in lowercase ASCII words. */
export function calendarFileName(event: MinistryEvent): string {
  const slug = event.title
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}
