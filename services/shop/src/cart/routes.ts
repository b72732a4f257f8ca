import Router from '@koa/router';
import { validate, validated } from '@ministry/kit/validate';
import {
  cartAddSchema,
  cartUpdateSchema,
  type CartAddRequest,
  type CartUpdateRequest,
} from '@ministry/contracts/cart';
import { AppError } from '@ministry/kit/errors';
import { cartOwner, mergeVisitorCart } from './owner';
import { addToCart, clearCart, listCart, removeCartItem, updateCartItem } from './service';

/** GET/POST/DELETE /api/cart and PUT/DELETE /api/cart/:id. Writes answer the whole cart. */
export function cartRouter(): Router {
  const router = new Router({ prefix: '/api/cart' });
  router.use(mergeVisitorCart);

  router.get('/', async (ctx) => {
    const owner = cartOwner(ctx);
    ctx.body = owner ? await listCart(owner) : [];
  });

  router.post('/', validate('body', cartAddSchema), async (ctx) => {
    const owner = cartOwner(ctx, { create: true });
    if (!owner) throw new AppError(500, 'api.internal');
    ctx.status = 201;
    ctx.body = await addToCart(owner, validated<CartAddRequest>(ctx.state, 'body'));
  });

  router.delete('/', async (ctx) => {
    const owner = cartOwner(ctx);
    if (owner) await clearCart(owner);
    ctx.body = [];
  });

  router.put('/:id', validate('body', cartUpdateSchema), async (ctx) => {
    const owner = cartOwner(ctx);
    if (!owner) throw new AppError(404, 'shop.cartItemNotFound');
    const { quantity } = validated<CartUpdateRequest>(ctx.state, 'body');
    ctx.body = await updateCartItem(owner, ctx.params.id ?? '', quantity);
  });

  router.delete('/:id', async (ctx) => {
    const owner = cartOwner(ctx);
    if (!owner) throw new AppError(404, 'shop.cartItemNotFound');
    ctx.body = await removeCartItem(owner, ctx.params.id ?? '');
  });

  return router;
}
