import Router from '@koa/router';
import type { Context } from 'koa';
import type { Connection } from 'mongoose';
import type { BillingClientConfig, SubscriptionResponse } from '@ministry/contracts/billing';
import {
  completeSubscriptionSchema,
  subscriptionIntentSchema,
  subscriptionIntervalSchema,
  type CompleteSubscriptionInput,
  type SubscriptionIntentInput,
  type SubscriptionIntervalInput,
} from '@ministry/contracts/billing-input';
import type { BillingInterval, PlanId } from '@ministry/contracts/plans';
import { AppError } from '@ministry/kit/errors';
import { requireUser, sessionUser } from '@ministry/kit/guards';
import { rateLimit } from '@ministry/kit/rate-limit';
import { validate, validated } from '@ministry/kit/validate';
import type { BillingDeps } from './deps';
import { changeInterval } from './interval';
import {
  cancelSubscription,
  completeSubscription,
  createIntent,
  getSubscription,
  openPortal,
} from './service';

function userId(ctx: Context): string {
  const user = sessionUser(ctx);
  if (!user) throw new AppError(401, 'api.unauthorized');
  return user.id;
}

/** Payment intents per member: each is a call to Stripe. */
export const INTENT_LIMIT = { limit: 20, windowMs: 15 * 60 * 1000 };
/** Billing-portal sessions per member, the subscription's and giving's together: each is a Stripe call. */
export const PORTAL_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

/** The kit's limiter on the Stripe portal, per member (one count for both pages that open it). */
export function portalLimit(data: Connection, now: () => number = Date.now) {
  return rateLimit({
    name: 'billing-portal',
    key: (ctx) => sessionUser(ctx)?.id,
    ...PORTAL_LIMIT,
    connection: data,
    now,
    message: 'billing.tooManyPortalSessions',
  });
}

/**
 * The member's subscription. `billing` is null when no Stripe key is configured: the config call
 * says so (the page shows a notice) and every payment call answers 503.
 */
export function billingRouter(
  billing: BillingDeps | null,
  publishableKey: string | null,
  data: Connection,
  now: () => number = Date.now,
): Router {
  const intents = rateLimit({
    name: 'subscription-intent',
    key: (ctx) => sessionUser(ctx)?.id,
    ...INTENT_LIMIT,
    connection: data,
    now,
  });
  const router = new Router();
  const deps = (): BillingDeps => {
    if (!billing) throw new AppError(503, 'billing.unavailable', { expose: true });
    return billing;
  };

  router.get('/api/subscription/config', (ctx) => {
    const body: BillingClientConfig = { publishableKey: billing ? publishableKey : null };
    ctx.body = body;
  });

  router.post(
    '/api/create-subscription-intent',
    requireUser,
    validate('body', subscriptionIntentSchema),
    intents,
    async (ctx) => {
      const { planId, interval } = validated<SubscriptionIntentInput>(ctx.state, 'body');
      ctx.body = await createIntent(deps(), userId(ctx), planId as PlanId, interval as BillingInterval);
    },
  );

  router.get('/api/subscription', requireUser, async (ctx) => {
    const body: SubscriptionResponse = {
      subscription: billing ? await getSubscription(userId(ctx)) : null,
    };
    ctx.body = body;
  });

  router.post(
    '/api/subscription/complete',
    requireUser,
    validate('body', completeSubscriptionSchema),
    async (ctx) => {
      const { setupIntentId } = validated<CompleteSubscriptionInput>(ctx.state, 'body');
      const subscription = await completeSubscription(deps(), setupIntentId, { userId: userId(ctx) });
      const body: SubscriptionResponse = { subscription };
      ctx.body = body;
    },
  );

  router.post('/api/subscription/cancel', requireUser, async (ctx) => {
    const body: SubscriptionResponse = { subscription: await cancelSubscription(deps(), userId(ctx)) };
    ctx.body = body;
  });

  // Monthly ↔ yearly billing of her active subscription, answered with the changed subscription.
  router.post(
    '/api/subscription/interval',
    requireUser,
    validate('body', subscriptionIntervalSchema),
    intents,
    async (ctx) => {
      const { interval } = validated<SubscriptionIntervalInput>(ctx.state, 'body');
      const subscription = await changeInterval(deps(), userId(ctx), interval as BillingInterval);
      const body: SubscriptionResponse = { subscription };
      ctx.body = body;
    },
  );

  router.post('/api/subscription/portal', requireUser, portalLimit(data, now), async (ctx) => {
    ctx.body = await openPortal(deps(), userId(ctx), '/account?tab=subscription');
  });

  return router;
}
