import Router from '@koa/router';
import { AppError } from '@ministry/kit/errors';
import { cacheable } from '@ministry/kit/http-cache';
import { IMMUTABLE_CACHE } from '@ministry/kit/image-store';
import { serveVariant } from '@ministry/kit/image-variants';
import { serveUploadedImage } from './image-store';
import { findImage, IMAGE_ROUTE } from './images';
import { getProduct, listProducts } from './service';

/** The shop's public products and their pictures (the back office's: admin-routes.ts). */
export function productsRouter(): Router {
  const router = new Router();

  router.get('/api/products', cacheable, async (ctx) => {
    ctx.body = await listProducts();
  });

  // Product pictures: drawn ones immutable under their hashed name, revalidated by ETag under any
  // other; uploaded ones immutable (each upload has a new id).
  router.get(`${IMAGE_ROUTE}/:file`, async (ctx) => {
    const file = ctx.params.file ?? '';
    if (await serveUploadedImage(file, ctx)) return;
    // A drawing's width variant (`<name>.<hash>.w480.webp`), cached as the drawing is.
    const drawn = (stem: string) => {
      const found = findImage(`${stem}.svg`);
      return found
        ? {
            load: () => found.svg,
            format: 'svg' as const,
            tag: found.hash,
            cacheControl: found.current ? IMMUTABLE_CACHE : 'public, max-age=3600',
          }
        : null;
    };
    if (await serveVariant(ctx, file, drawn)) return;
    const image = findImage(file);
    if (!image) throw new AppError(404, 'api.notFound');
    ctx.set('Cache-Control', image.current ? IMMUTABLE_CACHE : 'public, max-age=3600');
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
