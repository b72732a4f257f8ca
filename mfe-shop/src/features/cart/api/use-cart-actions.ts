import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@ministry/contracts/cart';
import { storeCartAnswer } from '@ministry/contracts/cart-badge';
import { ApiError, apiSend } from '@ministry/platform/api';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { useLineName } from '../../../line-name';
import { CART_KEY } from './use-cart';

/**
 * Puts the whole cart a write answered into the shared SWR cache under '/api/cart' (the header
 * badge and every screen follow at once); anything else fetches it again.
 */
export function useStoreCart(): (cart: unknown) => Promise<void> {
  const { mutate } = useSWRConfig();
  return (cart) => storeCartAnswer(mutate, cart);
}

/**
 * Cart changes: each write answers the whole cart, which goes straight into the shared SWR cache
 * under '/api/cart', so the header badge and every screen update at once. Failures show an error
 * toast titled Error; the functions resolve to whether the change went through.
 */
export function useCartActions() {
  const { mutate } = useSWRConfig();
  const { t } = useTranslation(NAMESPACE);
  const lineName = useLineName();
  const store = useStoreCart();
  /**
   * A refusal the shop service explains (out of stock, only N left) is worth more than a generic
   * sentence; anything else shows that action's own failure message (`toast.addFailed`, …).
   */
  const fail = (what: string, error: unknown, message: string) => {
    const ownMessage = !(error instanceof ApiError && error.status === 409);
    reportFailure(what, error, { title: t('toast.error'), message, ownMessage });
    return false;
  };

  return {
    async add(
      item: Pick<CartItem, 'productId' | 'name' | 'nameEs' | 'options'>,
      quantity: number,
    ): Promise<boolean> {
      try {
        await store(
          await apiSend('POST', CART_KEY, { productId: item.productId, quantity, options: item.options }),
        );
        toastSuccess(t('toast.added'), t('toast.addedBody', { item: lineName(item, true), quantity }));
        return true;
      } catch (error) {
        return fail('Adding to the cart', error, t('toast.addFailed'));
      }
    },

    /** Below 1 is ignored (the line stays at least 1), as the service does. */
    async setQuantity(item: CartItem, quantity: number): Promise<boolean> {
      if (quantity < 1 || quantity === item.quantity) return false;
      try {
        await store(await apiSend('PUT', `${CART_KEY}/${encodeURIComponent(item.id)}`, { quantity }));
        return true;
      } catch (error) {
        await mutate(CART_KEY);
        return fail('Changing the quantity', error, t('toast.updateFailed'));
      }
    },

    async remove(item: CartItem): Promise<boolean> {
      try {
        await store(await apiSend('DELETE', `${CART_KEY}/${encodeURIComponent(item.id)}`));
        toastSuccess(t('toast.removed'), t('toast.removedBody', { item: lineName(item, true) }));
        return true;
      } catch (error) {
        await mutate(CART_KEY);
        return fail('Removing from the cart', error, t('toast.removeFailed'));
      }
    },

    async clear(): Promise<boolean> {
      try {
        await store(await apiSend('DELETE', CART_KEY));
        toastSuccess(t('toast.cleared'), t('toast.clearedBody'));
        return true;
      } catch (error) {
        return fail('Clearing the cart', error, t('toast.clearFailed'));
      }
    },

    /** After a checkout: the cart is empty now; fetch it again to be sure. */
    async refresh(): Promise<void> {
      await mutate(CART_KEY, [] as CartItem[], { revalidate: true });
    },
  };
}
