import Router from '@koa/router';
import { AppError } from '@ministry/kit/errors';
import { requireUser, sessionUser } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { checkoutSchema, type CheckoutRequest } from '@ministry/contracts/checkout';
import { memberOwner, mergeVisitorCart } from '../cart/owner';
import { listOrders, placeOrder } from './service';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** POST /api/checkout (members only) and GET /api/orders (the member's own). */
export function ordersRouter(): Router {
  const router = new Router();

  router.post(
    '/api/checkout',
    requireUser,
    mergeVisitorCart,
    validate('body', checkoutSchema),
    async (ctx) => {
      const user = sessionUser(ctx)!;
      // The browser sends one key per checkout attempt: a double submit is then one order.
      const idempotencyKey = ctx.get('Idempotency-Key') || undefined;
      if (idempotencyKey && !IDEMPOTENCY_KEY.test(idempotencyKey))
        throw new AppError(400, 'api.invalidInput');
      ctx.status = 201;
      ctx.body = await placeOrder(
        user.id,
        memberOwner(user.id),
        validated<CheckoutRequest>(ctx.state, 'body'),
        {
          idempotencyKey,
        },
      );
    },
  );

  router.get('/api/orders', requireUser, mergeVisitorCart, async (ctx) => {
    ctx.body = await listOrders(sessionUser(ctx)!.id);
  });

  return router;
}
