import type { Connection } from 'mongoose';
import { createServiceApp, type ServiceApp } from '@ministry/kit/app';
import { accountRouter } from './account/routes';
import { authRouter } from './auth/routes';
import type { IdentityConfig } from './config';
import { emailVerificationRouter } from './email-verification/routes';
import { createEmailLinks } from './email-verification/service';
import { internalRouter } from './internal/routes';
import { passwordResetRouter } from './password-reset/routes';
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
  const emailLinks = createEmailLinks({ connection: connections.data, config, now: options.now });
  return createServiceApp({
    name: 'identity',
    config,
    ...connections,
    // Staff routers first: each is guarded once, and its paths are matched before the public ones.
    routers: (sessionStore) => [
      adminUsersRouter(config, sessionStore),
      authRouter(config, connections.data, emailLinks, options),
      emailVerificationRouter(emailLinks, sessionStore),
      passwordResetRouter(config, connections.data, sessionStore, options),
      accountRouter(config, sessionStore, connections.data, emailLinks, options),
      internalRouter(config, sessionStore),
    ],
  });
}
