import { useSWRConfig } from 'swr';
import type { CartItem, CartPlaceRequest } from '@ministry/contracts/cart';
import type { PlacePerson } from '@ministry/contracts/event-pricing';
import { apiSend } from '@ministry/platform/api';

/** POST /api/cart/place's body (`cartPlaceSchema`; a person's e-mail may be left out). */
export type AddPlacesRequest = Omit<CartPlaceRequest, 'people'> & { people: PlacePerson[] };

/**
 * The shop's cart, under the SWR key the header's CartBadge reads (the shop remote's own hook keeps
 * it there too): writing the answered cart into that shared cache updates the badge at once.
 */
export const CART_KEY = '/api/cart';

/**
 * Puts the places of one registration in the cart (adding again for the same date replaces its
 * people) and stores the answered cart for the badge. Rejects with the shop's refusal (an ApiError).
 */
export function useAddPlacesToCart(): (request: AddPlacesRequest) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (request) => {
    const cart = await apiSend<unknown>('POST', `${CART_KEY}/place`, request);
    if (Array.isArray(cart)) await mutate(CART_KEY, cart as CartItem[], { revalidate: false });
    else await mutate(CART_KEY);
  };
}
