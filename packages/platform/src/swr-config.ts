import type { SWRConfiguration } from 'swr';
import { apiGet } from '@ministry/platform/api';

/** Reads never go stale by themselves: no focus refetch, no polling, no retries, no revalidate on mount. */
export const swrConfig: SWRConfiguration = {
  fetcher: apiGet,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  onError: (error: unknown, key: string) => console.error(`GET ${key} failed:`, error),
};

/** Cached for a duration (products 60 s, cart 30 s): revalidate on use once that long has passed. */
export function cachedFor(milliseconds: number): SWRConfiguration {
  return { revalidateIfStale: true, revalidateOnMount: undefined, dedupingInterval: milliseconds };
}

export const PRODUCTS_CACHE_MS = 60_000;
export const CART_CACHE_MS = 30_000;
