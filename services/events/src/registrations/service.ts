import type { DateTime } from 'luxon';
import mongoose from 'mongoose';
import type { EventOccurrence } from '@ministry/contracts/event';
import type {
  CancelResult,
  MyRegistration,
  OccurrenceDetail,
  OccurrenceRegistrations,
  OccurrenceSeats,
  Registration,
  RegistrationResult,
  RegistrationStatus,
  SignupState,
} from '@ministry/contracts/event-signup';
import type { Language } from '@ministry/contracts/language';
import { addDays, isCalendarDay, todayInNewYork, type CalendarDay } from '@ministry/contracts/recurrence';
import { AppError } from '@ministry/kit/errors';
import type { Logger } from '@ministry/kit/logger';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { eventsById, findEvent, happensOn, type ScheduledEvent } from '../events/service';
import { isoWithOffset, occurrenceSpan } from '../events/time';
import { enqueueRegistrationMail, type MailSettings, type RegistrationMailKind } from './mail';
import { RegistrationModel, SeatModel, SignupClaimModel, type RegistrationDocument } from './model';
import {
  claimSeat,
  occurrenceKey,
  occurrenceSeats,
  releaseSeat,
  seatCounts,
  signupIndexesReady,
  waitingInOrder,
} from './seats';
import { readCancelToken } from './tokens';

/** What the sign-up logic needs from the running service: its outbox and links, and a clock. */
export interface SignupContext extends MailSettings {
  now: () => Date;
  logger?: Pick<Logger, 'warn' | 'info'>;
}

/** One person signing up: from a visitor's form, a member's account, or an event editor. */
export interface Person {
  name: string;
  email: string;
  userId: string | null;
  language: Language;
}

/** Who is looking: a signed-in member (her id, and her e-mail address when known). */
export interface Viewer {
  userId: string;
  emailKey: string | null;
}

type StoredRegistration = RegistrationDocument;

const ACTIVE: RegistrationStatus[] = ['confirmed', 'waitlisted'];
/** A claim older than this whose sign-up is still active belongs to a request that died. */
const STALE_CLAIM_MS = 60_000;
/** A sign-up still `pending` after this long was left by a request that died. */
const STALE_PENDING_MS = 2 * 60_000;
/** Seats of an event with unlimited seats are still numbered documents, up to this many. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

export const emailKeyOf = (email: string) => email.trim().toLowerCase();

/** One occurrence and its instants. */
export interface Occurrence {
  event: ScheduledEvent;
  date: CalendarDay;
  key: string;
  start: DateTime;
  end: DateTime;
  /** When sign-up closes: the start less `closesHoursBefore` real hours (so across a DST change too). */
  closesAt: DateTime;
}

function occurrenceFor(event: ScheduledEvent, date: CalendarDay): Occurrence {
  const { start, end } = occurrenceSpan(event, date);
  return {
    event,
    date,
    key: occurrenceKey(event.id, date),
    start,
    end,
    closesAt: start.minus({ hours: event.signup.closesHoursBefore }),
  };
}

/** The occurrence of an event on a New York day: a translated 404 when there is none. */
export async function findOccurrence(eventId: string, date: string): Promise<Occurrence> {
  const event = isCalendarDay(date) ? await findEvent(eventId) : null;
  if (!event || !happensOn(event, date)) throw new AppError(404, 'event.occurrenceNotFound');
  return occurrenceFor(event, date);
}

const capacityOf = (event: ScheduledEvent) => event.signup.capacity ?? UNLIMITED;

function stateOf(occurrence: Occurrence, seats: OccurrenceSeats, now: Date): SignupState {
  const { signup } = occurrence.event;
  if (!signup.enabled) return 'off';
  if (now.getTime() >= occurrence.closesAt.toMillis()) return 'closed';
  if (signup.capacity !== null && seats.taken >= signup.capacity)
    return signup.waitlist ? 'waitlist' : 'full';
  return 'open';
}

function toRegistration(stored: StoredRegistration, waitlistPosition: number | null = null): Registration {
  return {
    id: String(stored._id),
    eventId: stored.eventId,
    date: stored.date,
    name: stored.name,
    email: stored.email,
    status: stored.status === 'pending' ? 'waitlisted' : (stored.status as RegistrationStatus),
    waitlistPosition: stored.status === 'waitlisted' ? waitlistPosition : null,
    attended: Boolean(stored.attended),
    // When she signed up, by the service's clock.
    createdAt: stored.queuedAt.toISOString(),
  };
}

/** Where each waitlisted registration of an occurrence stands (1 = next). */
async function waitlistPositions(occurrence: string): Promise<Map<string, number>> {
  const waiting = await RegistrationModel.find({ occurrence, status: 'waitlisted' }, { _id: 1 })
    .sort({ queuedAt: 1, _id: 1 })
    .lean();
  return new Map(waiting.map((entry, index) => [String(entry._id), index + 1]));
}

function mailOf(stored: StoredRegistration) {
  return {
    id: String(stored._id),
    date: stored.date,
    name: stored.name,
    email: stored.email,
    language: stored.language,
  };
}

async function send(
  context: SignupContext,
  kind: RegistrationMailKind,
  event: ScheduledEvent,
  stored: StoredRegistration,
  extra: { position?: number } = {},
): Promise<void> {
  await enqueueRegistrationMail(context, kind, event, mailOf(stored), extra);
}

/** `GET /api/events/:id/occurrences/:date`. */
export async function occurrenceDetail(
  context: SignupContext,
  eventId: string,
  date: string,
  viewer: Viewer | null,
): Promise<OccurrenceDetail> {
  const occurrence = await findOccurrence(eventId, date);
  const { event } = occurrence;
  const seats = await occurrenceSeats(occurrence.key, event.signup.capacity);
  let mine: OccurrenceDetail['myRegistration'] = null;
  if (viewer) {
    const own = await ownActiveRegistrations(viewer, { occurrence: occurrence.key });
    const found = own[0];
    if (found) mine = { id: String(found._id), status: toRegistration(found).status };
  }
  return {
    id: event.id,
    date: occurrence.date,
    title: event.title,
    titleEs: event.titleEs ?? null,
    category: event.category,
    location: event.location,
    description: event.description,
    descriptionEs: event.descriptionEs ?? null,
    startTime: event.startTime,
    endTime: event.endTime,
    timeZone: event.timeZone,
    startsAt: isoWithOffset(occurrence.start),
    endsAt: isoWithOffset(occurrence.end),
    signup: event.signup,
    ...(event.signup.enabled ? { seats, closesAt: isoWithOffset(occurrence.closesAt) } : { closesAt: null }),
    signupState: stateOf(occurrence, seats, context.now()),
    ...(viewer ? { myRegistration: mine } : {}),
  };
}

/** Seats on every sign-up occurrence of a calendar window (the calendar and the admin dashboard). */
export async function withSeats(occurrences: EventOccurrence[]): Promise<EventOccurrence[]> {
  const open = occurrences.filter((occurrence) => occurrence.signup?.enabled);
  if (!open.length) return occurrences;
  const counts = await seatCounts(
    open.map((occurrence) => ({
      key: occurrenceKey(occurrence.id, occurrence.occurrenceDate),
      capacity: occurrence.signup?.capacity ?? null,
    })),
  );
  return occurrences.map((occurrence) => {
    const seats = counts.get(occurrenceKey(occurrence.id, occurrence.occurrenceDate));
    return seats && occurrence.signup?.enabled ? { ...occurrence, seats } : occurrence;
  });
}

/**
 * Seats waitlisted people, first come first served, while seats are free: after a cancellation, a
 * capacity raised, or a sign-up that found the occurrence full. Each seat is a unique-insert claim,
 * so concurrent runs (two cancellations at once) never give more seats than there are, nor one
 * person two; each promoted person is told once (the outbox key).
 */
export async function fillSeats(context: SignupContext, occurrence: Occurrence): Promise<void> {
  const { event } = occurrence;
  const capacity = capacityOf(event);
  for (let round = 0; round < 10_000; round++) {
    const [next] = await waitingInOrder(occurrence.key, 1);
    if (!next) return;
    const id = String(next._id);
    const seat = await claimSeat(occurrence.key, capacity, id, context.now());
    if (seat === null) return;
    await RegistrationModel.updateOne(
      { _id: next._id, status: 'waitlisted' },
      { $set: { status: 'confirmed', seat, confirmedAt: context.now() } },
    );
    const seated = await RegistrationModel.findById(next._id).lean<StoredRegistration>();
    if (!seated || seated.status !== 'confirmed') {
      // Canceled (or removed) while being seated: the seat goes to the next person.
      await releaseSeat(id);
      continue;
    }
    await send(context, 'promoted', event, seated);
  }
}

/** A new sign-up, its person key claimed: `pending` until it has a seat or a place in line. */
async function insertPending(
  occurrence: Occurrence,
  person: Person,
  source: 'self' | 'manual',
  now: Date,
): Promise<StoredRegistration> {
  await signupIndexesReady();
  const emailKey = emailKeyOf(person.email);
  try {
    const created = await RegistrationModel.create({
      eventId: occurrence.event.id,
      date: occurrence.date,
      occurrence: occurrence.key,
      personKey: `${occurrence.key}:${emailKey}`,
      name: person.name.trim(),
      email: person.email.trim(),
      emailKey,
      userId: person.userId,
      language: person.language,
      status: 'pending',
      queuedAt: now,
      source,
    });
    return created.toObject() as StoredRegistration;
  } catch (error) {
    if (isDuplicateKey(error)) throw new AppError(409, 'event.alreadyRegistered');
    throw error;
  }
}

/**
 * Signs one person up for one occurrence (`source` 'manual': an event editor adds her, even after
 * sign-up closed, until the occurrence ends). A seat if one is free and nobody is waiting for it;
 * else the waitlist when the event has one; else a 409. Never more confirmed than seats: each seat is
 * a document claimed by insert.
 */
export async function signUp(
  context: SignupContext,
  eventId: string,
  date: string,
  person: Person,
  source: 'self' | 'manual' = 'self',
): Promise<RegistrationResult> {
  const occurrence = await findOccurrence(eventId, date);
  const { event } = occurrence;
  const now = context.now();
  if (!event.signup.enabled) throw new AppError(409, 'event.signupOff');
  if (source === 'self' && now.getTime() >= occurrence.closesAt.toMillis())
    throw new AppError(409, 'event.signupClosed');
  if (source === 'manual' && now.getTime() >= occurrence.end.toMillis())
    throw new AppError(409, 'event.occurrencePast');

  const registration = await insertPending(occurrence, person, source, now);
  const id = String(registration._id);
  try {
    // Those already waiting go first.
    await fillSeats(context, occurrence);
    const waiting = await RegistrationModel.exists({ occurrence: occurrence.key, status: 'waitlisted' });
    const seat = waiting ? null : await claimSeat(occurrence.key, capacityOf(event), id, now);
    if (seat !== null) {
      await RegistrationModel.updateOne(
        { _id: registration._id },
        { $set: { status: 'confirmed', seat, confirmedAt: now } },
      );
      await send(context, 'confirmed', event, registration);
      return { id, status: 'confirmed' };
    }
    if (!event.signup.waitlist) {
      await RegistrationModel.deleteOne({ _id: registration._id });
      throw new AppError(409, 'event.signupFull');
    }
    await RegistrationModel.updateOne({ _id: registration._id }, { $set: { status: 'waitlisted' } });
    const position = (await waitlistPositions(occurrence.key)).get(id) ?? 1;
    await send(context, 'waitlisted', event, registration, { position });
    // A seat freed while this sign-up was deciding went to nobody: hand it out now.
    await fillSeats(context, occurrence);
    return { id, status: 'waitlisted' };
  } catch (error) {
    if (!(error instanceof AppError)) context.logger?.warn('sign-up left pending', { registrationId: id });
    throw error;
  }
}

/**
 * Cancels a sign-up once: the first request inserts the claim `cancel:<id>`; a later one is told it
 * is already canceled. Her seat goes to the first person on the waitlist.
 */
async function cancel(context: SignupContext, stored: StoredRegistration): Promise<CancelResult> {
  const id = String(stored._id);
  if (stored.status === 'canceled') throw new AppError(409, 'event.registrationAlreadyCanceled');
  const now = context.now();
  const event = await findEvent(stored.eventId);
  if (!event) throw new AppError(404, 'event.registrationNotFound');
  if (occurrenceSpan(event, stored.date).start.toMillis() <= now.getTime())
    throw new AppError(409, 'event.occurrencePast');
  try {
    await SignupClaimModel.create({ _id: `cancel:${id}`, at: now });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const claim = await SignupClaimModel.findById(`cancel:${id}`).lean();
    // A claim whose request died (the sign-up still active long after) may be taken over.
    if (!claim || now.getTime() - claim.at.getTime() < STALE_CLAIM_MS)
      throw new AppError(409, 'event.registrationAlreadyCanceled');
  }
  await RegistrationModel.updateOne(
    { _id: stored._id },
    { $set: { status: 'canceled', canceledAt: now, personKey: `canceled:${id}`, seat: null } },
  );
  if ((await releaseSeat(id)) && happensOn(event, stored.date))
    await fillSeats(context, occurrenceFor(event, stored.date));
  return { id, status: 'canceled' };
}

async function registrationById(id: string): Promise<StoredRegistration | null> {
  return /^[0-9a-f]{24}$/i.test(id) ? RegistrationModel.findById(id).lean<StoredRegistration>() : null;
}

function owns(viewer: Viewer, stored: StoredRegistration): boolean {
  return stored.userId === viewer.userId || (viewer.emailKey !== null && stored.emailKey === viewer.emailKey);
}

/** A signed-in member cancels her own sign-up (anyone else's is a 404, as if it did not exist). */
export async function cancelOwn(context: SignupContext, viewer: Viewer, id: string): Promise<CancelResult> {
  const stored = await registrationById(id);
  if (!stored || stored.status === 'pending' || !owns(viewer, stored))
    throw new AppError(404, 'event.registrationNotFound');
  return cancel(context, stored);
}

/** The sign-up a cancel link names, or a translated 400/404. */
async function registrationOfToken(context: SignupContext, token: string): Promise<StoredRegistration> {
  const id = readCancelToken(token, context.tokenKeys);
  if (!id) throw new AppError(400, 'event.cancelLinkInvalid');
  const stored = await registrationById(id);
  if (!stored || stored.status === 'pending') throw new AppError(404, 'event.registrationNotFound');
  return stored;
}

/** From the e-mail's link, without signing in: the token is the proof. */
export async function cancelWithToken(context: SignupContext, token: string): Promise<CancelResult> {
  return cancel(context, await registrationOfToken(context, token));
}

/** What the cancel page shows before she confirms (a GET never cancels). */
export async function registrationForToken(context: SignupContext, token: string): Promise<MyRegistration> {
  const stored = await registrationOfToken(context, token);
  const [found] = await describe([stored]);
  if (!found) throw new AppError(404, 'event.registrationNotFound');
  return found;
}

/** Registrations with their event's title, place and instants (those whose event still exists). */
async function describe(registrations: StoredRegistration[]): Promise<MyRegistration[]> {
  const events = await eventsById(registrations.map((entry) => entry.eventId));
  const positions = new Map<string, Map<string, number>>();
  const described: MyRegistration[] = [];
  for (const stored of registrations) {
    const event = events.get(stored.eventId);
    if (!event) continue;
    let position: number | null = null;
    if (stored.status === 'waitlisted') {
      let map = positions.get(stored.occurrence);
      if (!map) positions.set(stored.occurrence, (map = await waitlistPositions(stored.occurrence)));
      position = map.get(String(stored._id)) ?? null;
    }
    const { start, end } = occurrenceSpan(event, stored.date);
    described.push({
      ...toRegistration(stored, position),
      title: event.title,
      titleEs: event.titleEs ?? null,
      startsAt: isoWithOffset(start),
      endsAt: isoWithOffset(end),
      location: event.location,
    });
  }
  return described;
}

/** A member's active sign-ups (by her user id, or her e-mail address when known). */
async function ownActiveRegistrations(
  viewer: Viewer,
  where: Record<string, unknown> = {},
): Promise<StoredRegistration[]> {
  const status = mongoose.trusted({ $in: ACTIVE });
  const [byId, byEmail] = await Promise.all([
    RegistrationModel.find({ ...where, userId: viewer.userId, status }).lean<StoredRegistration[]>(),
    viewer.emailKey
      ? RegistrationModel.find({ ...where, emailKey: viewer.emailKey, status }).lean<StoredRegistration[]>()
      : Promise.resolve([]),
  ]);
  const seen = new Set<string>();
  return [...byId, ...byEmail].filter((entry) => {
    const id = String(entry._id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** `GET /api/events/registrations/mine`: her sign-ups that have not ended yet, soonest first. */
export async function listMine(context: SignupContext, viewer: Viewer): Promise<MyRegistration[]> {
  const now = context.now().getTime();
  // Occurrences that end after now start on yesterday (past midnight) at the earliest.
  const from = addDays(todayInNewYork(context.now()), -1);
  const own = await ownActiveRegistrations(viewer, { date: mongoose.trusted({ $gte: from }) });
  const described = await describe(own);
  return described
    .filter((entry) => Date.parse(entry.endsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.title.localeCompare(b.title));
}

/** Everyone on an occurrence's list, for the ministry: confirmed first, then the waitlist in order. */
export async function occurrenceRegistrations(
  eventId: string,
  date: string,
): Promise<OccurrenceRegistrations & { occurrence: Occurrence }> {
  const occurrence = await findOccurrence(eventId, date);
  const stored = await RegistrationModel.find({
    occurrence: occurrence.key,
    status: mongoose.trusted({ $in: ACTIVE }),
  })
    .sort({ queuedAt: 1, _id: 1 })
    .lean<StoredRegistration[]>();
  const confirmed = stored.filter((entry) => entry.status === 'confirmed');
  const waiting = stored.filter((entry) => entry.status === 'waitlisted');
  const registrations = [
    ...confirmed.map((entry) => toRegistration(entry)),
    ...waiting.map((entry, index) => toRegistration(entry, index + 1)),
  ];
  return {
    occurrence,
    seats: { capacity: occurrence.event.signup.capacity, taken: confirmed.length, waitlist: waiting.length },
    attended: registrations.filter((entry) => entry.attended).length,
    registrations,
  };
}

/** Check-in: marks a sign-up attended (or not). */
export async function setAttendance(id: string, attended: boolean): Promise<Registration> {
  const stored = await registrationById(id);
  if (!stored || stored.status === 'canceled' || stored.status === 'pending')
    throw new AppError(404, 'event.registrationNotFound');
  await RegistrationModel.updateOne({ _id: stored._id }, { $set: { attended } });
  const position =
    stored.status === 'waitlisted' ? ((await waitlistPositions(stored.occurrence)).get(id) ?? null) : null;
  return toRegistration({ ...stored, attended }, position);
}

/**
 * The ministry canceled an event, or some of its days: everyone signed up for an occurrence that has
 * not ended is told (once: the outbox key), then those sign-ups and their seats are removed.
 * `event` is the event as the people knew it (its title and times before the change).
 */
export async function cancelByMinistry(
  context: SignupContext,
  event: ScheduledEvent,
  dates: CalendarDay[] | 'all',
): Promise<number> {
  const where = {
    eventId: event.id,
    ...(dates === 'all' ? {} : { date: mongoose.trusted({ $in: dates }) }),
  };
  const registrations = await RegistrationModel.find(where).lean<StoredRegistration[]>();
  const now = context.now().getTime();
  let told = 0;
  for (const stored of registrations) {
    if (stored.status === 'canceled') continue;
    if (occurrenceSpan(event, stored.date).end.toMillis() <= now) continue;
    await send(context, 'canceled', event, stored);
    told += 1;
  }
  const ids = registrations.map((entry) => String(entry._id));
  if (ids.length) {
    await SeatModel.deleteMany({ registrationId: mongoose.trusted({ $in: ids }) });
    await RegistrationModel.deleteMany({ _id: mongoose.trusted({ $in: ids }) });
  }
  return told;
}

/**
 * After an event was edited: sign-ups for days it no longer happens on are canceled by the ministry
 * (told with the event as they knew it), and more seats, or a waitlist, seat those waiting.
 */
export async function afterEventChange(
  context: SignupContext,
  before: ScheduledEvent,
  after: ScheduledEvent,
): Promise<void> {
  const today = todayInNewYork(context.now());
  const active = await RegistrationModel.find({
    eventId: after.id,
    status: mongoose.trusted({ $in: ['pending', ...ACTIVE] }),
    date: mongoose.trusted({ $gte: addDays(today, -1) }),
  })
    .select({ date: 1, status: 1 })
    .lean<Pick<StoredRegistration, 'date' | 'status'>[]>();
  const dates = [...new Set(active.map((entry) => entry.date))];
  const dropped = dates.filter((date) => !happensOn(after, date));
  if (dropped.length) await cancelByMinistry(context, before, dropped);
  const waiting = new Set(active.filter((entry) => entry.status === 'waitlisted').map((entry) => entry.date));
  for (const date of dates) {
    if (dropped.includes(date) || !waiting.has(date)) continue;
    await fillSeats(context, occurrenceFor(after, date));
  }
}

/**
 * Housekeeping for the reminder loop: a sign-up left `pending` by a request that died is settled (a
 * seat it claimed makes it confirmed, and she is told; without one it is removed), and sign-ups whose
 * event is gone are removed.
 */
export async function settleLeftovers(context: SignupContext): Promise<void> {
  const now = context.now();
  const stale = await RegistrationModel.find({
    status: 'pending',
    queuedAt: mongoose.trusted({ $lt: new Date(now.getTime() - STALE_PENDING_MS) }),
  }).lean<StoredRegistration[]>();
  for (const stored of stale) {
    const seat = await SeatModel.findOne({ registrationId: String(stored._id) }).lean();
    const event = await findEvent(stored.eventId);
    if (seat && event) {
      await RegistrationModel.updateOne(
        { _id: stored._id, status: 'pending' },
        { $set: { status: 'confirmed', seat: seat.number, confirmedAt: now } },
      );
      await send(context, 'confirmed', event, stored);
    } else {
      await RegistrationModel.deleteOne({ _id: stored._id, status: 'pending' });
      if (seat) await releaseSeat(String(stored._id));
    }
  }
  await settleSeats(context);
  const eventIds = (await RegistrationModel.distinct('eventId')) as string[];
  if (!eventIds.length) return;
  const existing = await eventsById(eventIds);
  const gone = eventIds.filter((id) => !existing.has(id));
  if (!gone.length) return;
  const orphans = await RegistrationModel.find(
    { eventId: mongoose.trusted({ $in: gone }) },
    { _id: 1 },
  ).lean();
  const ids = orphans.map((entry) => String(entry._id));
  await SeatModel.deleteMany({ registrationId: mongoose.trusted({ $in: ids }) });
  await RegistrationModel.deleteMany({ _id: mongoose.trusted({ $in: ids }) });
  context.logger?.warn('removed sign-ups of deleted events', { count: ids.length });
}

/**
 * Seats whose holder's request died half-way, for occurrences to come: a canceled sign-up still
 * holding one (it is freed and handed on), a waitlisted one already holding one (she is confirmed and
 * told). Doing it while the request is still running is harmless: each step is idempotent.
 */
async function settleSeats(context: SignupContext): Promise<void> {
  const today = todayInNewYork(context.now());
  const candidates = await RegistrationModel.find({
    status: mongoose.trusted({ $in: ['waitlisted', 'canceled'] }),
    date: mongoose.trusted({ $gte: today }),
  }).lean<StoredRegistration[]>();
  if (!candidates.length) return;
  const byId = new Map(candidates.map((entry) => [String(entry._id), entry]));
  const seats = await SeatModel.find({ registrationId: mongoose.trusted({ $in: [...byId.keys()] }) }).lean();
  for (const seat of seats) {
    const stored = byId.get(seat.registrationId)!;
    const event = await findEvent(stored.eventId);
    if (!event) continue;
    if (stored.status === 'canceled') {
      await releaseSeat(seat.registrationId);
      if (happensOn(event, stored.date)) await fillSeats(context, occurrenceFor(event, stored.date));
      continue;
    }
    await RegistrationModel.updateOne(
      { _id: stored._id, status: 'waitlisted' },
      { $set: { status: 'confirmed', seat: seat.number, confirmedAt: context.now() } },
    );
    await send(context, 'promoted', event, stored);
  }
}

export { send as sendRegistrationMail };
