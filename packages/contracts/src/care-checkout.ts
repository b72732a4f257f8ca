import { object, string, type InferType } from 'yup';

/**
 * Care's internal checkout API, called by the shop with its internal key (never routed by the
 * gateway): a paid counseling session booked and `awaiting_payment` is sold as a `session` line of the
 * one cart. `key` is `<order number>#<line index>`, the key a place line is held under at events.
 * - quote: her own appointment, awaiting payment, its hold not ended: its price and what the line
 *   shows (else 404 care.appointmentNotFound, 409 care.notAwaitingPayment or care.paymentHoldEnded);
 * - hold: the checkout holds the time until the order's hold ends (`until`); a time let go meanwhile
 *   is taken again when still free (else 409 care.holdExpired); the same key again answers the same;
 * - confirm: the order is paid: the session is booked (confirmPaidBooking, by `key`); 409
 *   care.holdExpired when the time was taken meanwhile (the shop refunds the line); again: the same;
 * - release: the order ended unpaid: the time held under `key` is let go (released); again: nothing;
 * - cancel: staff refunded the paid line: the session booked under `key` is canceled (its time freed,
 *   a cancellation with the calendar's CANCEL e-mailed); again: the same answer.
 */
export const CARE_SESSIONS_QUOTE_PATH = '/internal/care/sessions/quote';
export const CARE_SESSIONS_HOLD_PATH = '/internal/care/sessions/hold';
export const CARE_SESSIONS_CONFIRM_PATH = '/internal/care/sessions/confirm';
export const CARE_SESSIONS_RELEASE_PATH = '/internal/care/sessions/release';
export const CARE_SESSIONS_CANCEL_PATH = '/internal/care/sessions/cancel';

/**
 * A package of sessions (a session type bookable by 'purchase', like the package of 8) is sold as a
 * `package` line of the one cart, to a signed-in member only; nothing is held while she pays.
 * - quote: the package's price and what the line shows (404 care.packageNotFound: not a package on sale);
 * - confirm: the order is paid: the package is hers, its credits valid `validMonths` from `paidAt`;
 *   the same key again answers the same (one package per paid line);
 * - refund: staff refunded the line: the package books nothing more (sessions booked with it stay);
 *   again: the same answer; an unknown key: 404 care.packageNotFound.
 */
export const CARE_PACKAGES_QUOTE_PATH = '/internal/care/packages/quote';
export const CARE_PACKAGES_CONFIRM_PATH = '/internal/care/packages/confirm';
export const CARE_PACKAGES_REFUND_PATH = '/internal/care/packages/refund';

const appointmentId = () =>
  string()
    .trim()
    .matches(/^[a-f0-9]{24}$/, 'care.appointmentNotFound')
    .required('care.appointmentNotFound');
const text = (max: number) => string().trim().max(max, 'api.invalidInput').required('api.invalidInput');

/**
 * Who pays: the member whose appointment it is (`userId`), or a visitor holding the e-mailed link of
 * her booking (`visitorToken`, care-schemas.ts): exactly one of the two.
 */
export const sessionQuoteSchema = object({
  appointmentId: appointmentId(),
  userId: string().trim().max(100, 'api.invalidInput').default(''),
  visitorToken: string().trim().max(200, 'api.invalidInput').default(''),
}).test('one-payer', 'api.invalidInput', (value) => Boolean(value.userId) !== Boolean(value.visitorToken));
export type SessionQuoteRequest = InferType<typeof sessionQuoteSchema>;

export const sessionHoldSchema = sessionQuoteSchema.shape({
  key: text(60),
  /** ISO: the order's hold end. */
  until: string()
    .trim()
    .required('api.invalidInput')
    .test('iso', 'api.invalidInput', (value) => !Number.isNaN(Date.parse(value ?? ''))),
});
export type SessionHoldRequest = InferType<typeof sessionHoldSchema>;

export const sessionKeySchema = object({ appointmentId: appointmentId(), key: text(60) });
export type SessionKeyRequest = InferType<typeof sessionKeySchema>;

const packageTypeId = () =>
  string()
    .trim()
    .matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'care.packageNotFound')
    .max(80, 'care.packageNotFound')
    .required('care.packageNotFound');

export const packageQuoteSchema = object({ typeId: packageTypeId(), userId: text(100) });
export type PackageQuoteRequest = InferType<typeof packageQuoteSchema>;

export const packageConfirmSchema = packageQuoteSchema.shape({
  /** `<order number>#<line index>`. */
  key: text(60),
  /** ISO: when the order was paid (its credits are valid from then). */
  paidAt: string()
    .trim()
    .required('api.invalidInput')
    .test('iso', 'api.invalidInput', (value) => !Number.isNaN(Date.parse(value ?? ''))),
});
export type PackageConfirmRequest = InferType<typeof packageConfirmSchema>;

export const packageRefundSchema = object({ key: text(60) });
export type PackageRefundRequest = InferType<typeof packageRefundSchema>;

/**
 * The shop's internal route care calls (care's internal key) when a paid session is canceled in time
 * (CARE_PAID_CANCEL=refund, or a visitor's): the paid session line `key` (the appointment's
 * `paymentRef`, `<order number>#<line index>`) is refunded through the staff refund (Stripe, the
 * order's history by "care"), which cancels the session at care (CARE_SESSIONS_CANCEL_PATH). Again:
 * the same answer (200); an unknown key, or one naming no session line: 404 order.notFound.
 */
export const SHOP_SESSION_REFUNDS_PATH = '/internal/session-refunds';

export const sessionRefundSchema = object({ key: text(60) });
export type SessionRefundRequest = InferType<typeof sessionRefundSchema>;

/** What the shop answers a session refund: the line and what was refunded of it. */
export interface SessionRefundAnswer {
  key: string;
  orderNumber: string;
  appointmentId: string;
  refundedCents: number;
}

/** What a package quote and confirm answer (confirm: with the package's id and validity). */
export interface PackageAnswer {
  typeId: string;
  name: string;
  nameEs: string;
  priceCents: number;
  credits: number;
  validMonths: number;
  /** The session type its credits book. */
  sessionTypeId: string;
  /** confirm and refund only. */
  packageId?: string;
  validUntil?: string;
  status?: 'active' | 'refunded';
}

/** What quote, hold and confirm answer. */
export interface SessionAnswer {
  appointmentId: string;
  priceCents: number;
  /** ISO instants. */
  startsAt: string;
  durationMinutes: number;
  counselorName: string;
  typeName: string;
  typeNameEs: string;
  status: string;
  /** ISO: until when the time is held for the payment (null once booked). */
  holdExpiresAt: string | null;
  /** ISO: until when she may move or cancel it herself (null when it is not booked or awaiting). */
  changeableUntil: string | null;
  /** Whose time and which type: her free times to move it to (`GET /api/care/slots`). */
  counselorId: string;
  typeId: string;
}
