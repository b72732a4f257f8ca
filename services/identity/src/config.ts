import { number, object, string } from 'yup';
import {
  loadServiceConfig,
  positiveWhole,
  readEnv,
  refuseProblems,
  secretProblem,
  type ServiceConfig,
} from '@ministry/kit/config';
import { EMAIL_CHANGE_TTL_HOURS, EMAIL_VERIFICATION_TTL_HOURS } from '@ministry/contracts/auth';
import type { ExportingService } from '@ministry/contracts/data-export';

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
  /** New accounts per client address (`DEFAULT_REGISTER_LIMIT` when not given). */
  registerLimit?: RateLimitSetting;
  /** Verification and e-mail change links (`DEFAULT_EMAIL_LINK_SETTINGS` when not given). */
  emailLinks?: EmailLinkSettings;
  /** Wrong current passwords per user, password and e-mail changes together (`DEFAULT_PASSWORD_CHECK_LIMIT`). */
  passwordCheckLimit?: RateLimitSetting;
  /** Successful password changes per user from the Security tab (`DEFAULT_PASSWORD_CHANGE_LIMIT`). */
  passwordChangeLimit?: RateLimitSetting;
  /**
   * The services "download my data" asks for her records (SHOP_INTERNAL_URL, BILLING_INTERNAL_URL,
   * EVENTS_INTERNAL_URL, CARE_INTERNAL_URL; content is the kit's CONTENT_SERVICE_URL). Without it
   * (a config built by hand), the download answers 503.
   */
  exportUrls?: Record<ExportingService, string>;
  /**
   * The mailbox an announcement's List-Unsubscribe `mailto:` writes to (MAIL_UNSUBSCRIBE_ADDRESS;
   * default the ministry's MINISTRY_NOTIFY_EMAIL, and so when a config is built by hand without it).
   * Staff process what arrives there in Mailing lists → "Unsubscribe a person".
   */
  unsubscribeAddress?: string;
  /**
   * How often the pass that erases accounts whose 14 days are over runs
   * (`DEFAULT_DELETION_PASS_MS` when not given); the end-to-end stack runs it every few seconds.
   */
  deletionPassMs?: number;
}

export interface EmailLinkSettings {
  /** How long a link that verifies her address works. */
  verifyTtlMs: number;
  /** How long a link that confirms a new address works. */
  changeTtlMs: number;
  /** Links she may ask for (a new verification link, an e-mail change) per user. */
  sendsPerUser: RateLimitSetting;
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

/** Generous: a congregation creating accounts together on one Wi-Fi is never turned away. */
export const DEFAULT_REGISTER_LIMIT: RateLimitSetting = { limit: 60, windowMs: 15 * 60 * 1000 };

export const DEFAULT_EMAIL_LINK_SETTINGS: EmailLinkSettings = {
  verifyTtlMs: EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000,
  changeTtlMs: EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000,
  sendsPerUser: { limit: 3, windowMs: 60 * 60 * 1000 },
};

export const DEFAULT_PASSWORD_CHECK_LIMIT: RateLimitSetting = { limit: 5, windowMs: 15 * 60 * 1000 };

/** A member changes her password a few times at most; a script changing it again and again is stopped. */
export const DEFAULT_PASSWORD_CHANGE_LIMIT: RateLimitSetting = { limit: 3, windowMs: 60 * 60 * 1000 };

/** An account whose deletion came due is erased within ten minutes. */
export const DEFAULT_DELETION_PASS_MS = 10 * 60 * 1000;

/** A limit read from the environment: so many per window of so many seconds. */
function perWindow(limit: number, windowSeconds: number): RateLimitSetting {
  return { limit, windowMs: windowSeconds * 1000 };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const base = loadServiceConfig(env, { port: 4001, databaseName: 'ministry-identity' });
  const production = base.nodeEnv === 'production';
  const peer = (name: string, host: string, port: number) =>
    string()
      .trim()
      .default(production ? `http://${host}:${port}` : `http://127.0.0.1:${port}`)
      .matches(/^https?:\/\/[^\s]+$/, `${name} must be a web address such as http://${host}:${port}`);
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
      PASSWORD_RESET_ADDRESS_LIMIT: positiveWhole(DEFAULT_PASSWORD_RESET_LIMITS.perAddress.limit),
      PASSWORD_RESET_CLIENT_LIMIT: positiveWhole(DEFAULT_PASSWORD_RESET_LIMITS.perClient.limit),
      PASSWORD_RESET_WINDOW_SECONDS: positiveWhole(DEFAULT_PASSWORD_RESET_LIMITS.perAddress.windowMs / 1000),
      REGISTER_CLIENT_LIMIT: positiveWhole(DEFAULT_REGISTER_LIMIT.limit),
      REGISTER_WINDOW_SECONDS: positiveWhole(DEFAULT_REGISTER_LIMIT.windowMs / 1000),
      EMAIL_VERIFICATION_TTL_HOURS: number().integer().min(1).max(720).default(EMAIL_VERIFICATION_TTL_HOURS),
      EMAIL_CHANGE_TTL_HOURS: number().integer().min(1).max(720).default(EMAIL_CHANGE_TTL_HOURS),
      EMAIL_LINK_USER_LIMIT: positiveWhole(DEFAULT_EMAIL_LINK_SETTINGS.sendsPerUser.limit),
      EMAIL_LINK_WINDOW_SECONDS: positiveWhole(DEFAULT_EMAIL_LINK_SETTINGS.sendsPerUser.windowMs / 1000),
      PASSWORD_CHECK_LIMIT: positiveWhole(DEFAULT_PASSWORD_CHECK_LIMIT.limit),
      PASSWORD_CHECK_WINDOW_SECONDS: positiveWhole(DEFAULT_PASSWORD_CHECK_LIMIT.windowMs / 1000),
      PASSWORD_CHANGE_LIMIT: positiveWhole(DEFAULT_PASSWORD_CHANGE_LIMIT.limit),
      PASSWORD_CHANGE_WINDOW_SECONDS: positiveWhole(DEFAULT_PASSWORD_CHANGE_LIMIT.windowMs / 1000),
      ACCOUNT_DELETION_PASS_SECONDS: positiveWhole(DEFAULT_DELETION_PASS_MS / 1000),
      SHOP_INTERNAL_URL: peer('SHOP_INTERNAL_URL', 'shop', 4004),
      BILLING_INTERNAL_URL: peer('BILLING_INTERNAL_URL', 'billing', 4005),
      EVENTS_INTERNAL_URL: peer('EVENTS_INTERNAL_URL', 'events', 4003),
      CARE_INTERNAL_URL: peer('CARE_INTERNAL_URL', 'care', 4007),
      MAIL_UNSUBSCRIBE_ADDRESS: string()
        .trim()
        .email('MAIL_UNSUBSCRIBE_ADDRESS must be an e-mail address')
        .default(base.mail.notifyEmail),
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
      perAddress: perWindow(extra.PASSWORD_RESET_ADDRESS_LIMIT, extra.PASSWORD_RESET_WINDOW_SECONDS),
      perClient: perWindow(extra.PASSWORD_RESET_CLIENT_LIMIT, extra.PASSWORD_RESET_WINDOW_SECONDS),
    },
    registerLimit: perWindow(extra.REGISTER_CLIENT_LIMIT, extra.REGISTER_WINDOW_SECONDS),
    emailLinks: {
      verifyTtlMs: extra.EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000,
      changeTtlMs: extra.EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000,
      sendsPerUser: perWindow(extra.EMAIL_LINK_USER_LIMIT, extra.EMAIL_LINK_WINDOW_SECONDS),
    },
    passwordCheckLimit: perWindow(extra.PASSWORD_CHECK_LIMIT, extra.PASSWORD_CHECK_WINDOW_SECONDS),
    passwordChangeLimit: perWindow(extra.PASSWORD_CHANGE_LIMIT, extra.PASSWORD_CHANGE_WINDOW_SECONDS),
    deletionPassMs: extra.ACCOUNT_DELETION_PASS_SECONDS * 1000,
    exportUrls: {
      shop: extra.SHOP_INTERNAL_URL,
      billing: extra.BILLING_INTERNAL_URL,
      events: extra.EVENTS_INTERNAL_URL,
      care: extra.CARE_INTERNAL_URL,
      content: base.contentServiceUrl,
    },
    unsubscribeAddress: extra.MAIL_UNSUBSCRIBE_ADDRESS || base.mail.notifyEmail,
  };
}
