import { useSWRConfig } from 'swr';
import type { CartResourceRequest } from '@ministry/contracts/cart';
import { CART_KEY, storeCartAnswer } from '@ministry/contracts/cart-badge';
import { apiSend } from '@ministry/platform/api';

/**
 * Puts a premium resource in the visitor's or member's cart (once: adding it again changes nothing)
 * and stores the answered cart for the badge. Rejects with the shop's refusal (an ApiError).
 */
export function useAddResourceToCart(): (resourceId: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (resourceId) => {
    const body: CartResourceRequest = { resourceId };
    await storeCartAnswer(mutate, await apiSend<unknown>('POST', `${CART_KEY}/resource`, body));
  };
}
