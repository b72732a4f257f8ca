import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { checkoutSchema, type CheckoutRequest, type ShopSettings } from '@ministry/contracts/checkout';
import { ORDER_NUMBER_PATTERN } from '@ministry/contracts/order';
import { AppError } from '@ministry/kit/errors';
import { requireUser, sessionUser } from '@ministry/kit/guards';
import { IdentityUnavailable } from '@ministry/kit/identity-client';
import { errorFields } from '@ministry/kit/logger';
import { recipientLanguage } from '@ministry/kit/recipient-language';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { cartOwner, memberOwner, mergeVisitorCart } from '../cart/owner';
import { guestCheckoutAllowed } from './buyer';
import { checkoutLimits, checkoutState } from './checkout-limits';
import type { OrdersContext } from './context';
import { listOrders, ownOrder, visitorOrder } from './own-orders';
import { placeOrder } from './service';

/**
 * The language of her order's e-mails, by the kit's rule for a member: her saved preference, asked of
 * identity. Identity not configured (other services' tests) or not answering, or a visitor's guest
 * checkout: the checkout's own language, so a checkout never fails for it.
 */
async function buyerLanguage(context: OrdersContext, ctx: Context, userId: string | null) {
  if (context.identity && userId) {
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
 * Who checks out: the signed-in member (requireUser's rules), or a signed-out visitor whose cart is
 * not empty and holds paid sessions only (guest checkout, buyer.ts); any other visitor: 401.
 */
const checkoutBuyer: Middleware = async (ctx, next) => {
  const user = sessionUser(ctx);
  if (user) {
    checkoutState(ctx).buyer = { userId: user.id, owner: memberOwner(user.id) };
    return requireUser(ctx, next);
  }
  const owner = cartOwner(ctx);
  if (!owner || !(await guestCheckoutAllowed(owner))) throw new AppError(401, 'api.unauthorized');
  checkoutState(ctx).buyer = { userId: null, owner };
  await next();
};

/** A member's order by her account (requireUser's rules); a visitor's guest order by her cart cookie. */
const orderReader: Middleware = async (ctx, next) => {
  if (sessionUser(ctx)) return requireUser(ctx, next);
  if (!cartOwner(ctx)) throw new AppError(401, 'api.unauthorized');
  await next();
};

/**
 * GET /api/shop/settings (anyone), POST /api/checkout (members, and visitors with a cart of sessions
 * only; limited: checkout-limits.ts), GET /api/orders (the member's own) and GET
 * /api/orders/:orderNumber (the member's own, or a visitor's guest order by her cart cookie).
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
    checkoutBuyer,
    mergeVisitorCart,
    validate('body', checkoutSchema),
    ...checkoutLimits(context),
    async (ctx) => {
      const user = sessionUser(ctx);
      const buyer = checkoutState(ctx).buyer!;
      // The browser sends one key per checkout attempt: a double submit is then one order.
      const response = await placeOrder(
        context,
        buyer.userId,
        buyer.owner,
        validated<CheckoutRequest>(ctx.state, 'body'),
        {
          idempotencyKey: checkoutState(ctx).idempotencyKey,
          sentAgain: checkoutState(ctx).checkoutRetry,
          language: await buyerLanguage(context, ctx, buyer.userId),
          placedBy: user?.username ?? 'visitor',
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

  router.get('/api/orders/:orderNumber', orderReader, async (ctx) => {
    const orderNumber = ctx.params.orderNumber ?? '';
    if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new AppError(404, 'order.notFound');
    const user = sessionUser(ctx);
    // Her cart cookie is kept after checkout (only its lines go once paid): the completion page reads so.
    ctx.body = user ? await ownOrder(user.id, orderNumber) : await visitorOrder(cartOwner(ctx)!, orderNumber);
  });

  return router;
}
