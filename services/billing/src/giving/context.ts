import type { Connection } from 'mongoose';
import Stripe from 'stripe';
import { AppError } from '@ministry/kit/errors';
import type { Logger } from '@ministry/kit/logger';
import type { BillingService } from '../billing/service';
import type { IdentityClient } from '@ministry/kit/identity-client';
import type { GivingConfig } from './config';

/** What every part of giving works with. */
export interface GivingDeps {
  stripe: Stripe;
  identity: IdentityClient;
  /** The member's Stripe customer (shared with subscriptions) and the billing portal. */
  billing: BillingService;
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

/** A Stripe call whose failure becomes a 502 the browser can show (logged with Stripe's detail). */
export async function providerCall<T>(deps: GivingDeps, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      deps.logger.error(`stripe: ${what} failed`, {
        type: error.type,
        code: error.code,
        statusCode: error.statusCode,
        error: error.message,
      });
      throw new AppError(502, 'billing.providerError', { expose: true });
    }
    throw error;
  }
}
