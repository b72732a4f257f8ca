import Router from '@koa/router';
import type { Context } from 'koa';
import type { AnyObjectSchema } from 'yup';
import type { Language } from '@ministry/contracts/language';
import { validate, validated } from '@ministry/kit/validate';
import {
  cartAddSchema,
  cartGiftSchema,
  cartPackageSchema,
  cartPlaceSchema,
  cartResourceSchema,
  cartSessionSchema,
  cartUpdateSchema,
  type CartAddRequest,
  type CartItem,
  type CartGiftRequest,
  type CartPackageRequest,
  type CartPlaceRequest,
  type CartResourceRequest,
  type CartSessionRequest,
  type CartUpdateRequest,
} from '@ministry/contracts/cart';
import { AppError } from '@ministry/kit/errors';
import { sessionUser } from '@ministry/kit/guards';
import { requestLanguage } from '@ministry/kit/request-language';
import type { Catalog } from './catalog';
import { cartOwner, mergeVisitorCart } from './owner';
import { addPackage } from './package-add';
import { addSession } from './session-add';
import {
  addGift,
  addPlace,
  addResource,
  addToCart,
  clearCart,
  listCart,
  removeCartItem,
  updateCartItem,
} from './service';

/** The cart a write goes to: a visitor gets one (and its cookie) on her first. */
function writableOwner(ctx: Context): string {
  const owner = cartOwner(ctx, { create: true });
  if (!owner) throw new AppError(500, 'api.internal');
  return owner;
}

/**
 * GET/POST/DELETE /api/cart, POST /api/cart/gift, /api/cart/resource, /api/cart/place and
 * /api/cart/session (her paid counseling session, care's quote: a member's own by its id, or anyone's
 * by its e-mailed link's token), /api/cart/package (a package of sessions: members only), PUT/DELETE
 * /api/cart/:id. Writes answer the whole cart. Gifts, resources and places are named and priced by
 * `catalog` (billing's funds, content's resources, events' quotes).
 */
export function cartRouter(catalog: Catalog): Router {
  const router = new Router({ prefix: '/api/cart' });
  router.use(mergeVisitorCart);

  router.get('/', async (ctx) => {
    const owner = cartOwner(ctx);
    ctx.body = owner ? await listCart(owner, catalog) : [];
  });

  /** POST <path>: one line added (`allowed` first says who may); 201 with the whole cart. */
  const addRoute = <R>(
    path: string,
    schema: AnyObjectSchema,
    add: (owner: string, request: R, catalog: Catalog, language: Language) => Promise<CartItem[]>,
    allowed?: (ctx: Context, request: R) => void,
  ) =>
    router.post(path, validate('body', schema), async (ctx) => {
      const request = validated<R>(ctx.state, 'body');
      allowed?.(ctx, request);
      const owner = writableOwner(ctx);
      ctx.status = 201;
      ctx.body = await add(owner, request, catalog, requestLanguage(ctx));
    });

  addRoute<CartAddRequest>('/', cartAddSchema, addToCart);
  addRoute<CartGiftRequest>('/gift', cartGiftSchema, addGift);
  addRoute<CartResourceRequest>('/resource', cartResourceSchema, addResource);
  addRoute<CartPlaceRequest>('/place', cartPlaceSchema, addPlace);
  addRoute<CartSessionRequest>('/session', cartSessionSchema, addSession, (ctx, request) => {
    // A member's own appointment: members only. By her e-mailed link: a visitor too (her cart's cookie made).
    if (!request.token && !sessionUser(ctx)) throw new AppError(401, 'api.unauthorized');
  });
  addRoute<CartPackageRequest>('/package', cartPackageSchema, addPackage, (ctx) => {
    // A member's only: a visitor is told to sign in (no cart cookie made for her).
    if (!sessionUser(ctx)) throw new AppError(401, 'care.packageSignIn');
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
    ctx.body = await updateCartItem(owner, ctx.params.id ?? '', quantity, catalog);
  });

  router.delete('/:id', async (ctx) => {
    const owner = cartOwner(ctx);
    if (!owner) throw new AppError(404, 'shop.cartItemNotFound');
    ctx.body = await removeCartItem(owner, ctx.params.id ?? '', catalog);
  });

  return router;
}
