import { bounceReporter } from '@ministry/kit/bounce-client';
import { runService } from '@ministry/kit/server';
import mongoose from 'mongoose';
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
  onHardBounce: bounceReporter({
    identityUrl: config.identityInternalUrl,
    internalApiKey: config.internalApiKey,
  }),
  onConnected: async () => {
    await migrateResourcePrices();
    await seedResources();
    // The service's data is mongoose's default connection (the kit's serviceConnections).
    await seedSiteContent(siteContentContext(mongoose.connection));
  },
  jobs: () => [contactRetentionJob(config.contactRetentionMonths)],
});
