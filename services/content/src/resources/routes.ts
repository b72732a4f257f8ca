import Router from '@koa/router';
import type { Context } from 'koa';
import { namedLanguage, type Language } from '@ministry/contracts/language';
import type { MinistryContent } from '@ministry/contracts/site-content';
import { AppError } from '@ministry/kit/errors';
import { requireUser, sessionUser } from '@ministry/kit/guards';
import { cacheable } from '@ministry/kit/http-cache';
import { serveVariant } from '@ministry/kit/image-variants';
import { requestLanguage } from '@ministry/kit/request-language';
import { resourceImage, resourceImageSource } from './images';
import { checkResourceLink, signResourceLink, type LinkKey } from './links';
import { hasPurchased, purchasedResources } from './purchases';
import { getResource, listResources, renderDownload, resourceForDownload } from './service';

/** What the public routes work with: the PDFs' footer, the download links' key and the clock. */
export interface ResourcesContext {
  /** The ministry's published details (this service's own document), on every PDF's footer. */
  ministry: () => Promise<MinistryContent>;
  linkKey: LinkKey;
  now: () => number;
}

const notFound = () => new AppError(404, 'resource.notFound');

/** `?lang=es` (the site's language, sent by the page's link), else the caller's Accept-Language. */
function downloadLanguage(ctx: Context): Language {
  return namedLanguage(ctx.query.lang) ?? requestLanguage(ctx);
}

/**
 * A premium download: a subscriber as she is, anyone else with a link signed for this resource and
 * not expired (the account page asks for one for what she bought). 401 signed out without a link.
 */
function allowPremium(ctx: Context, resourceId: string, context: ResourcesContext) {
  const user = sessionUser(ctx);
  if (user?.hasActiveSubscription === true) return;
  const link = checkResourceLink(context.linkKey, resourceId, ctx.query, context.now());
  if (link === 'valid') return;
  if (link === 'expired') throw new AppError(403, 'resource.linkExpired');
  if (link === 'invalid') throw new AppError(403, 'resource.linkInvalid');
  if (!user) throw new AppError(401, 'resource.signInToDownload');
  throw new AppError(403, 'resource.subscriptionRequired');
}

/**
 * /api/resources: the public list, cover images and file downloads (staff writes: admin-routes.ts),
 * and a member's purchases with their download links (personal: never cached, kit's default).
 */
export function resourcesRouter(context: ResourcesContext): Router {
  const router = new Router({ prefix: '/api/resources' });

  router.get('/', cacheable, async (ctx) => {
    ctx.body = await listResources();
  });

  // Before /:id, so an image name is never taken for an id.
  router.get('/images/:file', async (ctx) => {
    const file = ctx.params.file ?? '';
    if (await serveVariant(ctx, file, resourceImageSource)) return;
    const svg = resourceImage(file);
    if (!svg) throw new AppError(404, 'api.notFound');
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    ctx.body = svg;
  });

  // Before /:id. Hers alone: `private, no-store` (the gateway's micro-cache never keeps it).
  router.get('/purchased', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await purchasedResources(sessionUser(ctx)!.id);
  });

  router.get('/:id', cacheable, async (ctx) => {
    const resource = await getResource(ctx.params.id ?? '');
    if (!resource) throw notFound();
    ctx.body = resource;
  });

  /** A download link for a premium resource she bought (or may read as a subscriber). */
  router.post('/:id/link', requireUser, async (ctx) => {
    const user = sessionUser(ctx)!;
    const resource = await getResource(ctx.params.id ?? '');
    if (resource?.type !== 'premium') throw notFound();
    if (user.hasActiveSubscription !== true && !(await hasPurchased(user.id, resource.id)))
      throw new AppError(403, 'resource.notPurchased');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = signResourceLink(context.linkKey, resource.id, user.id, context.now());
  });

  /** Free: anyone. Premium: a subscriber, or a signed link (allowPremium). */
  router.get('/:id/download', async (ctx) => {
    const id = ctx.params.id ?? '';
    const resource = await resourceForDownload(id);
    if (!resource) throw notFound();
    if (resource.type === 'premium') allowPremium(ctx, id, context);
    const file = await renderDownload(resource.document, downloadLanguage(ctx), await context.ministry());
    if (!file) throw new AppError(404, 'resource.fileUnavailable');
    ctx.type = 'application/pdf';
    ctx.attachment(file.fileName);
    ctx.set('Cache-Control', resource.type === 'premium' ? 'private, no-store' : 'public, max-age=300');
    ctx.body = file.body;
  });

  return router;
}
