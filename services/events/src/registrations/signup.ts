// Sign-up: an occurrence's page with its seats, taking a seat or a place on the waitlist, a visitor's
// hold and its confirmation from the e-mailed link.
import mongoose from 'mongoose';
import { withoutDiscountCodes } from '@ministry/contracts/event-discount-codes';
import type { EventOccurrence } from '@ministry/contracts/event';
import type {
  ConfirmResult,
  OccurrenceDetail,
  OccurrenceSeats,
  RegistrationResult,
  SignupState,
} from '@ministry/contracts/event-signup';
import { AppError } from '@ministry/kit/errors';
import { emailKeyOf } from '@ministry/kit/identity-client';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { isoWithOffset } from '../events/time';
import { enqueueConfirmRequest } from './mail';
import { RegistrationModel } from './model';
import {
  claimHolds,
  claimSeat,
  occurrenceKey,
  occurrenceSeats,
  releaseHold,
  releaseSeat,
  seatCounts,
  signupIndexesReady,
  type HoldScope,
} from './seats';
import { childcareLeft, pricedWaitlistPlace, type FrozenPlace } from './priced-signup';
import { newConfirmToken, readConfirmToken, sameHash } from './tokens';
import {
  capacityOf,
  describe,
  findOccurrence,
  mailOf,
  ownActiveRegistrations,
  registrationById,
  send,
  toRegistration,
  unconfirmed,
  waitlistPositions,
  type Occurrence,
  type Person,
  type SignupContext,
  type StoredRegistration,
  type Viewer,
} from './shared';
import { claimSettle, completeConfirmation, fillSeats, releaseUnconfirmed } from './settlement';

function stateOf(occurrence: Occurrence, seats: OccurrenceSeats, now: Date): SignupState {
  // Held places and offered seats are in `taken` too (seatCounts): none of them is free.
  const { signup } = occurrence.event;
  if (!signup.enabled) return 'off';
  if (now.getTime() >= occurrence.closesAt.toMillis()) return 'closed';
  if (signup.capacity !== null && seats.taken >= signup.capacity)
    return signup.waitlist ? 'waitlist' : 'full';
  return 'open';
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
    const found = own.find((entry) => entry.placeKind !== 'childcare');
    if (found) {
      const { status, confirmBy } = toRegistration(found);
      // A priced event's seat offered to her: hers to add to the cart until then, at her frozen price.
      const offer = found.offeredUntil
        ? { offeredUntil: found.offeredUntil.toISOString(), offerCents: found.unitCents ?? 0 }
        : {};
      mine = { id: String(found._id), status, ...(confirmBy ? { confirmBy } : {}), ...offer };
    }
  }
  const pricing = event.signup.enabled ? (withoutDiscountCodes(event).pricing ?? null) : null;
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
    pricing,
    ...(pricing ? { childcareLeft: await childcareLeft(occurrence, pricing) } : {}),
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
  place: FrozenPlace | null = null,
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
      ...(place ?? {}),
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

/** Who signs up: she herself (from her client address), or an event editor adding her by hand. */
export type SignupOrigin = { source: 'self'; clientKey: string } | { source: 'manual' };

/** The holds an unconfirmed sign-up takes: one per client address, and one per account for a member. */
function holdScopes(context: SignupContext, person: Person, clientKey: string): HoldScope[] {
  const { pendingPerAddress, pendingPerAccount } = context.visitor;
  return [
    { scope: `address:${clientKey}`, cap: pendingPerAddress, refusal: 'event.tooManyUnconfirmed' },
    ...(person.userId
      ? [
          {
            scope: `account:${person.userId}`,
            cap: pendingPerAccount,
            refusal: 'event.tooManyUnconfirmedMine' as const,
          },
        ]
      : []),
  ];
}

/**
 * Signs one person up for one occurrence (`source` 'manual': an event editor adds her, even after
 * sign-up closed, until the occurrence ends). A seat if one is free and nobody is waiting for it;
 * else the waitlist when the event has one; else a 409. Never more confirmed than seats: each seat is
 * a document claimed by insert.
 *
 * Someone whose address is not proven (a visitor; a member who has not verified hers: an account
 * costs nothing to make) holds her seat or place only until `confirmBy` (EVENT_VISITOR_HOLD_MINUTES)
 * and is sent a link to confirm it, nothing else. Such holds are capped per client address and per
 * account, never per date, so made-up sign-ups cannot close a date to everyone else (numbered claims
 * by insert, exact under concurrency): a translated 429 beyond. A members-only event refuses a
 * visitor, and asks an unverified member to verify her address first (403): the event is for people
 * the ministry knows, and a link per sign-up would let anyone in through a throwaway account.
 */
export async function signUp(
  context: SignupContext,
  eventId: string,
  date: string,
  person: Person,
  origin: SignupOrigin,
): Promise<RegistrationResult> {
  const occurrence = await findOccurrence(eventId, date);
  const { event } = occurrence;
  const now = context.now();
  const { source } = origin;
  if (!event.signup.enabled) throw new AppError(409, 'event.signupOff');
  if (source === 'self' && now.getTime() >= occurrence.closesAt.toMillis())
    throw new AppError(409, 'event.signupClosed');
  if (source === 'manual' && now.getTime() >= occurrence.end.toMillis())
    throw new AppError(409, 'event.occurrencePast');
  const unproven = origin.source === 'self' && !person.addressProven;
  if (unproven && event.signup.membersOnly)
    throw new AppError(403, person.userId ? 'event.membersOnlyVerify' : 'event.membersOnly');

  const priced = source === 'self' && event.pricing ? event.pricing : null;
  const place = priced ? await pricedWaitlistPlace(occurrence, priced, person, now) : null;

  const objectId = new mongoose.Types.ObjectId();
  const id = String(objectId);
  const { holdMinutes } = context.visitor;
  const confirmBy = new Date(now.getTime() + holdMinutes * 60_000);
  const confirmation = unproven ? newConfirmToken(id) : null;
  const registration = await insertPending(
    occurrence,
    person,
    source,
    now,
    confirmation && { confirmBy, hash: confirmation.hash },
    objectId,
    place,
  );
  try {
    if (origin.source === 'self' && unproven) {
      const refusal = await claimHolds(holdScopes(context, person, origin.clientKey), id, now);
      if (refusal) {
        await discard(id);
        throw new AppError(429, refusal);
      }
    }
    const held = confirmation ? { confirmBy: confirmBy.toISOString(), holdMinutes } : {};
    /** Tells her: the confirmation request when her address is unproven, else the news (seat or waitlist). */
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
    // A priced place joins the waitlist only (a seat is bought through the cart, or offered).
    const seat = waiting || place ? null : await claimSeat(occurrence.key, capacityOf(event), id, now);
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
