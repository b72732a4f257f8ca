// Attendance: the lists (a member's own sign-ups, an occurrence's list for the ministry, which the
// CSV is made from), check-in, and an editor's removal of unconfirmed sign-ups.
import mongoose from 'mongoose';
import type {
  ListedRegistration,
  ListedRegistrations,
  MyRegistration,
  Registration,
} from '@ministry/contracts/event-signup';
import { addDays, todayInNewYork } from '@ministry/contracts/calendar-day';
import { AppError } from '@ministry/kit/errors';
import { PlaceHoldModel, RegistrationModel } from './model';
import { withPaidPlaces } from './place-cancel';
import { occurrenceKey } from './seats';
import {
  ACTIVE,
  describe,
  findOccurrence,
  ownActiveRegistrations,
  registrationById,
  toRegistration,
  unconfirmed,
  waitlistPositions,
  type Occurrence,
  type SignupContext,
  type StoredRegistration,
  type Viewer,
} from './shared';
import { releaseUnconfirmed } from './settlement';

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
  const described = await withPaidPlaces(own, await describe(own));
  return described
    .filter((entry) => Date.parse(entry.endsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.title.localeCompare(b.title));
}

/**
 * Everyone on an occurrence's list, for the ministry: confirmed first, then the waitlist in order,
 * then the paid places members canceled (staff decide their refunds); each visitor's sign-up still
 * unconfirmed carries `confirmBy` (the lists show them apart).
 */
export async function occurrenceRegistrations(
  eventId: string,
  date: string,
): Promise<ListedRegistrations & { occurrence: Occurrence }> {
  const occurrence = await findOccurrence(eventId, date);
  const stored = await RegistrationModel.find({
    occurrence: occurrence.key,
    status: mongoose.trusted({ $in: [...ACTIVE, 'held'] }),
  })
    .sort({ queuedAt: 1, _id: 1 })
    .lean<StoredRegistration[]>();
  const confirmed = stored.filter((entry) => entry.status === 'confirmed');
  const held = stored.filter((entry) => entry.status === 'held');
  const waiting = stored.filter((entry) => entry.status === 'waitlisted');
  const registrations = [
    ...confirmed.map((entry) => listed(entry)),
    ...held.map((entry) => listed(entry)),
    ...waiting.map((entry, index) => listed(entry, index + 1)),
  ];
  const canceled = (await canceledByMembers(occurrence)).map((entry) => listed(entry));
  const children = confirmed.filter((entry) => entry.placeKind === 'childcare').length;
  return {
    occurrence,
    // A place held for an unpaid order is nobody's seat yet: listed apart, never counted as taken.
    seats: {
      capacity: occurrence.event.signup.capacity,
      taken: confirmed.length - children,
      waitlist: waiting.length,
    },
    unconfirmed: stored.filter(unconfirmed).length,
    attended: registrations.filter((entry) => entry.attended).length,
    held: held.length,
    attendees: confirmed.length - children,
    childcare: children,
    registrations: [...registrations, ...canceled],
  };
}

/**
 * The occurrence's paid places their members canceled: the lines whose hold records her cancellation
 * (a line released unpaid, or refunded by staff, is not hers to list).
 */
async function canceledByMembers(occurrence: Occurrence): Promise<StoredRegistration[]> {
  const lines = await PlaceHoldModel.find(
    { eventId: occurrence.event.id, date: occurrence.date, canceledAt: mongoose.trusted({ $ne: null }) },
    { _id: 1 },
  ).lean();
  if (!lines.length) return [];
  return RegistrationModel.find({
    occurrence: occurrence.key,
    status: 'canceled',
    holdKey: mongoose.trusted({ $in: lines.map((line) => String(line._id)) }),
    orderNumber: mongoose.trusted({ $ne: null }),
  })
    .sort({ canceledAt: 1, queuedAt: 1, _id: 1 })
    .lean<StoredRegistration[]>();
}

function listed(stored: StoredRegistration, position: number | null = null): ListedRegistration {
  const base = toRegistration(stored, position);
  const held = stored.status === 'held';
  const canceled = stored.status === 'canceled' && Boolean(stored.orderNumber);
  return {
    ...base,
    status: held ? 'held' : base.status,
    payment: {
      state: held
        ? 'held'
        : canceled
          ? 'canceled'
          : stored.orderNumber && stored.status === 'confirmed'
            ? 'paid'
            : 'free',
      orderNumber: stored.orderNumber ?? null,
    },
    placeKind: (stored.placeKind as ListedRegistration['placeKind']) ?? null,
    optionName: stored.optionName ?? null,
    optionNameEs: stored.optionNameEs ?? null,
    unitCents: stored.unitCents ?? null,
    childAgeMonths: stored.childAgeMonths ?? null,
    offeredUntil: stored.offeredUntil ? stored.offeredUntil.toISOString() : null,
    ...(canceled ? { canceledAt: stored.canceledAt ? stored.canceledAt.toISOString() : null } : {}),
  };
}

/** Check-in: marks a sign-up attended (or not). */
export async function setAttendance(id: string, attended: boolean): Promise<Registration> {
  const stored = await registrationById(id);
  if (!stored || stored.status === 'canceled' || stored.status === 'pending' || stored.status === 'held')
    throw new AppError(404, 'event.registrationNotFound');
  await RegistrationModel.updateOne({ _id: stored._id }, { $set: { attended } });
  const position =
    stored.status === 'waitlisted' ? ((await waitlistPositions(stored.occurrence)).get(id) ?? null) : null;
  return toRegistration({ ...stored, attended }, position);
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
