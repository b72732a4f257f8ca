// Settlement: how a sign-up ends or moves on. Cancellation (hers, by link, by the ministry), the one
// settling of a visitor's unconfirmed sign-up, seats handed to the waitlist. The reminder loop's
// passes over them (expired holds, sign-ups left half-way) are in housekeeping.ts.
import mongoose from 'mongoose';
import type { CancelResult, MyRegistration } from '@ministry/contracts/event-signup';
import { addDays, todayInNewYork, type CalendarDay } from '@ministry/contracts/calendar-day';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { findEvent, happensOn, type ScheduledEvent } from '../events/service';
import { occurrenceSpan } from '../events/time';
import { HoldModel, RegistrationModel, SeatModel, SignupClaimModel } from './model';
import { claimSeat, releaseHold, releaseSeat, waitingInOrder } from './seats';
import { enqueueOfferMail } from './mail';
import { readCancelToken } from './tokens';
import {
  ACTIVE,
  capacityOf,
  describe,
  mailOf,
  occurrenceFor,
  registrationById,
  send,
  STALE_CLAIM_MS,
  unconfirmed,
  waitlistPositions,
  type Occurrence,
  type SignupContext,
  type StoredRegistration,
  type Viewer,
} from './shared';

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
    if (event.pricing) {
      // A paid place is never handed out free: the seat is held for her as an offer.
      await offerSeat(context, occurrence, next, seat);
      continue;
    }
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

/**
 * A priced event's seat claimed for the next person waiting: she stays waitlisted, the seat held for
 * her until `offeredUntil` (EVENTS_OFFER_HOURS) at the price frozen when she joined, and she is
 * e-mailed the occurrence's page, where she adds it to her cart; the shop's hold then uses this seat
 * (places.ts). The reminder pass passes an offer that ran out to the next person (housekeeping.ts).
 */
export async function offerSeat(
  context: SignupContext,
  occurrence: Occurrence,
  next: StoredRegistration,
  seat: number,
): Promise<void> {
  const offeredUntil = new Date(context.now().getTime() + context.offerHours * 3_600_000);
  await RegistrationModel.updateOne(
    { _id: next._id, status: 'waitlisted' },
    { $set: { offeredUntil, seat } },
  );
  const offered = await RegistrationModel.findById(next._id).lean<StoredRegistration>();
  if (!offered || offered.status === 'canceled') {
    await releaseSeat(String(next._id));
    return;
  }
  if (offered.status !== 'waitlisted' || !offered.offeredUntil || unconfirmed(offered)) return;
  await enqueueOfferMail(context, occurrence.event, mailOf(offered), {
    offeredUntil: offered.offeredUntil,
    unitCents: offered.unitCents ?? 0,
  });
}

/**
 * The one cancellation of a registration: inserts the claim `cancel:<id>`, or 409
 * `event.registrationAlreadyCanceled` when another request has it.
 */
export async function claimCancel(id: string, now: Date): Promise<void> {
  try {
    await SignupClaimModel.create({ _id: `cancel:${id}`, at: now });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const claim = await SignupClaimModel.findById(`cancel:${id}`).lean();
    // A claim whose request died (the sign-up still active long after) may be taken over.
    if (!claim || now.getTime() - claim.at.getTime() < STALE_CLAIM_MS)
      throw new AppError(409, 'event.registrationAlreadyCanceled');
  }
}

/**
 * Ends a sign-up once: the first request inserts the claim `cancel:<id>`; a later one is told it is
 * already canceled. Her seat goes to the first person on the waitlist, and a visitor's hold is freed.
 * Her own cancellation (`past` 'refuse') is refused once the occurrence started; the release of an
 * unconfirmed hold and an editor's removal end it whenever they come.
 */
export async function cancel(
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
  await claimCancel(id, now);
  await RegistrationModel.updateOne(
    { _id: stored._id },
    { $set: { status: 'canceled', canceledAt: now, personKey: `canceled:${id}`, seat: null } },
  );
  await releaseHold(id);
  if ((await releaseSeat(id)) && event && happensOn(event, stored.date))
    await fillSeats(context, occurrenceFor(event, stored.date));
  return { id, status: 'canceled' };
}

/** Hers: her user id is on it. An address, even her account's, never makes a sign-up hers. */
function owns(viewer: Viewer, stored: StoredRegistration): boolean {
  return stored.userId !== null && stored.userId === viewer.userId;
}

/** Her own sign-up (anyone else's is a 404, as if it did not exist). */
export async function ownRegistration(viewer: Viewer, id: string): Promise<StoredRegistration> {
  const stored = await registrationById(id);
  if (!stored || stored.status === 'pending' || !owns(viewer, stored))
    throw new AppError(404, 'event.registrationNotFound');
  return stored;
}

/** The sign-up a cancel link names, or a translated 400/404. */
export async function registrationOfToken(
  context: SignupContext,
  token: string,
): Promise<StoredRegistration> {
  const id = readCancelToken(token, context.tokenKeys);
  if (!id) throw new AppError(400, 'event.cancelLinkInvalid');
  const stored = await registrationById(id);
  if (!stored || stored.status === 'pending') throw new AppError(404, 'event.registrationNotFound');
  return stored;
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
export async function claimSettle(
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
export async function completeConfirmation(
  context: SignupContext,
  stored: StoredRegistration,
): Promise<void> {
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
export async function releaseUnconfirmed(
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
