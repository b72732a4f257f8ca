// A member cancels her paid registration (issue 42) before the event's cut-off: every place of its
// order line is canceled once (seats back, the waitlist offered them), she is e-mailed, and the shop
// records the cancellation on the order for staff to decide the refund.
import type { CancelResult, MyRegistration } from '@ministry/contracts/event-signup';
import {
  DEFAULT_CANCEL_CUTOFF_HOURS,
  placeCancelDeadline,
  type EventPricing,
} from '@ministry/contracts/event-pricing';
import { AppError } from '@ministry/kit/errors';
import { errorFields } from '@ministry/kit/logger';
import { withLock } from '@ministry/kit/lock';
import { findEvent, happensOn, type ScheduledEvent } from '../events/service';
import { occurrenceSpan } from '../events/time';
import { enqueuePlaceCanceledMail } from './mail';
import { PlaceHoldModel, RegistrationModel } from './model';
import { releaseSeat } from './seats';
import { cancel, claimCancel, fillSeats, ownRegistration, registrationOfToken } from './settlement';
import { mailOf, occurrenceFor, type SignupContext, type StoredRegistration, type Viewer } from './shared';

const cutoffHours = (pricing: Pick<EventPricing, 'cancelCutoffHours'> | null | undefined) =>
  pricing?.cancelCutoffHours ?? DEFAULT_CANCEL_CUTOFF_HOURS;

/** The last instant her paid place can be canceled here (New York start less the cut-off's hours). */
const deadlineOf = (event: ScheduledEvent, date: string) =>
  placeCancelDeadline(event.pricing ?? {}, new Date(occurrenceSpan(event, date).start.toMillis()));

/**
 * A free sign-up (or her place on a waitlist) is canceled as always; a paid place goes through
 * `cancelPaidPlace`, whether she asks from her account or with the e-mail's link.
 */
async function cancelRegistration(context: SignupContext, stored: StoredRegistration): Promise<CancelResult> {
  if (!stored.holdKey || stored.status === 'waitlisted') return cancel(context, stored);
  if (stored.status === 'held') throw new AppError(409, 'event.placeCancelNotPaid');
  return cancelPaidPlace(context, stored);
}

/** `POST /api/events/registrations/:id/cancel`: her own sign-up, signed in. */
export async function cancelMine(context: SignupContext, viewer: Viewer, id: string): Promise<CancelResult> {
  return cancelRegistration(context, await ownRegistration(viewer, id));
}

/** `POST /api/events/registrations/cancel`: from the e-mail's link, without signing in (the token is the proof). */
export async function cancelWithToken(context: SignupContext, token: string): Promise<CancelResult> {
  return cancelRegistration(context, await registrationOfToken(context, token));
}

/**
 * Cancels the paid order line her registration belongs to, all its people, before the cut-off
 * (409 `event.cancelCutoffPassed` after). Once: the claim on her registration (a repeat is 409
 * `event.registrationAlreadyCanceled`), under the line's lock so the shop's confirm or release never
 * interleave. The shop is then told; when it does not answer, the reminder pass tells it later.
 */
export async function cancelPaidPlace(
  context: SignupContext,
  stored: StoredRegistration,
): Promise<CancelResult> {
  const id = String(stored._id);
  const key = stored.holdKey!;
  if (stored.status === 'canceled') throw new AppError(409, 'event.registrationAlreadyCanceled');
  const event = await findEvent(stored.eventId);
  if (!event || !happensOn(event, stored.date)) throw new AppError(404, 'event.registrationNotFound');
  const now = context.now();
  if (now.getTime() >= deadlineOf(event, stored.date).getTime())
    throw new AppError(409, 'event.cancelCutoffPassed', { values: { hours: cutoffHours(event.pricing) } });
  await withLock(
    `event-places:${key}`,
    async () => {
      const hold = await PlaceHoldModel.findById(key).lean();
      if (hold?.state !== 'confirmed') throw new AppError(409, 'event.placeCancelNotPaid');
      await claimCancel(id, now);
      const line = await RegistrationModel.find({ holdKey: key }).lean<StoredRegistration[]>();
      let freed = false;
      let people = 0;
      for (const entry of line) {
        if (entry.status !== 'confirmed' && entry.status !== 'held') continue;
        const entryId = String(entry._id);
        await RegistrationModel.updateOne(
          { _id: entry._id },
          { $set: { status: 'canceled', canceledAt: now, personKey: `canceled:${entryId}`, seat: null } },
        );
        people += 1;
        if (await releaseSeat(entryId)) freed = true;
      }
      await PlaceHoldModel.updateOne(
        { _id: key },
        { $set: { canceledBy: stored.name, canceledAt: now, shopTold: false } },
      );
      await enqueuePlaceCanceledMail(context, event, mailOf(stored), Math.max(people, 1));
      if (freed) await fillSeats(context, occurrenceFor(event, stored.date));
    },
    'event.placesHoldBusy',
  );
  await tellShop(context, key);
  return { id, status: 'canceled' };
}

/** Records the line's cancellation at the shop (idempotent there); answers whether it was recorded. */
async function tellShop(context: SignupContext, key: string): Promise<boolean> {
  const hold = await PlaceHoldModel.findById(key).lean();
  if (!hold?.canceledAt || hold.shopTold) return true;
  if (!context.shop) return false;
  try {
    await context.shop.record({ key, person: hold.canceledBy ?? '', at: hold.canceledAt.toISOString() });
  } catch (error) {
    context.logger?.warn('the shop did not record a canceled place; asked again later', {
      key,
      ...errorFields(error),
    });
    return false;
  }
  await PlaceHoldModel.updateOne({ _id: key }, { $set: { shopTold: true } });
  return true;
}

/** The reminder pass: cancellations the shop has not recorded yet are sent again. */
export async function retellShop(context: SignupContext): Promise<number> {
  const untold = await PlaceHoldModel.find({ shopTold: false }, { _id: 1 }).lean();
  let told = 0;
  for (const hold of untold) if (await tellShop(context, String(hold._id))) told += 1;
  return told;
}

/**
 * Her registrations as the account lists them, each confirmed paid place with how many people it
 * holds and until when she may cancel it.
 */
export async function withPaidPlaces(
  stored: StoredRegistration[],
  described: MyRegistration[],
): Promise<MyRegistration[]> {
  const byId = new Map(stored.map((entry) => [String(entry._id), entry]));
  const keys = stored
    .filter((entry) => entry.holdKey && entry.status === 'confirmed')
    .map((entry) => entry.holdKey!);
  if (!keys.length) return described;
  const counts = await RegistrationModel.aggregate<{ _id: string; n: number }>([
    { $match: { holdKey: { $in: keys }, status: 'confirmed' } },
    { $group: { _id: '$holdKey', n: { $sum: 1 } } },
  ]);
  const people = new Map(counts.map((entry) => [entry._id, entry.n]));
  const events = new Map<string, ScheduledEvent | null>();
  const result: MyRegistration[] = [];
  for (const registration of described) {
    const own = byId.get(registration.id);
    if (!own?.holdKey || own.status !== 'confirmed') {
      result.push(registration);
      continue;
    }
    if (!events.has(own.eventId)) events.set(own.eventId, await findEvent(own.eventId));
    const event = events.get(own.eventId);
    if (!event) {
      result.push(registration);
      continue;
    }
    result.push({
      ...registration,
      paidPlace: {
        people: people.get(own.holdKey) ?? 1,
        cancelUntil: deadlineOf(event, own.date).toISOString(),
        cutoffHours: cutoffHours(event.pricing),
      },
    });
  }
  return result;
}
