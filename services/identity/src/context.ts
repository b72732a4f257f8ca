import type { Connection } from 'mongoose';
import { passwordCheckLimit } from './account/password-check';
import { loginLimits, type LoginLimits } from './auth/login-throttle';
import type { IdentityConfig } from './config';

/**
 * What identity's logic runs with, built once in app.ts and passed to the route builders and the
 * logic (services/README.md): the settings, the service's own database (links' records, the limits'
 * slots, the outbox), the clock links' expiry, the limits and e-mails' dates read, and the limits on
 * failed sign-ins and password checks (each keeps when it last cleaned up, so they are built once).
 */
export interface IdentityContext {
  config: IdentityConfig;
  data: Connection;
  now: () => number;
  /** When each kind of expiring record was last cleaned up (see cleanup.ts). */
  cleanups: Map<string, number>;
  loginLimits: LoginLimits;
  passwordCheckLimit: ReturnType<typeof passwordCheckLimit>;
}

export function identityContext(
  config: IdentityConfig,
  data: Connection,
  now: () => number = Date.now,
): IdentityContext {
  return {
    config,
    data,
    now,
    cleanups: new Map(),
    loginLimits: loginLimits(data, now),
    passwordCheckLimit: passwordCheckLimit(data, config.passwordCheckLimit, now),
  };
}
