import type { EventPricing } from './event-pricing';

/**
 * Event sign-up (issue 18): the shapes the events service answers and the events and account remotes
 * read. Times are data: an event keeps `startTime` / `endTime` ('HH:mm', 24-hour, New York wall clock)
 * and each occurrence is addressed by its New York calendar day ('YYYY-MM-DD').
 */

/** An event's sign-up settings (part of the event form and of every event the API returns). */
export interface SignupSettings {
  enabled: boolean;
  /** Seats per occurrence; null = unlimited. */
  capacity: number | null;
  /** When full, people may join a waitlist. */
  waitlist: boolean;
  /** Sign-up closes this many hours before the occurrence starts (0 = at the start). */
  closesHoursBefore: number;
  /**
   * Only signed-in members may sign up (visitors are asked to sign in). The service always sends it;
   * optional only so fixtures written before it still compile.
   */
  membersOnly?: boolean;
}

export const DEFAULT_SIGNUP: SignupSettings = {
  enabled: false,
  capacity: null,
  waitlist: false,
  closesHoursBefore: 0,
  membersOnly: false,
};

export interface OccurrenceSeats {
  /** null = unlimited */
  capacity: number | null;
  /** Confirmed sign-ups. */
  taken: number;
  /** People waiting. */
  waitlist: number;
}

export type SignupState = 'open' | 'full' | 'waitlist' | 'closed' | 'off';

/** `GET /api/events/:id/occurrences/:date` (public). */
export interface OccurrenceDetail {
  /** The event's id. */
  id: string;
  /** 'YYYY-MM-DD' in New York. */
  date: string;
  title: string;
  titleEs?: string | null;
  category: string;
  location: string;
  description: string;
  descriptionEs?: string | null;
  startTime: string;
  endTime: string;
  timeZone: 'America/New_York';
  /** ISO instants with the New York offset ('2026-12-05T10:00:00-05:00'). */
  startsAt: string;
  endsAt: string;
  signup: SignupSettings;
  /** Paid places: the options and rules; the page prices with `quotePlaces` (null: free sign-up). */
  pricing?: EventPricing | null;
  /** Present when sign-up is on. */
  seats?: OccurrenceSeats;
  /** Priced events with childcare of limited capacity: childcare places left (null: unlimited). */
  childcareLeft?: number | null;
  /** What the sign-up form should offer now. */
  signupState: SignupState;
  /** When sign-up closes (ISO), when sign-up is on. */
  closesAt?: string | null;
  /** The signed-in member's own sign-up for this occurrence, if any. */
  /** Hers, when signed in; `confirmBy` while it waits for the link e-mailed to her (as `Registration`'s). */
  myRegistration?: {
    id: string;
    status: RegistrationStatus;
    confirmBy?: string | null;
    /** A paid event: a seat offered to her from the waitlist, hers to pay for until then (ISO). */
    offeredUntil?: string | null;
    /** Her offered place's price, frozen when she joined the waitlist. */
    offerCents?: number | null;
  } | null;
}

export type RegistrationStatus = 'confirmed' | 'waitlisted' | 'canceled';

/** One person on an occurrence's list (event editors), or one of a member's sign-ups. */
export interface Registration {
  id: string;
  eventId: string;
  /** 'YYYY-MM-DD' in New York. */
  date: string;
  name: string;
  email: string;
  status: RegistrationStatus;
  /** Place on the waitlist (1 = next), for waitlisted sign-ups. */
  waitlistPosition?: number | null;
  attended: boolean;
  createdAt: string;
  /**
   * A visitor's sign-up not confirmed from her e-mail yet: its seat or place is held until this
   * instant (ISO), then released. Null (or absent) once confirmed, and for members and people an
   * event editor added.
   */
  confirmBy?: string | null;
}

/** A member's upcoming sign-up as the account's Events tab lists it (`GET /api/events/registrations/mine`). */
export interface MyRegistration extends Registration {
  title: string;
  titleEs?: string | null;
  startsAt: string;
  endsAt: string;
  location: string;
  /**
   * Her paid registration (a confirmed place line): how many people it holds and until when (ISO) she
   * may cancel it here; canceling it cancels all its places, and the ministry decides the refund.
   */
  paidPlace?: { people: number; cancelUntil: string; cutoffHours: number } | null;
}

/** `POST /api/events/:id/occurrences/:date/registrations` answers 201 with this. */
export interface RegistrationResult {
  id: string;
  status: Exclude<RegistrationStatus, 'canceled'>;
  /**
   * A visitor's sign-up: held until she follows the link e-mailed to her, at the latest by `confirmBy`
   * (ISO), `holdMinutes` after signing up. Absent for members (confirmed in one click).
   */
  confirmBy?: string;
  holdMinutes?: number;
}

/**
 * `POST /api/events/registrations/confirm` with the token of the e-mail's link (`/events/confirm#token=…`)
 * answers the sign-up it confirmed, with its event, date and place.
 */
export type ConfirmResult = MyRegistration;

/** `DELETE /api/events/:id/occurrences/:date/registrations/unconfirmed` (event editors): how many went. */
export interface RemovedUnconfirmed {
  removed: number;
}

export const SIGNUP_NAME_MAX = 120;
export const SIGNUP_EMAIL_MAX = 254;

/**
 * `GET /api/events/:id/occurrences/:date/registrations` (event editors and admins): the seats, how many
 * were marked attended, and everyone on the list, confirmed first (in the order they signed up), then
 * the waitlist in its order (`waitlistPosition` 1, 2, …).
 */
export interface OccurrenceRegistrations {
  seats: OccurrenceSeats;
  /** Visitors' sign-ups still waiting for their e-mail's confirmation (counted in `seats` too). */
  unconfirmed?: number;
  /** Sign-ups marked attended at check-in. */
  attended: number;
  registrations: Registration[];
}

/**
 * How a sign-up was paid: a place held for an unpaid order, paid by an order, free, or paid and then
 * canceled by the member (the refund is decided on the order).
 */
export type PlacePaymentState = 'held' | 'paid' | 'free' | 'canceled';

/**
 * One sign-up on the staff's list: `Registration` plus the `held` state (a paid place waiting for its
 * order's payment), its payment, option (and price), a child's age, and an offer from the waitlist.
 */
export interface ListedRegistration extends Omit<Registration, 'status'> {
  status: RegistrationStatus | 'held';
  payment: { state: PlacePaymentState; orderNumber: string | null };
  placeKind: 'participant' | 'childcare' | null;
  optionName: string | null;
  optionNameEs: string | null;
  unitCents: number | null;
  childAgeMonths: number | null;
  offeredUntil: string | null;
  /** A paid place its member canceled: when (ISO). */
  canceledAt?: string | null;
}

/** The staff's list of an occurrence with paid places: held places, attendees and children counted apart. */
export interface ListedRegistrations extends Omit<OccurrenceRegistrations, 'registrations'> {
  /** Places held for orders not paid yet. */
  held: number;
  /** Confirmed people who are not children in childcare, and confirmed children. */
  attendees: number;
  childcare: number;
  /** Confirmed, held, waitlisted, then the paid places members canceled (payment 'canceled'), counted nowhere. */
  registrations: ListedRegistration[];
}

/** `POST /api/events/registrations/:id/cancel` and `POST /api/events/registrations/cancel` answer this. */
export interface CancelResult {
  id: string;
  status: 'canceled';
}
