import type { Connection } from 'mongoose';
import type Stripe from 'stripe';
import { cardDeclines, type CardDeclines } from '@ministry/kit/card-declines';
import type { Logger } from '@ministry/kit/logger';
import { createRateLimiter } from '@ministry/kit/rate-limit';
import type { BillingDeps } from '../billing/deps';
import type { IdentityClient } from '@ministry/kit/identity-client';
import type { GivingConfig } from './config';

/** The window of every limit against card testing: an hour. */
export const GIFT_LIMIT_WINDOW_MS = 60 * 60 * 1000;

/** The counters against card testing (`limits.ts` reads them), built once with the context. */
export interface GiftLimiters {
  /** Gift intents per client address per hour. */
  perClient: ReturnType<typeof createRateLimiter>;
  /** Gift intents per e-mail per hour. */
  perEmail: ReturnType<typeof createRateLimiter>;
  /** Declined gift payments, per intent, donor and client address. */
  declines: CardDeclines;
}

/** What every part of giving works with (one context object, built once in `app.ts`). */
export interface GivingDeps {
  stripe: Stripe;
  identity: IdentityClient;
  /** Subscriptions' context: the member's Stripe customer (shared with them) and the billing portal. */
  billing: BillingDeps;
  logger: Logger;
  /** The service's data connection: the outbox and the rate-limit counters. */
  data: Connection;
  siteUrl: string;
  /** Where the ministry's published details are read (CONTENT_SERVICE_URL, the kit's ministryDetails). */
  contentServiceUrl: string;
  config: GivingConfig;
  limiters: GiftLimiters;
  /** Declined confirmations of one gift PaymentIntent before the webhook cancels it (CARD_FAILURE_LIMIT). */
  cardFailureLimit: number;
  /** The current time (tests may set it). */
  now: () => number;
}

/**
 * The counters, over the service's data connection: the intents' hourly windows by the context's
 * clock; the declines by the real one, like the times of Stripe's events they are recorded at.
 */
export function giftLimiters(data: Connection, config: GivingConfig, now: () => number): GiftLimiters {
  const limiter = (name: string, limit: number) =>
    createRateLimiter({ name, limit, windowMs: GIFT_LIMIT_WINDOW_MS, connection: data, now });
  return {
    perClient: limiter('gift-intent-client', config.clientLimit),
    perEmail: limiter('gift-intent-email', config.emailLimit),
    declines: cardDeclines(data, 'gift_card_declines'),
  };
}
