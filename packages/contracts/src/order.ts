import { array, boolean, number, object, string, type InferType } from 'yup';
import type { PricedLine } from './cart';
import type { Address, ContactInfo } from './checkout';

/**
 * An order's life (issue: paid shop orders): `pending_payment` from checkout until Stripe's webhook
 * says paid; then `shipped` (carrier, tracking) and `delivered`. Off the happy path: `payment_failed`,
 * `expired` (the stock hold ran out unpaid), `canceled` (stock back), `refunded` (in full; a partial
 * refund keeps the status and shows in `refunded`).
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'shipped',
  'delivered',
  'payment_failed',
  'expired',
  'canceled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders staff still have to send: paid and not yet shipped. */
export const ORDER_STATUSES_TO_SHIP: readonly OrderStatus[] = ['paid'];

/** One recorded change of an order: what, when, and who ('stripe', 'system' or a staff username). */
export interface OrderHistoryEntry {
  at: string;
  action:
    | 'created'
    | 'paid'
    | 'payment_failed'
    | 'expired'
    | 'shipped'
    | 'delivered'
    | 'canceled'
    | 'refunded'
    | 'late_payment_refunded';
  by: string;
  status: OrderStatus;
  /** A refund's amount, a shipment's tracking, a cancellation's reason. */
  note?: string;
}

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  shippedAt: string;
}

/** One line of an order, priced from the shop's data when the order was placed. */
export interface OrderLine extends PricedLine {
  /** A gift's tax-deductible part (the whole gift: nothing is received for it); absent on other lines. */
  deductibleCents?: number;
}

/** Above this a payment mixing a gift with goods or a place needs the IRS's quid-pro-quo disclosure. */
export const QUID_PRO_QUO_THRESHOLD_CENTS = 7500;

/**
 * What a receipt says of an order's gift: the deductible amount (the gift lines), the good-faith
 * estimate of what she received (everything else she paid, shipping included), and whether the IRS's
 * quid-pro-quo statement is due: a payment over $75 that is partly a gift and partly goods or a place.
 */
export function giftDisclosure(order: Pick<Order, 'items' | 'totalCents'>): {
  deductibleCents: number;
  receivedCents: number;
  quidProQuo: boolean;
} {
  const deductibleCents = order.items.reduce((sum, line) => sum + (line.deductibleCents ?? 0), 0);
  const receivedCents = order.totalCents - deductibleCents;
  return {
    deductibleCents,
    receivedCents,
    quidProQuo: deductibleCents > 0 && receivedCents > 0 && order.totalCents > QUID_PRO_QUO_THRESHOLD_CENTS,
  };
}

/** A member's order as GET /api/orders returns it (newest first). Amounts are in cents. */
export interface Order {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  items: OrderLine[];
  /** The lines' prices times quantities. */
  subtotalCents: number;
  shippingCents: number;
  /** What was charged: subtotal plus shipping (no tax). */
  totalCents: number;
  /** Refunded so far (0 when nothing was). */
  refundedCents: number;
  /**
   * While `pending_payment`, or `payment_failed` (another card may still be tried): when the stock hold
   * ends and the order expires unpaid.
   */
  holdExpiresAt: string | null;
  paidAt: string | null;
  shipment: Shipment | null;
  deliveredAt: string | null;
  contactInfo: ContactInfo;
  /** Null when nothing in the order ships (only gifts and resources). */
  shippingAddress: Address | null;
  billingAddress: Address;
  notes: string;
  createdAt: string;
}

/** An order as staff see it: who placed it, how it was paid, and every change (GET /api/admin/orders/:orderNumber). */
export interface AdminOrder extends Order {
  userId: string;
  paymentIntentId: string | null;
  /** A payment that came after the hold expired and could not be honoured: refunded, staff told. */
  flagged: boolean;
  /** Units of each line (same index as `items`) already refunded. */
  refundedQuantities: number[];
  /**
   * Cents of each line already refunded: a line's partial amounts add up here (its value is price ×
   * quantity). Always sent by the shop; absent only in older stand-ins (then units × price).
   */
  refundedLineCents?: number[];
  history: OrderHistoryEntry[];
  /** Place lines the member canceled herself before the cut-off: staff decide the refund. */
  cancelRequests?: PlaceCancelRequest[];
}

/**
 * A member's cancellation of a paid place line (the events service records it). `decision` stays
 * null until staff refund the line or keep the payment (with a note).
 */
export interface PlaceCancelRequest {
  lineIndex: number;
  /** Who canceled: the name on her registration. */
  person: string;
  /** ISO instant she canceled. */
  at: string;
  decision: { kind: 'refunded' | 'kept'; at: string; by: string; note?: string } | null;
}

/** GET /api/admin/orders?status=&from=&to=&q=&page= (dates YYYY-MM-DD, New York days). */
export interface AdminOrderPage {
  orders: AdminOrder[];
  page: number;
  pageSize: number;
  totalCount: number;
}
export const ADMIN_ORDERS_PAGE_SIZE = 20;

const orderDay = string()
  .trim()
  .matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'order.filterInvalid', excludeEmptyString: true });

/** GET /api/admin/orders(.csv)?status=&from=&to=&q=&page= (every filter optional). */
export const adminOrdersQuerySchema = object({
  status: string()
    .trim()
    .oneOf([...ORDER_STATUSES, ''], 'order.filterInvalid'),
  from: orderDay,
  to: orderDay,
  q: string().trim().max(100, 'order.filterInvalid'),
  page: number()
    .typeError('order.filterInvalid')
    .integer('order.filterInvalid')
    .min(1, 'order.filterInvalid')
    .max(100_000, 'order.filterInvalid')
    .default(1),
});
export type AdminOrdersQuery = InferType<typeof adminOrdersQuerySchema>;

export const MAX_CARRIER = 60;
export const MAX_TRACKING = 60;

/** POST /api/admin/orders/:orderNumber/ship */
export const shipOrderSchema = object({
  carrier: string().trim().max(MAX_CARRIER, 'order.carrierTooLong').required('order.carrierRequired'),
  trackingNumber: string()
    .trim()
    .max(MAX_TRACKING, 'order.trackingTooLong')
    .matches(/^[A-Za-z0-9 -]+$/, { message: 'order.trackingInvalid', excludeEmptyString: true })
    .required('order.trackingRequired'),
});
export type ShipOrderRequest = InferType<typeof shipOrderSchema>;

/** Most a refund line may ask in cents (well above any order), so a wild number is refused before any look-up. */
export const REFUND_LINE_MAX_CENTS = 100_000_000;
export const MAX_REFUND_NOTE = 500;

/**
 * POST /api/admin/orders/:orderNumber/refund: the whole order (what is left of it, shipping
 * included), or chosen units of chosen lines; `restock` puts a line's refunded units back in stock.
 * A line may give `amountCents` instead of its units' price (a partial refund, e.g. all but a fee):
 * at most what is left unrefunded of the line. Its `quantity` units then count as refunded (a place
 * given back at events, a product restocked) only once the line's refunded cents cover their whole
 * price; until then they stay the buyer's. `note` is for staff only (the order's history), never mailed.
 * The service computes the amount and refuses more than was paid and not yet refunded.
 */
export const refundOrderSchema = object({
  full: boolean().default(false),
  lines: array(
    object({
      index: number()
        .integer('order.refundInvalid')
        .min(0, 'order.refundInvalid')
        .required('order.refundInvalid'),
      quantity: number()
        .integer('order.refundInvalid')
        .min(1, 'order.refundInvalid')
        .required('order.refundInvalid'),
      restock: boolean().default(false),
      amountCents: number()
        .typeError('order.refundAmountInvalid')
        .integer('order.refundAmountInvalid')
        .min(1, 'order.refundAmountInvalid')
        .max(REFUND_LINE_MAX_CENTS, 'order.refundTooMuch')
        .optional(),
    }),
  )
    .max(50, 'order.refundInvalid')
    .default([]),
  note: string().trim().max(MAX_REFUND_NOTE, 'order.decisionNoteTooLong').default(''),
});
export type RefundOrderRequest = InferType<typeof refundOrderSchema>;

/** POST /api/admin/orders/:orderNumber/cancel (an unpaid or paid, unshipped order; stock back). */
export const cancelOrderSchema = object({
  reason: string().trim().max(500, 'order.reasonTooLong').default(''),
});

/** POST /api/admin/orders/:orderNumber/cancel-requests/:lineIndex/keep: the payment is kept. */
export const keepPaymentSchema = object({
  note: string().trim().max(500, 'order.decisionNoteTooLong').required('order.decisionNoteRequired'),
});
export type KeepPaymentRequest = InferType<typeof keepPaymentSchema>;

/** Order numbers avoid look-alike characters (no 0/O, 1/I/L) so they read well over the phone. */
export const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ORDER_NUMBER_PATTERN = /^WOP-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

/** "WOP-7K3M-Q2X9" from eight random numbers (any integers; each picks one character). */
export function formatOrderNumber(random: ArrayLike<number>): string {
  const chars = Array.from({ length: 8 }, (_, i) => {
    const n = Math.abs(Math.trunc(random[i] ?? 0));
    return ORDER_NUMBER_ALPHABET[n % ORDER_NUMBER_ALPHABET.length];
  }).join('');
  return `WOP-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
