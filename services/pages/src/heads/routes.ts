import type { Middleware, ParameterizedContext } from 'koa';
import { matchPage } from '@ministry/contracts/pages';
import { SSR_CONTRACT_VERSION, type SsrIsland } from '@ministry/contracts/ssr';
import type { Logger } from '@ministry/kit/logger';
import type { PagesConfig } from '../config';
import { queryLanguageChoice } from '@ministry/contracts/page-language';
import { cspWithScript, cspWithStyle, shellBuildOf, shellSheetsOf, ssrDocument } from '../ssr/document';
import type { Generations } from '../ssr/generations';
import { hydrationFiles } from '../ssr/hydration-files';
import { pictureInliner } from '../ssr/inline-picture';
import { memberSession, pageLanguage, savedLanguage, visitOf } from '../ssr/language';
import { injectHead } from './head';
import { headReads, type HeadSources } from './reads';
import { headFor } from './service';
import type { ShellIndex } from './shell-index';

/** A page whose first screen is the same for everyone (the page manifest), or the 404 page. */
export function isServerRendered(path: string): boolean {
  const match = matchPage(path);
  return match ? match.page.publicFirstScreen : true;
}

/**
 * Every address the other routes do not answer is a navigation: the shell's index.html with that
 * address's head, 200 (or 404 with a noindex head for an address that names nothing, while the shell
 * shows its 404 page). Revalidated on every visit, like the plain index.html.
 *
 * With server rendering (`ssr`), a public first screen (and the 404 page) comes rendered: see
 * README "How it renders". Whenever that cannot be done in time, the page is today's: rendered in
 * the browser.
 */
export function navigations(
  config: PagesConfig,
  sources: HeadSources,
  shell: ShellIndex,
  ssr: Generations | null = null,
): Middleware {
  const logOnce = onceLogger(sources.logger);
  const inlinePicture = pictureInliner(
    { siteUrl: config.siteUrl, apiOrigin: config.apiOrigin, frontendOrigin: config.ssr.frontendOrigin },
    config.timings.inlinePictureMs,
  );
  return async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Method Not Allowed';
      return;
    }
    const requestId = typeof ctx.state.requestId === 'string' ? ctx.state.requestId : undefined;
    const started = performance.now();
    const deadline = started + config.timings.answerMs;
    const visit = visitOf((header) => ctx.get(header), ctx.querystring);
    const { member } = visit;
    if (!ssr) {
      // The head alone: the address's language (the browser then follows the cookie).
      const language = queryLanguageChoice(ctx.querystring) ?? 'en';
      const [index, head] = await Promise.all([
        shell.read(),
        headFor(ctx.path, language, sources, headReads(sources, { language, requestId, member, deadline })),
      ]);
      ctx.status = head.status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Content-Language', language);
      ctx.body = injectHead(index, head, config.siteUrl, { visitor: !member });
      return;
    }

    const serverRendered = isServerRendered(ctx.path);
    // A member's session is asked for only where the server renders: her header, her saved language.
    const session =
      serverRendered && member
        ? await memberSession(config.apiOrigin, visit.cookies, config.timings.memberSessionMs)
        : undefined;
    const language = await pageLanguage(visit, async () => savedLanguage(session));
    const index = await shell.read();
    const now = Date.now();
    const rendered = serverRendered
      ? await ssr.render({
          url: ctx.url,
          language,
          now,
          member,
          session,
          shellSheets: shellSheetsOf(index),
          shellBuild: shellBuildOf(index),
          requestId,
        })
      : null;
    // One data path: the head is made from what the render read; only what it did not read is read now.
    const fallback = rendered?.ok ? rendered.result.fallback : undefined;
    const [head, picture] = await Promise.all([
      headFor(
        ctx.path,
        language,
        sources,
        headReads(sources, { language, requestId, member, deadline, rendered: fallback }),
      ),
      rendered?.ok ? inlinePicture(rendered.result.html, requestId) : null,
    ]);
    // A picture already in the HTML is not asked for again.
    const page = injectHead(index, picture?.inlined ? { ...head, preload: null } : head, config.siteUrl, {
      visitor: !member,
    });
    ctx.type = 'text/html; charset=utf-8';
    // A member's page is hers alone; a visitor's is revalidated on every visit.
    ctx.set('Cache-Control', member ? 'private, no-store' : 'no-cache');
    ctx.set('Content-Language', language);
    ctx.status = head.status;
    ctx.body = page;
    if (!rendered) return;

    const timing = (what: string) =>
      ctx.set('Server-Timing', `ssr;desc="${what}";dur=${(performance.now() - started).toFixed(1)}`);
    if (!rendered.ok) {
      logOnce('the page is rendered in the browser', rendered.reason, { path: ctx.path });
      notKept(ctx);
      timing('browser');
      return;
    }
    const { result } = rendered;
    const files = hydrationFiles(result.sections, language, rendered.snapshot);
    const island: SsrIsland = {
      ssrContractVersion: SSR_CONTRACT_VERSION,
      language,
      now,
      fallback: result.fallback,
      sections: result.sections,
      remotes: rendered.snapshot.remotes,
      manifests: files.manifests,
    };
    let document: ReturnType<typeof ssrDocument>;
    try {
      document = ssrDocument({
        page,
        language,
        html: picture?.html ?? result.html,
        css: result.css,
        stylesheets: result.stylesheets,
        island,
        // A picture still on its way (not in the HTML) is not made to share the network with them.
        scripts: picture?.inlined || !head.preload ? files.scripts : null,
      });
    } catch (error) {
      logOnce('the page is rendered in the browser', error instanceof Error ? error.message : String(error), {
        path: ctx.path,
      });
      notKept(ctx);
      timing('browser');
      return;
    }
    ctx.status = head.status === 404 || result.status === 404 ? 404 : 200;
    ctx.body = document.html;
    if (result.deferred.length > 0 || result.errors.length > 0) degraded(ctx);
    // The gateway's policy (sent to us in X-Base-Csp) with the hashes of this page's inline script
    // and <style>; the gateway does not add its own to an answer that has one.
    const basePolicy = ctx.get('X-Base-Csp');
    if (basePolicy) {
      const policy = cspWithScript(basePolicy, document.scriptSource);
      ctx.set(
        'Content-Security-Policy',
        document.styleSource ? cspWithStyle(policy, document.styleSource) : policy,
      );
    }
    timing('server');
  };
}

/** Kept by the gateway's micro-cache for one second only: a better answer may come soon. */
function degraded(ctx: ParameterizedContext) {
  ctx.set('X-Accel-Expires', '1');
}

/**
 * Never kept by the gateway: a page the server could not render at all (a worker starting, a render
 * over its budget) must not stand in for the rendered one, nor be served stale after it.
 */
function notKept(ctx: ParameterizedContext) {
  ctx.set('X-Accel-Expires', '0');
}

/** Each reason is logged once (until 100 others have been): a persistent one would fill the log. */
function onceLogger(logger: Logger) {
  const seen = new Set<string>();
  return (message: string, reason: string, fields: Record<string, unknown>) => {
    if (seen.has(reason)) return;
    if (seen.size >= 100) seen.clear();
    seen.add(reason);
    logger.warn(message, { reason, ...fields });
  };
}
