import Router from '@koa/router';
import type { Context } from 'koa';
import {
  productCreateSchema,
  productInputSchema,
  stockAdjustmentSchema,
  type ProductCreateRequest,
  type ProductInput,
  type StockAdjustmentRequest,
} from '@ministry/contracts/admin-product';
import { AppError } from '@ministry/kit/errors';
import { requireAdmin, sessionUser } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import {
  createProduct,
  findAnyProduct,
  listAdminProducts,
  setArchived,
  setProductImage,
  shopSummary,
  updateProduct,
} from './admin-service';
import { storeImage } from './image-store';
import { processProductImage, readUpload } from './image-upload';
import type { ProductSettings } from './settings';
import { adjustStock, stockHistory } from './stock-adjustments';

/** The admin's username, for the record of who changed what. */
const adminName = (ctx: Context) => sessionUser(ctx)?.username ?? 'admin';
const productId = (ctx: Context) => String((ctx.params as { id?: string }).id ?? '');

/** The shop's back office: products, their stock and pictures, and the dashboard's counts (admins only). */
export function adminProductsRouter(settings: ProductSettings): Router {
  const router = new Router();
  router.use(requireAdmin);

  router.get('/api/admin/products', async (ctx) => {
    ctx.body = await listAdminProducts(settings);
  });

  router.post('/api/admin/products', validate('body', productCreateSchema), async (ctx) => {
    const input = validated<ProductCreateRequest>(ctx.state, 'body');
    ctx.status = 201;
    ctx.body = await createProduct(input, adminName(ctx), settings);
  });

  router.put('/api/admin/products/:id', validate('body', productInputSchema), async (ctx) => {
    ctx.body = await updateProduct(productId(ctx), validated<ProductInput>(ctx.state, 'body'), settings);
  });

  router.post('/api/admin/products/:id/archive', async (ctx) => {
    ctx.body = await setArchived(productId(ctx), true, settings);
  });

  router.post('/api/admin/products/:id/restore', async (ctx) => {
    ctx.body = await setArchived(productId(ctx), false, settings);
  });

  router.post('/api/admin/products/:id/stock', validate('body', stockAdjustmentSchema), async (ctx) => {
    const request = validated<StockAdjustmentRequest>(ctx.state, 'body');
    ctx.body = await adjustStock(productId(ctx), request, adminName(ctx), settings);
  });

  router.get('/api/admin/products/:id/stock-history', async (ctx) => {
    ctx.body = await stockHistory(productId(ctx));
  });

  // The body is the file itself, whatever Content-Type it claims: its bytes decide.
  router.post('/api/admin/products/:id/image', async (ctx) => {
    const id = productId(ctx);
    if (!(await findAnyProduct(id))) throw new AppError(404, 'product.notFound');
    const image = await processProductImage(await readUpload(ctx.req));
    const imageUrl = await storeImage(image, { productId: id, uploadedBy: adminName(ctx) });
    ctx.body = await setProductImage(id, imageUrl, settings);
  });

  router.get('/api/admin/shop/summary', async (ctx) => {
    ctx.body = await shopSummary(settings);
  });

  return router;
}
