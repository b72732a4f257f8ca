import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { sessionUser } from '@ministry/kit/guards';
import { mergeCarts } from './service';

/**
 * Whose cart a request uses: a signed-in member's (by user id), else the visitor's, identified by a
 * random id in the shared session (session.cartId). A visitor gets one on the first cart change only,
 * so merely looking at an empty cart creates no session.
 */
export function cartOwner(ctx: Context, options: { create?: boolean } = {}): string | null {
  const user = sessionUser(ctx);
  if (user) return memberOwner(user.id);
  const cartId = ctx.session?.cartId as unknown;
  if (typeof cartId === 'string' && cartId) return visitorOwner(cartId);
  if (!options.create || !ctx.session) return null;
  const created = randomUUID();
  ctx.session.cartId = created;
  return visitorOwner(created);
}

export const memberOwner = (userId: string) => `user:${userId}`;
export const visitorOwner = (cartId: string) => `visitor:${cartId}`;

/**
 * At login the identity service keeps the session's other keys, cartId among them. The first shop
 * request that sees both a user and a cartId moves the visitor's cart into the member's and forgets
 * the cartId, so it happens once.
 */
export const mergeVisitorCart: Middleware = async (ctx, next) => {
  const user = sessionUser(ctx);
  const cartId = ctx.session?.cartId as unknown;
  if (user && ctx.session && typeof cartId === 'string' && cartId) {
    await mergeCarts(visitorOwner(cartId), memberOwner(user.id));
    delete ctx.session.cartId;
  }
  await next();
};
