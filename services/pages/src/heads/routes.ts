import type { Middleware } from 'koa';
import type { PagesConfig } from '../config';
import { languageOfQuery } from '../site/addresses';
import { injectHead } from './head';
import { headFor, type HeadSources } from './service';
import type { ShellIndex } from './shell-index';

/**
 * Every address the other routes do not answer is a navigation: the shell's index.html with that
 * address's head, 200 (or 404 with a noindex head for an address that names nothing, while the shell
 * shows its 404 page). Revalidated on every visit, like the plain index.html.
 */
export function navigations(config: PagesConfig, sources: HeadSources, shell: ShellIndex): Middleware {
  return async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Method Not Allowed';
      return;
    }
    const language = languageOfQuery(ctx.query.lang);
    const requestId = typeof ctx.state.requestId === 'string' ? ctx.state.requestId : undefined;
    const [index, head] = await Promise.all([shell.read(), headFor(ctx.path, language, sources, requestId)]);
    ctx.status = head.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Language', language);
    ctx.body = injectHead(index, head, config.siteUrl);
  };
}
