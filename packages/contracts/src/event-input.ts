// What the events service accepts (an event, a sign-up), one yup schema for the forms and the service,
// apart from event.ts and event-signup.ts: the calendar loads those in the browser, without yup.
import { array, bool, date, number, object, string, type InferType } from 'yup';
import { isClockTime } from './datetime';
import { DEFAULT_SIGNUP, SIGNUP_EMAIL_MAX, SIGNUP_NAME_MAX } from './event-signup';
import { eventPricingSchema } from './event-pricing-input';
import { RECURRING_TYPES, type RecurringType } from './recurrence';
import { calendarDayIn } from './calendar-day';
import { WEEKDAYS } from './event';

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

/**
 * A visitor's sign-up (`POST /api/events/:id/occurrences/:date/registrations`) and a person an event
 * editor adds by hand (`POST …/registrations/manual`): one schema for the forms and the service. A
 * signed-in member sends `{}` (her name and email are known).
 */
export const registrationInputSchema = object({
  name: string().trim().required('event.signupNameRequired').max(SIGNUP_NAME_MAX, 'event.signupNameTooLong'),
  email: string()
    .trim()
    .required('event.signupEmailRequired')
    .email('event.signupEmailInvalid')
    .max(SIGNUP_EMAIL_MAX, 'event.signupEmailInvalid'),
});

export type RegistrationInput = InferType<typeof registrationInputSchema>;
