import { identityBounceReporter } from '@ministry/kit/bounce-client';
import { runService } from '@ministry/kit/server';
import { careContext, createApp } from './app';
import { deleteExpiredTexts, RETENTION_PASS_MS, runCarePass } from './appointments/passes';
import { loadConfig } from './config';
import { careIndexesReady } from './indexes';
import { seedSessionTypes } from './session-types/seed';

const config = loadConfig();

void runService({
  name: 'care',
  config,
  build: (connections, logger) => createApp(config, connections, { logger }),
  onHardBounce: identityBounceReporter(config),
  onConnected: async () => {
    await careIndexesReady();
    await seedSessionTypes();
  },
  // Unpaid holds released, reminders 24 h and 1 h before, the counselors' morning agendas (each once:
  // outbox keys); confidential texts past their retention deleted.
  jobs: ({ data }, logger) => {
    const context = careContext(config, data, { logger });
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
