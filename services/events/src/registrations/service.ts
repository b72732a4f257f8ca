import type { DateTime } from 'luxon';
import mongoose from 'mongoose';
import type { EventOccurrence } from '@ministry/contracts/event';
import type {
  CancelResult,
  ConfirmResult,
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
import { emailKeyOf } from '@ministry/kit/identity-client';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { eventsById, findEvent, happensOn, type ScheduledEvent } from '../events/service';
import { isoWithOffset, occurrenceSpan } from '../events/time';
import {
  enqueueConfirmRequest,
  enqueueRegistrationMail,
  type MailSettings,
  type RegistrationMailKind,
} from './mail';
import {
  HoldModel,
  RegistrationModel,
  SeatModel,
  SignupClaimModel,
  type RegistrationDocument,
} from './model';
import {
  claimHold,
  claimSeat,
  occurrenceKey,
  occurrenceSeats,
  releaseHold,
  releaseSeat,
  seatCounts,
  signupIndexesReady,
  waitingInOrder,
} from './seats';
import { newConfirmToken, readCancelToken, readConfirmToken, sameHash } from './tokens';

/** What the sign-up logic needs from the running service: its outbox and links, and a clock. */
export interface SignupContext extends MailSettings {
  now: () => Date;
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** A visitor's sign-up: held this long for her e-mail's link; at most this many held per occurrence. */
  visitor: { holdMinutes: number; pendingPerOccurrence: number };
}

/** One person signing up: from a visitor's form, a member's account, or an event editor. */
export interface Person {
  name: string;
  email: string;
  /** A signed-in member's id: the sign-up is hers by id (never by address). */
  userId: string | null;
  language: Language;
  /**
   * Her address is proven (a member's verified account address, a person an event editor adds). A
   * visitor's is not: her sign-up waits for the link sent to it.
   */
  addressProven: boolean;
}

/** Who is looking: a signed-in member. Her sign-ups are those with her id, nothing else. */
export interface Viewer {
  userId: string;
}

type StoredRegistration = RegistrationDocument;

const ACTIVE: RegistrationStatus[] = ['confirmed', 'waitlisted'];
/** A claim older than this whose sign-up is still active belongs to a request that died. */
const STALE_CLAIM_MS = 60_000;
/** A sign-up still `pending` after this long was left by a request that died. */
const STALE_PENDING_MS = 2 * 60_000;
/** Seats of an event with unlimited seats are still numbered documents, up to this many. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

export { emailKeyOf };

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
    confirmBy: stored.confirmBy ? stored.confirmBy.toISOString() : null,
  };
}

/** A visitor's sign-up still waiting for her e-mail's link. */
const unconfirmed = (stored: Pick<StoredRegistration, 'confirmBy'>) => Boolean(stored.confirmBy);

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
    // Her typed name goes only to an address that was proven.
    name: stored.addressUnproven || unconfirmed(stored) ? null : stored.name,
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
  // An unconfirmed visitor gets the one confirmation request, nothing else, until she follows it.
  if (unconfirmed(stored)) return;
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

/** The key that makes one sign-up per person and occurrence: a member's id, else the address. */
const personKeyOf = (occurrence: Occurrence, person: Person) =>
  person.userId ? `${occurrence.key}:user:${person.userId}` : `${occurrence.key}:${emailKeyOf(person.email)}`;

/** A new sign-up, its person key claimed: `pending` until it has a seat or a place in line. */
async function insertPending(
  occurrence: Occurrence,
  person: Person,
  source: 'self' | 'manual',
  now: Date,
  confirmation: { confirmBy: Date; hash: string } | null,
  id: mongoose.Types.ObjectId,
): Promise<StoredRegistration> {
  await signupIndexesReady();
  try {
    const created = await RegistrationModel.create({
      _id: id,
      eventId: occurrence.event.id,
      date: occurrence.date,
      occurrence: occurrence.key,
      personKey: personKeyOf(occurrence, person),
      name: person.name.trim(),
      email: person.email.trim(),
      emailKey: emailKeyOf(person.email),
      userId: person.userId,
      addressUnproven: !person.addressProven && confirmation === null,
      confirmBy: confirmation?.confirmBy ?? null,
      confirmTokenHash: confirmation?.hash ?? null,
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

/** Removes a sign-up that was refused before it counted (full, too many held), with its claims. */
async function discard(id: string): Promise<void> {
  await RegistrationModel.deleteOne({ _id: id });
  await releaseSeat(id);
  await releaseHold(id);
}

/**
 * Signs one person up for one occurrence (`source` 'manual': an event editor adds her, even after
 * sign-up closed, until the occurrence ends). A seat if one is free and nobody is waiting for it;
 * else the waitlist when the event has one; else a 409. Never more confirmed than seats: each seat is
 * a document claimed by insert.
 *
 * A visitor (no user id, address not proven) is refused a members-only event (403), and her sign-up
 * holds its seat or place only until `confirmBy` (EVENT_VISITOR_HOLD_MINUTES): she is sent a link to
 * confirm it, nothing else. At most `pendingPerOccurrence` such holds exist per occurrence at once
 * (numbered claims by insert, exact under concurrency): a translated 429 beyond.
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
  const visitor = source === 'self' && person.userId === null;
  if (visitor && event.signup.membersOnly) throw new AppError(403, 'event.membersOnly');

  const objectId = new mongoose.Types.ObjectId();
  const id = String(objectId);
  const { holdMinutes } = context.visitor;
  const confirmBy = new Date(now.getTime() + holdMinutes * 60_000);
  const confirmation = visitor ? newConfirmToken(id) : null;
  const registration = await insertPending(
    occurrence,
    person,
    source,
    now,
    confirmation && { confirmBy, hash: confirmation.hash },
    objectId,
  );
  try {
    if (
      visitor &&
      (await claimHold(occurrence.key, context.visitor.pendingPerOccurrence, id, now)) === null
    ) {
      await discard(id);
      throw new AppError(429, 'event.tooManyUnconfirmed');
    }
    const held = confirmation ? { confirmBy: confirmBy.toISOString(), holdMinutes } : {};
    /** Tells her: the confirmation request to a visitor, else the news (seat or waitlist). */
    const tell = async (status: 'confirmed' | 'waitlisted', position?: number) => {
      if (confirmation)
        await enqueueConfirmRequest(context, event, mailOf(registration), {
          token: confirmation.token,
          holdMinutes,
          waitlisted: status === 'waitlisted',
        });
      else await send(context, status, event, registration, { position });
    };
    // Those already waiting go first.
    await fillSeats(context, occurrence);
    const waiting = await RegistrationModel.exists({ occurrence: occurrence.key, status: 'waitlisted' });
    const seat = waiting ? null : await claimSeat(occurrence.key, capacityOf(event), id, now);
    if (seat !== null) {
      await RegistrationModel.updateOne(
        { _id: registration._id },
        { $set: { status: 'confirmed', seat, confirmedAt: now } },
      );
      await tell('confirmed');
      return { id, status: 'confirmed', ...held };
    }
    if (!event.signup.waitlist) {
      await discard(id);
      throw new AppError(409, 'event.signupFull');
    }
    await RegistrationModel.updateOne({ _id: registration._id }, { $set: { status: 'waitlisted' } });
    await tell('waitlisted', (await waitlistPositions(occurrence.key)).get(id) ?? 1);
    // A seat freed while this sign-up was deciding went to nobody: hand it out now.
    await fillSeats(context, occurrence);
    return { id, status: 'waitlisted', ...held };
  } catch (error) {
    if (!(error instanceof AppError)) context.logger?.warn('sign-up left pending', { registrationId: id });
    throw error;
  }
}

/**
 * Ends a sign-up once: the first request inserts the claim `cancel:<id>`; a later one is told it is
 * already canceled. Her seat goes to the first person on the waitlist, and a visitor's hold is freed.
 * Her own cancellation (`past` 'refuse') is refused once the occurrence started; the release of an
 * unconfirmed hold and an editor's removal end it whenever they come.
 */
async function cancel(
  context: SignupContext,
  stored: StoredRegistration,
  past: 'refuse' | 'allow' = 'refuse',
): Promise<CancelResult> {
  const id = String(stored._id);
  if (stored.status === 'canceled') throw new AppError(409, 'event.registrationAlreadyCanceled');
  const now = context.now();
  const event = await findEvent(stored.eventId);
  if (!event && past === 'refuse') throw new AppError(404, 'event.registrationNotFound');
  if (event && past === 'refuse' && occurrenceSpan(event, stored.date).start.toMillis() <= now.getTime())
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
  await releaseHold(id);
  if ((await releaseSeat(id)) && event && happensOn(event, stored.date))
    await fillSeats(context, occurrenceFor(event, stored.date));
  return { id, status: 'canceled' };
}

async function registrationById(id: string): Promise<StoredRegistration | null> {
  return /^[0-9a-f]{24}$/i.test(id) ? RegistrationModel.findById(id).lean<StoredRegistration>() : null;
}

/** Hers: her user id is on it. An address, even her account's, never makes a sign-up hers. */
function owns(viewer: Viewer, stored: StoredRegistration): boolean {
  return stored.userId !== null && stored.userId === viewer.userId;
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

/** What the cancel page shows before she confirms (reading it never cancels). */
export async function registrationForToken(context: SignupContext, token: string): Promise<MyRegistration> {
  const stored = await registrationOfToken(context, token);
  const [found] = await describe([stored]);
  if (!found) throw new AppError(404, 'event.registrationNotFound');
  return found;
}

type SettleKind = 'confirm' | 'expire' | 'remove';

/**
 * Claims the one settling of an unconfirmed sign-up (confirmed, released or removed: whichever comes
 * first), by inserting `settle:<id>`. Answers true when this call settles it. A claim whose request
 * died (the sign-up still unconfirmed a minute later) is finished in the claimant's own way: a
 * confirmation that died is completed, not undone.
 */
async function claimSettle(
  context: SignupContext,
  stored: StoredRegistration,
  kind: SettleKind,
): Promise<boolean> {
  const id = String(stored._id);
  const now = context.now();
  try {
    await SignupClaimModel.create({ _id: `settle:${id}`, at: now, kind });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const claim = await SignupClaimModel.findById(`settle:${id}`).lean();
  if (!claim || now.getTime() - claim.at.getTime() < STALE_CLAIM_MS) return false;
  const fresh = await registrationById(id);
  if (!fresh || !unconfirmed(fresh) || fresh.status === 'canceled') return false;
  if (claim.kind === 'confirm') {
    await completeConfirmation(context, fresh);
    return false;
  }
  return kind !== 'confirm';
}

/** Makes an unconfirmed sign-up count: its hold ends, and she gets the news of her seat or place. */
async function completeConfirmation(context: SignupContext, stored: StoredRegistration): Promise<void> {
  const id = String(stored._id);
  await RegistrationModel.updateOne({ _id: stored._id }, { $set: { confirmBy: null } });
  await releaseHold(id);
  const confirmed = await registrationById(id);
  const event = confirmed && (await findEvent(confirmed.eventId));
  if (!confirmed || !event || unconfirmed(confirmed)) return;
  if (confirmed.status === 'confirmed') await send(context, 'confirmed', event, confirmed);
  if (confirmed.status === 'waitlisted') {
    const position = (await waitlistPositions(confirmed.occurrence)).get(id) ?? 1;
    await send(context, 'waitlisted', event, confirmed, { position });
  }
}

/** Ends an unconfirmed sign-up (its hold is over, or an editor removed it), freeing its seat. */
async function releaseUnconfirmed(
  context: SignupContext,
  stored: StoredRegistration,
  kind: Exclude<SettleKind, 'confirm'>,
): Promise<boolean> {
  if (!(await claimSettle(context, stored, kind))) return false;
  try {
    await cancel(context, stored, 'allow');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  await releaseHold(String(stored._id));
  return true;
}

/**
 * `/events/confirm#token=…`: the visitor proves her address; her sign-up keeps its seat or place and
 * now counts as confirmed, and she gets its news (with the .ics and the cancel link). The token acts
 * once (the settle claim); a second use is told it is confirmed already; after the hold ended it is
 * expired (410) and the place was (or is now) released.
 */
export async function confirmWithToken(context: SignupContext, token: string): Promise<ConfirmResult> {
  const read = readConfirmToken(token);
  const stored = read && (await registrationById(read.id));
  if (!read || !stored || !sameHash(stored.confirmTokenHash, read.hash))
    throw new AppError(400, 'event.confirmLinkInvalid');
  const gone = () => new AppError(410, 'event.confirmLinkExpired');
  if (stored.status === 'canceled')
    throw unconfirmed(stored) ? gone() : new AppError(409, 'event.registrationAlreadyCanceled');
  if (!unconfirmed(stored)) throw new AppError(409, 'event.alreadyConfirmed');
  if (stored.confirmBy!.getTime() <= context.now().getTime()) {
    await releaseUnconfirmed(context, stored, 'expire');
    throw gone();
  }
  if (!(await claimSettle(context, stored, 'confirm'))) {
    const now = await registrationById(String(stored._id));
    if (now && !unconfirmed(now) && now.status !== 'canceled')
      throw new AppError(409, 'event.alreadyConfirmed');
    throw gone();
  }
  await completeConfirmation(context, stored);
  const [found] = await describe([(await registrationById(String(stored._id)))!]);
  if (!found) throw new AppError(404, 'event.registrationNotFound');
  return found;
}

/**
 * The release pass (run by the reminder loop): every unconfirmed sign-up whose hold has ended is
 * canceled as a cancellation is (its seat handed to the waitlist), and holds left by requests that
 * died are freed. Answers how many were released.
 */
export async function releaseExpiredHolds(context: SignupContext): Promise<number> {
  const now = context.now();
  const expired = await RegistrationModel.find({
    status: mongoose.trusted({ $in: ['pending', ...ACTIVE] }),
    confirmBy: mongoose.trusted({ $lte: now }),
  })
    .sort({ confirmBy: 1 })
    .lean<StoredRegistration[]>();
  let released = 0;
  for (const stored of expired) {
    // A sign-up still deciding is settled by settleLeftovers once its request is known to be dead.
    if (stored.status === 'pending') continue;
    if (await releaseUnconfirmed(context, stored, 'expire')) released += 1;
  }
  // Holds whose sign-up is no longer waiting (a request died between its steps).
  const holds = await HoldModel.find({}, { registrationId: 1, at: 1 }).lean();
  if (holds.length) {
    const waiting = await RegistrationModel.find(
      { _id: mongoose.trusted({ $in: holds.map((hold) => hold.registrationId) }) },
      { status: 1, confirmBy: 1 },
    ).lean<Pick<StoredRegistration, '_id' | 'status' | 'confirmBy'>[]>();
    const live = new Set(
      waiting
        .filter((entry) => entry.status !== 'canceled' && unconfirmed(entry))
        .map((entry) => String(entry._id)),
    );
    for (const hold of holds) {
      if (!live.has(hold.registrationId) && now.getTime() - hold.at.getTime() >= STALE_CLAIM_MS)
        await releaseHold(hold.registrationId);
    }
  }
  return released;
}

/**
 * An event editor removes every sign-up of an occurrence still waiting for its e-mail's confirmation
 * (bots, typos): each is released as a cancellation is, its seat handed on; nobody is e-mailed (the
 * addresses were never proven).
 */
export async function removeUnconfirmed(
  context: SignupContext,
  eventId: string,
  date: string,
): Promise<{ removed: number }> {
  const occurrence = await findOccurrence(eventId, date);
  const candidates = await RegistrationModel.find({
    occurrence: occurrence.key,
    status: mongoose.trusted({ $in: ACTIVE }),
  }).lean<StoredRegistration[]>();
  let removed = 0;
  for (const stored of candidates.filter(unconfirmed)) {
    if (await releaseUnconfirmed(context, stored, 'remove')) removed += 1;
  }
  return { removed };
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

/** A member's active sign-ups: those with her user id. */
async function ownActiveRegistrations(
  viewer: Viewer,
  where: Record<string, unknown> = {},
): Promise<StoredRegistration[]> {
  return RegistrationModel.find({
    ...where,
    userId: viewer.userId,
    status: mongoose.trusted({ $in: ACTIVE }),
  }).lean<StoredRegistration[]>();
}

/**
 * Claims by proof (the kit's attachVerifiedHistory calls this only for her verified address): the
 * sign-ups kept under that address that belong to nobody yet (a visitor's, someone an editor added)
 * become hers.
 */
export async function attachToMember(emailKey: string, userId: string): Promise<number> {
  const result = await RegistrationModel.updateMany({ emailKey, userId: null }, { $set: { userId } });
  return result.modifiedCount;
}

/** Her active sign-up for an occurrence, if any (a member signing up twice is told so). */
export async function ownRegistrationFor(viewer: Viewer, eventId: string, date: string): Promise<boolean> {
  return (await ownActiveRegistrations(viewer, { occurrence: occurrenceKey(eventId, date) })).length > 0;
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

/**
 * Everyone on an occurrence's list, for the ministry: confirmed first, then the waitlist in order;
 * each visitor's sign-up still unconfirmed carries `confirmBy` (the lists show them apart).
 */
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
    unconfirmed: stored.filter(unconfirmed).length,
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
    // An unconfirmed visitor is not written to again (send skips her).
    if (unconfirmed(stored)) continue;
    await send(context, 'canceled', event, stored);
    told += 1;
  }
  const ids = registrations.map((entry) => String(entry._id));
  if (ids.length) {
    await SeatModel.deleteMany({ registrationId: mongoose.trusted({ $in: ids }) });
    await HoldModel.deleteMany({ registrationId: mongoose.trusted({ $in: ids }) });
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
 * seat it claimed makes it confirmed, and she is told; without one it is removed; a visitor's, whose
 * confirmation link was never sent, is removed), and sign-ups whose event is gone are removed.
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
    if (seat && event && !unconfirmed(stored)) {
      await RegistrationModel.updateOne(
        { _id: stored._id, status: 'pending' },
        { $set: { status: 'confirmed', seat: seat.number, confirmedAt: now } },
      );
      await send(context, 'confirmed', event, stored);
    } else {
      await RegistrationModel.deleteOne({ _id: stored._id, status: 'pending' });
      await releaseHold(String(stored._id));
      if (seat && (await releaseSeat(String(stored._id))) && event && happensOn(event, stored.date))
        await fillSeats(context, occurrenceFor(event, stored.date));
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
  await HoldModel.deleteMany({ registrationId: mongoose.trusted({ $in: ids }) });
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
