import { createLogger } from '@ministry/kit/logger';
import { startMetricsServer } from '@ministry/kit/metrics';
import { createApp, createGenerations } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const logger = createLogger('pages', config.logLevel);
const generations = createGenerations(config, logger);
const app = createApp(config, { logger, generations });
const server = app.listen(config.port, () =>
  logger.info('listening', { port: config.port, shellIndex: config.shellIndex }),
);
// Longer than the gateway's keepalive, so nginx never reuses a connection this side just closed.
server.keepAliveTimeout = 65_000;
const metricsServer =
  config.metricsPort === undefined ? null : startMetricsServer('pages', config.metricsPort, logger);

// SIGTERM/SIGINT: stop accepting, let the pages in flight finish, then exit.
let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), config.timings.shutdownMs);
  force.unref();
  void generations?.stop();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  metricsServer?.close();
};
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
