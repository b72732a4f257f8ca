import type { Context, Middleware } from 'koa';
import { ValidationError } from 'yup';
import { API_CONTRACT_HEADER, API_CONTRACT_VERSION } from '@ministry/contracts/money';
import { legacyName, legacyToCents, withLegacyFields, type ApiPlace } from '@ministry/contracts/money-v1';

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

/** A refused field named as the caller named it: "items[0].price" for "items[0].priceCents". */
function renameRefusals(error: ValidationError, place: ApiPlace): void {
  const rename = (path: string | undefined) => path?.replace(/[^.[\]]+$/, (last) => legacyName(last, place));
  for (const inner of [error, ...error.inner]) inner.path = rename(inner.path);
}

/**
 * Installed once by createServiceApp, after the body parser: every answer says it speaks version 2
 * (amounts in cents). A version-1 caller (an older remote, a script) is still served: its JSON body
 * is converted to version 2 before the routes see it, a refusal names the fields as it sent them, and
 * its JSON answer gets the version-1 amount fields beside the cents ones (`@ministry/contracts/money`,
 * per API path).
 */
export function apiContract(): Middleware {
  return async (ctx, next) => {
    ctx.set(API_CONTRACT_HEADER, String(API_CONTRACT_VERSION));
    ctx.vary(API_CONTRACT_HEADER);
    if (callerContract(ctx) >= API_CONTRACT_VERSION) return next();
    const request: ApiPlace = { path: ctx.path, part: 'request' };
    if (isJson(ctx.request.body)) ctx.request.body = legacyToCents(ctx.request.body, request);
    try {
      await next();
    } catch (error) {
      if (error instanceof ValidationError) renameRefusals(error, request);
      throw error;
    }
    if (isJson(ctx.body)) ctx.body = withLegacyFields(ctx.body, { path: ctx.path, part: 'answer' });
  };
}
