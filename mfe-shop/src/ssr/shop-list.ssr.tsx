import { serverSection } from '@ministry/contracts/ssr';
import { PRODUCTS_KEY } from '../features/products/api/use-products';
import ShopListPage from '../pages/shop-list';

/**
 * The server's ./ShopList (the browser's page itself) and the products its grid shows, under
 * useProducts' key: every product, whatever the ?type= tab (the page filters them).
 */
const section = serverSection(ShopListPage, [PRODUCTS_KEY]);

export default section.default;
export const serverData = section.serverData;
