import type { BillingInterval, PlanId } from './plans';

/**
 * Subscriptions through the card payment provider (Stripe), shared by the billing service and the
 * account remote. The flow is SetupIntent-first: the browser confirms a SetupIntent for the chosen
 * plan, then the service creates the subscription with that payment method (on the return page's
 * call or the `setup_intent.succeeded` webhook, whichever comes first).
 */

/** Where the payment provider sends the browser back after confirming. */
export const SUBSCRIPTION_RETURN_PATH = '/subscription-success';

/**
 * What the site stores and shows: `incomplete` until the first payment succeeds, then `active`,
 * `past_due` while a renewal payment is failing, `canceled` once it ended.
 */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The member's subscription as `GET /api/subscription` returns it. */
export interface SubscriptionSummary {
  planId: PlanId;
  status: SubscriptionStatus;
  /** ISO date-time of the next billing date (the end of the paid period), when known. */
  currentPeriodEnd: string | null;
  /** The member cancelled: it stays active until `currentPeriodEnd`, then ends. */
  cancelAtPeriodEnd: boolean;
  /** Billed monthly or yearly (the interval of its Stripe price). */
  interval: BillingInterval;
}

export interface SubscriptionResponse {
  subscription: SubscriptionSummary | null;
}

/** `GET /api/subscription/config`: the publishable key, served at runtime (null: payments are off). */
export interface BillingClientConfig {
  publishableKey: string | null;
}

/** `POST /api/create-subscription-intent` answer. */
export interface SubscriptionIntentResponse {
  clientSecret: string;
}

/** `POST /api/subscription/portal` answer: the provider's self-service billing page. */
export interface BillingPortalResponse {
  url: string;
}

/** A SetupIntent id as the provider writes it into the return URL (`setup_intent=seti_...`). */
export const SETUP_INTENT_ID_PATTERN = /^seti_[A-Za-z0-9]{1,200}$/;
