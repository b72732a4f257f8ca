import type { Connection } from 'mongoose';
import type Stripe from 'stripe';
import { createServiceApp, type ServiceApp } from '@ministry/kit/app';
import { createLogger } from '@ministry/kit/logger';
import { billingRouter } from './billing/routes';
import { BillingService } from './billing/service';
import type { BillingConfig } from './config';
import { identityClient } from './identity/client';
import { createStripeClient } from './stripe-client';
import { webhookRouter } from './webhooks/routes';

export interface BillingApp extends ServiceApp {
  stripe: Stripe | null;
}

export function createApp(
  config: BillingConfig,
  connections: { data: Connection; sessions: Connection },
): BillingApp {
  const logger = createLogger('billing', config.logLevel);
  const stripe = config.stripe ? createStripeClient(config.stripe) : null;
  const identity = identityClient(config.identityInternalUrl, config.internalApiKey);
  const service =
    stripe && config.stripe
      ? new BillingService({
          stripe,
          identity,
          prices: config.stripe.prices,
          logger,
          outbox: connections.data,
          siteUrl: config.siteUrl,
        })
      : null;
  if (!stripe) logger.warn('STRIPE_SECRET_KEY is not set: subscriptions are unavailable');
  const built = createServiceApp({
    name: 'billing',
    config,
    ...connections,
    logger,
    routers: [
      billingRouter(service, config.stripe?.publishableKey ?? null, connections.data),
      webhookRouter(stripe, config.stripe?.webhookSecret ?? '', service, logger),
    ],
  });
  return { ...built, stripe };
}
