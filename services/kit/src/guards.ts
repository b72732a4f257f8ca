import { timingSafeEqual } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import {
  isAdminUser,
  isContentEditorUser,
  isEventEditorUser,
  isFinanceUser,
  type UserRole,
} from '@ministry/contracts/user';
import type { ServiceConfig } from './config';
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

/**
 * Donors' records: admins an admin gave the finance permission. Put after `requireAdmin` (a member
 * still gets api.forbidden); an admin without it is told why.
 */
export const requireFinance: Middleware = async (ctx, next) => {
  const user = signedIn(ctx);
  if (!isFinanceUser({ role: user.role as UserRole, username: user.username, finance: user.finance }))
    throw new AppError(403, 'api.financeOnly');
  await next();
};

export const requireEventEditor = requireRole((user) =>
  isEventEditorUser({
    role: user.role as UserRole,
    username: user.username,
    canManageEvents: user.canManageEvents,
  }),
);

/** Admins and content editors: the site's own words, people and pictures. */
export const requireContentEditor = requireRole((user) =>
  isContentEditorUser({ role: user.role as UserRole, username: user.username }),
);

export const INTERNAL_KEY_HEADER = 'X-Internal-Key';

/**
 * Service-to-service calls: the `X-Internal-Key` must be the key of one of the services allowed to call
 * this route (`config.internalCallerKeys`), compared in constant time; `ctx.state.internalCaller` then
 * names it. A key of a service not in `callers` opens nothing here. In production a caller without a
 * configured key stops the service at start; elsewhere it falls back to the service's own
 * development key.
 */
export function requireInternalCaller(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
  callers: string[],
): Middleware {
  const keys = callers.map((caller) => {
    const key =
      config.internalCallerKeys[caller] ?? (config.nodeEnv === 'production' ? '' : config.internalApiKey);
    if (!key) throw new Error(`INTERNAL_CALLER_KEYS has no key for ${caller}, which calls this service`);
    return { caller, key: Buffer.from(key) };
  });
  return async (ctx, next) => {
    const given = Buffer.from(ctx.get(INTERNAL_KEY_HEADER));
    const match = keys.find(({ key }) => given.length === key.length && timingSafeEqual(given, key));
    if (!match) throw new AppError(403, 'api.forbidden');
    ctx.state.internalCaller = match.caller;
    await next();
  };
}
