import { useSWRConfig } from 'swr';
import type { CartPlaceRequest } from '@ministry/contracts/cart';
import { CART_KEY, storeCartAnswer } from '@ministry/contracts/cart-badge';
import type { PlacePerson } from '@ministry/contracts/event-pricing';
import { apiSend } from '@ministry/platform/api';

/** POST /api/cart/place's body (`cartPlaceSchema`; a person's e-mail and the code may be left out). */
export type AddPlacesRequest = Omit<CartPlaceRequest, 'people' | 'discountCode'> & {
  people: PlacePerson[];
  discountCode?: string | null;
};

/**
 * Puts the places of one registration in the cart (adding again for the same date replaces its
 * people) and stores the answered cart for the badge. Rejects with the shop's refusal (an ApiError).
 */
export function useAddPlacesToCart(): (request: AddPlacesRequest) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (request) => {
    await storeCartAnswer(mutate, await apiSend<unknown>('POST', `${CART_KEY}/place`, request));
  };
}
