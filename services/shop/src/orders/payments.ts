import Stripe from 'stripe';
import { AppError } from '@ministry/kit/errors';
import { PAYMENT_KIND_KEY } from '@ministry/kit/stripe';
import { stripeCall } from '@ministry/kit/stripe-call';
import type { OrdersContext } from './context';

/** Statuses of a PaymentIntent whose money is taken or on its way: never cancel those. */
const MONEY_MOVING: readonly Stripe.PaymentIntent.Status[] = ['succeeded', 'processing', 'requires_capture'];

function stripeOf(context: OrdersContext): Stripe {
  if (!context.stripe) throw new AppError(503, 'order.stripeUnavailable');
  return context.stripe;
}

/**
 * The PaymentIntent for an order's total (cents, USD), its number in the metadata for the webhook.
 * One idempotency key per order: a retried call gets the same PaymentIntent. Stripe failing: the
 * kit's 502 "payment could not be started" (its Stripe error as the cause).
 */
export async function createOrderPayment(
  context: OrdersContext,
  order: { orderNumber: string; totalCents: number; email: string },
): Promise<{ id: string; clientSecret: string }> {
  const stripe = stripeOf(context);
  const intent = await stripeCall(
    'create order payment intent',
    () =>
      stripe.paymentIntents.create(
        {
          amount: order.totalCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          receipt_email: order.email,
          description: `Order ${order.orderNumber}`,
          metadata: { [PAYMENT_KIND_KEY]: 'order', orderNumber: order.orderNumber },
        },
        { idempotencyKey: `order-${order.orderNumber}` },
      ),
    { message: 'checkout.paymentNotStarted', fields: { orderNumber: order.orderNumber } },
  );
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
  return { id: intent.id, clientSecret: intent.client_secret };
}

/** The client secret of an order's PaymentIntent (a checkout submitted again with its key). */
export async function paymentClientSecret(context: OrdersContext, paymentIntentId: string): Promise<string> {
  const intent = await stripeOf(context).paymentIntents.retrieve(paymentIntentId);
  return intent.client_secret ?? '';
}

/**
 * Cancels a PaymentIntent so it can no longer be paid. 'already_paid' when Stripe refuses because the
 * money is taken or moving (its webhook will say so); a PaymentIntent already canceled is fine.
 */
export async function cancelPayment(
  context: OrdersContext,
  paymentIntentId: string,
): Promise<'canceled' | 'already_paid'> {
  const stripe = stripeOf(context);
  try {
    await stripe.paymentIntents.cancel(paymentIntentId);
    return 'canceled';
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    if (MONEY_MOVING.includes(intent.status)) return 'already_paid';
    if (intent.status === 'canceled') return 'canceled';
    throw error;
  }
}

/** Refunds part or all of an order's payment; the key makes a retried refund the same refund (Stripe refusing: a 502). */
export async function refundPayment(
  context: OrdersContext,
  paymentIntentId: string,
  amountCents: number,
  idempotencyKey: string,
): Promise<void> {
  const stripe = stripeOf(context);
  await stripeCall(
    'refund order payment',
    () =>
      stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents, reason: 'requested_by_customer' },
        { idempotencyKey },
      ),
    { message: 'order.refundFailed', fields: { paymentIntentId, amountCents } },
  );
}
