import type { Language } from './language';
import type { PlanId } from './plans';

/**
 * Counseling and mentoring: the shapes the care service answers (the schemas that check its bodies, and
 * the forms, are in care-schemas.ts). Times a person picks are instants (ISO strings); a
 * counselor's hours are New York wall-clock times ('HH:MM', 24-hour) per weekday (0 = Sunday).
 */

export const CARE_MODES = ['virtual', 'in-person'] as const;
export type CareMode = (typeof CARE_MODES)[number];

/** Who may book a session type by herself. */
export const CARE_BOOKABLE_BY = ['anyone', 'plan', 'staff', 'purchase'] as const;
export type CareBookableBy = (typeof CARE_BOOKABLE_BY)[number];

/** What a plan's monthly allowance counts. */
export const CARE_CREDIT_KINDS = ['session', 'family'] as const;
export type CareCreditKind = (typeof CARE_CREDIT_KINDS)[number];

export const APPOINTMENT_STATUSES = [
  /** A paid type waiting for its payment until `holdExpiresAt`. */
  'awaiting_payment',
  'booked',
  'attended',
  'no_show',
  'canceled',
  /** A paid booking whose hold ended unpaid: the slot is free again. */
  'released',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Statuses that keep a counselor's time taken (an unpaid hold only until it ends). */
export const ACTIVE_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [
  'awaiting_payment',
  'booked',
  'attended',
  'no_show',
];

export const CARE_DEFAULTS = {
  minNoticeHours: 12,
  horizonWeeks: 8,
  bufferMinutes: 10,
  cancelCutoffHours: 24,
  textRetentionMonths: 24,
  paymentHoldMinutes: 30,
  /** How far ahead members of a plan with priority scheduling may book (a counselor's own may be longer). */
  priorityHorizonWeeks: 12,
} as const;

/**
 * Her price for a package of `credits` sessions when staff set her a sliding-scale rate for the
 * session it books (`rateCents`): never more than the same sessions one by one, min(package price,
 * credits × her rate). Without a rate (null): the package's price.
 */
export function packagePriceFor(
  packagePriceCents: number,
  credits: number,
  rateCents: number | null,
): number {
  return rateCents === null ? packagePriceCents : Math.min(packagePriceCents, credits * rateCents);
}

/** The plans that promise "Priority scheduling": their members book further ahead than others. */
export const CARE_PRIORITY_PLANS: readonly PlanId[] = ['growth', 'transform'];

/** Longest confidential text accepted (an intake answer, a reason, notes). */
export const CARE_TEXT_MAX = 5000;

export interface WeeklyHours {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** 'HH:MM', New York. */
  start: string;
  end: string;
}

/** A date off (no `hours`) or a date with special hours instead of the weekly ones. */
export interface HoursException {
  /** 'YYYY-MM-DD', New York. */
  date: string;
  hours?: { start: string; end: string }[];
}

/** A counselor as everyone sees her: name, photo and bio come from the site content's team member. */
export interface CounselorSummary {
  id: string;
  teamSlug: string;
  languages: Language[];
  modes: CareMode[];
  active: boolean;
}

/** What staff (and the counselor herself) see of a profile. */
export interface CounselorProfile extends CounselorSummary {
  userId: string;
  weeklyHours: WeeklyHours[];
  exceptions: HoursException[];
  meetingLink: string | null;
  bufferMinutes: number;
  minNoticeHours: number;
  horizonWeeks: number;
  mentor: boolean;
}

export interface SessionTypeView {
  id: string;
  name: string;
  nameEs: string;
  durationMinutes: number;
  priceCents: number;
  bookableBy: CareBookableBy;
  /** Open to someone without a plan (the first consultation). */
  visitorBookable: boolean;
  planId: PlanId | null;
  creditKind: CareCreditKind | null;
  /** Plan sessions a month. */
  monthlyAllowance: number | null;
  /** A package's sessions and how long they last. */
  packageCredits: number | null;
  packageValidMonths: number | null;
  /** A package: the type its credits book (the regular session). */
  packageSessionTypeId: string | null;
  active: boolean;
}

export type CarePackageKind = 'package' | 'session-credit';

/** `GET /api/care/packages`: the packages of sessions she bought (newest first). */
export const CARE_PACKAGES_PATH = '/api/care/packages';

/**
 * A package of sessions she bought in the one checkout: `credits` sessions of `sessionTypeId`, each
 * booked with a credit instead of a card, starting before `validUntil`. A credit returns when its
 * session is canceled before the cut-off. A refunded package books nothing more (its booked
 * sessions stay).
 */
export interface CarePackageView {
  id: string;
  /**
   * What it is: a package she bought, or (`session-credit`) one session given back for a paid session
   * canceled in time (CARE_PAID_CANCEL=credit), named after its session type; the page says which in
   * her language. Absent: a package.
   */
  kind?: CarePackageKind;
  /** The package's session type ('package-8') and its names. */
  typeId: string;
  name: string;
  nameEs: string;
  sessionTypeId: string;
  credits: number;
  /** Credits taken by sessions booked (canceled before the cut-off: returned). */
  used: number;
  /** ISO instants. */
  purchasedAt: string;
  validUntil: string;
  status: 'active' | 'refunded';
}

export interface Slot {
  counselorId: string;
  /** ISO instants with the New York offset. */
  startsAt: string;
  endsAt: string;
}

/** An appointment as its member, her counselor or staff see it (no confidential text: see the text routes). */
export interface AppointmentView {
  id: string;
  counselorId: string;
  /** Null for a visitor's booking (no account). */
  userId: string | null;
  typeId: string;
  mode: CareMode;
  language: Language;
  startsAt: string;
  endsAt: string;
  status: AppointmentStatus;
  priceCents: number;
  /** Until when an unpaid booking holds its slot. */
  holdExpiresAt: string | null;
  /** Only for the booked member and her counselor, once booked. */
  meetingLink?: string | null;
  /** Whether an intake answer / notes exist (the text itself: its own route). */
  hasIntake: boolean;
  hasNotes: boolean;
  /** A plan credit was used (returned on a cancel before the cut-off). */
  usesCredit: boolean;
  /** The credit is a package's, not her plan's (packages/service.ts in care). */
  usesPackage: boolean;
  seriesId: string | null;
  /** Until when she may move or cancel it herself. */
  changeableUntil: string;
  createdAt: string;
}

export interface CreditBalance {
  planId: PlanId;
  periodStart: string;
  periodEnd: string;
  kinds: { kind: CareCreditKind; typeId: string; allowance: number; used: number }[];
}
