import useSWR from 'swr';
import type { ShopSummary } from '@ministry/contracts/admin-product';
import { apiGet } from '@ministry/platform/api';

export const SHOP_SUMMARY_URL = '/api/admin/shop/summary';

/** Orders to ship and low-stock products, for the dashboard. Fetched again each time it shows. */
export function useShopSummary() {
  return useSWR<ShopSummary>(SHOP_SUMMARY_URL, apiGet, { revalidateOnMount: true });
}
