import { runService } from '@ministry/kit/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { seedEvents } from './events/seed';

const config = loadConfig();
void runService({
  name: 'events',
  config,
  build: (connections) => createApp(config, connections),
  onConnected: seedEvents,
});
