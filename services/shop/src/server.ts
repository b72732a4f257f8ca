import { runService } from '@ministry/kit/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './setup';

const config = loadConfig();
void runService({
  name: 'shop',
  config,
  build: (connections) => createApp(config, connections),
  onConnected: prepareDatabase,
});
