import mongoose from 'mongoose';
import { number, object, string, type InferType } from 'yup';
import { ORDER_NUMBER_PATTERN } from '@ministry/contracts/order';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { CartLineModel } from '../cart/model';
import type { OrdersContext } from './context';
import { mailLatePaymentRefunded, mailOrderPaid } from './mail';
import { OrderModel, ProcessedOrderEventModel } from './model';
import { refundPayment } from './payments';
import { recordChange, releaseHold, retakeHold, settleHold, withOrder } from './transitions';
import type { StoredOrder } from './views';

const id = (max: number) => string().trim().max(max, 'api.invalidInput');
const cents = number().typeError('api.invalidInput').integer('api.invalidInput').min(0).max(100_000_000);

/**
 * What the shop reads of a Stripe event billing forwards (already signature-checked there); the rest
 * of the event is dropped. A PaymentIntent's metadata holds its order number.
 */
export const orderEventSchema = object({
  id: id(255).required('api.invalidInput'),
  type: id(100).required('api.invalidInput'),
  data: object({
    object: object({
      id: id(255).required('api.invalidInput'),
      amount: cents.required('api.invalidInput'),
      amount_received: cents,
      currency: id(10).required('api.invalidInput'),
      metadata: object({ orderNumber: id(40), kind: id(40) }).default({}),
    }).required('api.invalidInput'),
  }).required('api.invalidInput'),
});
export type OrderEvent = InferType<typeof orderEventSchema>;
type Intent = OrderEvent['data']['object'];

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

async function findOrder(intent: Intent): Promise<StoredOrder | null> {
  const number = intent.metadata?.orderNumber;
  if (number && ORDER_NUMBER_PATTERN.test(number))
    return OrderModel.findOne({ orderNumber: number }).lean<StoredOrder>();
  return OrderModel.findOne({ paymentIntentId: intent.id }).lean<StoredOrder>();
}

/** The event speaks of this order's payment: its PaymentIntent, its total, in dollars. */
function matches(order: StoredOrder, intent: Intent, type: string): boolean {
  if (order.paymentIntentId && order.paymentIntentId !== intent.id) return false;
  if (intent.currency.toLowerCase() !== 'usd') return false;
  const amount =
    type === 'payment_intent.succeeded' ? (intent.amount_received ?? intent.amount) : intent.amount;
  return amount === order.totalCents;
}

/**
 * Applies one PaymentIntent event to its order, once: an event id already applied is acknowledged and
 * ignored, and each change checks the order's status under its lock (a replay, or two deliveries at
 * once, find the change made). Money changes only on this evidence.
 */
export async function applyOrderEvent(context: OrdersContext, event: OrderEvent): Promise<EventOutcome> {
  if (await ProcessedOrderEventModel.exists({ _id: event.id })) return 'duplicate';
  const intent = event.data.object;
  const found = await findOrder(intent);
  let outcome: EventOutcome = 'ignored';
  if (!found) {
    context.logger.warn('stripe event for no known order', { eventId: event.id, paymentIntentId: intent.id });
  } else if (!matches(found, intent, event.type)) {
    context.logger.warn('stripe event does not match its order: ignored', {
      eventId: event.id,
      orderNumber: found.orderNumber,
      amount: intent.amount,
      currency: intent.currency,
    });
  } else if (event.type === 'payment_intent.succeeded') {
    outcome = await onSucceeded(context, found.orderNumber, intent.id);
  } else if (event.type === 'payment_intent.payment_failed') {
    outcome = await onUnpaid(found.orderNumber, 'payment_failed');
  } else if (event.type === 'payment_intent.canceled') {
    outcome = await onUnpaid(found.orderNumber, 'canceled');
  }
  try {
    await ProcessedOrderEventModel.create({ _id: event.id, type: event.type, at: new Date() });
  } catch (error) {
    // Delivered twice at once: the other delivery recorded it (and the order's lock kept them apart).
    if (!isDuplicateKey(error)) throw error;
  }
  return outcome;
}

/** The payment failed or was canceled: the hold goes back once, the order says why. */
async function onUnpaid(orderNumber: string, action: 'payment_failed' | 'canceled'): Promise<EventOutcome> {
  return withOrder(orderNumber, async (order, fence) => {
    const from = action === 'payment_failed' ? ['pending_payment'] : ['pending_payment', 'payment_failed'];
    if (!from.includes(order.status)) return 'ignored';
    await fence();
    await releaseHold(order);
    await recordChange(order, { status: action, holdExpiresAt: null }, { action, by: 'stripe' });
    return 'applied';
  });
}

/**
 * Paid. A pending order's held units are settled. An order whose hold was given back (expired, or its
 * payment had failed) takes its units again if they are there; if not, or the order was canceled, the
 * whole payment is refunded through Stripe and the order flagged: paid money never without an order.
 */
async function onSucceeded(context: OrdersContext, orderNumber: string, paymentIntentId: string) {
  const result = await withOrder(orderNumber, async (order, fence) => {
    const paidNow = { paymentIntentId, paidAt: new Date(), holdExpiresAt: null };
    // Applied before (a crash may have stopped its e-mails and cart clean-up, which repeat harmlessly).
    if (order.paidAt)
      return { kind: order.flagged ? ('refunded' as const) : ('paid' as const), order, again: true };
    if (order.status === 'pending_payment') {
      await fence();
      await settleHold(order);
      const paid = await recordChange(
        order,
        { ...paidNow, status: 'paid' },
        { action: 'paid', by: 'stripe' },
      );
      return { kind: 'paid' as const, order: paid, again: false };
    }
    if (!['payment_failed', 'expired', 'canceled'].includes(order.status)) return null;
    await fence();
    if (order.status !== 'canceled' && (await retakeHold(order))) {
      await settleHold(order);
      const paid = await recordChange(
        order,
        { ...paidNow, status: 'paid' },
        { action: 'paid', by: 'stripe', note: `late payment (was ${order.status}): stock still there` },
      );
      return { kind: 'paid' as const, order: paid, again: false };
    }
    await refundPayment(context, paymentIntentId, order.totalCents, `order-${orderNumber}-late-refund`);
    await fence();
    const refunded = await recordChange(
      order,
      {
        ...paidNow,
        status: 'refunded',
        flagged: true,
        refundedCents: order.totalCents,
        refundedQuantities: order.items.map((line) => line.quantity),
      },
      { action: 'late_payment_refunded', by: 'stripe', note: `was ${order.status}` },
    );
    return { kind: 'refunded' as const, order: refunded, again: false };
  });
  if (!result) return 'ignored';
  if (result.kind === 'paid') {
    await emptyCartOf(result.order);
    await mailOrderPaid(context, result.order);
  } else {
    await mailLatePaymentRefunded(context, result.order);
  }
  return result.again ? 'ignored' : 'applied';
}

/** The bought lines leave the member's cart once paid (not before: an unpaid checkout keeps her cart). */
async function emptyCartOf(order: StoredOrder): Promise<void> {
  const ids = (order.cartLineIds ?? []).filter((lineId) => mongoose.isValidObjectId(lineId));
  if (!order.cartOwner || ids.length === 0) return;
  await CartLineModel.deleteMany({
    owner: order.cartOwner,
    _id: mongoose.trusted({ $in: ids.map((lineId) => new mongoose.Types.ObjectId(lineId)) }),
  });
}
