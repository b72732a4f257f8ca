import Router from '@koa/router';
import type { Context } from 'koa';
import { checkoutSchema, type CheckoutRequest, type ShopSettings } from '@ministry/contracts/checkout';
import { ORDER_NUMBER_PATTERN } from '@ministry/contracts/order';
import { AppError } from '@ministry/kit/errors';
import { requireUser, sessionUser } from '@ministry/kit/guards';
import { IdentityUnavailable } from '@ministry/kit/identity-client';
import { errorFields } from '@ministry/kit/logger';
import { recipientLanguage } from '@ministry/kit/recipient-language';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { memberOwner, mergeVisitorCart } from '../cart/owner';
import { checkoutLimits, checkoutState } from './checkout-limits';
import type { OrdersContext } from './context';
import { listOrders, ownOrder, placeOrder } from './service';

/**
 * The language of her order's e-mails, by the kit's rule for a member: her saved preference, asked of
 * identity. Identity not configured (other services' tests) or not answering: the checkout's own
 * language, so a checkout never fails for it.
 */
async function buyerLanguage(context: OrdersContext, ctx: Context, userId: string) {
  if (context.identity) {
    try {
      return recipientLanguage({ member: await context.identity.getMember(userId) });
    } catch (error) {
      if (!(error instanceof IdentityUnavailable)) throw error;
      context.logger.warn('shop: identity did not answer; the order is e-mailed in the checkout language', {
        userId,
        ...errorFields(error),
      });
    }
  }
  return recipientLanguage({ visitor: requestLanguage(ctx) });
}

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
          language: await buyerLanguage(context, ctx, user.id),
          placedBy: user.username,
          clientAddress: ctx.ip,
          requestLanguage: requestLanguage(ctx),
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
