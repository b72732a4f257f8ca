import type { Connection } from 'mongoose';
import type Stripe from 'stripe';
import type { Logger } from '@ministry/kit/logger';
import type { BillingDeps } from '../billing/deps';
import type { IdentityClient } from '@ministry/kit/identity-client';
import type { GivingConfig } from './config';

/** What every part of giving works with. */
export interface GivingDeps {
  stripe: Stripe;
  identity: IdentityClient;
  /** Subscriptions' context: the member's Stripe customer (shared with them) and the billing portal. */
  billing: BillingDeps;
  logger: Logger;
  /** The service's data connection: the outbox and the rate-limit counters. */
  data: Connection;
  siteUrl: string;
  config: GivingConfig;
  /** Declined confirmations of one gift PaymentIntent before the webhook cancels it (CARD_FAILURE_LIMIT). */
  cardFailureLimit?: number;
  /** For tests: the current time. */
  now?: () => number;
}
