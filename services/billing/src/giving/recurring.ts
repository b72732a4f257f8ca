import mongoose, { isValidObjectId } from 'mongoose';
import type Stripe from 'stripe';
import { chargeCents, type RecurringGift, type RecurringStatus } from '@ministry/contracts/giving';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { enqueueMail } from '@ministry/kit/outbox';
import { keptRecipient, recipientLanguage } from '@ministry/kit/recipient-language';
import { PAYMENT_KIND_KEY } from '@ministry/kit/stripe';
import { giftPaymentFailedMail } from '@ministry/mail/templates/gift-payment-failed';
import { invoiceSubscriptionId, periodEnd } from '../billing/stripe-objects';
import { providerCall } from '../provider';
import type { GivingDeps } from './context';
import { fundProduct } from './funds';
import { recordFailedCharge, recordPaidGift } from './gifts';
import { FundModel, GiftIntentModel, RecurringGiftModel, type RecurringGiftDocument } from './model';
import { toDedication, toRecurring } from './present';

type StoredIntent = InstanceType<typeof GiftIntentModel>;
type StoredRecurring = InstanceType<typeof RecurringGiftModel>;

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** Stripe's subscription state, as a monthly gift shows it. */
export function recurringStatus(subscription: Stripe.Subscription, deleted: boolean): RecurringStatus {
  if (deleted || subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
    return 'canceled';
  if (subscription.pause_collection) return 'paused';
  if (subscription.status === 'past_due' || subscription.status === 'unpaid') return 'past_due';
  if (subscription.status === 'active' || subscription.status === 'trialing') return 'active';
  return 'pending';
}

/** The next charge: the period's end when Stripe gives a future one, else a month from now. */
function nextChargeDate(subscription: Stripe.Subscription, now: number): Date {
  const end = periodEnd(subscription);
  return end && end.getTime() > now ? end : new Date(now + MONTH_MS);
}

const priceData = (product: string, unitAmount: number) => ({
  currency: 'usd',
  product,
  unit_amount: unitAmount,
  recurring: { interval: 'month' as const },
});

export async function presentRecurring(doc: RecurringGiftDocument): Promise<RecurringGift> {
  const fund = await FundModel.findById(doc.fundId).lean();
  return toRecurring(doc, { name: fund?.name ?? '', nameEs: fund?.nameEs ?? '' });
}

/** One of her monthly gifts; 404 for anyone else's. */
async function mine(userId: string, id: string): Promise<StoredRecurring> {
  const doc = isValidObjectId(id) ? await RecurringGiftModel.findOne({ _id: id, userId }) : null;
  if (!doc) throw new AppError(404, 'giving.recurringNotFound');
  return doc;
}

/** One of her monthly gifts still running; 409 once ended. */
async function live(userId: string, id: string): Promise<StoredRecurring> {
  const doc = await mine(userId, id);
  if (doc.status === 'canceled') throw new AppError(409, 'giving.recurringEnded');
  return doc;
}

/**
 * Creates the monthly gift's subscription once its SetupIntent succeeded (the return page's call
 * or the setup_intent.succeeded webhook, whichever comes first; the other finds it done).
 */
export async function completeRecurringGift(
  context: GivingDeps,
  intent: StoredIntent,
  setupIntent?: Stripe.SetupIntent,
): Promise<void> {
  if (await RecurringGiftModel.exists({ setupIntentId: intent.intentId })) return;
  const confirmed =
    setupIntent ??
    (await providerCall('read gift setup intent', () =>
      context.stripe.setupIntents.retrieve(intent.intentId),
    ));
  const paymentMethod =
    typeof confirmed.payment_method === 'string' ? confirmed.payment_method : confirmed.payment_method?.id;
  if (confirmed.status !== 'succeeded' || !paymentMethod || !intent.userId || !intent.stripeCustomerId)
    throw new AppError(409, 'giving.paymentNotConfirmed');
  const product = await fundProduct(context, intent.fundId);
  const subscription = await providerCall('create gift subscription', () =>
    context.stripe.subscriptions.create(
      {
        customer: intent.stripeCustomerId!,
        items: [{ price_data: priceData(product, intent.chargeCents) }],
        default_payment_method: paymentMethod,
        metadata: {
          [PAYMENT_KIND_KEY]: 'gift',
          userId: intent.userId!,
          fundId: intent.fundId,
          giftCents: String(intent.giftCents),
        },
        payment_settings: { save_default_payment_method: 'on_subscription' },
      },
      { idempotencyKey: `gift-subscription-${intent.intentId}` },
    ),
  );
  try {
    await RecurringGiftModel.create({
      setupIntentId: intent.intentId,
      userId: intent.userId,
      stripeCustomerId: intent.stripeCustomerId,
      stripeSubscriptionId: subscription.id,
      stripeItemId: subscription.items?.data?.[0]?.id ?? null,
      fundId: intent.fundId,
      giftCents: intent.giftCents,
      chargeCents: intent.chargeCents,
      coverFee: intent.coverFee,
      dedication: toDedication(intent.dedication),
      donorName: intent.donorName,
      donorEmail: intent.donorEmail,
      language: intent.language,
      // Just created: Stripe charges the first month now (invoice.paid records it).
      status: 'active',
      nextDate: nextChargeDate(subscription, context.now()),
    });
  } catch (error) {
    // The webhook and the return page at once: the other stored it (same subscription, same key).
    if (!isDuplicateKey(error)) throw error;
  }
  await GiftIntentModel.updateOne({ _id: intent._id }, { state: 'completed' });
}

export async function listRecurringGifts(userId: string): Promise<RecurringGift[]> {
  const docs = await RecurringGiftModel.find({ userId })
    .sort({ createdAt: -1 })
    .lean<RecurringGiftDocument[]>();
  return Promise.all(docs.map(presentRecurring));
}

/** A new monthly amount: the subscription's price changes from the next charge on. */
export async function changeRecurringGift(
  context: GivingDeps,
  userId: string,
  id: string,
  input: { giftCents: number; coverFee: boolean },
): Promise<RecurringGift> {
  const doc = await live(userId, id);
  const charge = chargeCents(input.giftCents, input.coverFee);
  const product = await fundProduct(context, doc.fundId);
  const updated = await providerCall('change gift subscription', () =>
    context.stripe.subscriptions.update(
      doc.stripeSubscriptionId,
      {
        items: [
          { ...(doc.stripeItemId && { id: doc.stripeItemId }), price_data: priceData(product, charge) },
        ],
        proration_behavior: 'none',
        metadata: { giftCents: String(input.giftCents) },
      },
      { idempotencyKey: `gift-change-${String(doc._id)}-${doc.updatedAt?.getTime() ?? 0}-${charge}` },
    ),
  );
  doc.giftCents = input.giftCents;
  doc.chargeCents = charge;
  doc.coverFee = input.coverFee;
  doc.stripeItemId = updated.items?.data?.[0]?.id ?? doc.stripeItemId;
  await doc.save();
  return presentRecurring(doc);
}

/**
 * Her pause, resume or cancel of a monthly gift: nothing to do when it is already so; pause and
 * resume only while it runs (409 once ended).
 */
const RECURRING_ACTIONS = {
  pause: {
    skip: (doc: StoredRecurring) => doc.status === 'paused',
    find: live,
    apply: async (context: GivingDeps, doc: StoredRecurring) => {
      await providerCall('pause gift subscription', () =>
        context.stripe.subscriptions.update(doc.stripeSubscriptionId, {
          pause_collection: { behavior: 'void' },
        }),
      );
      doc.set({ status: 'paused', nextDate: null });
    },
  },
  resume: {
    skip: (doc: StoredRecurring) => doc.status !== 'paused',
    find: live,
    apply: async (context: GivingDeps, doc: StoredRecurring) => {
      const subscription = await providerCall('resume gift subscription', () =>
        context.stripe.subscriptions.update(doc.stripeSubscriptionId, { pause_collection: '' }),
      );
      doc.set({ status: 'active', nextDate: nextChargeDate(subscription, context.now()) });
    },
  },
  cancel: {
    skip: (doc: StoredRecurring) => doc.status === 'canceled',
    find: mine,
    apply: async (context: GivingDeps, doc: StoredRecurring) => {
      await providerCall('cancel gift subscription', () =>
        context.stripe.subscriptions.cancel(doc.stripeSubscriptionId, undefined, {
          idempotencyKey: `gift-cancel-${doc.stripeSubscriptionId}`,
        }),
      );
      doc.set({ status: 'canceled', nextDate: null });
    },
  },
};

export async function actOnRecurringGift(
  context: GivingDeps,
  action: keyof typeof RECURRING_ACTIONS,
  userId: string,
  id: string,
): Promise<RecurringGift> {
  const { skip, find, apply } = RECURRING_ACTIONS[action];
  const doc = await find(userId, id);
  if (!skip(doc)) {
    await apply(context, doc);
    await doc.save();
  }
  return presentRecurring(doc);
}

/** invoice.paid / invoice.payment_failed of a gift subscription; false when it is not one. */
export async function applyGiftInvoice(
  context: GivingDeps,
  event: Stripe.Event,
  invoice: Stripe.Invoice,
  paid: boolean,
): Promise<boolean> {
  const subscriptionId = invoiceSubscriptionId(invoice);
  const doc = subscriptionId
    ? await RecurringGiftModel.findOne({ stripeSubscriptionId: subscriptionId })
    : null;
  if (!doc) return false;
  const invoiceId = invoice.id ?? `${subscriptionId}-${event.created}`;
  const base = {
    userId: doc.userId,
    donorName: doc.donorName,
    donorEmail: doc.donorEmail,
    language: doc.language,
    fundId: doc.fundId,
    frequency: 'monthly' as const,
    dedication: toDedication(doc.dedication),
    recurringId: String(doc._id),
    stripeInvoiceId: invoiceId,
  };
  if (paid) {
    const amount = invoice.amount_paid > 0 ? invoice.amount_paid : doc.chargeCents;
    const paidAt = invoice.status_transitions?.paid_at ?? event.created;
    await recordPaidGift(context, {
      ...base,
      sourceId: invoiceId,
      amountCents: amount,
      feeCents: doc.coverFee ? Math.max(0, amount - doc.giftCents) : 0,
      paidAt: new Date(paidAt * 1000),
      stripePaymentIntentId: invoicePaymentIntent(invoice),
    });
    const end = invoice.lines?.data?.[0]?.period?.end;
    await RecurringGiftModel.updateOne(
      { _id: doc._id, status: mongoose.trusted({ $in: ['pending', 'active', 'past_due'] }) },
      {
        status: 'active',
        ...(typeof end === 'number' && end * 1000 > context.now() && { nextDate: new Date(end * 1000) }),
      },
    );
    return true;
  }
  await recordFailedCharge({
    ...base,
    sourceId: `failed:${invoiceId}`,
    amountCents: invoice.amount_due > 0 ? invoice.amount_due : doc.chargeCents,
    paidAt: new Date(event.created * 1000),
  });
  if (doc.status !== 'canceled') await RecurringGiftModel.updateOne({ _id: doc._id }, { status: 'past_due' });
  const fund = await FundModel.findById(doc.fundId).lean();
  const ministry = await ministryDetails(context.contentServiceUrl);
  const donor = keptRecipient(doc);
  const mail = giftPaymentFailedMail(
    { language: recipientLanguage(donor), ministry },
    {
      donorName: doc.donorName,
      fundName: fund?.name ?? '',
      fundNameEs: fund?.nameEs ?? '',
      amountCents: doc.chargeCents,
      siteUrl: context.siteUrl,
    },
  );
  await enqueueMail(context.data, `gift-payment-failed:${doc.stripeSubscriptionId}:${invoiceId}`, {
    to: doc.donorEmail,
    recipient: donor,
    ...mail,
  });
  return true;
}

/** customer.subscription.updated / deleted of a gift subscription; false when it is not one. */
export async function applyGiftSubscription(
  context: GivingDeps,
  event: Stripe.Event,
  subscription: Stripe.Subscription,
  deleted: boolean,
): Promise<boolean> {
  const doc = await RecurringGiftModel.findOne({ stripeSubscriptionId: subscription.id });
  if (!doc) return false;
  if (doc.lastEventAt !== null && doc.lastEventAt !== undefined && event.created < doc.lastEventAt)
    return true;
  doc.status = recurringStatus(subscription, deleted);
  doc.nextDate =
    doc.status === 'active' || doc.status === 'past_due' ? nextChargeDate(subscription, context.now()) : null;
  doc.lastEventAt = event.created;
  await doc.save();
  return true;
}

/** The PaymentIntent that paid an invoice: `payments` since API 2025-03-31, `payment_intent` before. */
function invoicePaymentIntent(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { payment_intent?: string | { id: string } | null }).payment_intent;
  const payment = invoice.payments?.data?.[0]?.payment?.payment_intent ?? legacy;
  if (!payment) return null;
  return typeof payment === 'string' ? payment : payment.id;
}
