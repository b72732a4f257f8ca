import { useSWRConfig } from 'swr';
import type { CartPackageRequest } from '@ministry/contracts/cart';
import { CART_KEY, storeCartAnswer } from '@ministry/contracts/cart-badge';
import { apiSend } from '@ministry/platform/api';

/**
 * Puts a package of sessions in the signed-in member's cart (POST /api/cart/package: the shop asks
 * care for its price; adding it again changes nothing) and stores the answered cart for the badge.
 * Rejects with the shop's refusal (an ApiError).
 */
export function useAddPackageToCart(): (typeId: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (typeId) => {
    const body: CartPackageRequest = { typeId };
    await storeCartAnswer(mutate, await apiSend<unknown>('POST', `${CART_KEY}/package`, body));
  };
}
