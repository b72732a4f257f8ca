import Router from '@koa/router';
import type { PagesConfig } from '../config';
import type { HeadSources } from '../heads/service';
import { robotsTxt, sitemapXml } from './service';

/**
 * How long one sitemap is answered again: each reads 90 days of events and every product, and a
 * crawler (or anyone) may ask often. The gateway keeps it too; this covers calls past it.
 */
export const SITEMAP_KEPT_MS = 60_000;

export function sitemapRouter(config: PagesConfig, sources: HeadSources): Router {
  const router = new Router();
  // One sitemap at a time: requests while it is made wait for it.
  let kept: { until: number; xml: Promise<string> } | null = null;
  router.get('/sitemap.xml', async (ctx) => {
    const requestId = typeof ctx.state.requestId === 'string' ? ctx.state.requestId : undefined;
    if (!kept || kept.until <= Date.now()) {
      const xml = sitemapXml(sources, requestId);
      const entry = { until: Date.now() + SITEMAP_KEPT_MS, xml };
      kept = entry;
      xml.catch(() => {
        if (kept === entry) kept = null;
      });
    }
    const body = await kept.xml;
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = body;
  });
  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = robotsTxt(config.siteUrl);
  });
  return router;
}
