import { type MinistryEvent, type RecurringType, type Weekday } from '@ministry/contracts/event';
import type { SignupSettings } from '@ministry/contracts/event-signup';
import { type ClockTime, parseEventTime } from '@ministry/contracts/recurrence';
import { type CalendarDay, dayOfInstant, weekdayNameOf } from '@ministry/contracts/calendar-day';
import { signupOf } from '../events';
import type { EventPricing } from '@ministry/contracts/event-pricing';
import { emptyPricing, pricingPayload, pricingValuesOf, type PricingFormValues } from './pricing-values';

/** The sign-up part of the form: numbers as typed (an empty seats field is unlimited). */
export type SignupFormValues = {
  enabled: boolean;
  capacity: string;
  waitlist: boolean;
  closesHoursBefore: string;
  /** Only signed-in members may sign up. */
  membersOnly: boolean;
};

/** What the form holds: text as typed, days as the date picker gives them ('YYYY-MM-DD'), times 'HH:mm'. */
export type EventFormValues = {
  title: string;
  titleEs: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  category: string;
  description: string;
  descriptionEs: string;
  isRecurring: boolean;
  recurringType: RecurringType;
  recurringDays: Weekday[];
  recurringEndDate: string;
  signup: SignupFormValues;
  /** Paid places (switched off: the event is free). */
  pricing: PricingFormValues;
};

/** What is sent to POST /api/events and PATCH /api/events/:id: the form's texts, an empty optional one as null. */
export type EventPayload = Omit<
  EventFormValues,
  'titleEs' | 'descriptionEs' | 'recurringType' | 'recurringEndDate' | 'signup' | 'pricing'
> & {
  titleEs: string | null;
  descriptionEs: string | null;
  recurringType: RecurringType | null;
  recurringEndDate: string | null;
  signup: SignupSettings;
  pricing: EventPricing | null;
};

/** A field of the form, or one inside its sign-up group ('signup.capacity'). */

/** A new event: today's date (in New York), not recurring, no sign-up. */
export function emptyValues(today: CalendarDay): EventFormValues {
  return {
    title: '',
    titleEs: '',
    date: today,
    startTime: '',
    endTime: '',
    location: '',
    category: '',
    description: '',
    descriptionEs: '',
    isRecurring: false,
    recurringType: 'weekly',
    recurringDays: [],
    recurringEndDate: '',
    signup: { enabled: false, capacity: '', waitlist: false, closesHoursBefore: '0', membersOnly: false },
    pricing: emptyPricing(),
  };
}

const hhmm = (time: ClockTime | null | undefined) =>
  time ? `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}` : '';

/** An existing event in the form (an event saved before times were data: its text, read). */
export function valuesOf(event: MinistryEvent): EventFormValues {
  const parsed = event.startTime ? null : parseEventTime(event.time);
  const signup = signupOf(event);
  return {
    title: event.title,
    titleEs: event.titleEs ?? '',
    date: dayOfInstant(event.date),
    startTime: event.startTime ?? hhmm(parsed?.start),
    endTime: event.endTime ?? hhmm(parsed?.end),
    location: event.location,
    category: event.category,
    description: event.description,
    descriptionEs: event.descriptionEs ?? '',
    isRecurring: event.isRecurring,
    recurringType: event.recurringType ?? 'weekly',
    recurringDays: event.recurringDays ?? [],
    recurringEndDate: event.recurringEndDate ? dayOfInstant(event.recurringEndDate) : '',
    signup: {
      enabled: signup.enabled,
      capacity: signup.capacity === null ? '' : String(signup.capacity),
      waitlist: signup.waitlist,
      closesHoursBefore: String(signup.closesHoursBefore),
      membersOnly: signup.membersOnly ?? false,
    },
    pricing: pricingValuesOf(event.pricing),
  };
}

/** The weekday a new weekly series would start on, to tick when recurring is switched on. */
export function weekdayOfDate(date: string): Weekday | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? (weekdayNameOf(date) as Weekday) : null;
}

/** A number field: empty is none; anything else as the schema should judge it (NaN for letters). */
function numberOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** A whole number ≥ min, or null: what a switched-off group may keep of its fields. */
function keptNumber(text: string, min: number): number | null {
  const value = numberOf(text);
  return value !== null && Number.isInteger(value) && value >= min ? value : null;
}

/**
 * The sign-up settings sent: as typed when sign-up is on (the schema says what is wrong); when off,
 * what is valid is kept for a later switch back on, the rest falls back to the defaults.
 */
function signupPayload(signup: SignupFormValues): SignupSettings {
  if (signup.enabled) {
    return {
      enabled: true,
      capacity: numberOf(signup.capacity),
      waitlist: signup.waitlist,
      closesHoursBefore: numberOf(signup.closesHoursBefore) ?? 0,
      membersOnly: signup.membersOnly,
    };
  }
  return {
    enabled: false,
    capacity: keptNumber(signup.capacity, 1),
    waitlist: signup.waitlist,
    closesHoursBefore: keptNumber(signup.closesHoursBefore, 0) ?? 0,
    membersOnly: signup.membersOnly,
  };
}

/** The recurrence fields are sent only when they apply (no weekdays unless weekly). */
export function toPayload(values: EventFormValues): EventPayload {
  const weekly = values.isRecurring && values.recurringType === 'weekly';
  return {
    title: values.title.trim(),
    titleEs: values.titleEs.trim() || null,
    date: values.date,
    startTime: values.startTime,
    endTime: values.endTime,
    location: values.location.trim(),
    category: values.category,
    description: values.description.trim(),
    descriptionEs: values.descriptionEs.trim() || null,
    isRecurring: values.isRecurring,
    recurringType: values.isRecurring ? values.recurringType : null,
    recurringDays: weekly ? values.recurringDays : [],
    recurringEndDate: values.isRecurring && values.recurringEndDate ? values.recurringEndDate : null,
    signup: signupPayload(values.signup),
    pricing: pricingPayload(values.pricing),
  };
}
