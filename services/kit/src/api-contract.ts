import type { Context, Middleware } from 'koa';
import {
  API_CONTRACT_HEADER,
  API_CONTRACT_VERSION,
  legacyToCents,
  withLegacyFields,
} from '@ministry/contracts/money';

/** The contract version a caller speaks: what its X-Api-Contract header says, 1 when it says nothing. */
export function callerContract(ctx: Pick<Context, 'get'>): number {
  const version = Number.parseInt(ctx.get(API_CONTRACT_HEADER), 10);
  return Number.isInteger(version) && version > 0 ? version : 1;
}

/** A body Koa sends as JSON: an object or array (not a buffer, stream or text). */
function isJson(body: unknown): body is object {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Buffer.isBuffer(body) &&
    typeof (body as { pipe?: unknown }).pipe !== 'function'
  );
}

/**
 * Installed once by createServiceApp, after the body parser: every answer says it speaks version 2
 * (amounts in cents). A version-1 caller (an older remote, a script) is still served: its JSON body
 * is converted to version 2 before the routes see it, and its JSON answer gets the version-1 amount
 * fields beside the cents ones (`@ministry/contracts/money`, per API path).
 */
export function apiContract(): Middleware {
  return async (ctx, next) => {
    ctx.set(API_CONTRACT_HEADER, String(API_CONTRACT_VERSION));
    ctx.vary(API_CONTRACT_HEADER);
    const legacy = callerContract(ctx) < API_CONTRACT_VERSION;
    if (legacy && isJson(ctx.request.body)) {
      ctx.request.body = legacyToCents(ctx.request.body, { path: ctx.path, part: 'request' });
    }
    await next();
    if (legacy && isJson(ctx.body)) ctx.body = withLegacyFields(ctx.body, { path: ctx.path, part: 'answer' });
  };
}
