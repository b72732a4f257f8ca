import Router from '@koa/router';
import { object, string } from 'yup';
import type { ServiceConfig } from '@ministry/kit/config';
import { AppError } from '@ministry/kit/errors';
import { requireInternalCaller } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { SubscriptionModel } from './model';

/** One calendar month before `end` (UTC), the day clamped to that month's length (Mar 31 → Feb 28). */
export function monthBefore(end: Date): Date {
  const year = end.getUTCFullYear();
  const month = end.getUTCMonth() - 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const start = new Date(end);
  start.setUTCFullYear(year, month, Math.min(end.getUTCDate(), lastDay));
  return start;
}

const userParams = object({ userId: string().trim().required().max(100) });

/**
 * `GET /internal/subscriptions/:userId`, for the care service (plan credits), content (a member's message
 * answered within 24 hours) and the events service (the
 * plan perks and discount on paid places): her subscription's plan,
 * status and billing period, or 404 when she has none. Billing stores the period's end only
 * (`currentPeriodEnd`, from Stripe); plans are billed monthly, so the period's start is that end less
 * one calendar month (in UTC, as Stripe counts it). Both are null while Stripe has not told the end.
 */
export function internalSubscriptionRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
): Router {
  const router = new Router({ prefix: '/internal/subscriptions' });
  router.get(
    '/:userId',
    requireInternalCaller(config, ['care', 'content', 'events', 'shop']),
    validate('params', userParams),
    async (ctx) => {
      const { userId } = validated<{ userId: string }>(ctx.state, 'params');
      const subscription = await SubscriptionModel.findOne({ userId }).lean();
      if (!subscription) throw new AppError(404, 'api.notFound');
      const end = subscription.currentPeriodEnd ?? null;
      ctx.body = {
        planId: subscription.planId,
        status: subscription.status,
        currentPeriodStart: end ? monthBefore(end).toISOString() : null,
        currentPeriodEnd: end ? end.toISOString() : null,
      };
    },
  );
  return router;
}
