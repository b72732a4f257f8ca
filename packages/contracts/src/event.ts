import type { OccurrenceSeats, SignupSettings } from './event-signup';
import type { EventPricing } from './event-pricing';
import { nextOccurrenceDay, RECURRING_TYPES, type RecurrenceRule, type RecurringType } from './recurrence';
import { dayOfInstant, type CalendarDay } from './calendar-day';

export { RECURRING_TYPES, type RecurringType };

export const EVENT_CATEGORIES = [
  'bible-study',
  'counseling',
  'workshop',
  'retreat',
  'prayer',
  'youth',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The category names in both languages (the calendar's legend and the iCalendar feed). */
export const EVENT_CATEGORY_LABELS: Record<EventCategory, { en: string; es: string }> = {
  'bible-study': { en: 'Bible Study', es: 'Estudio bíblico' },
  counseling: { en: 'Counseling', es: 'Consejería' },
  workshop: { en: 'Workshop', es: 'Taller' },
  retreat: { en: 'Retreat', es: 'Retiro' },
  prayer: { en: 'Prayer Meeting', es: 'Reunión de oración' },
  youth: { en: 'Youth', es: 'Jóvenes' },
};

export function isEventCategory(value: string): value is EventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(value);
}

/**
 * An event as the events service returns it. `date` and `recurringEndDate` are calendar days in New
 * York, sent as ISO date-times at 12:00 UTC of that day (the same day in New York all year, and in
 * every time zone from UTC−11 to UTC+11); the clock times are `startTime` and `endTime` ('HH:mm',
 * 24-hour, New York wall clock; an end at or before the start is past midnight, on the next day).
 *
 * The service always sends `startTime`, `endTime`, `timeZone`, `signup` and `excludedDates`; they are
 * optional here only so that older code and fixtures built before them still compile.
 */
export interface MinistryEvent {
  id: string;
  title: string;
  titleEs?: string | null;
  category: string;
  date: string;
  /** 'HH:mm', New York. */
  startTime?: string;
  /** 'HH:mm', New York; at or before `startTime` means the next day. */
  endTime?: string;
  timeZone?: 'America/New_York';
  /** Derived from the times for older readers, in English: "7:30 PM – 9:00 PM". */
  time: string;
  /** Sign-up settings (sign-up is per occurrence). */
  signup?: SignupSettings;
  /** Paid places (event-pricing.ts); null or absent: sign-up is free. */
  pricing?: EventPricing | null;
  /** Days of a recurring event that were canceled ('YYYY-MM-DD'): no occurrence on them. */
  excludedDates?: string[];
  location: string;
  description: string;
  descriptionEs?: string | null;
  isRecurring: boolean;
  recurringType?: RecurringType | null;
  recurringDays?: Weekday[];
  recurringEndDate?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

type EventSchedule = Pick<MinistryEvent, 'isRecurring' | 'recurringType' | 'recurringDays'> & {
  date: string | Date;
  recurringEndDate?: string | Date | null;
  excludedDates?: readonly string[] | null;
};

/** An event's recurrence in New York calendar days (from the API's ISO dates or stored dates). */
export function recurrenceOf(event: EventSchedule): RecurrenceRule {
  return {
    start: dayOfInstant(event.date),
    isRecurring: event.isRecurring,
    recurringType: event.recurringType ?? null,
    recurringDays: event.recurringDays ?? [],
    until: event.recurringEndDate ? dayOfInstant(event.recurringEndDate) : null,
    except: event.excludedDates ?? [],
  };
}

/** The next day an event happens on from `today` (its first day, or its series' next one), or null. */
export function nextEventDay(event: EventSchedule, today: CalendarDay): CalendarDay | null {
  return nextOccurrenceDay(recurrenceOf(event), today);
}

/**
 * One day an event happens on, as `GET /api/events?from=&to=` returns it: the event's fields (its `id`
 * is the event's) plus the day and the start and end instants (the event's times placed in
 * America/New_York on that day). `allDay` is false for every event with times (all of them since
 * times are data); it stays for older readers.
 */
export interface EventOccurrence extends MinistryEvent {
  /** The New York calendar day of this occurrence, 'YYYY-MM-DD'. */
  occurrenceDate: string;
  /** ISO instants (UTC), or null for an all-day occurrence. */
  start: string | null;
  end: string | null;
  allDay: boolean;
  /** That occurrence's seats, when sign-up is on. */
  seats?: OccurrenceSeats;
}

export const EVENT_CHANGE_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type EventChangeAction = (typeof EVENT_CHANGE_ACTIONS)[number];

/** One entry of `GET /api/events/history` (admins): who created, changed or deleted an event, and when. */
export interface EventChange {
  eventId: string;
  /** The title at the time of the change (the event may be gone). */
  eventTitle: string;
  action: EventChangeAction;
  /** The fields an update changed. */
  fields: string[];
  by: { id: string; username: string };
  /** ISO date-time. */
  at: string;
}
