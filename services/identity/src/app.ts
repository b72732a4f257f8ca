import type { Connection } from 'mongoose';
import { createServiceApp, type ServiceApp } from '@ministry/kit/app';
import { accountRouter } from './account/routes';
import { adminRouter } from './admin/routes';
import { authRouter } from './auth/routes';
import type { IdentityConfig } from './config';
import { internalRouter } from './internal/routes';

export function createApp(
  config: IdentityConfig,
  connections: { data: Connection; sessions: Connection },
): ServiceApp {
  return createServiceApp({
    name: 'identity',
    config,
    ...connections,
    routers: (sessionStore) => [
      authRouter(config, connections.data),
      adminRouter(config, sessionStore),
      accountRouter(config, sessionStore),
      internalRouter(config, sessionStore),
    ],
  });
}
