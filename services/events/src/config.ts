import { loadServiceConfig, readEnv, type ServiceConfig } from '@ministry/kit/config';
import { number, object, string } from 'yup';

/** What the events service reads beyond every service's settings. */
export interface EventsConfig extends ServiceConfig {
  /**
   * The identity service's internal API, where a signed-in member's e-mail address and name are read
   * when she signs up in one click (the shared session carries neither). Null: members give them.
   */
  identityInternalUrl: string | null;
  /** Sign-ups allowed per visitor address (or member) and window; a 429 beyond. */
  signupRateLimit: { limit: number; windowMs: number };
}

export const DEFAULT_SIGNUP_RATE_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): EventsConfig {
  const base = loadServiceConfig(env, { port: 4003, databaseName: 'ministry-events' });
  const production = base.nodeEnv === 'production';
  const raw = readEnv(
    object({
      // docker-compose names the identity container `identity`; `npm start` passes its local address.
      IDENTITY_INTERNAL_URL: string()
        .trim()
        .default(production ? 'http://identity:4001' : 'http://127.0.0.1:4001')
        .matches(
          /^https?:\/\/[^\s]+$/,
          'IDENTITY_INTERNAL_URL must be a web address such as http://identity:4001',
        ),
      EVENT_SIGNUP_LIMIT: number()
        .integer()
        .min(1, 'EVENT_SIGNUP_LIMIT must be a positive whole number')
        .default(DEFAULT_SIGNUP_RATE_LIMIT.limit),
    }),
    env,
  );
  return {
    ...base,
    identityInternalUrl: raw.IDENTITY_INTERNAL_URL.replace(/\/+$/, ''),
    signupRateLimit: { limit: raw.EVENT_SIGNUP_LIMIT, windowMs: DEFAULT_SIGNUP_RATE_LIMIT.windowMs },
  };
}
