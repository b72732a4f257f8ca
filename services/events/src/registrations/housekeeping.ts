// The reminder loop's housekeeping (reminders.ts): unconfirmed sign-ups whose hold ended are released,
// and sign-ups left half-way by requests that died, or whose event is gone, are settled. Each step
// ends or moves a sign-up as settlement.ts does, so a pass run twice at once changes nothing twice.
import mongoose from 'mongoose';
import { todayInNewYork } from '@ministry/contracts/calendar-day';
import { eventsById, findEvent, happensOn } from '../events/service';
import { HoldModel, RegistrationModel, SeatModel } from './model';
import type { Deadlines } from './pass-gate';
import { releaseHold, releaseSeat } from './seats';
import { fillSeats, offerSeat, releaseUnconfirmed } from './settlement';
import {
  ACTIVE,
  occurrenceFor,
  send,
  STALE_CLAIM_MS,
  STALE_PENDING_MS,
  unconfirmed,
  type SignupContext,
  type StoredRegistration,
} from './shared';

/**
 * The release pass (run by the reminder loop): every unconfirmed sign-up whose hold has ended is
 * canceled as a cancellation is (its seat handed to the waitlist), and holds left by requests that
 * died are freed. Answers how many were released.
 */
export async function releaseExpiredHolds(context: SignupContext, deadlines?: Deadlines): Promise<number> {
  const now = context.now();
  // Every hold still running, so the pass also learns when the next one ends.
  const holding = await RegistrationModel.find({
    status: mongoose.trusted({ $in: ['pending', ...ACTIVE] }),
    confirmBy: mongoose.trusted({ $ne: null }),
  })
    .sort({ confirmBy: 1 })
    .lean<StoredRegistration[]>();
  let released = 0;
  for (const stored of holding) {
    // A sign-up still deciding is settled by settleLeftovers once its request is known to be dead.
    if (stored.status === 'pending' || !stored.confirmBy) continue;
    if (stored.confirmBy > now) {
      deadlines?.add(stored.confirmBy.getTime());
      continue;
    }
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
      if (live.has(hold.registrationId)) continue;
      if (now.getTime() - hold.at.getTime() >= STALE_CLAIM_MS) await releaseHold(hold.registrationId);
      else deadlines?.add(hold.at.getTime() + STALE_CLAIM_MS);
    }
  }
  return released;
}

/**
 * Housekeeping for the reminder loop: a sign-up left `pending` by a request that died is settled (a
 * seat it claimed makes it confirmed, and she is told; without one it is removed; a visitor's, whose
 * confirmation link was never sent, is removed), and sign-ups whose event is gone are removed.
 */
export async function settleLeftovers(context: SignupContext, deadlines?: Deadlines): Promise<void> {
  const now = context.now();
  const pending = await RegistrationModel.find({ status: 'pending' }).lean<StoredRegistration[]>();
  const staleBefore = now.getTime() - STALE_PENDING_MS;
  const stale = pending.filter((stored) => {
    const queuedAt = stored.queuedAt?.getTime() ?? 0;
    if (queuedAt < staleBefore) return true;
    // Still inside its request's time: looked at again once that has passed.
    deadlines?.add(queuedAt + STALE_PENDING_MS);
    return false;
  });
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
    // A priced event's seat is offered, never given: an offer is in place, or is made now.
    if (event.pricing) {
      if (!stored.offeredUntil && happensOn(event, stored.date))
        await offerSeat(context, occurrenceFor(event, stored.date), stored, seat.number);
      continue;
    }
    await RegistrationModel.updateOne(
      { _id: stored._id, status: 'waitlisted' },
      { $set: { status: 'confirmed', seat: seat.number, confirmedAt: context.now() } },
    );
    await send(context, 'promoted', event, stored);
  }
}

/**
 * Offers of a priced event's freed seats that ran out (EVENTS_OFFER_HOURS) without her adding the
 * place to her cart: her waitlist entry ends and the seat is offered to the next person waiting.
 * An offer she is paying for is no longer waitlisted (held for her order), so it is left alone.
 */
export async function expireOffers(context: SignupContext, deadlines?: Deadlines): Promise<number> {
  const now = context.now();
  const offered = await RegistrationModel.find({
    status: 'waitlisted',
    offeredUntil: mongoose.trusted({ $ne: null }),
  }).lean<StoredRegistration[]>();
  let expired = 0;
  for (const stored of offered) {
    if (!stored.offeredUntil) continue;
    if (stored.offeredUntil > now) {
      deadlines?.add(stored.offeredUntil.getTime());
      continue;
    }
    const id = String(stored._id);
    const result = await RegistrationModel.updateOne(
      { _id: stored._id, status: 'waitlisted' },
      { $set: { status: 'canceled', canceledAt: now, personKey: `canceled:${id}`, seat: null } },
    );
    if (!result.modifiedCount) continue;
    expired += 1;
    await releaseSeat(id);
    const event = await findEvent(stored.eventId);
    if (event && happensOn(event, stored.date)) await fillSeats(context, occurrenceFor(event, stored.date));
  }
  return expired;
}
