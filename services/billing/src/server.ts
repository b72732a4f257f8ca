import { identityBounceReporter } from '@ministry/kit/bounce-client';
import { runService } from '@ministry/kit/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { ACCESS_LOG_RETENTION_EVERY_MS, pruneAccessLog } from './giving/access-log';
import { seedFunds } from './giving/funds';
import { givingRetentionJob } from './privacy/retention';

const config = loadConfig();
void runService({
  name: 'billing',
  config,
  build: (connections) => createApp(config, connections),
  onConnected: seedFunds,
  onHardBounce: identityBounceReporter(config),
  jobs: () => [
    {
      name: 'access-log-retention',
      everyMs: ACCESS_LOG_RETENTION_EVERY_MS,
      run: () => pruneAccessLog(),
      atStart: true,
    },
    givingRetentionJob(config.financialRecordsRetentionYears),
  ],
});
