import { createLogger } from '@ministry/kit/logger';
import { runService } from '@ministry/kit/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { ensureFirstAdmin, grantConfiguredEventEditor } from './users/service';

const config = loadConfig();
const logger = createLogger('identity', config.logLevel);
void runService({
  name: 'identity',
  config,
  build: (connections) => createApp(config, connections),
  onConnected: async () => {
    await ensureFirstAdmin(config);
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
