import type { Connection } from 'mongoose';
import type Stripe from 'stripe';
import { isPlanId, type PlanId } from '@ministry/contracts/plans';
import type { IdentityClient } from '@ministry/kit/identity-client';
import type { Logger } from '@ministry/kit/logger';
import type { SubscriptionDocument } from './model';

/** What subscriptions work with (one context object, passed to each part). */
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
  /** Where the ministry's published details are read (CONTENT_SERVICE_URL, the kit's ministryDetails). */
  contentServiceUrl: string;
}

/** A stored subscription read as a document, saved after a change. */
export type StoredSubscription = SubscriptionDocument & { save: () => Promise<unknown> };

/** The plan a Stripe price id is for, if one of ours. */
export function planFromPrice(deps: BillingDeps, priceId: string | undefined): PlanId | null {
  const entry = Object.entries(deps.prices).find(([, price]) => price === priceId);
  return entry && isPlanId(entry[0]) ? entry[0] : null;
}

/** Identity's subscription identifier follows the status: set while active, cleared otherwise. */
export async function syncIdentity(deps: BillingDeps, doc: SubscriptionDocument): Promise<void> {
  await deps.identity.setSubscription(doc.userId, doc.status === 'active' ? doc.stripeSubscriptionId : null);
}
