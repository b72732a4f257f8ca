import { useSWRConfig } from 'swr';
import type { CartSessionRequest } from '@ministry/contracts/cart';
import { CART_KEY, storeCartAnswer } from '@ministry/contracts/cart-badge';
import { apiSend } from '@ministry/platform/api';

/**
 * Puts a paid session awaiting payment in the one cart (POST /api/cart/session: the shop asks care
 * for its price): a member's by its id, a visitor's by her e-mailed link's `token`. Stores the
 * answered cart for the badge. Rejects with the refusal (an ApiError).
 */
export function useAddSessionToCart(): (
  which: Pick<CartSessionRequest, 'appointmentId'> | Pick<CartSessionRequest, 'token'>,
) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (request) => {
    await storeCartAnswer(mutate, await apiSend<unknown>('POST', `${CART_KEY}/session`, request));
  };
}
