import useSWR, { useSWRConfig } from 'swr';
import type { Product } from '@ministry/contracts/product';
import { cachedFor, PRODUCTS_CACHE_MS } from '@ministry/platform/swr-config';

export const PRODUCTS_KEY = '/api/products';

export function productKey(id: string): string {
  return `${PRODUCTS_KEY}/${encodeURIComponent(id)}`;
}

const PRODUCTS_CACHE = cachedFor(PRODUCTS_CACHE_MS);

/** Every product, cached 60 s (`@ministry/platform/swr-config`). */
export function useProducts() {
  return useSWR<Product[]>(PRODUCTS_KEY, PRODUCTS_CACHE);
}

/**
 * One product, cached 60 s. A missing product is an error (404) when the browser reads it, and null
 * when the server did (an error cannot travel in the SWR fallback): the page says "not found" for both.
 */
export function useProduct(id: string | undefined) {
  return useSWR<Product>(id ? productKey(id) : null, PRODUCTS_CACHE);
}

/** After a checkout the stock changed: every cached product read is fetched again. */
export function useRevalidateProducts(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith(PRODUCTS_KEY));
}
