import Router from '@koa/router';
import { isSiteContentKey, SITE_CONTENT_IMAGE_ROUTE } from '@ministry/contracts/site-content';
import { AppError } from '@ministry/kit/errors';
import { cacheable } from '@ministry/kit/http-cache';
import { serveStoredImage } from '@ministry/kit/image-store';
import { siteImages } from './images';
import { publishedContent, type SiteContentContext } from './service';

const notFound = () => new AppError(404, 'siteContent.notFound');

/**
 * What visitors read: a published document (revalidated by ETag, micro-cached by the gateway) and
 * the uploaded pictures (immutable: each upload has its own URL). Editors' routes: admin-routes.ts.
 */
export function siteContentRouter(context: SiteContentContext): Router {
  const router = new Router();

  router.get(`${SITE_CONTENT_IMAGE_ROUTE}/:file`, async (ctx) => {
    if (!(await serveStoredImage(siteImages(context.connection), ctx.params.file ?? '', ctx)))
      throw new AppError(404, 'api.notFound');
  });

  router.get('/api/site-content/:key', cacheable, async (ctx) => {
    const key = ctx.params.key ?? '';
    const found = isSiteContentKey(key) ? await publishedContent(context, key) : null;
    if (!found) throw notFound();
    ctx.body = found;
  });

  return router;
}
