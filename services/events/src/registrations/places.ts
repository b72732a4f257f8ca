// Paid places (issue 42): the shop's internal API over one order line's places (places-routes.ts).
// Quote prices; hold takes a seat per participant and a childcare place per child, all or none, with
// the price frozen; confirm (Stripe's webhook reached the shop) makes them count; release gives them
// back. Each is idempotent by the line's key, and serialised per key by the kit's lock.
import mongoose from 'mongoose';
import type { PlacesAnswer, PlacesHold } from '@ministry/contracts/order-settlement';
import { AppError } from '@ministry/kit/errors';
import { emailKeyOf } from '@ministry/kit/identity-client';
import { withLock } from '@ministry/kit/lock';
import { PlaceHoldModel, RegistrationModel, SignupClaimModel } from './model';
import {
  childcareKey,
  claimChildcare,
  claimSeat,
  placesInUse,
  releaseSeat,
  signupIndexesReady,
} from './seats';
import { claimCodeUse, freeCodeUse } from './discount-codes';
import { claimPerk, freePerk, keepPerk } from './perks';
import { answerOf, priced, repriced } from './places-quote';
import { fillSeats } from './settlement';
import {
  capacityOf,
  findOccurrence,
  send,
  type Occurrence,
  type SignupContext,
  type StoredRegistration,
} from './shared';

export { quotePlacesFor, type PlacesRequest } from './places-quote';

/** The person key of a place registration: its own, so guests without an address never clash. */
const placeKey = (occurrence: string, id: string) => `${occurrence}:place:${id}`;

/**
 * Takes a seat (participant) or a childcare place (child) for each registration, all or none: on a
 * shortfall the places this call took are given back and the answer is the pool's `{ count,
 * available }`. A registration that already holds its place (her offered seat) keeps it either way.
 */
async function claimAll(
  context: SignupContext,
  occurrence: Occurrence,
  registrations: StoredRegistration[],
): Promise<{ count: number; available: number } | null> {
  const pricing = occurrence.event.pricing!;
  const now = context.now();
  const took: string[] = [];
  const poolOf = (stored: StoredRegistration) =>
    stored.placeKind === 'childcare' ? childcareKey(occurrence.key, stored.optionId!) : occurrence.key;
  const capacityOfPool = (stored: StoredRegistration) =>
    stored.placeKind === 'childcare'
      ? (pricing.options.find((option) => option.id === stored.optionId)?.capacity ?? null)
      : occurrence.event.signup.capacity;
  for (const stored of registrations) {
    const id = String(stored._id);
    const had = stored.seat !== null && stored.seat !== undefined;
    const number =
      stored.placeKind === 'childcare'
        ? await claimChildcare(occurrence.key, stored.optionId!, capacityOfPool(stored), id, now)
        : await claimSeat(occurrence.key, capacityOf(occurrence.event), id, now);
    if (number === null) {
      for (const taken of took) await releaseSeat(taken);
      const pool = poolOf(stored);
      const capacity = capacityOfPool(stored) ?? 0;
      return {
        count: registrations.filter((entry) => poolOf(entry) === pool).length,
        available: Math.max(0, capacity - (await placesInUse(pool))),
      };
    }
    if (!had) took.push(id);
    await RegistrationModel.updateOne({ _id: stored._id }, { $set: { seat: number } });
  }
  return null;
}

const byKey = (key: string) =>
  RegistrationModel.find({ holdKey: key }).sort({ queuedAt: 1, _id: 1 }).lean<StoredRegistration[]>();

/**
 * POST /internal/places/hold: one registration per person (`held`, with the key, the hold's end and
 * the frozen price), each with its place, all or none (409 `event.placesFull`). The buyer's seat
 * offered from the waitlist is used for her first participant. Never the waitlist. The same key again
 * answers the same hold.
 */
export function holdPlaces(context: SignupContext, input: PlacesHold): Promise<PlacesAnswer> {
  return withLock(
    `event-places:${input.key}`,
    async () => {
      await signupIndexesReady();
      const existing = await PlaceHoldModel.findById(input.key).lean();
      if (existing?.state === 'held' || existing?.state === 'confirmed')
        return existing.answer as PlacesAnswer;
      if (existing?.state === 'released') throw new AppError(409, 'event.placesLost');
      // A hold whose request died half-way: what it took is given back before it is tried again.
      if (existing) {
        await giveBack(context, input.key);
        await PlaceHoldModel.deleteOne({ _id: input.key });
      }
      const at = await priced(context, input, { key: input.key, strict: true });
      const { occurrence, offer } = at;
      let { quote } = at;
      const now = context.now();
      await PlaceHoldModel.create({
        _id: input.key,
        eventId: occurrence.event.id,
        date: occurrence.date,
        state: 'holding',
        at: now,
      });
      const holdUntil = new Date(input.holdUntil);
      // Her season's free place: hers if this line claims it first, else she pays like anyone.
      const perk = at.pricing.planPerk;
      if (quote.perk && perk && at.member) {
        const until = Number.isNaN(holdUntil.getTime()) ? null : holdUntil;
        const claim = { userId: input.userId, perk, date: occurrence.date, key: input.key, holdUntil: until };
        if (!(await claimPerk(context, claim)))
          quote = repriced(context, { ...at, member: { ...at.member, perkUsed: true } }, input.people);
      }
      const common = {
        holdKey: input.key,
        holdUntil: Number.isNaN(holdUntil.getTime()) ? null : holdUntil,
        orderNumber: input.orderNumber,
      };
      const registrations: StoredRegistration[] = [];
      let offerUsed = false;
      for (const [index, person] of quote.people.entries()) {
        const option = occurrence.event.pricing!.options.find((entry) => entry.id === person.optionId)!;
        const place = {
          optionId: option.id,
          optionName: option.name,
          optionNameEs: option.nameEs,
          unitCents: person.unitCents,
          placeKind: option.kind,
          childAgeMonths: option.kind === 'childcare' ? (person.childAgeMonths ?? null) : null,
        };
        if (offer && !offerUsed && option.id === offer.optionId) {
          offerUsed = true;
          await RegistrationModel.updateOne(
            { _id: offer._id, status: 'waitlisted' },
            { $set: { status: 'held', ...common } },
          );
          registrations.push({ ...offer, status: 'held', ...common });
          continue;
        }
        const id = new mongoose.Types.ObjectId();
        const email = person.email?.trim() || input.email;
        const created = await RegistrationModel.create({
          _id: id,
          eventId: occurrence.event.id,
          date: occurrence.date,
          occurrence: occurrence.key,
          personKey: placeKey(occurrence.key, String(id)),
          name: person.name.trim(),
          email,
          emailKey: emailKeyOf(email),
          userId: index === 0 ? input.userId : null,
          language: input.language,
          status: 'held',
          queuedAt: now,
          source: 'self',
          ...common,
          ...place,
        });
        registrations.push(created.toObject() as StoredRegistration);
      }
      // The code's use, taken once the registrations carry the hold (the sweep can then release it).
      if (at.code && !(await claimCodeUse(occurrence.event.id, at.code, input.key, now))) {
        await giveBack(context, input.key, offer);
        await PlaceHoldModel.deleteOne({ _id: input.key });
        throw new AppError(409, 'event.discountCodeUsedUp');
      }
      const shortfall = await claimAll(context, occurrence, registrations);
      if (shortfall) {
        await giveBack(context, input.key, offer);
        await PlaceHoldModel.deleteOne({ _id: input.key });
        throw new AppError(409, 'event.placesFull', { values: shortfall });
      }
      const answer = answerOf(occurrence, quote);
      await PlaceHoldModel.updateOne({ _id: input.key }, { $set: { state: 'held', answer } });
      return answer;
    },
    'event.placesHoldBusy',
  );
}

/** Undoes a hold that did not complete: its registrations removed (her offer back to waiting). */
async function giveBack(context: SignupContext, key: string, offer?: StoredRegistration | null) {
  for (const stored of await byKey(key)) {
    const id = String(stored._id);
    if (stored.offeredUntil || (offer && id === String(offer._id))) {
      await RegistrationModel.updateOne(
        { _id: stored._id },
        { $set: { status: 'waitlisted', holdKey: null, holdUntil: null, orderNumber: null } },
      );
      continue;
    }
    await releaseSeat(id);
    await RegistrationModel.deleteOne({ _id: stored._id });
  }
  await freePerk(key);
  await freeCodeUse(key);
  void context;
}

/**
 * POST /internal/places/confirm: the order is paid. Its held registrations become confirmed (each
 * participant gets the confirmation e-mail), even after `holdUntil` while their places are still
 * held; places released meanwhile are taken again if they are there, else 409 `event.placesLost`.
 */
export function confirmPlaces(context: SignupContext, key: string): Promise<PlacesAnswer> {
  return withLock(
    `event-places:${key}`,
    async () => {
      const hold = await PlaceHoldModel.findById(key).lean();
      if (!hold || hold.state === 'holding') throw new AppError(404, 'event.placesHoldNotFound');
      if (hold.state === 'confirmed') return hold.answer as PlacesAnswer;
      const registrations = await byKey(key);
      const occurrence = await findOccurrence(hold.eventId, hold.date).catch(() => null);
      if (!occurrence?.event.pricing || !registrations.length) throw new AppError(409, 'event.placesLost');
      const lost = registrations.filter((stored) => stored.status === 'canceled');
      for (const stored of lost) {
        const id = String(stored._id);
        await SignupClaimModel.deleteOne({ _id: `cancel:${id}` });
        await RegistrationModel.updateOne(
          { _id: stored._id },
          { $set: { status: 'held', personKey: placeKey(occurrence.key, id), canceledAt: null, seat: null } },
        );
      }
      const retaken = lost.map((stored) => ({ ...stored, seat: null }));
      // Seats still held are the registration's own (claimSeat gives them back to it).
      const shortfall = await claimAll(context, occurrence, [
        ...registrations.filter((stored) => stored.status !== 'canceled'),
        ...retaken,
      ]);
      if (shortfall) {
        for (const stored of lost) {
          const id = String(stored._id);
          await releaseSeat(id);
          await RegistrationModel.updateOne(
            { _id: stored._id },
            {
              $set: {
                status: 'canceled',
                personKey: `canceled:${id}`,
                seat: null,
                canceledAt: context.now(),
              },
            },
          );
        }
        throw new AppError(409, 'event.placesLost');
      }
      // Paid after its release: the free place she was priced is her season's perk again.
      const buyer = registrations.find((stored) => stored.userId)?.userId;
      const perk = occurrence.event.pricing.planPerk;
      if (hold.state === 'released' && (hold.answer as PlacesAnswer).perk && perk && buyer) {
        const claim = { userId: buyer, perk, date: occurrence.date, key, holdUntil: null };
        if (!(await claimPerk(context, claim)))
          context.logger?.warn('a released free place was paid after its perk was taken again', { key });
      }
      const code = (hold.answer as PlacesAnswer).discountCode;
      const definition = occurrence.event.pricing.discountCodes?.find((entry) => entry.code === code);
      if (hold.state === 'released' && definition) {
        if (!(await claimCodeUse(occurrence.event.id, definition, key, context.now())))
          context.logger?.warn('a released line was paid after its discount code was used up', { key });
      }
      const now = context.now();
      await RegistrationModel.updateMany(
        { holdKey: key, status: 'held' },
        { $set: { status: 'confirmed', confirmedAt: now, offeredUntil: null } },
      );
      await PlaceHoldModel.updateOne({ _id: key }, { $set: { state: 'confirmed' } });
      await keepPerk(key);
      for (const stored of await byKey(key)) {
        if (stored.status === 'confirmed' && stored.placeKind !== 'childcare')
          await send(context, 'confirmed', occurrence.event, stored);
      }
      return hold.answer as PlacesAnswer;
    },
    'event.placesHoldBusy',
  );
}

/**
 * POST /internal/places/release: the order ended unpaid, or was canceled or refunded. Its held or
 * confirmed places are given back (the waitlist moves up: a priced event offers the seat). Again:
 * nothing changes.
 */
export function releasePlaces(context: SignupContext, key: string): Promise<void> {
  return withLock(
    `event-places:${key}`,
    async () => {
      const now = context.now();
      let freed = false;
      const registrations = await byKey(key);
      for (const stored of registrations) {
        if (stored.status !== 'held' && stored.status !== 'confirmed') continue;
        const id = String(stored._id);
        await RegistrationModel.updateOne(
          { _id: stored._id },
          { $set: { status: 'canceled', canceledAt: now, personKey: `canceled:${id}`, seat: null } },
        );
        if (await releaseSeat(id)) freed = true;
      }
      await PlaceHoldModel.updateOne({ _id: key }, { $set: { state: 'released' } });
      await freePerk(key);
      await freeCodeUse(key);
      const first = registrations[0];
      if (freed && first) {
        const occurrence = await findOccurrence(first.eventId, first.date).catch(() => null);
        if (occurrence) await fillSeats(context, occurrence);
      }
    },
    'event.placesHoldBusy',
  );
}
