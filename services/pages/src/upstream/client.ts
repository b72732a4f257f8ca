import type { Language } from '@ministry/contracts/language';
import type { Logger } from '@ministry/kit/logger';
import { internalFetch } from '@ministry/kit/request-id';

/** The gateway reads past its micro-cache for a call from inside that sends it (and refreshes it). */
export const FRESH_READ_HEADER = 'X-Fresh-Read';

/** How one read is made: the same for the render's reads (in the worker) and a head's own. */
export interface ApiRead {
  language: Language;
  /** The navigation's id: the gateway's internal listener keeps it, so the services log the visit's own. */
  requestId?: string;
  /** A member's page: past the gateway's micro-cache, as her browser would read (her cookie never sent). */
  fresh?: boolean;
  signal: AbortSignal;
}

/**
 * GETs one public API path from the gateway's internal listener (`origin`), the path the browser
 * uses: its JSON, or null for a 404; anything else throws. No cookie, no redirect.
 */
export async function apiGet(origin: string, path: string, read: ApiRead): Promise<unknown> {
  const response = await internalFetch(
    `${origin}${path}`,
    {
      headers: {
        Accept: 'application/json',
        'Accept-Language': read.language,
        ...(read.fresh && { [FRESH_READ_HEADER]: '1' }),
      },
      redirect: 'error',
      // Covers the body too: a service that starts answering and stalls is as slow as one that does not answer.
      signal: read.signal,
    },
    read.requestId,
  );
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${path}: status ${response.status}`);
  }
  return response.json();
}

/** What a read gave a head: the data, "no such thing" (a 404), or nothing usable in time. */
export type Fetched<T> = { status: 'found'; data: T } | { status: 'missing' } | { status: 'unavailable' };

/** A body checked with `parse` (null: a 404); one that is not what the contract says is unavailable. */
export function checked<T>(body: unknown, parse: (body: unknown) => T): Fetched<T> {
  if (body === null) return { status: 'missing' };
  return { status: 'found', data: parse(body) };
}

/**
 * `apiGet` for a head or the sitemap: never throws. Any failure (an error status, a refused
 * connection, no answer within `timeoutMs`, a body that is not what the contract says) is
 * "unavailable", logged, and the page gets its generic head.
 */
export async function getJson<T>(
  origin: string,
  path: string,
  parse: (body: unknown) => T,
  call: Omit<ApiRead, 'signal'> & { timeoutMs: number; logger: Logger },
): Promise<Fetched<T>> {
  try {
    const body = await apiGet(origin, path, { ...call, signal: AbortSignal.timeout(call.timeoutMs) });
    return checked(body, parse);
  } catch (error) {
    call.logger.warn('data call failed: generic head', {
      path,
      reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      requestId: call.requestId,
    });
    return { status: 'unavailable' };
  }
}
