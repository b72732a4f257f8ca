import { number, object, string } from 'yup';
import {
  loadServiceConfig,
  readEnv,
  refuseProblems,
  secretProblem,
  type ServiceConfig,
} from '@ministry/kit/config';

export interface IdentityConfig extends ServiceConfig {
  /** The first admin, created at start when missing (npm start supplies development values). */
  adminUsername: string;
  adminPassword: string;
  /** One account (e-mail or username) that may manage events without the event_editor role. */
  eventEditorAccount: string;
  bcryptRounds: number;
  /**
   * Password-reset requests allowed per e-mail address and per client address in a window
   * (`DEFAULT_PASSWORD_RESET_LIMITS` when a config is built by hand without them).
   */
  passwordResetLimits?: PasswordResetLimits;
}

export interface RateLimitSetting {
  limit: number;
  windowMs: number;
}

export interface PasswordResetLimits {
  /** Per e-mail address asked for (lower-cased): a mailbox is not flooded with links. */
  perAddress: RateLimitSetting;
  /** Per client address: one client cannot probe or flood many mailboxes. */
  perClient: RateLimitSetting;
}

export const DEFAULT_PASSWORD_RESET_LIMITS: PasswordResetLimits = {
  perAddress: { limit: 5, windowMs: 15 * 60 * 1000 },
  perClient: { limit: 20, windowMs: 15 * 60 * 1000 },
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const base = loadServiceConfig(env, { port: 4001, databaseName: 'ministry-identity' });
  const extra = readEnv(
    object({
      ADMIN_USERNAME: string().default(''),
      ADMIN_PASSWORD: string()
        .default('')
        .test(
          'long-enough',
          'ADMIN_PASSWORD must be at least 12 characters',
          (value) => !value || value.length >= 12,
        ),
      EVENT_EDITOR_ACCOUNT: string().default(''),
      BCRYPT_ROUNDS: number().integer().min(4).max(15).default(12),
      PASSWORD_RESET_ADDRESS_LIMIT: number()
        .integer()
        .min(1)
        .default(DEFAULT_PASSWORD_RESET_LIMITS.perAddress.limit),
      PASSWORD_RESET_CLIENT_LIMIT: number()
        .integer()
        .min(1)
        .default(DEFAULT_PASSWORD_RESET_LIMITS.perClient.limit),
      PASSWORD_RESET_WINDOW_SECONDS: number()
        .integer()
        .min(1)
        .default(DEFAULT_PASSWORD_RESET_LIMITS.perAddress.windowMs / 1000),
    }),
    env,
  );
  if (base.nodeEnv === 'production') refuseProblems([secretProblem('ADMIN_PASSWORD', extra.ADMIN_PASSWORD)]);
  return {
    ...base,
    adminUsername: extra.ADMIN_USERNAME.trim(),
    adminPassword: extra.ADMIN_PASSWORD,
    eventEditorAccount: extra.EVENT_EDITOR_ACCOUNT.trim().toLowerCase(),
    bcryptRounds: extra.BCRYPT_ROUNDS,
    passwordResetLimits: {
      perAddress: {
        limit: extra.PASSWORD_RESET_ADDRESS_LIMIT,
        windowMs: extra.PASSWORD_RESET_WINDOW_SECONDS * 1000,
      },
      perClient: {
        limit: extra.PASSWORD_RESET_CLIENT_LIMIT,
        windowMs: extra.PASSWORD_RESET_WINDOW_SECONDS * 1000,
      },
    },
  };
}
