import Router from '@koa/router';
import type { PagesConfig } from '../config';
import type { HeadSources } from '../heads/reads';
import { robotsTxt, sitemapXml } from './service';

export function sitemapRouter(config: PagesConfig, sources: HeadSources): Router {
  const router = new Router();
  // One sitemap at a time, answered again for a while (each reads 90 days of events and every
  // product; the gateway keeps it too, this covers calls past it); requests meanwhile wait for it.
  const keptMs = config.timings.sitemapKeptMs;
  let kept: { until: number; xml: Promise<string> } | null = null;
  router.get('/sitemap.xml', async (ctx) => {
    const requestId = typeof ctx.state.requestId === 'string' ? ctx.state.requestId : undefined;
    if (!kept || kept.until <= Date.now()) {
      const xml = sitemapXml(sources, requestId);
      const entry = { until: Date.now() + keptMs, xml };
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
