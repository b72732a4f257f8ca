import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
  type ICalEventData,
} from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { EVENT_CATEGORY_LABELS, isEventCategory, recurrenceOf } from '@ministry/contracts/event';
import { localize, type Language } from '@ministry/contracts/language';
import { effectiveType, nextOccurrenceDay, weeklyDays } from '@ministry/contracts/recurrence';
import { MINISTRY_TIME_ZONE, type CalendarDay } from '@ministry/contracts/calendar-day';
import type { ScheduledEvent } from './service';
import { newYorkTime, occurrenceSpan } from './time';

/**
 * iCalendar (RFC 5545) for the events: a feed members subscribe to, and one event for "Add to
 * calendar", written by ical-generator (escaping, folding, the calendar's structure) with
 * America/New_York's VTIMEZONE from timezones-ical-library. What is the ministry's own: a recurring
 * event is one VEVENT whose RRULE (and EXDATEs for canceled days) matches the service's expansion
 * (contracts/recurrence.ts), at the event's start and end times in New York.
 */

const SITE_NAME = 'Women of Purpose Ministry';
const UID_DOMAIN = 'womenofpurpose.org';
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const REFRESH_SECONDS = 6 * 60 * 60;

const TEXTS = {
  en: {
    events: 'Events',
    description: 'Bible studies, prayer groups, workshops and retreats.',
  },
  es: {
    events: 'Eventos',
    description: 'Estudios bíblicos, grupos de oración, talleres y retiros.',
  },
} as const;

const newYorkTimezone = () => tzlib_get_ical_block(MINISTRY_TIME_ZONE)[0];

const utcStamp = (time: DateTime) => time.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
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
  /**
   * One occurrence only (a sign-up's confirmation): that day as a one-time event, its own UID, its
   * page as the URL.
   */
  occurrence?: CalendarDay;
}

/**
 * The RRULE of a recurring event, the same series the service expands, and an EXDATE per canceled day
 * (at the occurrence's start, in New York, as RFC 5545 wants for a TZID start); null for a one-time
 * event.
 */
function recurrenceRule(event: ScheduledEvent): string | null {
  const rule = recurrenceOf(event);
  const type = effectiveType(rule);
  if (!type) return null;
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
    // a TZID start).
    parts.push(`UNTIL=${utcStamp(newYorkTime(rule.until, 23, 59).set({ second: 59 }))}`);
  }
  const lines = [`RRULE:${parts.join(';')}`];
  const excluded = [...event.excludedDates].sort();
  if (excluded.length) {
    const stamps = excluded.map((day) => occurrenceSpan(event, day).start.toFormat("yyyyMMdd'T'HHmmss"));
    lines.push(`EXDATE;TZID=${MINISTRY_TIME_ZONE}:${stamps.join(',')}`);
  }
  return lines.join('\r\n');
}

function addEvent(calendar: ICalCalendar, event: ScheduledEvent, options: CalendarOptions): void {
  const { language, occurrence } = options;
  const rule = recurrenceOf(event);
  const first = occurrence ?? nextOccurrenceDay(rule, rule.start);
  if (!first) return; // a series that ends before its first occurrence has nothing to show
  const { start, end } = occurrenceSpan(event, first);
  const when: Pick<ICalEventData, 'start' | 'end' | 'timezone'> = {
    start,
    end,
    timezone: MINISTRY_TIME_ZONE,
  };

  calendar.createEvent({
    id: occurrence ? `${event.id}-${dateStamp(occurrence)}@${UID_DOMAIN}` : `${event.id}@${UID_DOMAIN}`,
    stamp: options.now ?? new Date(),
    created: event.createdAt ? new Date(event.createdAt) : null,
    lastModified: event.updatedAt ? new Date(event.updatedAt) : null,
    ...when,
    repeating: occurrence ? null : recurrenceRule(event),
    summary: localize(event.title, event.titleEs, language),
    description: localize(event.description, event.descriptionEs, language),
    location: event.location,
    categories: [{ name: categoryLabel(event.category, language) }],
    url: occurrence
      ? `${options.siteUrl}/events/${event.id}/${occurrence}`
      : `${options.siteUrl}/events?date=${first}`,
    status: ICalEventStatus.CONFIRMED,
  });
}

/** A whole VCALENDAR (CRLF line endings, folded lines). */
export function buildCalendar(events: ScheduledEvent[], options: CalendarOptions): string {
  const texts = TEXTS[options.language];
  const calendar = ical({
    prodId: { company: SITE_NAME, product: 'Events', language: 'EN' },
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    name: options.category
      ? `${SITE_NAME} – ${categoryLabel(options.category, options.language)}`
      : `${SITE_NAME} – ${texts.events}`,
    description: texts.description,
    ttl: REFRESH_SECONDS,
    x: { 'X-WR-TIMEZONE': MINISTRY_TIME_ZONE },
  });
  for (const event of events) addEvent(calendar, event, options);
  // The zone is set per event, not on the calendar: with a calendar zone, ical-generator writes DTSTAMP
  // in local time, where RFC 5545 wants UTC. The VTIMEZONE every TZID needs goes before the events.
  // Every content line ends with CRLF (RFC 5545), the last one too, which ical-generator leaves off.
  const text = calendar.toString().replace(/(\r\n)?$/, '\r\n');
  const firstEvent = text.indexOf('BEGIN:VEVENT');
  return firstEvent < 0
    ? text
    : `${text.slice(0, firstEvent)}${newYorkTimezone()}\r\n${text.slice(firstEvent)}`;
}

/** A file name for one event's calendar file: its title in lowercase ASCII words. */
export function calendarFileName(event: Pick<ScheduledEvent, 'title'>, day?: CalendarDay): string {
  const slug = event.title
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}${day ? `-${day}` : ''}.ics`;
}
