import { createLogger } from '@ministry/kit/logger';
import { serviceConnections } from '@ministry/kit/database';
import { bounceReporter } from '@ministry/kit/bounce-client';
import { runService } from '@ministry/kit/server';
import { careContext, createApp } from './app';
import { deleteExpiredTexts, RETENTION_PASS_MS, runCarePass } from './appointments/passes';
import { loadConfig } from './config';
import { careIndexesReady } from './indexes';
import { seedSessionTypes } from './session-types/seed';

const config = loadConfig();
const logger = createLogger('care', config.logLevel);
let data: ReturnType<typeof serviceConnections>['data'] | undefined;

void runService({
  name: 'care',
  config,
  build: (connections) => {
    data = connections.data;
    return createApp(config, connections, { logger });
  },
  onHardBounce: bounceReporter({
    identityUrl: config.identityInternalUrl,
    internalApiKey: config.internalApiKey,
  }),
  onConnected: async () => {
    await careIndexesReady();
    await seedSessionTypes();
  },
  // Unpaid holds released, reminders 24 h and 1 h before, the counselors' morning agendas (each once:
  // outbox keys); confidential texts past their retention deleted.
  jobs: () => {
    const context = careContext(config, data!, { logger });
    return [
      { name: 'care pass', everyMs: config.passEveryMs, run: () => runCarePass(context) },
      {
        name: 'care text retention',
        everyMs: RETENTION_PASS_MS,
        run: () => deleteExpiredTexts(context),
        atStart: true,
      },
    ];
  },
});
