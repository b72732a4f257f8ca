import { useSWRConfig } from 'swr';
import type { CartSessionRequest } from '@ministry/contracts/cart';
import { CART_KEY, storeCartAnswer } from '@ministry/contracts/cart-badge';
import { apiSend } from '@ministry/platform/api';

/**
 * Puts her paid session awaiting payment in the one cart (POST /api/cart/session: the shop asks care
 * for its price) and stores the answered cart for the badge. Rejects with the refusal (an ApiError).
 */
export function useAddSessionToCart(): (appointmentId: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (appointmentId) => {
    const request: CartSessionRequest = { appointmentId };
    await storeCartAnswer(mutate, await apiSend<unknown>('POST', `${CART_KEY}/session`, request));
  };
}
