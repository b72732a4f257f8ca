import Koa, { type Middleware } from 'koa';
import { createLogger, errorFields, type Logger } from '@ministry/kit/logger';
import { requestContext } from '@ministry/kit/request-context';
import { httpMetrics } from '@ministry/kit/metrics';
import type { PagesConfig } from './config';
import { navigations } from './heads/routes';
import { Generations } from './ssr/generations';
import { ssrSources } from './ssr/sources';
import type { HeadSources } from './heads/reads';
import { shellIndexFrom, type ShellIndex } from './heads/shell-index';
import { loadSocialImages, type SocialImages } from './social/images';
import { socialRouter } from './social/routes';
import { sitemapRouter } from './sitemap/routes';

export interface PagesAppOptions {
  logger?: Logger;
  images?: SocialImages;
  shell?: ShellIndex;
  /** The render generations (server rendering on); by default made from the configuration. */
  generations?: Generations | null;
}

/** The render workers, when server rendering is on; the first one starts warming at once. */
export function createGenerations(config: PagesConfig, logger: Logger): Generations | null {
  const { ssr, timings } = config;
  if (!ssr.enabled) return null;
  const generations = new Generations({
    sources: ssrSources({
      remoteMapUrl: ssr.remoteMapUrl,
      shellServerManifest: ssr.shellServerManifest,
      siteUrl: config.siteUrl,
      frontendOrigin: ssr.frontendOrigin,
      logger,
      timings,
    }),
    logger,
    worker: {
      siteUrl: config.siteUrl,
      frontendOrigin: ssr.frontendOrigin,
      apiOrigin: config.apiOrigin,
      shellServerManifest: ssr.shellServerManifest,
      timings,
    },
    heapMb: ssr.workerHeapMb,
    timings,
    maxRenders: ssr.maxRenders,
    maxQueued: ssr.maxQueued,
  });
  // The gateway it reads through starts after it: try again, 0.5, 1, 2, 4, 5, 5 … s apart, until warm.
  const warmUp = (retryMs: number) => {
    generations.warmUp().catch((error: unknown) => {
      logger.warn('server rendering is not ready yet: pages are rendered in the browser', {
        ...errorFields(error),
        retryMs,
      });
      setTimeout(() => warmUp(Math.min(retryMs * 2, timings.warmRetryMaxMs)), retryMs).unref();
    });
  };
  warmUp(timings.warmRetryBaseMs);
  return generations;
}

/**
 * Any failure is a plain 500 (logged with the request id): the gateway then serves the shell's plain
 * index.html, so a visitor never sees it. The service has no database and no session: the kit's
 * request ids and logs, but not its Mongo-backed app.
 */
function failures(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      logger.error('request failed', { path: ctx.path, ...errorFields(error) });
      ctx.status = 500;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = 'The page could not be rendered.';
    }
  };
}

/**
 * Healthy while the shell's index.html can be read (without it no page can be answered). With server
 * rendering on, `ssr` says whether a warm worker takes pages ('ready') or not yet ('starting'): not a
 * health matter (pages are then rendered in the browser), but what a local stack waits for.
 */
function health(shell: ShellIndex, generations: Generations | null): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/healthz') return next();
    ctx.set('Cache-Control', 'no-store');
    try {
      await shell.read();
      ctx.body = {
        status: 'ok',
        service: 'pages',
        ...(generations ? { ssr: generations.warm ? 'ready' : 'starting' } : {}),
      };
    } catch {
      ctx.status = 503;
      ctx.body = { message: "The shell's index.html cannot be read", service: 'pages' };
    }
  };
}

/** Builds the pages service's Koa app without listening: tests call `app.callback()`. */
export function createApp(config: PagesConfig, options: PagesAppOptions = {}): Koa {
  const logger = options.logger ?? createLogger('pages', config.logLevel);
  const images = options.images ?? loadSocialImages();
  const shell =
    options.shell ??
    shellIndexFrom(config.shellIndex, {
      logger,
      timeoutMs: config.timings.sourceReadMs,
      revalidateMs: config.timings.revalidateMs,
    });
  const sources: HeadSources = { config, images, logger };
  const generations =
    options.generations === undefined ? createGenerations(config, logger) : options.generations;

  // Behind the gateway, which sends one X-Forwarded-For entry.
  const app = new Koa({ proxy: true, maxIpsCount: 1 });
  app.use(httpMetrics({ unmatched: '(page)' }));
  app.use(requestContext(logger));
  app.use(failures(logger));
  app.use(health(shell, generations));
  for (const router of [socialRouter(images), sitemapRouter(config, sources)]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(navigations(config, sources, shell, generations));
  return app;
}
