import type Stripe from 'stripe';
import { AppError } from '@ministry/kit/errors';
import { providerCall } from '../provider';
import { planOfPrice, syncIdentity, type BillingDeps, type StoredSubscription } from './deps';
import { mailChanges, stateOf, type ChangeContext } from './mail';
import { SetupAttemptModel, SubscriptionModel } from './model';
import { completeSubscription } from './service';
import { invoiceSubscriptionId, periodEnd, priceInterval, toStatus } from './stripe-objects';

/** The stored subscription an event is about, unless the event is older than the last one applied. */
async function forEvent(subscriptionId: string, created: number) {
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
async function sameSecondAsLast(
  deps: BillingDeps,
  doc: StoredSubscription,
  created: number,
  context: ChangeContext = {},
): Promise<boolean> {
  if (doc.lastEventAt !== created) return false;
  const current = await providerCall('read subscription', () =>
    deps.stripe.subscriptions.retrieve(doc.stripeSubscriptionId),
  );
  await applyState(deps, doc, created, current, current.status === 'canceled', context);
  return true;
}

async function applyInvoice(
  deps: BillingDeps,
  created: number,
  invoice: Stripe.Invoice,
  outcome: 'paid' | 'failed',
) {
  const subscriptionId = invoiceSubscriptionId(invoice);
  const doc = subscriptionId ? await forEvent(subscriptionId, created) : null;
  if (!doc || doc.status === 'canceled') return;
  // Stripe retries a failed invoice several times (one event each): one e-mail per invoice.
  const context: ChangeContext =
    outcome === 'failed' ? { failedInvoiceId: invoice.id ?? `${subscriptionId}-${created}` } : {};
  if (await sameSecondAsLast(deps, doc, created, context)) return;
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
  await mailChanges(deps, before, doc, context);
  await doc.save();
  await syncIdentity(deps, doc);
}

async function applySubscription(
  deps: BillingDeps,
  created: number,
  subscription: Stripe.Subscription,
  deleted: boolean,
) {
  const doc = await forEvent(subscription.id, created);
  if (!doc) return;
  if (await sameSecondAsLast(deps, doc, created)) return;
  await applyState(deps, doc, created, subscription, deleted);
}

async function applyState(
  deps: BillingDeps,
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
  const price = planOfPrice(deps, subscription.items?.data?.[0]?.price?.id);
  if (price) doc.planId = price.planId;
  // Monthly or yearly, as Stripe bills it now (a switch here or in the customer portal).
  const interval = priceInterval(subscription) ?? price?.interval;
  if (interval) doc.interval = interval;
  doc.lastEventAt = created;
  const endedAt = new Date((subscription.ended_at ?? created) * 1000);
  await mailChanges(deps, before, doc, { ...context, endedAt });
  await doc.save();
  await syncIdentity(deps, doc);
}

/**
 * Subscriptions' part of the one webhook: invoices and subscription changes applied to the stored
 * subscription in Stripe's order (by `created`), the member's e-mails sent on the way: one verified
 * webhook event. Unknown types and objects that are not ours are ignored.
 */
export async function handleSubscriptionEvent(deps: BillingDeps, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'setup_intent.succeeded': {
      const intent = event.data.object;
      if (!(await SetupAttemptModel.exists({ setupIntentId: intent.id }))) return;
      try {
        await completeSubscription(deps, intent.id, { setupIntent: intent });
      } catch (error) {
        // A replaced intent, or a member already subscribed: nothing to create. Anything else
        // (Stripe, identity down) is retried.
        if (error instanceof AppError && (error.status === 404 || error.status === 409)) return;
        throw error;
      }
      return;
    }
    case 'invoice.paid':
      return applyInvoice(deps, event.created, event.data.object, 'paid');
    case 'invoice.payment_failed':
      return applyInvoice(deps, event.created, event.data.object, 'failed');
    case 'customer.subscription.updated':
      return applySubscription(deps, event.created, event.data.object, false);
    case 'customer.subscription.deleted':
      return applySubscription(deps, event.created, event.data.object, true);
    default:
      return;
  }
}
