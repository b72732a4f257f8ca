import type { ComponentType } from 'react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import { PRODUCTS_KEY } from '../features/products/api/use-products';
import ShopListPage from '../pages/shop-list';

/**
 * The server's ./ShopList (the browser's page itself) and the products its grid shows, under
 * useProducts' key: every product, whatever the ?type= tab (the page filters them).
 */
const section = {
  default: ShopListPage,
  async serverData(context) {
    await context.get(PRODUCTS_KEY);
  },
} satisfies ServerSectionModule<ComponentType>;

export default section.default;
export const serverData = section.serverData;
