import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

/** The header one request's id travels in: from the gateway, between services, back to the browser. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A short token of safe characters: anything else a caller sends is replaced, never logged. */
const VALID_REQUEST_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The id a request is known by: the caller's when it is a valid one, else a new one. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const current = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being handled here (any depth of awaits below its middleware), if any. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}

/** Runs `task` as part of the request `requestId`: its log lines and internal calls carry that id. */
export function withRequestId<T>(requestId: string, task: () => T): T {
  return current.run({ requestId }, task);
}

/**
 * Takes the caller's X-Request-Id (the gateway's) or makes one, keeps it in `ctx.state.requestId`
 * and in the request's context for everything below, and answers it in the same header.
 */
export function requestId(): Middleware {
  return (ctx, next) => {
    const id = requestIdFrom(ctx.get(REQUEST_ID_HEADER));
    ctx.state.requestId = id;
    ctx.set(REQUEST_ID_HEADER, id);
    return withRequestId(id, next);
  };
}

/**
 * `fetch` for every call from one service to another: the current request's id goes with it (unless
 * `requestId` names another one), so the callee's log lines carry the same id as the caller's.
 */
export function internalFetch(
  url: string,
  init: RequestInit = {},
  requestId = currentRequestId(),
): Promise<Response> {
  if (!requestId) return fetch(url, init);
  const headers = new Headers(init.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  return fetch(url, { ...init, headers });
}
