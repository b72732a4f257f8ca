import { runService } from '@ministry/kit/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { seedResources } from './resources/seed';

const config = loadConfig();
void runService({
  name: 'content',
  config,
  build: (connections) => createApp(config, connections),
  onConnected: seedResources,
});
