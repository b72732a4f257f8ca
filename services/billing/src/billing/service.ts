import Stripe from 'stripe';
import type { SubscriptionSummary } from '@ministry/contracts/billing';
import type { PlanId } from '@ministry/contracts/plans';
import { AppError } from '@ministry/kit/errors';
import { errorFields } from '@ministry/kit/logger';
import { PAYMENT_KIND_KEY } from '@ministry/kit/stripe';
import { providerCall } from '../provider';
import { ensureCustomer } from './customers';
import { syncIdentity, type BillingDeps, type StoredSubscription } from './deps';
import { subscriptionEvents } from './events';
import { mailChanges, stateOf } from './mail';
import { CustomerModel, SetupAttemptModel, SubscriptionModel } from './model';
import { LIVE_STATUSES, periodEnd, toStatus, toSummary } from './stripe-objects';

export type { BillingDeps } from './deps';

/**
 * Subscriptions through Stripe, SetupIntent first (see packages/contracts/src/billing.ts). No Koa here.
 * The member's Stripe customer is in customers.ts, the webhook's events in events.ts, the e-mails a
 * change sends in mail.ts.
 */
export class BillingService {
  /** One verified webhook event. Unknown types and objects that are not ours are ignored. */
  readonly handleEvent: (event: Stripe.Event) => Promise<void>;

  constructor(private readonly deps: BillingDeps) {
    this.handleEvent = subscriptionEvents(deps, (id, options) => this.complete(id, options));
  }

  private get stripe(): Stripe {
    return this.deps.stripe;
  }

  /** The member's Stripe customer, created on first use with identity's e-mail and language (giving uses it too). */
  ensureCustomer(userId: string) {
    return ensureCustomer(this.deps, userId);
  }

  /**
   * A SetupIntent for the plan; its client secret goes to the browser's Payment Element. The member's
   * earlier pending intents (another plan chosen before) are cancelled, so they never pile up.
   */
  async createIntent(userId: string, planId: PlanId): Promise<{ clientSecret: string }> {
    const current = await SubscriptionModel.findOne({ userId });
    if (current && LIVE_STATUSES.includes(current.status))
      throw new AppError(409, 'billing.alreadySubscribed');
    const customer = await this.ensureCustomer(userId);
    const counted = await CustomerModel.findOneAndUpdate(
      { _id: customer._id },
      { $inc: { intentCount: 1 } },
      { returnDocument: 'after' },
    );
    const attemptNumber = counted?.intentCount ?? Date.now();
    const intent = await providerCall('create setup intent', () =>
      this.stripe.setupIntents.create(
        {
          customer: customer.stripeCustomerId,
          usage: 'off_session',
          payment_method_types: ['card'],
          metadata: { [PAYMENT_KIND_KEY]: 'plan', userId, planId },
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
    });
    await this.replacePending(userId, intent.id);
    if (current?.status === 'incomplete') await this.dropIncomplete(current);
    return { clientSecret: intent.client_secret };
  }

  private async replacePending(userId: string, keep: string): Promise<void> {
    const pending = await SetupAttemptModel.find({ userId, state: 'pending' });
    for (const attempt of pending.filter((a) => a.setupIntentId !== keep)) {
      try {
        await this.stripe.setupIntents.cancel(
          attempt.setupIntentId,
          {},
          { idempotencyKey: `setup-intent-cancel-${attempt.setupIntentId}` },
        );
      } catch (error) {
        // Already confirmed or cancelled at Stripe: nothing to undo; it is no longer ours to offer.
        this.deps.logger.warn('stripe: cancelling a replaced setup intent failed', {
          setupIntentId: attempt.setupIntentId,
          ...errorFields(error),
        });
      }
      await SetupAttemptModel.updateOne({ _id: attempt._id, state: 'pending' }, { state: 'replaced' });
    }
  }

  /** A subscription whose first payment never went through is cancelled before another is started. */
  private async dropIncomplete(current: StoredSubscription): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(current.stripeSubscriptionId, undefined, {
        idempotencyKey: `subscription-drop-${current.stripeSubscriptionId}`,
      });
    } catch (error) {
      this.deps.logger.warn('stripe: cancelling an incomplete subscription failed', errorFields(error));
    }
    current.status = 'canceled';
    await current.save();
  }

  /**
   * Creates the subscription once the member's SetupIntent succeeded: from the return page (the
   * intent is read back from Stripe) or from the `setup_intent.succeeded` webhook (the signed event
   * carries it). Whichever comes second finds it done; Stripe's idempotency key covers a race.
   */
  async complete(
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
      await syncIdentity(this.deps, current);
      return toSummary(current);
    }
    if (current && LIVE_STATUSES.includes(current.status))
      throw new AppError(409, 'billing.alreadySubscribed');
    const intent =
      options.setupIntent ??
      (await providerCall('read setup intent', () => this.stripe.setupIntents.retrieve(setupIntentId)));
    const paymentMethod =
      typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    if (intent.status !== 'succeeded' || !paymentMethod)
      throw new AppError(409, 'billing.paymentNotConfirmed');

    const planId = attempt.planId as PlanId;
    const before = current ? stateOf(current) : null;
    const subscription = await providerCall('create subscription', () =>
      this.stripe.subscriptions.create(
        {
          customer: attempt.stripeCustomerId,
          items: [{ price: this.deps.prices[planId] }],
          default_payment_method: paymentMethod,
          metadata: { [PAYMENT_KIND_KEY]: 'plan', userId: attempt.userId, planId },
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
      status: toStatus(subscription.status),
      // A date already past is no next billing date; the first invoice.paid brings the real one.
      currentPeriodEnd: end && end.getTime() > Date.now() ? end : null,
      // Just created: it is not set to end, whatever a stand-in's fixture says.
      cancelAtPeriodEnd: false,
    };
    await mailChanges(this.deps, before, created);
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
    await syncIdentity(this.deps, doc);
    return toSummary(doc);
  }

  async getSubscription(userId: string): Promise<SubscriptionSummary | null> {
    const doc = await SubscriptionModel.findOne({ userId });
    return doc ? toSummary(doc) : null;
  }

  /** Cancels at the end of the paid period: the member keeps the plan until then. */
  async cancel(userId: string): Promise<SubscriptionSummary> {
    const doc = await SubscriptionModel.findOne({ userId });
    if (!doc || !LIVE_STATUSES.includes(doc.status)) throw new AppError(404, 'billing.noSubscription');
    if (!doc.cancelAtPeriodEnd) {
      const before = stateOf(doc);
      const updated = await providerCall('cancel subscription', () =>
        this.stripe.subscriptions.update(
          doc.stripeSubscriptionId,
          { cancel_at_period_end: true },
          { idempotencyKey: `subscription-cancel-${doc.stripeSubscriptionId}` },
        ),
      );
      const end = periodEnd(updated);
      if (end && end.getTime() > Date.now()) doc.currentPeriodEnd = end;
      doc.cancelAtPeriodEnd = true;
      await mailChanges(this.deps, before, doc);
      await doc.save();
    }
    return toSummary(doc);
  }

  /**
   * A session on Stripe's customer portal (payment method, invoices), back to a page of the site:
   * `returnPath` ('/account?tab=giving') on SITE_URL, never the address the request came in on.
   */
  async portal(userId: string, returnPath: `/${string}`): Promise<{ url: string }> {
    const returnUrl = `${this.deps.siteUrl}${returnPath}`;
    const customer = await CustomerModel.findOne({ userId });
    if (!customer) throw new AppError(404, 'billing.noSubscription');
    const session = await providerCall('create portal session', () =>
      this.stripe.billingPortal.sessions.create({
        customer: customer.stripeCustomerId,
        return_url: returnUrl,
        locale: customer.preferredLanguage === 'es' ? 'es' : 'en',
      }),
    );
    return { url: session.url };
  }
}
