import useSWR from 'swr';
import type { CartItem } from '@ministry/contracts/cart';
import { CART_KEY } from '@ministry/contracts/cart-badge';
import { cachedFor, CART_CACHE_MS } from '@ministry/platform/swr-config';

export { CART_KEY };

/** The visitor's or member's cart, cached 30 s and revalidated after each change. */
export function useCart() {
  return useSWR<CartItem[]>(CART_KEY, cachedFor(CART_CACHE_MS));
}
