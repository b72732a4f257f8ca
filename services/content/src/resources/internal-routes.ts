import Router from '@koa/router';
import type { ServiceConfig } from '@ministry/kit/config';
import { requireInternalCaller } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import {
  RESOURCE_PURCHASES_PATH,
  resourcePurchaseSchema,
  type ResourcePurchase,
} from '@ministry/contracts/order-settlement';
import { recordPurchase } from './purchases';

/**
 * Service to service (never routed by the gateway), the shop's key only: a paid order's premium
 * resource becomes hers (201, or 200 when it already was).
 */
export function internalResourcePurchaseRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
  now: () => number,
): Router {
  const router = new Router();
  router.post(
    RESOURCE_PURCHASES_PATH,
    requireInternalCaller(config, ['shop']),
    validate('body', resourcePurchaseSchema),
    async (ctx) => {
      const input = validated<ResourcePurchase>(ctx.state, 'body');
      const { purchase, created } = await recordPurchase(input, new Date(now()));
      ctx.status = created ? 201 : 200;
      ctx.body = purchase;
    },
  );
  return router;
}
