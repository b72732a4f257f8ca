import Stripe from 'stripe';
import { AppError } from '@ministry/kit/errors';
import { PAYMENT_KIND_KEY } from '@ministry/kit/stripe';
import type { GivingDeps } from './context';
import { recordPaidGift } from './gifts';
import { donorKeyOf, recordGiftFailure } from './limits';
import { GiftIntentModel } from './model';
import { toDedication } from './present';
import { applyGiftInvoice, applyGiftSubscription, completeRecurringGift } from './recurring';

type StoredIntent = InstanceType<typeof GiftIntentModel>;

/**
 * Cancels a PaymentIntent at Stripe. One Stripe can no longer cancel (already canceled, or it
 * succeeded after all: its own event records the gift) counts as done; any other failure throws.
 */
async function cancelIntent(context: GivingDeps, intentId: string): Promise<void> {
  try {
    await context.stripe.paymentIntents.cancel(intentId, undefined, {
      idempotencyKey: `gift-intent-cancel-${intentId}`,
    });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state') {
      context.logger.warn('giving: the declined intent could not be canceled', {
        paymentIntentId: intentId,
        error: error.message,
      });
      return;
    }
    throw error;
  }
}

const isGiftMetadata = (object: { metadata?: Record<string, string> | null }) =>
  object.metadata?.[PAYMENT_KIND_KEY] === 'gift';

/**
 * Against card testing: a declined confirmation is counted (once per event) against the intent, the
 * donor and the client address; at the card-failure limit the intent is canceled at Stripe, so no
 * further card can be tried on it there. A failed cancel throws: Stripe delivers the event again and
 * the cancel is retried (the decline is not counted twice).
 */
async function declined(
  context: GivingDeps,
  event: Stripe.Event,
  intent: Stripe.PaymentIntent,
  stored: StoredIntent | null,
): Promise<void> {
  const metadata = intent.metadata ?? {};
  const failures = await recordGiftFailure(context, {
    eventId: event.id,
    intentId: intent.id,
    donorKey: stored
      ? donorKeyOf(stored.userId, stored.donorEmail)
      : donorKeyOf(metadata.userId, metadata.donorEmail ?? ''),
    clientIp: stored?.clientIp ?? metadata.clientIp ?? '',
    at: new Date(event.created * 1000),
  });
  if (failures < context.cardFailureLimit || stored?.state === 'succeeded' || stored?.state === 'canceled')
    return;
  await cancelIntent(context, intent.id);
  if (stored) await GiftIntentModel.updateOne({ _id: stored._id }, { state: 'canceled' });
  context.logger.warn('giving: a gift payment declined too often was canceled', {
    paymentIntentId: intent.id,
    failures,
  });
}

async function paymentIntentEvent(
  context: GivingDeps,
  event: Stripe.Event,
  intent: Stripe.PaymentIntent,
): Promise<boolean> {
  const stored = await GiftIntentModel.findOne({ intentId: intent.id, intentType: 'payment' });
  if (!stored) {
    if (!isGiftMetadata(intent)) return false;
    context.logger.error('giving: a gift payment event for an unknown intent', {
      paymentIntentId: intent.id,
    });
    if (event.type === 'payment_intent.payment_failed') await declined(context, event, intent, null);
    return true;
  }
  if (event.type === 'payment_intent.succeeded') {
    await recordPaidGift(context, {
      sourceId: stored.intentId,
      userId: stored.userId ?? null,
      donorName: stored.donorName,
      donorEmail: stored.donorEmail,
      language: stored.language,
      fundId: stored.fundId,
      // What Stripe says it received; the stored charge when the event does not say.
      amountCents: intent.amount_received || intent.amount || stored.chargeCents,
      feeCents: stored.feeCents,
      frequency: 'once',
      dedication: toDedication(stored.dedication),
      paidAt: new Date(event.created * 1000),
      stripePaymentIntentId: stored.intentId,
    });
    await GiftIntentModel.updateOne({ _id: stored._id }, { state: 'succeeded' });
  } else if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
    if (stored.state === 'pending' || stored.state === 'failed')
      await GiftIntentModel.updateOne({ _id: stored._id }, { state: 'failed' });
    if (event.type === 'payment_intent.payment_failed') await declined(context, event, intent, stored);
  }
  return true;
}

/**
 * Giving's part of the one webhook: true when the event was about a gift (handled), false to let
 * the subscriptions handler have it. Intents and subscriptions giving does not know are not gifts.
 */
export async function handleGivingEvent(context: GivingDeps, event: Stripe.Event): Promise<boolean> {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return paymentIntentEvent(context, event, event.data.object);
    case 'setup_intent.succeeded': {
      const setupIntent = event.data.object;
      const stored = await GiftIntentModel.findOne({ intentId: setupIntent.id, intentType: 'setup' });
      if (!stored) return false;
      try {
        await completeRecurringGift(context, stored, setupIntent);
      } catch (error) {
        // Not confirmed after all (nothing to create); anything else is retried by Stripe.
        if (!(error instanceof AppError && error.status === 409)) throw error;
      }
      return true;
    }
    case 'invoice.paid':
      return applyGiftInvoice(context, event, event.data.object, true);
    case 'invoice.payment_failed':
      return applyGiftInvoice(context, event, event.data.object, false);
    case 'customer.subscription.updated':
      return applyGiftSubscription(context, event, event.data.object, false);
    case 'customer.subscription.deleted':
      return applyGiftSubscription(context, event, event.data.object, true);
    default:
      return false;
  }
}
