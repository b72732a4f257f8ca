import type { Connection } from 'mongoose';
import Stripe from 'stripe';
import type { SubscriptionStatus, SubscriptionSummary } from '@ministry/contracts/billing';
import type { Language } from '@ministry/contracts/language';
import { isPlanId, type PlanId } from '@ministry/contracts/plans';
import { AppError } from '@ministry/kit/errors';
import { errorFields, type Logger } from '@ministry/kit/logger';
import { enqueueMail } from '@ministry/kit/outbox';
import type { RenderedMail } from '@ministry/mail/layout';
import { subscriptionCanceledMail } from '@ministry/mail/templates/subscription-canceled';
import { subscriptionPaymentFailedMail } from '@ministry/mail/templates/subscription-payment-failed';
import { subscriptionStartedMail } from '@ministry/mail/templates/subscription-started';
import { IdentityUnavailable, type IdentityClient } from '@ministry/kit/identity-client';
import { PAYMENT_KIND_KEY } from '@ministry/kit/stripe';
import { providerCall } from '../provider';
import { CustomerModel, SetupAttemptModel, SubscriptionModel, type SubscriptionDocument } from './model';

export interface BillingDeps {
  stripe: Stripe;
  identity: IdentityClient;
  /** Stripe price id of each plan. */
  prices: Record<PlanId, string>;
  logger: Logger;
  /** The service's data connection, whose outbox the member's e-mails go into. */
  outbox: Connection;
  /** The site's public address (SITE_URL), for the links in those e-mails. */
  siteUrl: string;
}

type StoredSubscription = SubscriptionDocument & { save: () => Promise<unknown> };

/** What a change is compared against to decide which e-mail it sends. */
interface SubscriptionState {
  userId: string;
  stripeSubscriptionId: string;
  planId: string;
  status: string;
  cancelAtPeriodEnd?: boolean | null;
  currentPeriodEnd?: Date | null;
}

/** What a webhook event adds to a change: the invoice that failed, when the subscription ended. */
interface ChangeContext {
  failedInvoiceId?: string;
  endedAt?: Date;
}

const stateOf = (doc: SubscriptionState): SubscriptionState => ({
  userId: doc.userId,
  stripeSubscriptionId: doc.stripeSubscriptionId,
  planId: doc.planId,
  status: doc.status,
  cancelAtPeriodEnd: doc.cancelAtPeriodEnd ?? false,
  currentPeriodEnd: doc.currentPeriodEnd ?? null,
});

/** Stripe's subscription statuses, folded into the four the site stores and shows. */
export function toStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

/** The end of the current period: on the subscription item since API 2025-03-31, before that on the subscription. */
export function periodEnd(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items?.data?.[0] as { current_period_end?: number } | undefined;
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const seconds = item?.current_period_end ?? legacy;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/** The subscription an invoice bills: `parent.subscription_details` since API 2025-03-31, `subscription` before. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const value = fromParent ?? legacy;
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function toSummary(doc: SubscriptionDocument): SubscriptionSummary {
  return {
    planId: doc.planId as PlanId,
    status: doc.status as SubscriptionStatus,
    currentPeriodEnd: doc.currentPeriodEnd ? doc.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: doc.cancelAtPeriodEnd ?? false,
  };
}

const LIVE_STATUSES: readonly string[] = ['active', 'past_due'];

/** Subscriptions through Stripe, SetupIntent first (see packages/contracts/src/billing.ts). No Koa here. */
export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  private get stripe(): Stripe {
    return this.deps.stripe;
  }

  private planFromPrice(priceId: string | undefined): PlanId | null {
    const entry = Object.entries(this.deps.prices).find(([, price]) => price === priceId);
    return entry && isPlanId(entry[0]) ? entry[0] : null;
  }

  /** Identity's subscription identifier follows the status: set while active, cleared otherwise. */
  private async syncIdentity(doc: SubscriptionDocument): Promise<void> {
    await this.deps.identity.setSubscription(
      doc.userId,
      doc.status === 'active' ? doc.stripeSubscriptionId : null,
    );
  }

  /**
   * Who a subscription's e-mail goes to, in her language: identity's current e-mail and preference,
   * else the customer record billing keeps. Identity away and no record: thrown, so a webhook answers
   * 5xx and Stripe delivers the event again. A member identity no longer knows gets no e-mail.
   */
  private async recipient(userId: string): Promise<{ email: string; language: Language } | null> {
    try {
      const member = await this.deps.identity.getMember(userId);
      return { email: member.email, language: member.preferredLanguage === 'es' ? 'es' : 'en' };
    } catch (error) {
      const customer = await CustomerModel.findOne({ userId }).lean();
      if (customer)
        return { email: customer.email, language: customer.preferredLanguage === 'es' ? 'es' : 'en' };
      if (error instanceof IdentityUnavailable) throw error;
      this.deps.logger.warn('billing: no address for a subscription e-mail', {
        userId,
        ...errorFields(error),
      });
      return null;
    }
  }

  /**
   * The e-mails a change of a subscription sends, put in the outbox before the change is stored: if
   * storing fails, Stripe's retry (or the member's next try) finds the same change again, and the
   * same key. Each key names what it reports, so a replayed event, two deliveries at once, the return
   * page and the webhook both completing, or the same-second path reading Stripe's state never send
   * one twice:
   * - `subscription-started:<sub>` once it is active for the first time;
   * - `subscription-payment-failed:<sub>:<invoice>` for a failed renewal invoice (once per invoice,
   *   however often Stripe retries it);
   * - `subscription-canceled:<sub>` when a live subscription is set to end, or ends without having been.
   */
  private async mailChanges(
    before: SubscriptionState | null,
    after: SubscriptionState,
    context: ChangeContext = {},
  ): Promise<void> {
    const id = after.stripeSubscriptionId;
    const planId = after.planId as PlanId;
    const { siteUrl } = this.deps;
    const same = before?.stripeSubscriptionId === id ? before : null;
    const wasLive = same !== null && LIVE_STATUSES.includes(same.status);
    const mails: [key: string, render: (language: Language) => RenderedMail][] = [];
    if (after.status === 'active' && (!same || same.status === 'incomplete'))
      mails.push([
        `subscription-started:${id}`,
        (language) =>
          subscriptionStartedMail(language, {
            planId,
            nextBillingDate: after.currentPeriodEnd ?? null,
            siteUrl,
          }),
      ]);
    if (context.failedInvoiceId && after.status === 'past_due')
      mails.push([
        `subscription-payment-failed:${id}:${context.failedInvoiceId}`,
        (language) => subscriptionPaymentFailedMail(language, { planId, siteUrl }),
      ]);
    const ended = after.status === 'canceled';
    if (wasLive && !same.cancelAtPeriodEnd && (ended || after.cancelAtPeriodEnd))
      mails.push([
        `subscription-canceled:${id}`,
        (language) =>
          subscriptionCanceledMail(language, {
            planId,
            ended,
            endsAt: ended ? (context.endedAt ?? new Date()) : (after.currentPeriodEnd ?? null),
            siteUrl,
          }),
      ]);
    if (!mails.length) return;
    const to = await this.recipient(after.userId);
    if (!to) return;
    for (const [key, render] of mails)
      await enqueueMail(this.deps.outbox, key, { to: to.email, ...render(to.language) });
  }

  /** The member's Stripe customer, created on first use with identity's e-mail and language (giving uses it too). */
  async ensureCustomer(userId: string) {
    const member = await this.deps.identity.getMember(userId);
    const language: Language = member.preferredLanguage === 'es' ? 'es' : 'en';
    const existing = await CustomerModel.findOne({ userId });
    if (existing) {
      if (existing.email !== member.email || existing.preferredLanguage !== language) {
        await providerCall('update customer', () =>
          this.stripe.customers.update(
            existing.stripeCustomerId,
            { email: member.email, name: member.name, preferred_locales: [language] },
            { idempotencyKey: `customer-update-${userId}-${member.email}-${language}` },
          ),
        );
        existing.email = member.email;
        existing.preferredLanguage = language;
        await existing.save();
      }
      return existing;
    }
    const customer = await providerCall('create customer', () =>
      this.stripe.customers.create(
        { email: member.email, name: member.name, preferred_locales: [language], metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      ),
    );
    try {
      return await CustomerModel.create({
        userId,
        stripeCustomerId: customer.id,
        email: member.email,
        preferredLanguage: language,
      });
    } catch (error) {
      // Two first requests at once: the other one stored it (same Stripe customer, same idempotency key).
      const stored = await CustomerModel.findOne({ userId });
      if (stored) return stored;
      throw error;
    }
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
      await this.syncIdentity(current);
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
    await this.mailChanges(before, created);
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
    await this.syncIdentity(doc);
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
      await this.mailChanges(before, doc);
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

  /** One verified webhook event. Unknown types and objects that are not ours are ignored. */
  async handleEvent(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'setup_intent.succeeded': {
        const intent = event.data.object;
        if (!(await SetupAttemptModel.exists({ setupIntentId: intent.id }))) return;
        try {
          await this.complete(intent.id, { setupIntent: intent });
        } catch (error) {
          // A replaced intent, or a member already subscribed: nothing to create. Anything else
          // (Stripe, identity down) is retried.
          if (error instanceof AppError && (error.status === 404 || error.status === 409)) return;
          throw error;
        }
        return;
      }
      case 'invoice.paid':
        return this.applyInvoice(event.created, event.data.object, 'paid');
      case 'invoice.payment_failed':
        return this.applyInvoice(event.created, event.data.object, 'failed');
      case 'customer.subscription.updated':
        return this.applySubscription(event.created, event.data.object, false);
      case 'customer.subscription.deleted':
        return this.applySubscription(event.created, event.data.object, true);
      default:
        return;
    }
  }

  /** The stored subscription an event is about, unless the event is older than the last one applied. */
  private async forEvent(subscriptionId: string, created: number) {
    const doc = await SubscriptionModel.findOne({ stripeSubscriptionId: subscriptionId });
    if (!doc) return null;
    if (doc.lastEventAt !== null && doc.lastEventAt !== undefined && created < doc.lastEventAt) return null;
    return doc;
  }

  /**
   * Events carry `created` in whole seconds: two in the same second as the last one applied come in
   * no known order (a stale subscription.updated could undo invoice.paid). Then the subscription's
   * own current state, read from Stripe, decides.
   */
  private async sameSecondAsLast(
    doc: StoredSubscription,
    created: number,
    context: ChangeContext = {},
  ): Promise<boolean> {
    if (doc.lastEventAt !== created) return false;
    const current = await providerCall('read subscription', () =>
      this.stripe.subscriptions.retrieve(doc.stripeSubscriptionId),
    );
    await this.applyState(doc, created, current, current.status === 'canceled', context);
    return true;
  }

  private async applyInvoice(created: number, invoice: Stripe.Invoice, outcome: 'paid' | 'failed') {
    const subscriptionId = invoiceSubscriptionId(invoice);
    const doc = subscriptionId ? await this.forEvent(subscriptionId, created) : null;
    if (!doc || doc.status === 'canceled') return;
    // Stripe retries a failed invoice several times (one event each): one e-mail per invoice.
    const context: ChangeContext =
      outcome === 'failed' ? { failedInvoiceId: invoice.id ?? `${subscriptionId}-${created}` } : {};
    if (await this.sameSecondAsLast(doc, created, context)) return;
    const before = stateOf(doc);
    if (outcome === 'paid') {
      doc.status = 'active';
      const end = invoice.lines?.data?.[0]?.period?.end;
      if (typeof end === 'number') doc.currentPeriodEnd = new Date(end * 1000);
    } else if (doc.status === 'active') {
      // A renewal failed; Stripe retries it. A first payment failing leaves it incomplete.
      doc.status = 'past_due';
    }
    doc.lastEventAt = created;
    await this.mailChanges(before, doc, context);
    await doc.save();
    await this.syncIdentity(doc);
  }

  private async applySubscription(created: number, subscription: Stripe.Subscription, deleted: boolean) {
    const doc = await this.forEvent(subscription.id, created);
    if (!doc) return;
    if (await this.sameSecondAsLast(doc, created)) return;
    await this.applyState(doc, created, subscription, deleted);
  }

  private async applyState(
    doc: StoredSubscription,
    created: number,
    subscription: Stripe.Subscription,
    deleted: boolean,
    context: ChangeContext = {},
  ) {
    const before = stateOf(doc);
    doc.status = deleted ? 'canceled' : toStatus(subscription.status);
    doc.cancelAtPeriodEnd = !deleted && subscription.cancel_at_period_end;
    const end = periodEnd(subscription);
    if (end) doc.currentPeriodEnd = end;
    const plan = this.planFromPrice(subscription.items?.data?.[0]?.price?.id);
    if (plan) doc.planId = plan;
    doc.lastEventAt = created;
    const endedAt = new Date((subscription.ended_at ?? created) * 1000);
    await this.mailChanges(before, doc, { ...context, endedAt });
    await doc.save();
    await this.syncIdentity(doc);
  }
}
