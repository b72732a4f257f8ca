import mongoose, { isValidObjectId } from 'mongoose';
import { recurrenceOf, type EventOccurrence, type MinistryEvent } from '@ministry/contracts/event';
import { eventInputSchema, type EventInput } from '@ministry/contracts/event-input';
import { formatTimeRange } from '@ministry/contracts/datetime';
import { DEFAULT_SIGNUP, type SignupSettings } from '@ministry/contracts/event-signup';
import type { EventPricing } from '@ministry/contracts/event-pricing';
import { occurrenceDays, occursOn } from '@ministry/contracts/recurrence';
import { MINISTRY_TIME_ZONE, type CalendarDay } from '@ministry/contracts/calendar-day';
import { AppError, notFound } from '@ministry/kit/errors';
import type { SessionUser } from '@ministry/kit/session';
import { validateInput } from '@ministry/kit/validate';
import { ValidationError } from 'yup';
import { recordChange } from '../history/service';
import { EventModel, type EventDocument } from './model';
import { dayOf, normalizeDate, occurrenceSpan, timesFromText, type ClockTimes } from './time';

/** The fields a client may write; anything else in a body is ignored. */
const INPUT_FIELDS = Object.keys(eventInputSchema.fields) as (keyof EventInput)[];

/** An event as the service answers it: every field of the times and sign-up present. */
export type ScheduledEvent = MinistryEvent &
  Required<Pick<MinistryEvent, 'startTime' | 'endTime' | 'timeZone' | 'signup' | 'excludedDates'>>;

type StoredEvent = EventDocument & {
  _id: mongoose.Types.ObjectId;
  __v?: number;
  /** Events stored before times were data, not migrated yet. */
  time?: string;
};

/** Used when an old event's text has no readable start (the migration logs those). */
export const UNREADABLE_TIMES: ClockTimes = { startTime: '09:00', endTime: '10:30' };

/** "7:30 PM – 9:00 PM", the text older readers show (English, plain spaces whatever the ICU). */
export function timeText(times: ClockTimes): string {
  return formatTimeRange(times.startTime, times.endTime, 'en').replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * An event as the API sends it, from a lean read or a document's toObject(): `id`, the times with
 * their zone and derived text, the sign-up settings; never `_id`, `__v` or the old text.
 */
function toApi(stored: StoredEvent): ScheduledEvent {
  const { _id, __v, legacyTime, time, startTime, endTime, signup, excludedDates, pricing, ...fields } =
    stored;
  void __v;
  const times: ClockTimes =
    startTime && endTime ? { startTime, endTime } : (timesFromText(time ?? legacyTime) ?? UNREADABLE_TIMES);
  const settings: SignupSettings = {
    enabled: signup?.enabled ?? DEFAULT_SIGNUP.enabled,
    capacity: signup?.capacity ?? null,
    waitlist: signup?.waitlist ?? DEFAULT_SIGNUP.waitlist,
    closesHoursBefore: signup?.closesHoursBefore ?? DEFAULT_SIGNUP.closesHoursBefore,
    membersOnly: signup?.membersOnly ?? false,
  };
  return {
    ...(fields as unknown as Omit<MinistryEvent, 'id'>),
    id: String(_id),
    ...times,
    timeZone: MINISTRY_TIME_ZONE,
    time: timeText(times),
    signup: settings,
    excludedDates: [...(excludedDates ?? [])],
    pricing: (pricing as EventPricing | null | undefined) ?? null,
  } as ScheduledEvent;
}

function fromDocument(document: InstanceType<typeof EventModel>): ScheduledEvent {
  return toApi(document.toObject() as unknown as StoredEvent);
}

/** A malformed id cannot name an event: the same 404 as an unknown one, never a cast error. */
export function isEventId(id: string): boolean {
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
export async function listEvents(category?: string): Promise<ScheduledEvent[]> {
  const events = await EventModel.find(categoryFilter(category))
    .sort({ date: 1, _id: 1 })
    .lean<StoredEvent[]>();
  return events.map(toApi);
}

/** One event, or null for an unknown or malformed id. */
export async function findEvent(id: string): Promise<ScheduledEvent | null> {
  const event = isEventId(id) ? await EventModel.findById(id).lean<StoredEvent>() : null;
  return event ? toApi(event) : null;
}

export async function getEvent(id: string): Promise<ScheduledEvent> {
  const event = await findEvent(id);
  if (!event) throw notFound();
  return event;
}

/** Several events by id (those that exist). */
export async function eventsById(ids: string[]): Promise<Map<string, ScheduledEvent>> {
  const valid = [...new Set(ids)].filter(isEventId);
  if (!valid.length) return new Map();
  const events = await EventModel.find({ _id: mongoose.trusted({ $in: valid }) }).lean<StoredEvent[]>();
  return new Map(events.map((event) => [String(event._id), toApi(event)]));
}

/** Paid places are taken through sign-up: a priced event with sign-up off is refused (400 on `pricing`). */
function checkPricing(input: EventInput): void {
  if (input.pricing && !input.signup.enabled)
    throw new ValidationError('event.pricingNeedsSignup', input.pricing, 'pricing');
}

export async function createEvent(input: EventInput, by: SessionUser): Promise<ScheduledEvent> {
  checkPricing(input);
  const event = fromDocument(await EventModel.create(normalizeInput(input)));
  await recordChange(by, 'created', event);
  return event;
}

/**
 * Updates the fields the body carries (the form sends them all; a client may send a few): the merged
 * event is validated with the same schema as a new one. Answers the event before and after.
 */
export async function updateEvent(
  id: string,
  body: unknown,
  by: SessionUser,
): Promise<{ before: ScheduledEvent; after: ScheduledEvent }> {
  const event = isEventId(id) ? await EventModel.findById(id) : null;
  if (!event) throw notFound();
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError(400, 'api.invalidInput');
  }
  const before = fromDocument(event);
  const current: Record<string, unknown> = {
    ...before,
    date: event.date,
    recurringEndDate: event.recurringEndDate,
  };
  const changes = body as Record<string, unknown>;
  const merged: Record<string, unknown> = {};
  for (const field of INPUT_FIELDS) merged[field] = field in changes ? changes[field] : current[field];
  // A client that sends only some sign-up settings keeps the others.
  if (isPlainObject(changes.signup)) merged.signup = { ...before.signup, ...changes.signup };
  const input = await validateInput(eventInputSchema, merged);
  checkPricing(input);
  event.set(normalizeInput(input));
  const fields = INPUT_FIELDS.filter((field) => event.isModified(field));
  await event.save();
  const after = fromDocument(event);
  if (fields.length) await recordChange(by, 'updated', after, fields);
  return { before, after };
}

/**
 * A body from a client built before times were data (an older events remote still deployed, a
 * script) sends the free text `time`: read into `startTime` and `endTime` when neither is sent.
 * Unreadable text is left to validation ("Time is required").
 */
export function acceptLegacyTime(body: unknown): unknown {
  if (!isPlainObject(body) || typeof body.time !== 'string') return body;
  if (body.startTime !== undefined || body.endTime !== undefined) return body;
  const times = timesFromText(body.time);
  return times ? { ...body, ...times } : body;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Deletes an event (its sign-ups are the caller's to settle first). */
export async function deleteEvent(id: string, by: SessionUser): Promise<void> {
  const deleted = isEventId(id) ? await EventModel.findByIdAndDelete(id) : null;
  if (!deleted) throw notFound();
  await recordChange(by, 'deleted', { id, title: deleted.title });
}

/** Cancels one day of a recurring event: it stays in the series' data as an excluded day. */
export async function excludeDay(event: ScheduledEvent, day: CalendarDay, by: SessionUser): Promise<void> {
  if (event.excludedDates.includes(day)) return;
  // $addToSet keeps it once should two editors cancel the same day together.
  await EventModel.updateOne({ _id: event.id }, { $addToSet: { excludedDates: day } });
  await recordChange(by, 'updated', event, ['excludedDates']);
}

/** Whether the event happens on that New York day. */
export function happensOn(event: ScheduledEvent, day: CalendarDay): boolean {
  return occursOn(recurrenceOf(event), day);
}

/** One event's occurrences between two New York days (both included). */
export function expandEvent(event: ScheduledEvent, from: CalendarDay, to: CalendarDay): EventOccurrence[] {
  return occurrenceDays(recurrenceOf(event), from, to).map((day) => {
    const { start, end } = occurrenceSpan(event, day);
    return {
      ...event,
      occurrenceDate: day,
      start: start.toUTC().toISO(),
      end: end.toUTC().toISO(),
      allDay: false,
    };
  });
}

/** Sorting key inside a day: by start, then by title. */
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
    .map(toApi)
    .filter(
      (event) =>
        !event.isRecurring || !event.recurringEndDate || dayOf(new Date(event.recurringEndDate)) >= from,
    )
    .flatMap((event) => expandEvent(event, from, to))
    .sort(compareOccurrences);
}
