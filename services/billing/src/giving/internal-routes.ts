import Router from '@koa/router';
import type { ServiceConfig } from '@ministry/kit/config';
import { requireInternalCaller } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import {
  ORDER_GIFTS_PATH,
  orderGiftRefundSchema,
  orderGiftSchema,
  type OrderGift,
} from '@ministry/contracts/order-settlement';
import { recordOrderGift, refundOrderGift } from './order-gifts';

/**
 * Service to service (never routed by the gateway), the shop's key only: a paid order's gift line
 * becomes a gift (201, or 200 when it already was), and the line's refunds reach it. Neither needs
 * Stripe: the shop's order was the payment.
 */
export function internalOrderGiftRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
): Router {
  const router = new Router({ prefix: ORDER_GIFTS_PATH });
  router.use(requireInternalCaller(config, ['shop']));

  router.post('/', validate('body', orderGiftSchema), async (ctx) => {
    const { gift, created } = await recordOrderGift(validated<OrderGift>(ctx.state, 'body'));
    ctx.status = created ? 201 : 200;
    ctx.body = gift;
  });

  router.post('/:key/refund', validate('body', orderGiftRefundSchema), async (ctx) => {
    const { amountCents } = validated<{ amountCents: number }>(ctx.state, 'body');
    ctx.body = await refundOrderGift(ctx.params.key!, amountCents);
  });

  return router;
}
