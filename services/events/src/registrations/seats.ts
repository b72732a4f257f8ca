import mongoose from 'mongoose';
import type { OccurrenceSeats } from '@ministry/contracts/event-signup';
import type { MessageKey } from '@ministry/contracts/messages';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { HoldModel, RegistrationModel, SeatModel, SignupClaimModel } from './model';

/**
 * Seats without overbooking on FerretDB v1, where `$inc` and conditional updates are not atomic under
 * concurrency: a seat is a document `<eventId>:<date>#<n>` (n = 1..capacity) that a registration
 * claims by inserting it. Two requests can never insert the same `_id`, so at most `capacity` seats
 * exist however many sign-ups race; `registrationId` is unique too, so nobody holds two.
 */

export const occurrenceKey = (eventId: string, date: string) => `${eventId}:${date}`;
export const seatId = (occurrence: string, number: number) => `${occurrence}#${number}`;
const holdId = (scope: string, number: number) => `${scope}#${number}`;

let indexesReady: Promise<unknown> | null = null;

/** The unique indexes the claims rely on, built before the first claim (memoised). */
export function signupIndexesReady(): Promise<unknown> {
  indexesReady ??= Promise.all([
    RegistrationModel.init(),
    SeatModel.init(),
    SignupClaimModel.init(),
    HoldModel.init(),
  ]);
  return indexesReady;
}

/** A registration id from the database as a string. */
const idOf = (value: unknown) => String(value);

/** A set of numbered slots claimed by insert: its slots as they are now, and the insert of one. */
interface NumberedSlots {
  taken(): Promise<{ number: number; registrationId: string }[]>;
  insert(number: number): Promise<unknown>;
}

/**
 * Claims a free numbered slot (a seat, an unconfirmed sign-up's hold) for a registration: the lowest
 * number not taken, by insert; on a clash the slots are read again. Answers the number, or null when
 * every one is taken. A registration that already holds one gets it back.
 */
async function claimNumbered(
  slots: NumberedSlots,
  capacity: number,
  registrationId: string,
): Promise<number | null> {
  await signupIndexesReady();
  for (let attempt = 0; attempt < Math.min(capacity, 100_000) * 4 + 20; attempt++) {
    const seats = await slots.taken();
    const own = seats.find((seat) => seat.registrationId === registrationId);
    if (own) return own.number;
    const taken = new Set(seats.map((seat) => seat.number));
    let free = 0;
    for (let number = 1; number <= capacity; number++) {
      if (!taken.has(number)) {
        free = number;
        break;
      }
    }
    if (!free) return null;
    try {
      await slots.insert(free);
      return free;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Someone took that slot (or gave this registration one) first: look again.
    }
  }
  throw new Error(`slot claim for ${registrationId} did not settle`);
}

/** A free seat for the registration (see claimNumbered): its number, or null when all are taken. */
export function claimSeat(occurrence: string, capacity: number, registrationId: string, now: Date) {
  return claimNumbered(
    {
      taken: () => SeatModel.find({ occurrence }, { number: 1, registrationId: 1 }).lean(),
      insert: (number) =>
        SeatModel.create({ _id: seatId(occurrence, number), occurrence, number, registrationId, at: now }),
    },
    capacity,
    registrationId,
  );
}

/** A childcare option's places of an occurrence: documents `<eventId>:<date>:childcare:<optionId>#n`. */
export const childcareKey = (occurrence: string, optionId: string) => `${occurrence}:childcare:${optionId}`;

/** A childcare place for a child's registration (null capacity: unlimited, still numbered). */
export function claimChildcare(
  occurrence: string,
  optionId: string,
  capacity: number | null,
  registrationId: string,
  now: Date,
) {
  return claimSeat(
    childcareKey(occurrence, optionId),
    capacity ?? Number.MAX_SAFE_INTEGER,
    registrationId,
    now,
  );
}

/** How many numbered places of a pool (an occurrence's seats, a childcare option's) are taken now. */
export function placesInUse(pool: string): Promise<number> {
  return SeatModel.countDocuments({ occurrence: pool });
}

/** Who an unconfirmed sign-up is counted against, how many such holds it may have, and the refusal. */
export interface HoldScope {
  /** `address:<client address key>` or `account:<user id>`. */
  scope: string;
  cap: number;
  refusal: MessageKey;
}

/**
 * One hold in each scope for an unconfirmed sign-up (exact under concurrency: numbered claims by
 * insert). Answers null when every scope had one free, else the first full scope's refusal; the
 * holds already claimed are then the caller's to release (releaseHold).
 */
export async function claimHolds(
  scopes: HoldScope[],
  registrationId: string,
  now: Date,
): Promise<MessageKey | null> {
  for (const { scope, cap, refusal } of scopes) {
    const number = await claimNumbered(
      {
        taken: () => HoldModel.find({ scope }, { number: 1, registrationId: 1 }).lean(),
        insert: (slot) =>
          HoldModel.create({ _id: holdId(scope, slot), scope, number: slot, registrationId, at: now }),
      },
      cap,
      registrationId,
    );
    if (number === null) return refusal;
  }
  return null;
}

/** Frees a registration's holds (confirmed, released, removed). */
export async function releaseHold(registrationId: string): Promise<void> {
  await HoldModel.deleteMany({ registrationId });
}

/** Gives a registration's seat back (canceled, removed). Answers whether it held one. */
export async function releaseSeat(registrationId: string): Promise<boolean> {
  const result = await SeatModel.deleteOne({ registrationId });
  return result.deletedCount > 0;
}

/**
 * How many seats are taken and how many people wait, per occurrence. A seat in use is a confirmed
 * sign-up's, a paid place held for an order, or a seat offered to a waitlisted person (priced
 * events); children in childcare take no seat.
 */
export async function seatCounts(
  occurrences: { key: string; capacity: number | null }[],
): Promise<Map<string, OccurrenceSeats>> {
  const keys = occurrences.map((entry) => entry.key);
  const counts = new Map<string, OccurrenceSeats>(
    occurrences.map(({ key, capacity }) => [key, { capacity, taken: 0, waitlist: 0 }]),
  );
  if (!keys.length) return counts;
  const grouped = await RegistrationModel.aggregate<{
    _id: { occurrence: string; status: string; placeKind?: string | null; offeredUntil?: Date | null };
    n: number;
  }>([
    {
      $match: {
        occurrence: { $in: keys },
        status: { $in: ['confirmed', 'waitlisted', 'held'] },
      },
    },
    {
      $group: {
        _id: {
          occurrence: '$occurrence',
          status: '$status',
          placeKind: '$placeKind',
          offeredUntil: '$offeredUntil',
        },
        n: { $sum: 1 },
      },
    },
  ]);
  for (const { _id, n } of grouped) {
    const entry = counts.get(_id.occurrence);
    if (!entry || _id.placeKind === 'childcare') continue;
    if (_id.status === 'waitlisted' && !_id.offeredUntil) entry.waitlist += n;
    else entry.taken += n;
  }
  return counts;
}

/** The seats of one occurrence. */
export async function occurrenceSeats(key: string, capacity: number | null): Promise<OccurrenceSeats> {
  return (await seatCounts([{ key, capacity }])).get(key)!;
}

/** The waitlisted registrations of an occurrence without a seat, in the waitlist's order. */
export async function waitingInOrder(occurrence: string, limit: number) {
  const seated = (await SeatModel.find({ occurrence }, { registrationId: 1 }).lean()).map((seat) =>
    idOf(seat.registrationId),
  );
  return RegistrationModel.find({
    occurrence,
    status: 'waitlisted',
    ...(seated.length ? { _id: mongoose.trusted({ $nin: seated }) } : {}),
  })
    .sort({ queuedAt: 1, _id: 1 })
    .limit(limit)
    .lean();
}
