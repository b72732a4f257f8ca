import { timingSafeEqual } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { isAdminUser, isEventEditorUser, type UserRole } from '@ministry/contracts/user';
import { AppError } from './errors';
import type { SessionUser } from './session';

/** The signed-in user from the shared session, or null. */
export function sessionUser(ctx: Context): SessionUser | null {
  const user = ctx.session?.user as SessionUser | undefined;
  return user?.id ? user : null;
}

/** The signed-in user: 401 when signed out, 403 while a bootstrap password must first be changed. */
function signedIn(ctx: Context, passwordChangeDue: 'refuse' | 'allow' = 'refuse'): SessionUser {
  const user = sessionUser(ctx);
  if (!user) throw new AppError(401, 'api.unauthorized');
  if (user.mustChangePassword && passwordChangeDue === 'refuse')
    throw new AppError(403, 'auth.passwordChangeRequired');
  return user;
}

export const requireUser: Middleware = async (ctx, next) => {
  signedIn(ctx);
  await next();
};

/** Signed in, even with the first password still to change: for changing it. */
export const requireSignedIn: Middleware = async (ctx, next) => {
  signedIn(ctx, 'allow');
  await next();
};

/** 401 when signed out, 403 when the user's role is not allowed. */
export function requireRole(check: (user: SessionUser) => boolean): Middleware {
  return async (ctx, next) => {
    if (!check(signedIn(ctx))) throw new AppError(403, 'api.forbidden');
    await next();
  };
}

export const requireAdmin = requireRole((user) =>
  isAdminUser({ role: user.role as UserRole, username: user.username }),
);

export const requireEventEditor = requireRole((user) =>
  isEventEditorUser({
    role: user.role as UserRole,
    username: user.username,
    canManageEvents: user.canManageEvents,
  }),
);

export const INTERNAL_KEY_HEADER = 'X-Internal-Key';

/** Service-to-service calls: the shared INTERNAL_API_KEY, compared in constant time. */
export function requireInternalKey(expected: string): Middleware {
  const expectedBytes = Buffer.from(expected);
  return async (ctx, next) => {
    const given = Buffer.from(ctx.get(INTERNAL_KEY_HEADER));
    if (!expected || given.length !== expectedBytes.length || !timingSafeEqual(given, expectedBytes)) {
      throw new AppError(403, 'api.forbidden');
    }
    await next();
  };
}
