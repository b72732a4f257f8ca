import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { sessionUser } from '@ministry/kit/guards';
import { SESSION_MAX_AGE_MS } from '@ministry/kit/session';
import { mergeCarts } from './service';

/**
 * A visitor's cart is named by a random id in a signed cookie of the shop's own: the shared session
 * store is written by the identity service alone, so the shop keeps nothing there.
 */
export const CART_COOKIE = 'ministry.cart';
const CART_ID = /^[0-9a-f-]{36}$/;

function visitorCartId(ctx: Context): string | null {
  const id = ctx.cookies.get(CART_COOKIE, { signed: true });
  return id && CART_ID.test(id) ? id : null;
}

function setCartCookie(ctx: Context, id: string | null): void {
  ctx.cookies.set(CART_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/api',
    maxAge: id ? SESSION_MAX_AGE_MS : 0,
  });
}

/**
 * Whose cart a request uses: a signed-in member's (by user id), else the visitor's. A visitor gets a
 * cart id on her first cart change only, so merely looking at an empty cart sets no cookie.
 */
export function cartOwner(ctx: Context, options: { create?: boolean } = {}): string | null {
  const user = sessionUser(ctx);
  if (user) return memberOwner(user.id);
  const cartId = visitorCartId(ctx);
  if (cartId) return visitorOwner(cartId);
  if (!options.create) return null;
  const created = randomUUID();
  setCartCookie(ctx, created);
  return visitorOwner(created);
}

export const memberOwner = (userId: string) => `user:${userId}`;
export const visitorOwner = (cartId: string) => `visitor:${cartId}`;

/**
 * The first shop request that sees a signed-in member with a visitor's cart cookie (she filled the
 * cart, then signed in) moves that cart into hers and clears the cookie, so it happens once.
 */
export const mergeVisitorCart: Middleware = async (ctx, next) => {
  const user = sessionUser(ctx);
  const cartId = user && visitorCartId(ctx);
  if (user && cartId) {
    await mergeCarts(visitorOwner(cartId), memberOwner(user.id));
    setCartCookie(ctx, null);
  }
  await next();
};
