import type { AdminProduct } from '@ministry/contracts/admin-product';

/** Which products the list shows: those in the shop (the default), the archived ones, or all. */
export const PRODUCT_SHOWS = ['active', 'archived', 'all'] as const;
export type ProductShow = (typeof PRODUCT_SHOWS)[number];
export const SHOW_PARAM = 'show';
/** `stock=low`: only products with a size at or below the low-stock threshold (the dashboard links here). */
export const LOW_STOCK_PARAM = 'stock';

export function showOf(value: string | null): ProductShow {
  return (PRODUCT_SHOWS as readonly string[]).includes(value ?? '') ? (value as ProductShow) : 'active';
}

export function filterProducts(
  products: AdminProduct[],
  show: ProductShow,
  lowOnly: boolean,
): AdminProduct[] {
  return products.filter(
    (product) =>
      (show === 'all' || product.archived === (show === 'archived')) && (!lowOnly || product.lowStock),
  );
}
