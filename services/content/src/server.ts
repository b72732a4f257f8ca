import { identityBounceReporter } from '@ministry/kit/bounce-client';
import { runService } from '@ministry/kit/server';
import { createApp, siteContentContext } from './app';
import { loadConfig } from './config';
import { contactRetentionJob } from './contact/retention';
import { migrateResourcePrices } from './resources/migrate-prices';
import { seedResources } from './resources/seed';
import { seedSiteContent } from './site-content/seed';

const config = loadConfig();
void runService({
  name: 'content',
  config,
  build: (connections) => createApp(config, connections),
  onHardBounce: identityBounceReporter(config),
  onConnected: async ({ data }) => {
    await migrateResourcePrices();
    await seedResources();
    await seedSiteContent(siteContentContext(data));
  },
  jobs: () => [contactRetentionJob(config.contactRetentionMonths)],
});
