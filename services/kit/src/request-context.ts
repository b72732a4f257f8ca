import type { Middleware } from 'koa';
import type { Logger } from './logger';
import { requestId } from './request-id';

/**
 * Gives each request its id (`request-id.ts`: the gateway's X-Request-Id when valid) and logs one
 * line when it ends; every line logged while it runs carries the same `requestId`.
 */
export function requestContext(logger: Logger): Middleware {
  const withId = requestId();
  return (ctx, next) =>
    withId(ctx, async () => {
      const started = process.hrtime.bigint();
      try {
        await next();
      } finally {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.info('request', {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
        });
      }
    });
}
