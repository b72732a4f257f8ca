import { type MinistryEvent, type RecurringType, type Weekday } from '@ministry/contracts/event';
import { type CalendarDay, dayOfInstant, weekdayNameOf } from '@ministry/contracts/recurrence';

/** What the form holds: text as typed, days as the date picker gives them ('YYYY-MM-DD'). */
export interface EventFormValues {
  title: string;
  titleEs: string;
  date: string;
  time: string;
  location: string;
  category: string;
  description: string;
  descriptionEs: string;
  isRecurring: boolean;
  recurringType: RecurringType;
  recurringDays: Weekday[];
  recurringEndDate: string;
}

/** What is sent to POST /api/events and PATCH /api/events/:id. */
export interface EventPayload {
  title: string;
  titleEs: string | null;
  date: string;
  time: string;
  location: string;
  category: string;
  description: string;
  descriptionEs: string | null;
  isRecurring: boolean;
  recurringType: RecurringType | null;
  recurringDays: Weekday[];
  recurringEndDate: string | null;
}

export type EventField = keyof EventFormValues;

/** A new event: today's date (in New York), not recurring. */
export function emptyValues(today: CalendarDay): EventFormValues {
  return {
    title: '',
    titleEs: '',
    date: today,
    time: '',
    location: '',
    category: '',
    description: '',
    descriptionEs: '',
    isRecurring: false,
    recurringType: 'weekly',
    recurringDays: [],
    recurringEndDate: '',
  };
}

/** An existing event in the form. */
export function valuesOf(event: MinistryEvent): EventFormValues {
  return {
    title: event.title,
    titleEs: event.titleEs ?? '',
    date: dayOfInstant(event.date),
    time: event.time,
    location: event.location,
    category: event.category,
    description: event.description,
    descriptionEs: event.descriptionEs ?? '',
    isRecurring: event.isRecurring,
    recurringType: event.recurringType ?? 'weekly',
    recurringDays: event.recurringDays ?? [],
    recurringEndDate: event.recurringEndDate ? dayOfInstant(event.recurringEndDate) : '',
  };
}

/** The weekday a new weekly series would start on, to tick when recurring is switched on. */
export function weekdayOfDate(date: string): Weekday | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? (weekdayNameOf(date) as Weekday) : null;
}

/** The recurrence fields are sent only when they apply (no weekdays unless weekly). */
export function toPayload(values: EventFormValues): EventPayload {
  const weekly = values.isRecurring && values.recurringType === 'weekly';
  return {
    title: values.title.trim(),
    titleEs: values.titleEs.trim() || null,
    date: values.date,
    time: values.time.trim(),
    location: values.location.trim(),
    category: values.category,
    description: values.description.trim(),
    descriptionEs: values.descriptionEs.trim() || null,
    isRecurring: values.isRecurring,
    recurringType: values.isRecurring ? values.recurringType : null,
    recurringDays: weekly ? values.recurringDays : [],
    recurringEndDate: values.isRecurring && values.recurringEndDate ? values.recurringEndDate : null,
  };
}
