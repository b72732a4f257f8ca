import type { Middleware } from 'koa';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF): a browser always sends Origin
 * (or at least Referer) on such requests, and it must name this site or an allowed origin.
 * Requests with neither header come from non-browser clients (webhooks, scripts) and pass.
 */
export function sameOriginWrites(allowedOrigins: string[]): Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const source = ctx.get('Origin') || ctx.get('Referer');
      // Koa 3's ctx.origin echoes the Origin header, so the site's own origin is rebuilt from protocol and host.
      if (source && !isAllowed(source, `${ctx.protocol}://${ctx.host}`, allowedOrigins))
        throw new AppError(403, 'api.crossOrigin');
    }
    await next();
  };
}

function isAllowed(source: string, ownOrigin: string, allowedOrigins: string[]): boolean {
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    return false;
  }
  return origin === ownOrigin || allowedOrigins.includes(origin);
}
