import useSWR from 'swr';
import type { ShopSettings } from '@ministry/contracts/checkout';

export const SHOP_SETTINGS_KEY = '/api/shop/settings';

/** The shipping rule and Stripe's publishable key (null: payments are off), read once per visit. */
export function useShopSettings() {
  return useSWR<ShopSettings>(SHOP_SETTINGS_KEY);
}
