import { runService } from '@ministry/kit/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { seedFunds } from './giving/funds';

const config = loadConfig();
void runService({
  name: 'billing',
  config,
  build: (connections) => createApp(config, connections),
  onConnected: seedFunds,
});
