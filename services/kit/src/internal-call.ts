import { INTERNAL_KEY_HEADER } from './guards';
import { internalFetch } from './request-id';

/** Another service's internal API was not reached, or did not answer in time. */
export class InternalCallFailed extends Error {}

export interface InternalCall {
  method?: 'GET' | 'POST' | 'PUT';
  /** Sent as JSON. */
  body?: unknown;
  /** The caller's own internal key (the callee lists it in INTERNAL_CALLER_KEYS). */
  internalKey: string;
  /** Default 5 s. */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/**
 * One call to another service's internal API, the only way services call each other: JSON both
 * ways, the caller's internal key, the current request's id, a time limit. The answer is returned
 * whatever its status (each caller decides what a refusal means); no answer rejects with
 * InternalCallFailed ("POST /internal/…: <why>").
 */
export async function callInternal(url: string, call: InternalCall): Promise<Response> {
  const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
  try {
    return await internalFetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        ...(call.body !== undefined && { 'Content-Type': 'application/json' }),
        [INTERNAL_KEY_HEADER]: call.internalKey,
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs ?? 5000),
    });
  } catch (error) {
    throw new InternalCallFailed(`${method} ${new URL(url).pathname}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
