import useSWR, { useSWRConfig } from 'swr';
import type {
  AdminProduct,
  ProductCreateRequest,
  ProductInput,
  StockAdjustment,
  StockAdjustmentRequest,
} from '@ministry/contracts/admin-product';
import { apiGet, apiSend, apiUpload } from '@ministry/platform/api';
import { SHOP_SUMMARY_URL } from '../../orders';

export const ADMIN_PRODUCTS_KEY = '/api/admin/products';

const productUrl = (id: string) => `${ADMIN_PRODUCTS_KEY}/${encodeURIComponent(id)}`;
export const stockHistoryUrl = (id: string) => `${productUrl(id)}/stock-history`;

/** Every product, archived ones included (admins only). Fetched again each time the tab opens. */
export function useAdminProducts() {
  return useSWR<AdminProduct[]>(ADMIN_PRODUCTS_KEY, apiGet, { revalidateOnMount: true });
}

/** A product's recorded stock changes, newest first. */
export function useStockHistory(productId: string) {
  return useSWR<StockAdjustment[]>(stockHistoryUrl(productId), apiGet, { revalidateOnMount: true });
}

/** Puts a product's new answer into the list; the shop's product cache and the dashboard's counts follow. */
export function useProductSaved() {
  const { mutate } = useSWRConfig();
  return async (saved: AdminProduct) => {
    await mutate<AdminProduct[]>(
      ADMIN_PRODUCTS_KEY,
      (current) =>
        current?.some((each) => each.id === saved.id)
          ? current.map((each) => (each.id === saved.id ? saved : each))
          : [...(current ?? []), saved],
      { revalidate: false },
    );
    await mutate((key) => typeof key === 'string' && key.startsWith('/api/products'));
    await mutate(SHOP_SUMMARY_URL);
  };
}

export function createProduct(input: ProductCreateRequest): Promise<AdminProduct> {
  return apiSend<AdminProduct>('POST', ADMIN_PRODUCTS_KEY, input);
}

export function updateProduct(id: string, input: ProductInput): Promise<AdminProduct> {
  return apiSend<AdminProduct>('PUT', productUrl(id), input);
}

export function archiveProduct(id: string): Promise<AdminProduct> {
  return apiSend<AdminProduct>('POST', `${productUrl(id)}/archive`);
}

export function restoreProduct(id: string): Promise<AdminProduct> {
  return apiSend<AdminProduct>('POST', `${productUrl(id)}/restore`);
}

export function adjustStock(id: string, adjustment: StockAdjustmentRequest): Promise<AdminProduct> {
  return apiSend<AdminProduct>('POST', `${productUrl(id)}/stock`, adjustment);
}

/** POST …/:id/image with the file itself as the body (the service checks its content). */
export function uploadProductImage(id: string, file: File): Promise<AdminProduct> {
  return apiUpload<AdminProduct>(`${productUrl(id)}/image`, file);
}
