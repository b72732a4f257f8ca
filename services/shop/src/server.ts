import { createLogger, errorFields } from '@ministry/kit/logger';
import { repeatEvery } from '@ministry/kit/repeat';
import { runService } from '@ministry/kit/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { recoverCheckouts } from './orders/service';
import { prepareDatabase } from './setup';

/** How often checkouts a crash left half done are looked for (each after its lease has run out). */
const RECOVERY_EVERY_MS = 60_000;

const config = loadConfig();
const logger = createLogger('shop', config.logLevel);
const recover = () =>
  recoverCheckouts().then((count) => {
    if (count) logger.warn('recovered checkouts left half done', { count });
  });
const recoveryFailed = (error: unknown) => logger.error('checkout recovery failed', errorFields(error));

void runService({
  name: 'shop',
  config,
  build: (connections) => createApp(config, connections),
  onConnected: async () => {
    await prepareDatabase();
    await recover().catch(recoveryFailed);
    repeatEvery(RECOVERY_EVERY_MS, recover, recoveryFailed);
  },
});
