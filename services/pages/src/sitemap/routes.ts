import Router from '@koa/router';
import type { PagesConfig } from '../config';
import type { HeadSources } from '../heads/service';
import { robotsTxt, sitemapXml } from './service';

export function sitemapRouter(config: PagesConfig, sources: HeadSources): Router {
  const router = new Router();
  router.get('/sitemap.xml', async (ctx) => {
    const requestId = typeof ctx.state.requestId === 'string' ? ctx.state.requestId : undefined;
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = await sitemapXml(sources, requestId);
  });
  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = robotsTxt(config.siteUrl);
  });
  return router;
}
