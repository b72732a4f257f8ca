import { array, bool, date, number, object, string, type InferType } from 'yup';
import { isClockTime } from './datetime';
import { DEFAULT_SIGNUP, type OccurrenceSeats, type SignupSettings } from './event-signup';
import { eventPricingSchema, type EventPricing } from './event-pricing';
import { nextOccurrenceDay, RECURRING_TYPES, type RecurrenceRule, type RecurringType } from './recurrence';
import { calendarDayIn, dayOfInstant, type CalendarDay } from './calendar-day';

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

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day ('2025-03-11', what a date picker gives) becomes 12:00 UTC of that day, the way
 * events store days, whatever the time zone of the browser or server; an empty field is no value.
 */
function calendarDayInput(value: unknown, original: unknown): unknown {
  if (original === '') return undefined;
  if (typeof original === 'string') {
    const match = DAY_ONLY.exec(original.trim());
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(year, month - 1, day, 12));
      return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : new Date(NaN);
    }
  }
  return value;
}

/** A category as events store it: lowercase words joined by hyphens ('bible-study'). */
export const CATEGORY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Seats per occurrence at most (a number larger than any room the ministry fills). */
export const SIGNUP_CAPACITY_MAX = 10_000;
/** Sign-up closes at most this many hours (30 days) before an occurrence. */
export const SIGNUP_CLOSES_HOURS_MAX = 720;

const CLOCK_INPUT = /^(\d{1,2}):(\d{2})(?::00(?:\.0+)?)?$/;

/** '9:05', '09:05' and '09:05:00' (what time pickers give) become '09:05'; anything else stays as sent. */
function clockTimeInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = CLOCK_INPUT.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value.trim();
}

/** An empty field, or null, is "no value" (unlimited seats). */
function emptyNumber(value: unknown, original: unknown): unknown {
  return original === '' || original === null ? null : value;
}

/** The sign-up part of the event form: off by default; seats a positive whole number or unlimited (null). */
export const signupSettingsSchema = object({
  enabled: bool().default(DEFAULT_SIGNUP.enabled),
  capacity: number()
    .transform(emptyNumber)
    .typeError('event.capacityInvalid')
    .integer('event.capacityInvalid')
    .min(1, 'event.capacityInvalid')
    .max(SIGNUP_CAPACITY_MAX, 'event.capacityInvalid')
    .nullable()
    .default(DEFAULT_SIGNUP.capacity),
  waitlist: bool().default(DEFAULT_SIGNUP.waitlist),
  closesHoursBefore: number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError('event.closesHoursInvalid')
    .integer('event.closesHoursInvalid')
    .min(0, 'event.closesHoursInvalid')
    .max(SIGNUP_CLOSES_HOURS_MAX, 'event.closesHoursInvalid')
    .default(DEFAULT_SIGNUP.closesHoursBefore),
  membersOnly: bool().default(DEFAULT_SIGNUP.membersOnly ?? false),
});

/** The event form and the events service's create/update body: one schema for both sides. */
export const eventInputSchema = object({
  title: string().trim().required('event.titleRequired').max(200, 'event.textTooLong'),
  titleEs: string().trim().max(200, 'event.textTooLong').nullable().default(null),
  date: date().transform(calendarDayInput).typeError('event.dateInvalid').required('event.dateRequired'),
  /** 'HH:mm' in New York. */
  startTime: string()
    .transform(clockTimeInput)
    .required('event.timeRequired')
    .test('clock', 'event.timeInvalid', (value) => !value || isClockTime(value)),
  /** 'HH:mm' in New York; at or before the start means past midnight (the next day). */
  endTime: string()
    .transform(clockTimeInput)
    .required('event.endTimeRequired')
    .test('clock', 'event.timeInvalid', (value) => !value || isClockTime(value))
    .test('not-start', 'event.endTimeSameAsStart', function check(end) {
      return !end || end !== this.parent.startTime;
    }),
  location: string().trim().required('event.locationRequired').max(300, 'event.textTooLong'),
  description: string().trim().required('event.descriptionRequired').max(5000, 'event.textTooLong'),
  descriptionEs: string().trim().max(5000, 'event.textTooLong').nullable().default(null),
  category: string()
    .trim()
    .lowercase()
    .required('event.categoryRequired')
    .max(50, 'event.textTooLong')
    .matches(CATEGORY_PATTERN, { message: 'event.categoryInvalid', excludeEmptyString: true }),
  isRecurring: bool().default(false),
  recurringType: string<RecurringType>()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .oneOf(RECURRING_TYPES, 'event.recurringTypeInvalid')
    .nullable()
    .default(null),
  recurringDays: array(
    string()
      .oneOf([...WEEKDAYS], 'event.recurringDayInvalid')
      .required(),
  ).default([]),
  recurringEndDate: date()
    .transform((value: unknown, original: unknown) =>
      original === null ? null : (calendarDayInput(value, original) ?? null),
    )
    .typeError('event.dateInvalid')
    .nullable()
    .default(null)
    .test('after-start', 'event.endBeforeStart', function check(end) {
      const start: unknown = this.parent.date;
      if (!end || !this.parent.isRecurring || !(start instanceof Date) || isNaN(start.getTime())) return true;
      return calendarDayIn(end) >= calendarDayIn(start);
    }),
  signup: signupSettingsSchema,
  /** Null keeps sign-up free; priced places need sign-up on. */
  pricing: eventPricingSchema.nullable().default(null),
});

export type EventInput = InferType<typeof eventInputSchema>;

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
