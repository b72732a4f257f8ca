import mongoose, { isValidObjectId } from 'mongoose';
import {
  eventInputSchema,
  recurrenceOf,
  type EventInput,
  type EventOccurrence,
  type MinistryEvent,
} from '@ministry/contracts/event';
import { occurrenceDays, parseEventTime, type CalendarDay } from '@ministry/contracts/recurrence';
import { AppError, notFound } from '@ministry/kit/errors';
import type { SessionUser } from '@ministry/kit/session';
import { validateInput } from '@ministry/kit/validate';
import { recordChange } from '../history/service';
import { EventModel, type EventDocument } from './model';
import { dayOf, normalizeDate, occurrenceTimes } from './time';

/** The fields a client may write; anything else in a body is ignored. */
const INPUT_FIELDS = Object.keys(eventInputSchema.fields) as (keyof EventInput)[];

function toEvent(document: InstanceType<typeof EventModel>): MinistryEvent {
  return document.toJSON() as unknown as MinistryEvent;
}

type StoredEvent = EventDocument & { _id: mongoose.Types.ObjectId; __v?: number };

/**
 * A lean read as toJSON shows a document: reads skip hydrating (the calendar's hot path). Every write
 * goes through the model, so stored events carry their defaults.
 */
function fromStored({ _id, __v, ...fields }: StoredEvent): MinistryEvent {
  return { ...fields, id: String(_id) } as unknown as MinistryEvent;
}

/** A malformed id cannot name an event: the same 404 as an unknown one, never a cast error. */
function isEventId(id: string): boolean {
  return /^[0-9a-f]{24}$/i.test(id) && isValidObjectId(id);
}

/**
 * What is stored from a validated input: days at 12:00 UTC of their New York day, and recurrence
 * fields only where they mean something (no weekdays unless weekly, nothing unless recurring; a
 * recurring event without a type repeats weekly).
 */
export function normalizeInput(input: EventInput): EventInput {
  const recurringType = input.isRecurring ? (input.recurringType ?? 'weekly') : null;
  return {
    ...input,
    titleEs: input.titleEs || null,
    descriptionEs: input.descriptionEs || null,
    date: normalizeDate(input.date),
    recurringType,
    recurringDays: recurringType === 'weekly' ? [...new Set(input.recurringDays)] : [],
    recurringEndDate:
      input.isRecurring && input.recurringEndDate ? normalizeDate(input.recurringEndDate) : null,
  };
}

function categoryFilter(category?: string) {
  return category ? { category } : {};
}

/** Every event, earliest first. */
export async function listEvents(category?: string): Promise<MinistryEvent[]> {
  const events = await EventModel.find(categoryFilter(category))
    .sort({ date: 1, _id: 1 })
    .lean<StoredEvent[]>();
  return events.map(fromStored);
}

export async function getEvent(id: string): Promise<MinistryEvent> {
  const event = isEventId(id) ? await EventModel.findById(id).lean<StoredEvent>() : null;
  if (!event) throw notFound();
  return fromStored(event);
}

export async function createEvent(input: EventInput, by: SessionUser): Promise<MinistryEvent> {
  const event = toEvent(await EventModel.create(normalizeInput(input)));
  await recordChange(by, 'created', event);
  return event;
}

/**
 * Updates the fields the body carries (the form sends them all; a client may send a few): the merged
 * event is validated with the same schema as a new one.
 */
export async function updateEvent(id: string, body: unknown, by: SessionUser): Promise<MinistryEvent> {
  const event = isEventId(id) ? await EventModel.findById(id) : null;
  if (!event) throw notFound();
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError(400, 'api.invalidInput');
  }
  const current = event.toObject() as Record<string, unknown>;
  const changes = body as Record<string, unknown>;
  const merged: Record<string, unknown> = {};
  for (const field of INPUT_FIELDS) merged[field] = field in changes ? changes[field] : current[field];
  const input = await validateInput(eventInputSchema, merged);
  event.set(normalizeInput(input));
  const fields = INPUT_FIELDS.filter((field) => event.isModified(field));
  await event.save();
  const updated = toEvent(event);
  if (fields.length) await recordChange(by, 'updated', updated, fields);
  return updated;
}

export async function deleteEvent(id: string, by: SessionUser): Promise<void> {
  const deleted = isEventId(id) ? await EventModel.findByIdAndDelete(id) : null;
  if (!deleted) throw notFound();
  await recordChange(by, 'deleted', { id, title: deleted.title });
}

/** One event's occurrences between two New York days (both included). */
export function expandEvent(event: MinistryEvent, from: CalendarDay, to: CalendarDay): EventOccurrence[] {
  const times = parseEventTime(event.time);
  return occurrenceDays(recurrenceOf(event), from, to).map((day) => {
    const instants = times ? occurrenceTimes(day, times) : null;
    return {
      ...event,
      occurrenceDate: day,
      start: instants ? instants.start.toUTC().toISO() : null,
      end: instants?.end ? instants.end.toUTC().toISO() : null,
      allDay: !instants,
    };
  });
}

/** Sorting key inside a day: all-day first, then by start, then by title. */
function compareOccurrences(a: EventOccurrence, b: EventOccurrence): number {
  if (a.occurrenceDate !== b.occurrenceDate) return a.occurrenceDate < b.occurrenceDate ? -1 : 1;
  const startA = a.start ?? '';
  const startB = b.start ?? '';
  if (startA !== startB) return startA < startB ? -1 : 1;
  return a.title.localeCompare(b.title);
}

/**
 * Every occurrence between two New York days (both included), recurring events expanded, in order.
 * Only events that can reach the window are read: those starting by its end and not ended before it.
 */
export async function listOccurrences(
  from: CalendarDay,
  to: CalendarDay,
  category?: string,
): Promise<EventOccurrence[]> {
  const events = await EventModel.find({
    ...categoryFilter(category),
    // Stored days are 12:00 UTC: everything up to the end of `to` in UTC is on or before `to`.
    date: mongoose.trusted({ $lte: new Date(`${to}T23:59:59.999Z`) }),
  })
    .sort({ date: 1, _id: 1 })
    .lean<StoredEvent[]>();
  return events
    .map(fromStored)
    .filter(
      (event) =>
        !event.isRecurring || !event.recurringEndDate || dayOf(new Date(event.recurringEndDate)) >= from,
    )
    .flatMap((event) => expandEvent(event, from, to))
    .sort(compareOccurrences);
}
