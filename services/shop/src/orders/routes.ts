import Router from '@koa/router';
import { checkoutSchema, type CheckoutRequest, type ShopSettings } from '@ministry/contracts/checkout';
import { ORDER_NUMBER_PATTERN } from '@ministry/contracts/order';
import { AppError } from '@ministry/kit/errors';
import { requireUser, sessionUser } from '@ministry/kit/guards';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { memberOwner, mergeVisitorCart } from '../cart/owner';
import { checkoutLimits, checkoutState } from './checkout-limits';
import type { OrdersContext } from './context';
import { listOrders, ownOrder, placeOrder } from './service';

/**
 * GET /api/shop/settings (anyone), POST /api/checkout (members, limited: checkout-limits.ts), GET /api/orders and
 * GET /api/orders/:orderNumber (the member's own).
 */
export function ordersRouter(context: OrdersContext): Router {
  const router = new Router();

  router.get('/api/shop/settings', (ctx) => {
    const settings: ShopSettings = {
      shippingFlatCents: context.config.shipping.flatCents,
      freeShippingFromCents: context.config.shipping.freeFromCents,
      publishableKey: context.config.stripe?.publishableKey ?? null,
    };
    ctx.body = settings;
  });

  router.post(
    '/api/checkout',
    requireUser,
    mergeVisitorCart,
    validate('body', checkoutSchema),
    ...checkoutLimits(context),
    async (ctx) => {
      const user = sessionUser(ctx)!;
      // The browser sends one key per checkout attempt: a double submit is then one order.
      const response = await placeOrder(
        context,
        user.id,
        memberOwner(user.id),
        validated<CheckoutRequest>(ctx.state, 'body'),
        {
          idempotencyKey: checkoutState(ctx).idempotencyKey,
          sentAgain: checkoutState(ctx).checkoutRetry,
          language: requestLanguage(ctx),
          placedBy: user.username,
          clientAddress: ctx.ip,
        },
      );
      ctx.status = 201;
      ctx.body = response;
    },
  );

  router.get('/api/orders', requireUser, mergeVisitorCart, async (ctx) => {
    ctx.body = await listOrders(sessionUser(ctx)!.id);
  });

  router.get('/api/orders/:orderNumber', requireUser, async (ctx) => {
    const orderNumber = ctx.params.orderNumber ?? '';
    if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new AppError(404, 'order.notFound');
    ctx.body = await ownOrder(sessionUser(ctx)!.id, orderNumber);
  });

  return router;
}
