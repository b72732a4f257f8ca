import type { Connection } from 'mongoose';
import type Stripe from 'stripe';
import { createServiceApp, type ServiceApp } from '@ministry/kit/app';
import { createLogger } from '@ministry/kit/logger';
import { createStripeClient, DEFAULT_CARD_FAILURE_LIMIT } from '@ministry/kit/stripe';
import { billingRouter } from './billing/routes';
import type { BillingDeps } from './billing/deps';
import { handleSubscriptionEvent } from './billing/events';
import { internalSubscriptionRouter } from './billing/internal-routes';
import { standInYearlyPrices, type BillingConfig } from './config';
import { adminGivingRouter } from './giving/admin-routes';
import { financeGivingRouter } from './giving/finance-routes';
import { DEVELOPMENT_GIVING } from './giving/config';
import { giftLimiters, type GivingDeps } from './giving/context';
import { internalOrderGiftRouter } from './giving/internal-routes';
import { givingRouter } from './giving/routes';
import { handleGivingEvent } from './giving/webhook';
import { adminPrayerGroupRouter } from './prayer-group/admin-routes';
import { prayerGroupRouter } from './prayer-group/routes';
import { billingExportRouter } from './privacy/export-routes';
import { billingForgetRouter } from './privacy/forget-routes';
import { adminSystemRouter } from './system/routes';
import { audienceRouter } from './audience/routes';
import { identityClient } from '@ministry/kit/identity-client';
import { dispatchByKind, shopForwarder } from './webhooks/dispatch';
import { webhookRouter } from './webhooks/routes';

export interface BillingApp extends ServiceApp {
  stripe: Stripe | null;
}

export interface BillingAppOptions {
  /** For tests: the current time (the limits' windows, giving's dates). */
  now?: () => number;
}

export function createApp(
  config: BillingConfig,
  connections: { data: Connection; sessions: Connection },
  options: BillingAppOptions = {},
): BillingApp {
  const now = options.now ?? Date.now;
  const logger = createLogger('billing', config.logLevel);
  const stripe = config.stripe ? createStripeClient(config.stripe, 'ministry-billing') : null;
  const identity = identityClient({
    url: config.identityInternalUrl,
    internalApiKey: config.internalApiKey,
    unavailableMessage: 'billing.accountUnavailable',
  });
  const billing: BillingDeps | null =
    stripe && config.stripe
      ? {
          stripe,
          identity,
          prices: config.stripe.prices,
          yearlyPrices: config.stripe.yearlyPrices ?? standInYearlyPrices(),
          logger,
          outbox: connections.data,
          siteUrl: config.siteUrl,
          contentServiceUrl: config.contentServiceUrl,
        }
      : null;
  const givingConfig = config.giving ?? DEVELOPMENT_GIVING;
  const giving: GivingDeps | null =
    stripe && billing
      ? {
          stripe,
          identity,
          billing,
          logger,
          data: connections.data,
          siteUrl: config.siteUrl,
          contentServiceUrl: config.contentServiceUrl,
          config: givingConfig,
          limiters: giftLimiters(connections.data, givingConfig, now),
          cardFailureLimit: config.stripe?.cardFailureLimit ?? DEFAULT_CARD_FAILURE_LIMIT,
          now,
        }
      : null;
  const handle =
    billing && giving
      ? dispatchByKind({
          order: shopForwarder(config.shopInternalUrl, config.internalApiKey),
          gift: (event) => handleGivingEvent(giving, event),
          plan: (event) => handleSubscriptionEvent(billing, event),
        })
      : null;
  if (!stripe) logger.warn('STRIPE_SECRET_KEY is not set: subscriptions are unavailable');
  const built = createServiceApp({
    name: 'billing',
    config,
    ...connections,
    logger,
    routers: [
      billingRouter(billing, config.stripe?.publishableKey ?? null, connections.data, now),
      webhookRouter(stripe, config.stripe?.webhookSecret ?? '', handle, logger, connections.data),
      givingRouter(giving, config.stripe?.publishableKey ?? null, connections.data, now),
      prayerGroupRouter(),
      adminPrayerGroupRouter(),
      adminGivingRouter(giving),
      financeGivingRouter(giving),
      adminSystemRouter(connections.data),
      // Service to service (never routed by the gateway): care reads a member's plan and period; the
      // shop records a paid order's gift lines and their refunds.
      internalSubscriptionRouter(config),
      internalOrderGiftRouter(config),
      billingExportRouter(config, connections.data),
      billingForgetRouter(config, stripe),
      audienceRouter(config),
    ],
  });
  return { ...built, stripe };
}
