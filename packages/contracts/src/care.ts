import { array, boolean, number, object, string, type InferType } from 'yup';
import { LANGUAGES, type Language } from './language';
import type { PlanId } from './plans';

/**
 * Counseling and mentoring (issue 41): the shapes the care service answers and the schemas that check
 * its bodies (the same schema checks the form). Times a person picks are instants (ISO strings); a
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
} as const;

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
  active: boolean;
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
  userId: string;
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

// ---- schemas ----

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const OBJECT_ID = /^[a-f0-9]{24}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const clock = () => string().trim().required('care.timeInvalid').matches(CLOCK, 'care.timeInvalid');
const range = () =>
  object({ start: clock(), end: clock() }).test(
    'order',
    'care.timeRangeInvalid',
    (value) => !value?.start || !value?.end || value.start < value.end,
  );
const confidentialText = () =>
  string().trim().required('care.textRequired').max(CARE_TEXT_MAX, 'care.textTooLong');
const instant = () =>
  string()
    .trim()
    .required('care.startsAtInvalid')
    .test('instant', 'care.startsAtInvalid', (value) => !value || !Number.isNaN(Date.parse(value)));
const language = () => string().oneOf([...LANGUAGES], 'care.languageInvalid');
const mode = () => string().oneOf([...CARE_MODES], 'care.modeInvalid');

export const weeklyHoursSchema = object({
  weekday: number()
    .typeError('care.weekdayInvalid')
    .integer('care.weekdayInvalid')
    .min(0, 'care.weekdayInvalid')
    .max(6, 'care.weekdayInvalid')
    .required('care.weekdayInvalid'),
  start: clock(),
  end: clock(),
}).test('order', 'care.timeRangeInvalid', (value) => !value || value.start < value.end);

export const hoursExceptionSchema = object({
  date: string().trim().required('care.dateInvalid').matches(DAY, 'care.dateInvalid'),
  hours: array(range()).max(6, 'care.hoursTooMany'),
});

const counselorFields = {
  teamSlug: string().trim().matches(SLUG, 'care.slugInvalid').max(80, 'care.slugInvalid'),
  languages: array(language().required('care.languageInvalid')).min(1, 'care.languageRequired'),
  modes: array(mode().required('care.modeInvalid')).min(1, 'care.modeRequired'),
  weeklyHours: array(weeklyHoursSchema).max(50, 'care.hoursTooMany'),
  exceptions: array(hoursExceptionSchema).max(200, 'care.hoursTooMany'),
  meetingLink: string()
    .trim()
    .nullable()
    .max(500, 'care.linkInvalid')
    .matches(/^https:\/\/[^\s]+$/, { message: 'care.linkInvalid', excludeEmptyString: true }),
  bufferMinutes: number()
    .typeError('care.numberInvalid')
    .integer('care.numberInvalid')
    .min(0, 'care.numberInvalid')
    .max(120, 'care.numberInvalid'),
  minNoticeHours: number()
    .typeError('care.numberInvalid')
    .integer('care.numberInvalid')
    .min(0, 'care.numberInvalid')
    .max(24 * 14, 'care.numberInvalid'),
  horizonWeeks: number()
    .typeError('care.numberInvalid')
    .integer('care.numberInvalid')
    .min(1, 'care.numberInvalid')
    .max(52, 'care.numberInvalid'),
  mentor: boolean().typeError('care.numberInvalid'),
  active: boolean().typeError('care.numberInvalid'),
};

/** `POST /api/admin/care/counselors`. */
export const createCounselorSchema = object({
  userId: string().trim().required('care.userRequired').max(100, 'care.userRequired'),
  ...counselorFields,
  teamSlug: counselorFields.teamSlug.required('care.slugInvalid'),
  languages: counselorFields.languages.required('care.languageRequired'),
  modes: counselorFields.modes.required('care.modeRequired'),
});
export type CreateCounselorInput = InferType<typeof createCounselorSchema>;

/** `PATCH /api/admin/care/counselors/:id`: any of the fields. */
export const updateCounselorSchema = object(counselorFields);
export type UpdateCounselorInput = InferType<typeof updateCounselorSchema>;

/** `PATCH /api/admin/care/session-types/:id`. */
export const updateSessionTypeSchema = object({
  name: string().trim().min(1, 'care.nameRequired').max(120, 'care.nameRequired'),
  nameEs: string().trim().min(1, 'care.nameRequired').max(120, 'care.nameRequired'),
  durationMinutes: number()
    .typeError('care.numberInvalid')
    .integer('care.numberInvalid')
    .min(15, 'care.numberInvalid')
    .max(240, 'care.numberInvalid'),
  priceCents: number()
    .typeError('care.priceInvalid')
    .integer('care.priceInvalid')
    .min(0, 'care.priceInvalid')
    .max(10_000_000, 'care.priceInvalid'),
  monthlyAllowance: number()
    .typeError('care.numberInvalid')
    .integer('care.numberInvalid')
    .min(0, 'care.numberInvalid')
    .max(31, 'care.numberInvalid'),
  active: boolean().typeError('care.numberInvalid'),
});
export type UpdateSessionTypeInput = InferType<typeof updateSessionTypeSchema>;

/** `GET /api/care/slots`: one counselor's, or the first available of anyone matching. */
export const slotQuerySchema = object({
  typeId: string().trim().required('care.sessionTypeRequired').matches(SLUG, 'care.sessionTypeRequired'),
  counselorId: string().trim().matches(OBJECT_ID, 'care.idInvalid'),
  language: language(),
  mode: mode(),
  from: string().trim().matches(DAY, 'care.dateInvalid'),
  days: number()
    .typeError('care.numberInvalid')
    .integer('care.numberInvalid')
    .min(1, 'care.numberInvalid')
    .max(62, 'care.numberInvalid'),
});
export type SlotQuery = InferType<typeof slotQuerySchema>;

/** `POST /api/care/appointments`. */
export const bookAppointmentSchema = object({
  counselorId: string().trim().required('care.idInvalid').matches(OBJECT_ID, 'care.idInvalid'),
  typeId: string().trim().required('care.sessionTypeRequired').matches(SLUG, 'care.sessionTypeRequired'),
  startsAt: instant(),
  mode: mode().required('care.modeInvalid'),
  language: language().required('care.languageInvalid'),
  /** "What would you like help with" (confidential, optional). */
  intake: string().trim().max(CARE_TEXT_MAX, 'care.textTooLong'),
});
export type BookAppointmentInput = InferType<typeof bookAppointmentSchema>;

/** `POST …/appointments/:id/reschedule`. */
export const rescheduleSchema = object({ startsAt: instant() });
export type RescheduleInput = InferType<typeof rescheduleSchema>;

/** `POST /api/care/appointments/:id/attendance`. */
export const attendanceSchema = object({
  status: string()
    .required('care.attendanceInvalid')
    .oneOf(['attended', 'no_show'], 'care.attendanceInvalid'),
});

/** `PUT /api/care/appointments/:id/notes`, `POST /api/care/sliding-scale`, `POST /api/care/mentoring`. */
export const confidentialTextSchema = object({ text: confidentialText() });
export const slidingScaleRequestSchema = object({ reason: confidentialText() });

/** `PUT /api/admin/care/sliding-scale/:id`: her price per session type (cents), and who reviews it. */
export const slidingScaleDecisionSchema = object({
  prices: array(
    object({
      typeId: string().trim().required('care.sessionTypeRequired').matches(SLUG, 'care.sessionTypeRequired'),
      priceCents: number()
        .typeError('care.priceInvalid')
        .integer('care.priceInvalid')
        .min(0, 'care.priceInvalid')
        .max(10_000_000, 'care.priceInvalid')
        .required('care.priceInvalid'),
    }),
  ).max(20, 'care.priceInvalid'),
  counselorId: string()
    .trim()
    .nullable()
    .matches(OBJECT_ID, { message: 'care.idInvalid', excludeEmptyString: true }),
});
export type SlidingScaleDecision = InferType<typeof slidingScaleDecisionSchema>;

/** `POST /api/admin/care/mentoring/:id/match`. */
export const mentoringMatchSchema = object({
  counselorId: string().trim().required('care.idInvalid').matches(OBJECT_ID, 'care.idInvalid'),
  months: number()
    .typeError('care.monthsInvalid')
    .integer('care.monthsInvalid')
    .min(6, 'care.monthsInvalid')
    .max(12, 'care.monthsInvalid')
    .required('care.monthsInvalid'),
  /** The first meeting's day (New York); default: the day after tomorrow. */
  from: string().trim().matches(DAY, 'care.dateInvalid'),
  mode: mode(),
});
export type MentoringMatchInput = InferType<typeof mentoringMatchSchema>;

/** `POST /api/admin/care/requests/:id/assign` (and a sliding-scale reviewer). */
export const assignCounselorSchema = object({
  counselorId: string().trim().required('care.idInvalid').matches(OBJECT_ID, 'care.idInvalid'),
});

/** `POST /internal/care/requests` (the content service, for a "Counseling Services" contact message). */
export const careContactRequestSchema = object({
  name: string().trim().required('care.nameRequired').max(200, 'care.nameRequired'),
  email: string()
    .trim()
    .required('care.emailInvalid')
    .email('care.emailInvalid')
    .max(254, 'care.emailInvalid'),
  language: language().required('care.languageInvalid'),
  text: confidentialText(),
  /** The contact message's id, so a retried call stores it once. */
  sourceId: string().trim().max(100, 'care.idInvalid'),
});
export type CareContactRequestInput = InferType<typeof careContactRequestSchema>;

export const isCareMode = (value: unknown): value is CareMode =>
  typeof value === 'string' && (CARE_MODES as readonly string[]).includes(value);
