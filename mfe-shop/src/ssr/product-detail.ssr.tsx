import { serverSection } from '@ministry/contracts/ssr';
import { productKey } from '../features/products/api/use-products';
import ProductDetailPage from '../pages/product-detail';

/**
 * The server's ./ProductDetail (the browser's page itself) and its product, under useProduct's key.
 * A product that does not exist is stored as null, which the page shows as not found (no second
 * request), and the address answers 404.
 */
const section = serverSection(ProductDetailPage, async (context) => {
  const id = context.params.id;
  if (!id || (await context.get(productKey(id))) === null) context.notFound();
});

export default section.default;
export const serverData = section.serverData;
