import type Stripe from 'stripe';
import type { SubscriptionSummary } from '@ministry/contracts/billing';
import { isBillingInterval, type BillingInterval, type PlanId } from '@ministry/contracts/plans';
import { AppError } from '@ministry/kit/errors';
import { errorFields } from '@ministry/kit/logger';
import { PAYMENT_KIND_KEY } from '@ministry/kit/stripe';
import { providerCall } from '../provider';
import { ensureCustomer } from './customers';
import { priceFor, syncIdentity, type BillingDeps, type StoredSubscription } from './deps';
import { mailChanges, stateOf } from './mail';
import { CustomerModel, SetupAttemptModel, SubscriptionModel } from './model';
import { LIVE_STATUSES, periodEnd, toStatus, toSummary } from './stripe-objects';

/**
 * Subscriptions through Stripe, SetupIntent first (see packages/contracts/src/billing.ts). No Koa here:
 * each function takes the billing context (BillingDeps) first. The member's Stripe customer is in
 * customers.ts, the webhook's events in events.ts, the e-mails a change sends in mail.ts.
 */

/**
 * A SetupIntent for the plan, billed monthly or yearly; its client secret goes to the browser's Payment
 * Element. The member's earlier pending intents (another plan chosen before) are cancelled, so they never pile up.
 */
export async function createIntent(
  deps: BillingDeps,
  userId: string,
  planId: PlanId,
  interval: BillingInterval = 'month',
): Promise<{ clientSecret: string }> {
  const current = await SubscriptionModel.findOne({ userId });
  if (current && LIVE_STATUSES.includes(current.status)) throw new AppError(409, 'billing.alreadySubscribed');
  const customer = await ensureCustomer(deps, userId);
  const counted = await CustomerModel.findOneAndUpdate(
    { _id: customer._id },
    { $inc: { intentCount: 1 } },
    { returnDocument: 'after' },
  );
  const attemptNumber = counted?.intentCount ?? Date.now();
  const intent = await providerCall('create setup intent', () =>
    deps.stripe.setupIntents.create(
      {
        customer: customer.stripeCustomerId,
        usage: 'off_session',
        payment_method_types: ['card'],
        metadata: { [PAYMENT_KIND_KEY]: 'plan', userId, planId, interval },
      },
      { idempotencyKey: `setup-intent-${userId}-${attemptNumber}` },
    ),
  );
  if (!intent.client_secret) throw new AppError(502, 'billing.providerError', { expose: true });
  await SetupAttemptModel.create({
    setupIntentId: intent.id,
    userId,
    stripeCustomerId: customer.stripeCustomerId,
    planId,
    interval,
  });
  await replacePending(deps, userId, intent.id);
  if (current?.status === 'incomplete') await dropIncomplete(deps, current);
  return { clientSecret: intent.client_secret };
}

async function replacePending(deps: BillingDeps, userId: string, keep: string): Promise<void> {
  const pending = await SetupAttemptModel.find({ userId, state: 'pending' });
  for (const attempt of pending.filter((a) => a.setupIntentId !== keep)) {
    try {
      await deps.stripe.setupIntents.cancel(
        attempt.setupIntentId,
        {},
        { idempotencyKey: `setup-intent-cancel-${attempt.setupIntentId}` },
      );
    } catch (error) {
      // Already confirmed or cancelled at Stripe: nothing to undo; it is no longer ours to offer.
      deps.logger.warn('stripe: cancelling a replaced setup intent failed', {
        setupIntentId: attempt.setupIntentId,
        ...errorFields(error),
      });
    }
    await SetupAttemptModel.updateOne({ _id: attempt._id, state: 'pending' }, { state: 'replaced' });
  }
}

/** A subscription whose first payment never went through is cancelled before another is started. */
async function dropIncomplete(deps: BillingDeps, current: StoredSubscription): Promise<void> {
  try {
    await deps.stripe.subscriptions.cancel(current.stripeSubscriptionId, undefined, {
      idempotencyKey: `subscription-drop-${current.stripeSubscriptionId}`,
    });
  } catch (error) {
    deps.logger.warn('stripe: cancelling an incomplete subscription failed', errorFields(error));
  }
  current.status = 'canceled';
  await current.save();
}

/**
 * Creates the subscription once the member's SetupIntent succeeded: from the return page (the
 * intent is read back from Stripe) or from the `setup_intent.succeeded` webhook (the signed event
 * carries it). Whichever comes second finds it done; Stripe's idempotency key covers a race.
 */
export async function completeSubscription(
  deps: BillingDeps,
  setupIntentId: string,
  options: { userId?: string; setupIntent?: Stripe.SetupIntent } = {},
): Promise<SubscriptionSummary> {
  const attempt = await SetupAttemptModel.findOne({ setupIntentId });
  if (!attempt || attempt.state === 'replaced' || (options.userId && attempt.userId !== options.userId))
    throw new AppError(404, 'billing.paymentNotFound');
  // An attempt makes one subscription, ever: opening an old success link (or the page again) gives
  // back what is stored, long after Stripe's 24-hour idempotency key has expired.
  const current = await SubscriptionModel.findOne({ userId: attempt.userId });
  if (attempt.state === 'completed') {
    if (!current) throw new AppError(404, 'billing.paymentNotFound');
    await syncIdentity(deps, current);
    return toSummary(current);
  }
  if (current && LIVE_STATUSES.includes(current.status)) throw new AppError(409, 'billing.alreadySubscribed');
  const intent =
    options.setupIntent ??
    (await providerCall('read setup intent', () => deps.stripe.setupIntents.retrieve(setupIntentId)));
  const paymentMethod =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (intent.status !== 'succeeded' || !paymentMethod) throw new AppError(409, 'billing.paymentNotConfirmed');

  const planId = attempt.planId as PlanId;
  const interval: BillingInterval = isBillingInterval(attempt.interval) ? attempt.interval : 'month';
  const before = current ? stateOf(current) : null;
  const subscription = await providerCall('create subscription', () =>
    deps.stripe.subscriptions.create(
      {
        customer: attempt.stripeCustomerId,
        items: [{ price: priceFor(deps, planId, interval) }],
        default_payment_method: paymentMethod,
        metadata: { [PAYMENT_KIND_KEY]: 'plan', userId: attempt.userId, planId, interval },
        payment_settings: { save_default_payment_method: 'on_subscription' },
      },
      { idempotencyKey: `subscription-${setupIntentId}` },
    ),
  );
  const end = periodEnd(subscription);
  const created = {
    userId: attempt.userId,
    stripeSubscriptionId: subscription.id,
    planId,
    interval,
    status: toStatus(subscription.status),
    // A date already past is no next billing date; the first invoice.paid brings the real one.
    currentPeriodEnd: end && end.getTime() > Date.now() ? end : null,
    // Just created: it is not set to end, whatever a stand-in's fixture says.
    cancelAtPeriodEnd: false,
  };
  await mailChanges(deps, before, created);
  const doc = await SubscriptionModel.findOneAndUpdate(
    { userId: attempt.userId },
    { $set: { ...created, stripeCustomerId: attempt.stripeCustomerId, lastEventAt: null } },
    { upsert: true, returnDocument: 'after' },
  );
  await SetupAttemptModel.updateOne(
    { _id: attempt._id },
    { state: 'completed', stripeSubscriptionId: subscription.id },
  );
  if (!doc) throw new Error('subscription upsert returned nothing');
  await syncIdentity(deps, doc);
  return toSummary(doc);
}

export async function getSubscription(userId: string): Promise<SubscriptionSummary | null> {
  const doc = await SubscriptionModel.findOne({ userId });
  return doc ? toSummary(doc) : null;
}

/** Cancels at the end of the paid period: the member keeps the plan until then. */
export async function cancelSubscription(deps: BillingDeps, userId: string): Promise<SubscriptionSummary> {
  const doc = await SubscriptionModel.findOne({ userId });
  if (!doc || !LIVE_STATUSES.includes(doc.status)) throw new AppError(404, 'billing.noSubscription');
  if (!doc.cancelAtPeriodEnd) {
    const before = stateOf(doc);
    const updated = await providerCall('cancel subscription', () =>
      deps.stripe.subscriptions.update(
        doc.stripeSubscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey: `subscription-cancel-${doc.stripeSubscriptionId}` },
      ),
    );
    const end = periodEnd(updated);
    if (end && end.getTime() > Date.now()) doc.currentPeriodEnd = end;
    doc.cancelAtPeriodEnd = true;
    await mailChanges(deps, before, doc);
    await doc.save();
  }
  return toSummary(doc);
}

/**
 * A session on Stripe's customer portal (payment method, invoices), back to a page of the site:
 * `returnPath` ('/account?tab=giving') on SITE_URL, never the address the request came in on.
 */
export async function openPortal(
  deps: BillingDeps,
  userId: string,
  returnPath: `/${string}`,
): Promise<{ url: string }> {
  const returnUrl = `${deps.siteUrl}${returnPath}`;
  const customer = await CustomerModel.findOne({ userId });
  if (!customer) throw new AppError(404, 'billing.noSubscription');
  const session = await providerCall('create portal session', () =>
    deps.stripe.billingPortal.sessions.create({
      customer: customer.stripeCustomerId,
      return_url: returnUrl,
      locale: customer.preferredLanguage,
    }),
  );
  return { url: session.url };
}
