import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';

const NO_STORE = 'no-store';
/**
 * Catalogue reads are the same for every visitor, but an admin's edit must show on the next read, so
 * every use revalidates (no max-age, no stale-while-revalidate): a 304 then costs the query but no
 * body on the wire and no parse in the browser.
 */
const SHARED_REVALIDATE = 'public, no-cache';
/** The same, when this answer also sets a session cookie: no shared cache may keep that cookie. */
const PRIVATE_REVALIDATE = 'private, no-cache';

/**
 * Installed once by createServiceApp, outside the session middleware so it sees the session's cookie:
 * every answer is `no-store` unless its route opted in with `cacheable`. An opted-in 200 to a GET gets
 * a strong ETag hashed from its body and becomes a 304 when the request's If-None-Match names it.
 */
export function httpCache(): Middleware {
  return async (ctx, next) => {
    ctx.set('Cache-Control', NO_STORE);
    await next();
    if (ctx.state.cacheable !== true || ctx.status !== 200) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    const body = serializedBody(ctx);
    if (body === undefined) return;
    const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
    ctx.set('Cache-Control', ctx.response.get('Set-Cookie') ? PRIVATE_REVALIDATE : SHARED_REVALIDATE);
    ctx.set('ETag', etag);
    if (ifNoneMatchNames(ctx.get('If-None-Match'), etag)) ctx.status = 304;
  };
}

/** Route-level opt-in: the answer is the same for every visitor and may be kept and revalidated. */
export const cacheable: Middleware = async (ctx, next) => {
  ctx.state.cacheable = true;
  await next();
};

/** The body as the bytes that will be sent (a JSON body is serialised here once, not again by Koa). */
function serializedBody(ctx: Context): string | Buffer | undefined {
  const { body } = ctx;
  if (typeof body === 'string' || Buffer.isBuffer(body)) return body;
  if (body === null || typeof body !== 'object' || typeof (body as { pipe?: unknown }).pipe === 'function')
    return undefined;
  const json = JSON.stringify(body);
  ctx.body = json;
  ctx.type = 'application/json';
  return json;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`. That matters here:
 * nginx weakens the ETag of every answer it gzips, and browsers send back what they were given.
 */
export function ifNoneMatchNames(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
