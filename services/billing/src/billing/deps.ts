import type { Connection } from 'mongoose';
import type Stripe from 'stripe';
import { BILLING_INTERVALS, isPlanId, type BillingInterval, type PlanId } from '@ministry/contracts/plans';
import type { IdentityClient } from '@ministry/kit/identity-client';
import type { Logger } from '@ministry/kit/logger';
import type { SubscriptionDocument } from './model';

/** What subscriptions work with (one context object, passed to each part). */
export interface BillingDeps {
  stripe: Stripe;
  identity: IdentityClient;
  /** Stripe price id of each plan, billed monthly. */
  prices: Record<PlanId, string>;
  /** Stripe price id of each plan, billed yearly. */
  yearlyPrices: Record<PlanId, string>;
  logger: Logger;
  /** The service's data connection, whose outbox the member's e-mails go into. */
  outbox: Connection;
  /** The site's public address (SITE_URL), for the links in those e-mails. */
  siteUrl: string;
  /** Where the ministry's published details are read (CONTENT_SERVICE_URL, the kit's ministryDetails). */
  contentServiceUrl: string;
}

/** A stored subscription read as a document, saved after a change. */
export type StoredSubscription = SubscriptionDocument & { save: () => Promise<unknown> };

/** The Stripe price id of a plan at an interval. */
export function priceFor(deps: BillingDeps, planId: PlanId, interval: BillingInterval): string {
  return (interval === 'year' ? deps.yearlyPrices : deps.prices)[planId];
}

/** The plan a Stripe price id is for, and how often it bills, if one of ours (monthly or yearly). */
export function planOfPrice(
  deps: BillingDeps,
  priceId: string | undefined,
): { planId: PlanId; interval: BillingInterval } | null {
  if (!priceId) return null;
  for (const interval of BILLING_INTERVALS)
    for (const planId of Object.keys(deps.prices))
      if (isPlanId(planId) && priceFor(deps, planId, interval) === priceId) return { planId, interval };
  return null;
}

/** Identity's subscription identifier follows the status: set while active, cleared otherwise. */
export async function syncIdentity(deps: BillingDeps, doc: SubscriptionDocument): Promise<void> {
  await deps.identity.setSubscription(doc.userId, doc.status === 'active' ? doc.stripeSubscriptionId : null);
}
