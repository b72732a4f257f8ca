import type { Connection } from 'mongoose';
import { createServiceApp, type ServiceApp } from '@ministry/kit/app';
import { accountRouter } from './account/routes';
import { authRouter } from './auth/routes';
import type { IdentityConfig } from './config';
import { identityContext } from './context';
import { emailVerificationRouter } from './email-verification/routes';
import { internalRouter } from './internal/routes';
import { bounceRouter } from './outreach/bounces';
import { consentRouter } from './outreach/consent-routes';
import { listsAdminRouter } from './outreach/lists-admin-routes';
import { unsubscribeRouter } from './outreach/unsubscribe-routes';
import { announcementArchiveRouter } from './outreach/announcements/archive-routes';
import { adminAnnouncementsRouter } from './outreach/announcements/routes';
import { passwordResetRouter } from './password-reset/routes';
import { dataExportRouter } from './privacy/export-routes';
import { deletionRouters } from './privacy/deletion-routes';
import { signInUnlockRouter } from './sign-in-unlock/routes';
import { adminUsersRouter } from './users/admin-routes';

export interface IdentityAppOptions {
  /** For tests: the current time (links' expiry, the limits, e-mails' dates). */
  now?: () => number;
}

export function createApp(
  config: IdentityConfig,
  connections: { data: Connection; sessions: Connection },
  options: IdentityAppOptions = {},
): ServiceApp {
  const context = identityContext(config, connections.data, options.now);
  return createServiceApp({
    name: 'identity',
    config,
    ...connections,
    ownsSessions: true,
    // Staff routers first: each is guarded once, and its paths are matched before the public ones.
    routers: (sessionStore) => [
      adminUsersRouter(context, sessionStore),
      listsAdminRouter(context),
      adminAnnouncementsRouter(context),
      authRouter(context),
      emailVerificationRouter(context, sessionStore),
      passwordResetRouter(context, sessionStore),
      signInUnlockRouter(context),
      accountRouter(context, sessionStore),
      dataExportRouter(context),
      ...deletionRouters(context, sessionStore),
      internalRouter(config, sessionStore),
      bounceRouter(context),
      consentRouter(context),
      unsubscribeRouter(context),
      announcementArchiveRouter(context),
    ],
  });
}
