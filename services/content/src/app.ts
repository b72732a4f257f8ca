import type { Connection } from 'mongoose';
import { createServiceApp, type ServiceApp } from '@ministry/kit/app';
import type { ServiceConfig } from '@ministry/kit/config';
import { createLogger } from '@ministry/kit/logger';
import { adminContactRouter } from './contact/admin-routes';
import { careClient } from './contact/care-client';
import { billingClient } from '@ministry/kit/billing-client';
import { contactRouter } from './contact/routes';
import {
  billingInternalUrlDefault,
  careInternalUrlDefault,
  DEFAULT_CONTACT_ACK_LIMIT,
  DEFAULT_CONTACT_RATE_LIMIT,
  type ContentSettings,
} from './config';
import { contentExportRouter } from './privacy/export-routes';
import { contentForgetRouter } from './privacy/forget-routes';
import { adminResourcesRouter } from './resources/admin-routes';
import { internalResourcePurchaseRouter } from './resources/internal-routes';
import { resourceLinkKey } from './resources/links';
import { resourcesRouter } from './resources/routes';
import { adminSiteContentRouter } from './site-content/admin-routes';
import { siteContentRouter } from './site-content/routes';
import { publishedMinistry, type SiteContentContext } from './site-content/service';
import { adminSystemRouter } from './system/routes';

/** What the site-content logic works with: the service's database and the clock. */
export const siteContentContext = (connection: Connection): SiteContentContext => ({
  connection,
  now: () => new Date(),
});

export interface ContentAppOptions {
  /** For tests: the current time (the contact form's limits, resources' links). */
  now?: () => number;
}

export function createApp(
  config: ServiceConfig & Partial<ContentSettings>,
  connections: { data: Connection; sessions: Connection },
  options: ContentAppOptions = {},
): ServiceApp {
  const now = options.now ?? Date.now;
  const logger = createLogger('content', config.logLevel);
  const siteContent = siteContentContext(connections.data);
  // Its own e-mails and PDFs read the ministry's details from its own database, never over HTTP.
  const ministry = () => publishedMinistry(siteContent);
  const service = createServiceApp({
    name: 'content',
    config,
    ...connections,
    logger,
    // Staff routers first: each is guarded once, and its paths are matched before the public ones.
    routers: [
      adminContactRouter(),
      adminResourcesRouter(),
      adminSiteContentRouter(siteContent),
      adminSystemRouter(config.backupDir),
      contactRouter({
        connection: connections.data,
        rateLimit: config.contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT,
        acknowledgementLimit: config.contactAckLimit ?? DEFAULT_CONTACT_ACK_LIMIT,
        care: careClient({
          url: config.careInternalUrl ?? careInternalUrlDefault(config.nodeEnv === 'production'),
          internalApiKey: config.internalApiKey,
        }),
        plans: billingClient({
          url: config.billingInternalUrl ?? billingInternalUrlDefault(config.nodeEnv === 'production'),
          internalApiKey: config.internalApiKey,
          // The form waits on this: a slow billing must not keep her waiting long.
          timeoutMs: 3000,
        }),
        mail: {
          siteUrl: config.siteUrl,
          notifyEmail: config.mail.notifyEmail,
          ministry,
        },
        logger,
        now,
      }),
      resourcesRouter({ ministry, linkKey: resourceLinkKey(config), now }),
      siteContentRouter(siteContent),
      // Service to service (never routed by the gateway): the shop records a paid order's resources.
      internalResourcePurchaseRouter(config, now),
      contentExportRouter(config, connections.data),
      contentForgetRouter(config),
    ],
  });
  return service;
}
