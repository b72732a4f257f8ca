import Router from '@koa/router';
import { requireUser, sessionUser } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { checkoutSchema, type CheckoutRequest } from '@ministry/contracts/checkout';
import { memberOwner, mergeVisitorCart } from '../cart/owner';
import { listOrders, placeOrder } from './service';

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
      ctx.status = 201;
      ctx.body = await placeOrder(
        user.id,
        memberOwner(user.id),
        validated<CheckoutRequest>(ctx.state, 'body'),
      );
    },
  );

  router.get('/api/orders', requireUser, mergeVisitorCart, async (ctx) => {
    ctx.body = await listOrders(sessionUser(ctx)!.id);
  });

  return router;
}
