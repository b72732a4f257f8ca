import Koa from 'koa';
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Connection } from 'mongoose';
import type { ServiceConfig } from './config';
import { cookieKeys } from './cookie-keys';
import { databaseIsUp } from './database';
import { errorHandler } from './error-handler';
import { httpCache } from './http-cache';
import { createLogger, type Logger } from './logger';
import { httpMetrics } from './metrics';
import { sameOriginWrites } from './origin-check';
import { requestContext } from './request-context';
import { MongoSessionStore, sessionMiddleware } from './session';
import { outboxStatusRouter } from './outbox-status';

export const JSON_BODY_LIMIT = '100kb';

export interface ServiceAppOptions {
  name: string;
  config: ServiceConfig;
  /** The service's own data. */
  data: Connection;
  /** The shared session store's connection. */
  sessions: Connection;
  /** The service's routes; a function receives the session store (to end or update other sessions). */
  routers: Router[] | ((sessionStore: MongoSessionStore) => Router[]);
  logger?: Logger;
  /** The identity service alone writes the shared sessions; every other service only reads them. */
  ownsSessions?: boolean;
}

export interface ServiceApp {
  app: Koa;
  logger: Logger;
  sessionStore: MongoSessionStore;
  /** A start-up step failed (the first admin, a seed): health reports it until the service restarts. */
  failStartup: (reason: string) => void;
}

/** Builds a service's Koa app without listening: tests call `app.callback()`. */
export function createServiceApp(options: ServiceAppOptions): ServiceApp {
  const { name, config } = options;
  const logger = options.logger ?? createLogger(name, config.logLevel);
  // Behind the gateway: trust only the last X-Forwarded-For entry. The gateway sends exactly one, the
  // client it resolved from trusted proxies only (TRUSTED_PROXIES), so per-client limits hold.
  const app = new Koa({ proxy: true, maxIpsCount: 1 });
  app.keys = cookieKeys(config.sessionKeys);
  const sessionStore = new MongoSessionStore(options.sessions, options.ownsSessions === true);
  let startupFailure: string | null = null;

  app.use(httpMetrics());
  app.use(requestContext(logger));
  app.use(errorHandler(logger));
  app.use(async (ctx, next) => {
    if (ctx.path === '/healthz') {
      if (startupFailure) {
        ctx.status = 503;
        ctx.body = { message: 'Start-up failed', service: name };
        return;
      }
      const up = (await databaseIsUp(options.data)) && (await databaseIsUp(options.sessions));
      ctx.status = up ? 200 : 503;
      ctx.body = up ? { status: 'ok', service: name } : { message: 'Database unavailable', service: name };
      return;
    }
    await next();
  });
  app.use(httpCache());
  app.use(sameOriginWrites(config.allowedOrigins));
  app.use(sessionMiddleware(app, sessionStore, { secure: config.cookieSecure }));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT, encoding: 'utf-8' }));
  const routers = typeof options.routers === 'function' ? options.routers(sessionStore) : options.routers;
  for (const router of [...routers, outboxStatusRouter(name, options.data, options.sessions)]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }
  return {
    app,
    logger,
    sessionStore,
    failStartup: (reason) => {
      startupFailure = reason;
    },
  };
}
