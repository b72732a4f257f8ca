import type { MessageKey } from '@ministry/contracts/messages';
import type { OrderHistoryEntry, OrderStatus } from '@ministry/contracts/order';
import { AppError } from '@ministry/kit/errors';

export type OrderAction = OrderHistoryEntry['action'];

/**
 * The one place that says which status an order may leave for which, and through what. A partial
 * refund keeps the status (it is not listed as a move); refunding what is left moves to `refunded`.
 * `paid` may follow `payment_failed` or `expired`: Stripe lets a buyer try another card on the same
 * PaymentIntent (until the hold's end, when the sweeper expires a failed one too, or too many declines
 * cancel it), and a payment that arrives late is honoured when the stock allows.
 */
const MOVES: Record<Exclude<OrderAction, 'created'>, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  paid: { from: ['pending_payment', 'payment_failed', 'expired'], to: 'paid' },
  payment_failed: { from: ['pending_payment'], to: 'payment_failed' },
  expired: { from: ['pending_payment', 'payment_failed'], to: 'expired' },
  canceled: { from: ['pending_payment', 'payment_failed', 'paid'], to: 'canceled' },
  shipped: { from: ['paid'], to: 'shipped' },
  delivered: { from: ['shipped'], to: 'delivered' },
  refunded: { from: ['paid', 'shipped', 'delivered'], to: 'refunded' },
  late_payment_refunded: { from: ['payment_failed', 'expired', 'canceled'], to: 'refunded' },
};

/** The message staff get when they ask for a move the order's status does not allow. */
const REFUSALS: Partial<Record<OrderAction, MessageKey>> = {
  shipped: 'order.cannotShip',
  delivered: 'order.cannotDeliver',
  canceled: 'order.cannotCancel',
  refunded: 'order.cannotRefund',
};

export function canMove(status: OrderStatus, action: Exclude<OrderAction, 'created'>): boolean {
  return MOVES[action].from.includes(status);
}

/** The status `action` leads to from `status`, or a 409 with a translated reason. */
export function nextStatus(status: OrderStatus, action: Exclude<OrderAction, 'created'>): OrderStatus {
  if (!canMove(status, action)) throw new AppError(409, REFUSALS[action] ?? 'order.cannotCancel');
  return MOVES[action].to;
}

/** A history entry for a change made now. */
export function historyEntry(
  action: OrderAction,
  by: string,
  status: OrderStatus,
  note?: string,
): { at: Date; action: OrderAction; by: string; status: OrderStatus; note?: string } {
  return { at: new Date(), action, by, status, ...(note ? { note } : {}) };
}
