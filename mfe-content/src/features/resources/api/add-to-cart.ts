import { useSWRConfig } from 'swr';
import type { CartItem, CartResourceRequest } from '@ministry/contracts/cart';
import { apiSend } from '@ministry/platform/api';

/**
 * The shop's cart, under the SWR key the header's CartBadge reads (the shop remote's own hook keeps
 * it there too): writing the answered cart into that shared cache updates the badge at once.
 */
export const CART_KEY = '/api/cart';

/**
 * Puts a premium resource in the visitor's or member's cart (once: adding it again changes nothing)
 * and stores the answered cart for the badge. Rejects with the shop's refusal (an ApiError).
 */
export function useAddResourceToCart(): (resourceId: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (resourceId) => {
    const body: CartResourceRequest = { resourceId };
    const cart = await apiSend<unknown>('POST', `${CART_KEY}/resource`, body);
    if (Array.isArray(cart)) await mutate(CART_KEY, cart as CartItem[], { revalidate: false });
    else await mutate(CART_KEY);
  };
}
