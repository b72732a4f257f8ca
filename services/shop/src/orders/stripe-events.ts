import mongoose from 'mongoose';
import Stripe from 'stripe';
import { number, object, string, type InferType } from 'yup';
import { ORDER_NUMBER_PATTERN } from '@ministry/contracts/order';
import { AppError } from '@ministry/kit/errors';
import { applyOnce } from '@ministry/kit/apply-once';
import { DEFAULT_CARD_FAILURE_LIMIT } from '@ministry/kit/stripe';
import { stripeCall, stripeErrorOf } from '@ministry/kit/stripe-call';
import { CartLineModel } from '../cart/model';
import { buyerKey } from './buyer';
import { declinedBy, orderDeclines } from './card-failures';
import type { OrdersContext } from './context';
import { endUnpaidOrder } from './holds';
import { mailLatePaymentRefunded, mailOrderPaid } from './mail';
import { ORDER_EVENTS, OrderModel } from './model';
import { refundPayment } from './payments';
import { releaseOrderPlaces } from './places';
import { settleOrder } from './settlement';
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

/** `unconfirmed`: a success Stripe itself does not confirm; acknowledged (no retry), nothing paid. */
export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unconfirmed';

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
 * Applies one PaymentIntent event to its order, once (the kit's applyOnce over `order_events`): an
 * event id already applied is acknowledged and ignored, two deliveries at once wait for each other,
 * and each change also checks the order's status under its lock. Money changes only on this evidence.
 */
export async function applyOrderEvent(context: OrdersContext, event: OrderEvent): Promise<EventOutcome> {
  const once = await applyOnce(context.connection, ORDER_EVENTS, event, () => applyToOrder(context, event));
  return once.duplicate ? 'duplicate' : once.result;
}

async function applyToOrder(context: OrdersContext, event: OrderEvent): Promise<EventOutcome> {
  const intent = event.data.object;
  const found = await findOrder(intent);
  if (!found) {
    context.logger.warn('stripe event for no known order', { eventId: event.id, paymentIntentId: intent.id });
    return 'ignored';
  }
  if (!matches(found, intent, event.type)) {
    context.logger.warn('stripe event does not match its order: ignored', {
      eventId: event.id,
      orderNumber: found.orderNumber,
      amount: intent.amount,
      currency: intent.currency,
    });
    return 'ignored';
  }
  if (event.type === 'payment_intent.succeeded')
    return (await confirmedByStripe(context, found, intent.id))
      ? onSucceeded(context, found.orderNumber, intent.id)
      : 'unconfirmed';
  if (event.type === 'payment_intent.payment_failed') return onFailed(context, event.id, found, intent.id);
  if (event.type === 'payment_intent.canceled') return onUnpaid(context, found.orderNumber, 'canceled');
  return 'ignored';
}

/**
 * Whether Stripe itself says this order's PaymentIntent succeeded for its total in dollars: billing
 * checked the event's signature, but the shop marks nothing paid on a forwarded word alone (one
 * leaked internal key must not be worth free orders). Not confirmed: logged and acknowledged, so
 * billing does not retry forever; Stripe unreachable: an error, so the event comes again.
 *
 * stripe-mock (local runs and the e2e stack) answers fixed fixtures and can never report a
 * PaymentIntent as succeeded, so with the stripe-mock key, and never in production, billing's
 * signature-checked event is trusted as it is.
 */
async function confirmedByStripe(
  context: OrdersContext,
  order: StoredOrder,
  paymentIntentId: string,
): Promise<boolean> {
  const settings = context.config.stripe;
  if (settings?.mock && context.config.nodeEnv !== 'production') return true;
  if (!context.stripe) return unconfirmed(context, order, paymentIntentId, 'payments are off');
  const stripe = context.stripe;
  let payment: Stripe.PaymentIntent;
  try {
    payment = await stripeCall(
      'read order payment intent',
      () => stripe.paymentIntents.retrieve(paymentIntentId),
      {
        message: 'order.stripeUnavailable',
        fields: { orderNumber: order.orderNumber },
      },
    );
  } catch (error) {
    const refused = stripeErrorOf(error, Stripe.errors.StripeInvalidRequestError);
    if (refused) return unconfirmed(context, order, paymentIntentId, refused.message);
    throw error;
  }
  const problem =
    payment.status !== 'succeeded'
      ? `status ${payment.status}`
      : payment.amount_received !== order.totalCents
        ? `amount received ${payment.amount_received}, order total ${order.totalCents}`
        : payment.currency.toLowerCase() !== 'usd'
          ? `currency ${payment.currency}`
          : payment.metadata?.orderNumber !== order.orderNumber
            ? `metadata order number ${payment.metadata?.orderNumber ?? '(none)'}`
            : null;
  return problem ? unconfirmed(context, order, paymentIntentId, problem) : true;
}

function unconfirmed(
  context: OrdersContext,
  order: StoredOrder,
  paymentIntentId: string,
  why: string,
): false {
  context.logger.warn('stripe does not confirm a forwarded payment: the order stays unpaid', {
    orderNumber: order.orderNumber,
    paymentIntentId,
    why,
  });
  return false;
}

/**
 * A declined confirmation: counted once per event (against the PaymentIntent, the member and the
 * checkout's client address); the first one gives the hold back (the order stays payable with
 * another card until its hold's end); the CARD_FAILURE_LIMIT-th cancels the PaymentIntent at Stripe
 * and ends the order, so no more cards can be tried on it.
 */
async function onFailed(
  context: OrdersContext,
  eventId: string,
  order: StoredOrder,
  paymentIntentId: string,
): Promise<EventOutcome> {
  const declines = await orderDeclines(context).record({
    eventId,
    intentId: paymentIntentId,
    against: declinedBy({
      buyer: buyerKey({ userId: order.userId, owner: order.cartOwner ?? '' }),
      clientAddress: order.clientAddress ?? '',
    }),
    at: new Date(),
  });
  const outcome = await onUnpaid(context, order.orderNumber, 'payment_failed');
  if (declines < (context.config.stripe?.cardFailureLimit ?? DEFAULT_CARD_FAILURE_LIMIT)) return outcome;
  const ended = await endUnpaidOrder(context, order.orderNumber, {
    action: 'canceled',
    by: 'system',
    note: `payment declined ${declines} times: canceled at Stripe`,
    refuseWhenPaid: false,
  });
  if (ended)
    context.logger.warn('order: too many declined payments, canceled', { orderNumber: order.orderNumber });
  return ended ? 'applied' : outcome;
}

/**
 * The payment failed or was canceled: the hold goes back once (its places released at events; one
 * events did not take is asked again by the hold sweep), the order says why. A failed one keeps the
 * end of its hold: the sweeper ends it then (another card may be tried until that time).
 */
async function onUnpaid(
  context: OrdersContext,
  orderNumber: string,
  action: 'payment_failed' | 'canceled',
): Promise<EventOutcome> {
  return withOrder(orderNumber, async (order, fence) => {
    const from = action === 'payment_failed' ? ['pending_payment'] : ['pending_payment', 'payment_failed'];
    if (!from.includes(order.status)) return 'ignored';
    await fence();
    await releaseHold(order);
    const released = await releaseOrderPlaces(context, order);
    const hold = action === 'canceled' ? { holdExpiresAt: null } : {};
    await recordChange(
      order,
      { status: action, ...hold, placesReleasePending: !released },
      { action, by: 'stripe' },
    );
    return 'applied';
  });
}

/**
 * Paid. A pending order's held units are settled, then its gifts and resources (settlement.ts). An order whose hold was given back (expired, or its
 * payment had failed) takes its units again if they are there; if not, or the order was canceled, the
 * whole payment is refunded through Stripe and the order flagged: paid money never without an order.
 */
async function onSucceeded(context: OrdersContext, orderNumber: string, paymentIntentId: string) {
  const result = await withOrder(orderNumber, async (order, fence) => {
    const paidNow = { paymentIntentId, paidAt: new Date(), holdExpiresAt: null };
    // Applied before (a crash or a failed settlement may have stopped its settlement, e-mails and cart
    // clean-up, which repeat harmlessly).
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
    // Before the receipt, which must not promise a gift recorded, a download or a place that is not
    // there: a failed call throws (the event comes again, and this path repeats it: settlement.ts).
    await mailOrderPaid(context, await settleOrder(context, result.order));
  } else {
    // Refunded in full and flagged: nothing was bought, nothing is settled.
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

/**
 * A checkout whose total is nothing (free places): no PaymentIntent. Its lines are settled first (the
 * places confirmed) while the order still waits; then it is paid, its cart emptied and its receipt
 * queued. Events not answering: the order is canceled (hold and places given back) and the error
 * thrown, so the member may simply check out again.
 */
export async function payWithoutStripe(context: OrdersContext, orderNumber: string): Promise<void> {
  const pending = await OrderModel.findOne({ orderNumber }).lean<StoredOrder>();
  if (!pending || pending.totalCents !== 0) throw new AppError(409, 'order.cannotCancel');
  try {
    await settleOrder(context, pending);
  } catch (error) {
    await endUnpaidOrder(context, orderNumber, {
      action: 'canceled',
      by: 'system',
      note: 'nothing to pay, but its places could not be confirmed',
      refuseWhenPaid: false,
    });
    throw error;
  }
  const paid = await withOrder(orderNumber, async (order, fence) => {
    if (order.status !== 'pending_payment') return null;
    await fence();
    await settleHold(order);
    return recordChange(
      order,
      { status: 'paid', paidAt: new Date(), holdExpiresAt: null },
      { action: 'paid', by: 'system', note: 'nothing to pay' },
    );
  });
  if (!paid) return;
  await emptyCartOf(paid);
  await mailOrderPaid(context, paid);
}
