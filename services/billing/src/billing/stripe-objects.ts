import type Stripe from 'stripe';
import type { SubscriptionStatus, SubscriptionSummary } from '@ministry/contracts/billing';
import {
  DEFAULT_BILLING_INTERVAL,
  isBillingInterval,
  type BillingInterval,
  type PlanId,
} from '@ministry/contracts/plans';
import type { SubscriptionDocument } from './model';

/** What Stripe's objects say, read the same way across API versions, and what the browser is shown. */

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

/** How often the subscription bills: its (first) item's price `recurring.interval`, when month or year. */
export function priceInterval(subscription: Stripe.Subscription): BillingInterval | null {
  const interval = subscription.items?.data?.[0]?.price?.recurring?.interval;
  return isBillingInterval(interval) ? interval : null;
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
    interval: isBillingInterval(doc.interval) ? doc.interval : DEFAULT_BILLING_INTERVAL,
  };
}

/** A subscription the member has (paid, or a renewal being retried). */
export const LIVE_STATUSES: readonly string[] = ['active', 'past_due'];
