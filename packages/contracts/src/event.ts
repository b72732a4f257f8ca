import { array, bool, date, object, string, type InferType } from 'yup';

export const EVENT_CATEGORIES = [
  'bible-study',
  'counseling',
  'workshop',
  'retreat',
  'prayer',
  'youth',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const RECURRING_TYPES = ['weekly', 'monthly', 'yearly'] as const;
export type RecurringType = (typeof RECURRING_TYPES)[number];

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

/** An event as the events service returns it; `date` is an ISO date-time string on the wire. */
export interface MinistryEvent {
  id: string;
  title: string;
  titleEs?: string | null;
  category: string;
  date: string;
  time: string;
  location: string;
  description: string;
  descriptionEs?: string | null;
  isRecurring: boolean;
  recurringType?: RecurringType | null;
  recurringDays?: Weekday[];
  recurringEndDate?: string | null;
}

/** The event form and the events service's create/update body: one schema for both sides. */
export const eventInputSchema = object({
  title: string().trim().required('event.titleRequired'),
  titleEs: string().trim().nullable().default(null),
  date: date().typeError('event.dateInvalid').required('event.dateRequired'),
  time: string().trim().required('event.timeRequired'),
  location: string().trim().required('event.locationRequired'),
  description: string().trim().required('event.descriptionRequired'),
  descriptionEs: string().trim().nullable().default(null),
  category: string().trim().required('event.categoryRequired'),
  isRecurring: bool().default(false),
  recurringType: string<RecurringType>()
    .oneOf(RECURRING_TYPES, 'event.recurringTypeInvalid')
    .nullable()
    .default(null),
  recurringDays: array(
    string()
      .oneOf([...WEEKDAYS], 'event.recurringDayInvalid')
      .required(),
  ).default([]),
  recurringEndDate: date().typeError('event.dateInvalid').nullable().default(null),
});

export type EventInput = InferType<typeof eventInputSchema>;
