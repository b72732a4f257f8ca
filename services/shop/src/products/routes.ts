import Router from '@koa/router';
import { AppError } from '@ministry/kit/errors';
import { cacheable } from '@ministry/kit/http-cache';
import { findImage, IMAGE_ROUTE } from './images';
import { getProduct, listProducts } from './service';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function productsRouter(): Router {
  const router = new Router();

  router.get('/api/products', cacheable, async (ctx) => {
    ctx.body = await listProducts();
  });

  // Product pictures: immutable under their hashed name, revalidated by ETag under any other.
  router.get(`${IMAGE_ROUTE}/:file`, (ctx) => {
    const image = findImage(ctx.params.file ?? '');
    if (!image) throw new AppError(404, 'api.notFound');
    ctx.set(
      'Cache-Control',
      image.current ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600',
    );
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    ctx.etag = image.hash;
    ctx.type = 'image/svg+xml; charset=utf-8';
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = image.svg;
  });

  router.get('/api/products/:id', cacheable, async (ctx) => {
    ctx.body = await getProduct(ctx.params.id ?? '');
  });

  return router;
}
