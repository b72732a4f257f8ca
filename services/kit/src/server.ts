import type { Server } from 'node:http';
import mongoose from 'mongoose';
import type { ServiceApp } from './app';
import type { ServiceConfig } from './config';
import { connectWithRetry, serviceConnections } from './database';
import { createLogger, errorFields, type Logger } from './logger';
import { jobSucceeded, startMetricsServer } from './metrics';
import { serviceMetrics } from './service-metrics';
import { startOutboxSender } from './outbox-start';
import { repeatEvery } from './repeat';

/**
 * Work a service repeats in the background (reminders, sweeps, recovery): started once the database
 * is connected and `onConnected` has run, never two passes of one job at once, and on SIGTERM the pass
 * in flight finishes before the database is closed.
 */
export interface BackgroundJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** A first pass right after start-up instead of one interval later (recovery after a crash). */
  atStart?: boolean;
}

export type ServiceConnections = ReturnType<typeof serviceConnections>;

export interface RunOptions {
  name: string;
  config: ServiceConfig;
  /** The app over the service's connections; `logger` is the service's own (its name, LOG_LEVEL). */
  build: (connections: ServiceConnections, logger: Logger) => ServiceApp;
  /** Runs once the database is connected (seeding, index builds). */
  onConnected?: (connections: ServiceConnections, logger: Logger) => Promise<void>;
  /** The service's background jobs (see BackgroundJob); `build` has run when this is called. */
  jobs?: (connections: ServiceConnections, logger: Logger) => BackgroundJob[];
  /** An address the mail server refused for good (a hard bounce): identity suppresses it (bounce-client.ts). */
  onHardBounce?: (email: string) => Promise<unknown>;
}

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Listens at once (health reports 503 until the database answers), connects with retry, and on
 * SIGTERM/SIGINT stops accepting, lets requests in flight finish, then closes the database.
 */
export async function runService(options: RunOptions): Promise<Server> {
  const { name, config } = options;
  const logger = createLogger(name, config.logLevel);
  const connections = serviceConnections();
  const { app, sessionStore, failStartup } = options.build(connections, logger);
  const abort = new AbortController();

  const server = app.listen(config.port, () => logger.info('listening', { port: config.port }));
  server.keepAliveTimeout = 65_000;
  const metricsServer =
    config.metricsPort === undefined ? null : startMetricsServer(name, config.metricsPort, logger);
  serviceMetrics(connections, config);

  const connected = Promise.all([
    connectWithRetry(connections.data, config.mongodbUri, config.databaseName, logger, abort.signal),
    connectWithRetry(
      connections.sessions,
      config.sessionMongodbUri,
      config.sessionDatabaseName,
      logger,
      abort.signal,
    ),
  ]).then(async () => {
    sessionStore.startCleanup();
    await options.onConnected?.(connections, logger);
    if (stopping) return;
    for (const job of options.jobs?.(connections, logger) ?? []) {
      const failed = (error: unknown) => logger.error(`${job.name} failed`, errorFields(error));
      // Start-up counts as the last success until the first pass: a job that never succeeds alerts.
      jobSucceeded(job.name, job.everyMs);
      const run = () => job.run().then(() => jobSucceeded(job.name));
      running.push(repeatEvery(job.everyMs, run, failed, { atStart: job.atStart }));
    }
  });
  // E-mail decided by a request is in the outbox already; the sender delivers it once connected.
  const mailSender = startOutboxSender(
    connections.data,
    config.mail,
    logger,
    connections.sessions,
    options.onHardBounce,
  );
  connected.catch((error: unknown) => {
    logger.error('start-up failed', errorFields(error));
    // Red health: the orchestrator restarts the service rather than routing to a half-started one.
    if (!abort.signal.aborted) failStartup(error instanceof Error ? error.message : String(error));
  });

  const running: ReturnType<typeof repeatEvery>[] = [];
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    abort.abort();
    sessionStore.stopCleanup();
    // Passes in flight (jobs, the mail sender) finish with the database still open.
    const passesDone = Promise.all([...running.map((job) => job.stop()), mailSender?.stop()]);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      void passesDone
        .then(() => mongoose.disconnect())
        .then(() => connections.sessions.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error('shutdown failed', errorFields(error));
            process.exit(1);
          },
        );
    });
    server.closeIdleConnections();
    metricsServer?.close();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  return server;
}
