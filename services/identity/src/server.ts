import { runService } from '@ministry/kit/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { ensureFirstAdmin } from './users/service';

const config = loadConfig();
void runService({
  name: 'identity',
  config,
  build: (connections) => createApp(config, connections),
  onConnected: () => ensureFirstAdmin(config),
});
