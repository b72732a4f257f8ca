import Router from '@koa/router';
import type { Context } from 'koa';
import type { Language } from '@ministry/contracts/language';
import type { MinistryContent } from '@ministry/contracts/site-content';
import { AppError } from '@ministry/kit/errors';
import { sessionUser } from '@ministry/kit/guards';
import { cacheable } from '@ministry/kit/http-cache';
import { requestLanguage } from '@ministry/kit/request-language';
import { resourceImage } from './images';
import { getResource, listResources, renderDownload, resourceForDownload } from './service';

const notFound = () => new AppError(404, 'resource.notFound');

/** `?lang=es` (the site's language, sent by the page's link), else the caller's Accept-Language. */
function downloadLanguage(ctx: Context): Language {
  const asked = ctx.query.lang;
  if (asked === 'en' || asked === 'es') return asked;
  return requestLanguage(ctx);
}

/**
 * /api/resources: the public list, cover images and file downloads (staff writes: admin-routes.ts);
 * a PDF's footer carries the ministry's published details (`ministry`: this service's own document).
 */
export function resourcesRouter(ministry: () => Promise<MinistryContent>): Router {
  const router = new Router({ prefix: '/api/resources' });

  router.get('/', cacheable, async (ctx) => {
    ctx.body = await listResources();
  });

  // Before /:id, so an image name is never taken for an id.
  router.get('/images/:file', (ctx) => {
    const svg = resourceImage(ctx.params.file ?? '');
    if (!svg) throw new AppError(404, 'api.notFound');
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    ctx.body = svg;
  });

  router.get('/:id', cacheable, async (ctx) => {
    const resource = await getResource(ctx.params.id ?? '');
    if (!resource) throw notFound();
    ctx.body = resource;
  });

  /** Free: anyone. Premium: a signed-in member with an active subscription (401 / 403 otherwise). */
  router.get('/:id/download', async (ctx) => {
    const resource = await resourceForDownload(ctx.params.id ?? '');
    if (!resource) throw notFound();
    if (resource.type === 'premium') {
      const user = sessionUser(ctx);
      if (!user) throw new AppError(401, 'resource.signInToDownload');
      if (user.hasActiveSubscription !== true) throw new AppError(403, 'resource.subscriptionRequired');
    }
    const file = await renderDownload(resource.document, downloadLanguage(ctx), await ministry());
    if (!file) throw new AppError(404, 'resource.fileUnavailable');
    ctx.type = 'application/pdf';
    ctx.attachment(file.fileName);
    ctx.set('Cache-Control', resource.type === 'premium' ? 'private, no-store' : 'public, max-age=300');
    ctx.body = file.body;
  });

  return router;
}
