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
}
