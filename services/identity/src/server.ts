import type { Connection } from 'mongoose';
import { createLogger } from '@ministry/kit/logger';
import type { ServiceApp } from '@ministry/kit/app';
import { runService } from '@ministry/kit/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { identityContext } from './context';
import { announcementJobs } from './outreach/announcements/send';
import { recordBounce } from './outreach/bounces';
import { ensureDefaultMailingLists } from './outreach/consent';
import { deletionJobs } from './privacy/deletion-job';
import { ensureFirstAdmin, grantConfiguredEventEditor } from './users/service';

const config = loadConfig();
const logger = createLogger('identity', config.logLevel);
let data: Connection | undefined;
let app: ServiceApp | undefined;
void runService({
  name: 'identity',
  config,
  build: (connections) => {
    data = connections.data;
    return (app = createApp(config, connections));
  },
  jobs: () =>
    data && app
      ? [
          ...announcementJobs(identityContext(config, data)),
          ...deletionJobs(identityContext(config, data), app.sessionStore, logger),
        ]
      : [],
  // A hard bounce of identity's own mail: the address is suppressed here (the others report it).
  onHardBounce: async (email) => {
    if (data) await recordBounce({ data, now: Date.now }, email);
  },
  onConnected: async () => {
    await ensureFirstAdmin(config);
    if (data) await ensureDefaultMailingLists({ data, now: Date.now });
    const grant = await grantConfiguredEventEditor(config);
    if (grant === 'granted') logger.info('EVENT_EDITOR_ACCOUNT given the event_editor role');
    if (grant === 'no-account')
      logger.warn('EVENT_EDITOR_ACCOUNT names no existing username: nothing granted');
    if (grant === 'too-new')
      logger.warn(
        'EVENT_EDITOR_ACCOUNT names an account created after the setting was first seen: nothing granted (give the role on the admin Users tab)',
      );
  },
});
