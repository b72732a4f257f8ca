// What the three parts of sign-up share: the service's context, who signs up and who looks, an
// occurrence and its instants, a stored sign-up as shown and as e-mailed. The parts: signup.ts (taking
// a seat or the waitlist, visitor holds and their confirmation), attendance.ts (lists, check-in,
// removal of unconfirmed sign-ups) and settlement.ts (cancellation, release of expired holds, waitlist
// promotion, housekeeping).
import type { DateTime } from 'luxon';
import mongoose from 'mongoose';
import type { MyRegistration, Registration, RegistrationStatus } from '@ministry/contracts/event-signup';
import type { Language } from '@ministry/contracts/language';
import { isCalendarDay, type CalendarDay } from '@ministry/contracts/calendar-day';
import { AppError } from '@ministry/kit/errors';
import type { Logger } from '@ministry/kit/logger';
import { keptRecipient } from '@ministry/kit/recipient-language';
import { eventsById, findEvent, happensOn, type ScheduledEvent } from '../events/service';
import { isoWithOffset, occurrenceSpan } from '../events/time';
import { enqueueRegistrationMail, type MailSettings, type RegistrationMailKind } from './mail';
import { RegistrationModel, type RegistrationDocument } from './model';
import type { BillingClient } from '@ministry/kit/billing-client';
import type { CancelRequestRecorder } from './shop-client';
import { occurrenceKey } from './seats';

/** What the sign-up logic needs from the running service: its outbox and links, and a clock. */
export interface SignupContext extends MailSettings {
  now: () => Date;
  logger?: Pick<Logger, 'warn' | 'info'>;
  /**
   * An unproven sign-up (a visitor's, an unverified member's): held this long for her e-mail's link;
   * at most this many held at once per client address and per account.
   */
  visitor: { holdMinutes: number; pendingPerAddress: number; pendingPerAccount: number };
  /** A priced event's freed seat is held this many hours for the waitlisted person offered it. */
  offerHours: number;
  /** Billing's internal API, for a buyer's live plan (perks on paid places); null: nobody has a plan. */
  plans: Pick<BillingClient, 'livePlan'> | null;
  /** An order line's places held this many minutes past their `holdUntil` are released (places-sweep.ts). */
  holdGraceMinutes: number;
  /** The shop's internal API, told of a member's canceled paid place (place-cancel.ts); null: none. */
  shop?: CancelRequestRecorder | null;
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
   * visitor's, or a member's not verified, is not: her sign-up waits for the link sent to it.
   */
  addressProven: boolean;
}

/** Who is looking: a signed-in member. Her sign-ups are those with her id, nothing else. */
export interface Viewer {
  userId: string;
}

export type StoredRegistration = RegistrationDocument;

export const ACTIVE: RegistrationStatus[] = ['confirmed', 'waitlisted'];
/** A claim older than this whose sign-up is still active belongs to a request that died. */
export const STALE_CLAIM_MS = 60_000;
/** A sign-up still `pending` after this long was left by a request that died. */
export const STALE_PENDING_MS = 2 * 60_000;
/** Seats of an event with unlimited seats are still numbered documents, up to this many. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

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

export function occurrenceFor(event: ScheduledEvent, date: CalendarDay): Occurrence {
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

export const capacityOf = (event: ScheduledEvent) => event.signup.capacity ?? UNLIMITED;

export function toRegistration(
  stored: StoredRegistration,
  waitlistPosition: number | null = null,
): Registration {
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
export const unconfirmed = (stored: Pick<StoredRegistration, 'confirmBy'>) => Boolean(stored.confirmBy);

/** Where each waitlisted registration of an occurrence stands (1 = next). */
export async function waitlistPositions(occurrence: string): Promise<Map<string, number>> {
  const waiting = await RegistrationModel.find({ occurrence, status: 'waitlisted' }, { _id: 1 })
    .sort({ queuedAt: 1, _id: 1 })
    .lean();
  return new Map(waiting.map((entry, index) => [String(entry._id), index + 1]));
}

export function mailOf(stored: StoredRegistration) {
  return {
    id: String(stored._id),
    date: stored.date,
    // Her typed name goes only to an address that was proven.
    name: stored.addressUnproven || unconfirmed(stored) ? null : stored.name,
    email: stored.email,
    recipient: keptRecipient(stored),
  };
}

export async function send(
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

export async function registrationById(id: string): Promise<StoredRegistration | null> {
  return /^[0-9a-f]{24}$/i.test(id) ? RegistrationModel.findById(id).lean<StoredRegistration>() : null;
}

/** Registrations with their event's title, place and instants (those whose event still exists). */
export async function describe(registrations: StoredRegistration[]): Promise<MyRegistration[]> {
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
export async function ownActiveRegistrations(
  viewer: Viewer,
  where: Record<string, unknown> = {},
): Promise<StoredRegistration[]> {
  return RegistrationModel.find({
    ...where,
    userId: viewer.userId,
    status: mongoose.trusted({ $in: ACTIVE }),
  }).lean<StoredRegistration[]>();
}

export { send as sendRegistrationMail };
