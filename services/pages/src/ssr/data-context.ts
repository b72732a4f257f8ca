import { isSsrApiRead, type ServerDataContext } from '@ministry/contracts/ssr';
import { apiGet } from '../upstream/client';
import type { RenderRequest } from './protocol';

/**
 * What a section's `serverData` reads with: each public API path once per render, through the
 * gateway's internal listener; every answer is kept in `fallback` for the browser's first render.
 */
export function dataContext(
  apiOrigin: string,
  request: RenderRequest,
  params: Record<string, string>,
  fallback: Record<string, unknown>,
  signal: AbortSignal,
  found: { notFound: boolean },
): ServerDataContext {
  const reads = new Map<string, Promise<unknown>>();
  // The same read a head makes when the render did not (upstream/client.ts). A member's page reads
  // past the gateway's micro-cache: an editor sees her own change at once.
  const read = (path: string): Promise<unknown> => {
    if (!isSsrApiRead(path)) return Promise.reject(new Error(`not a public read: ${path}`));
    const { language, requestId, member: fresh } = request;
    return apiGet(apiOrigin, path, { language, requestId, fresh, signal });
  };
  return {
    url: request.url,
    params,
    language: request.language,
    now: request.now,
    async get<T>(path: string, key?: string): Promise<T | null> {
      let pending = reads.get(path);
      if (!pending) {
        pending = read(path);
        reads.set(path, pending);
      }
      const value = (await pending) as T | null;
      fallback[key ?? path] = value;
      return value;
    },
    notFound() {
      found.notFound = true;
    },
  };
}
