import { identityBounceReporter } from '@ministry/kit/bounce-client';
import { runService } from '@ministry/kit/server';
import { createApp, signupContext } from './app';
import { loadConfig } from './config';
import { migrateEvents } from './events/migrate';
import { seedEvents } from './events/seed';
import { gatedPass } from './registrations/pass-gate';
import { REMINDER_POLL_MS, runReminderPass } from './registrations/reminders';

const config = loadConfig();

void runService({
  name: 'events',
  config,
  build: (connections, logger) => createApp(config, connections, { logger }),
  onHardBounce: identityBounceReporter(config),
  onConnected: async (_connections, logger) => {
    // Times as data (and sign-up settings) for events stored before, then the demo calendar.
    await migrateEvents(logger);
    await seedEvents();
  },
  // Reminders 24 hours before each occurrence (sent once with several instances: see reminders.ts),
  // unconfirmed visitor sign-ups released.
  jobs: ({ data }, logger) => {
    const signup = signupContext(config, data, { logger });
    const pass = gatedPass(() => runReminderPass(signup));
    return [{ name: 'reminder pass', everyMs: REMINDER_POLL_MS, run: pass }];
  },
});
