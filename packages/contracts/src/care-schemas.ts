import { array, boolean, number, object, string, type InferType } from 'yup';
import { LANGUAGES } from './language';
import { CARE_MODES, CARE_TEXT_MAX } from './care';

/** The schemas that check the care service's bodies (the same schema checks the form). */
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
  /**
   * Book it with a credit of a package she bought (the one ending soonest that covers the type and the
   * time) instead of paying for it: no card; 409 care.noPackageCredits when none has a credit left.
   */
  usePackage: boolean().typeError('care.packageInvalid').default(false),
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

/** Who writes or books without an account: her name and e-mail address. */
const personFields = {
  name: string().trim().required('care.nameRequired').max(200, 'care.nameRequired'),
  email: string()
    .trim()
    .required('care.emailInvalid')
    .email('care.emailInvalid')
    .max(254, 'care.emailInvalid'),
};

/** `POST /internal/care/requests` (the content service, for a "Counseling Services" contact message). */
export const careContactRequestSchema = object({
  ...personFields,
  language: language().required('care.languageInvalid'),
  text: confidentialText(),
  /** The contact message's id, so a retried call stores it once. */
  sourceId: string().trim().max(100, 'care.idInvalid'),
});
export type CareContactRequestInput = InferType<typeof careContactRequestSchema>;

/**
 * A visitor's e-mailed link to her booking (`<appointment id>.<secret>`): following it proves her
 * address, shows the booking and lets her pay for it (the token is her only key to it).
 */
export const VISITOR_TOKEN_PATTERN = /^[a-f0-9]{24}\.[A-Za-z0-9_-]{43}$/;
const visitorToken = () =>
  string().trim().required('care.linkInvalid').matches(VISITOR_TOKEN_PATTERN, 'care.linkInvalid');

/**
 * `POST /api/care/visitor-appointments` (signed out only): a visitor books a type staff marked
 * `visitorBookable` (the initial consultation) with her name and e-mail. The time is held for
 * CARE_VISITOR_HOLD_MINUTES while she follows the e-mailed link and pays; answered with
 * `VisitorBookingAnswer` only (the booking is shown to whoever holds the link).
 */
export const visitorBookingSchema = bookAppointmentSchema.shape(personFields);
export type VisitorBookingInput = InferType<typeof visitorBookingSchema>;

/** `POST /api/care/visitor-appointments/preview` and the cart's `{ token }`. */
export const visitorTokenSchema = object({ token: visitorToken() });
export type VisitorTokenInput = InferType<typeof visitorTokenSchema>;

/** `POST /api/care/visitor-appointments/reschedule`: her link moves her booking to another free time. */
export const visitorRescheduleSchema = visitorTokenSchema.concat(rescheduleSchema);
export type VisitorRescheduleInput = InferType<typeof visitorRescheduleSchema>;
