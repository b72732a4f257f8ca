import { loadServiceConfig, readEnv, type ServiceConfig } from '@ministry/kit/config';
import { number, object, string } from 'yup';

/** What a visitor's (signed-out) sign-up is held to until she confirms it from her e-mail. */
export interface VisitorSignupSettings {
  /** How long an unconfirmed sign-up holds its seat or waitlist place before it is released. */
  holdMinutes: number;
  /** Visitor sign-ups allowed per client address and window (a hall on one Wi-Fi shares one). */
  limit: { limit: number; windowMs: number };
  /** Unconfirmed visitor sign-ups one occurrence holds at once; a translated 429 beyond. */
  pendingPerOccurrence: number;
}

/** What the events service reads beyond every service's settings. */
export interface EventsConfig extends ServiceConfig {
  /**
   * The identity service's internal API, where a signed-in member's address (and whether she proved
   * it), name and saved language are read. Null: members give them (tests of other services).
   */
  identityInternalUrl: string | null;
  /** Sign-ups allowed per member and window; a 429 beyond. */
  signupRateLimit: { limit: number; windowMs: number };
  visitorSignup: VisitorSignupSettings;
}

export const DEFAULT_SIGNUP_RATE_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };

export const DEFAULT_VISITOR_SIGNUP: VisitorSignupSettings = {
  holdMinutes: 60,
  // 40 in 10 minutes from one address lets a hall of visitors sign up; the per-occurrence cap and the
  // e-mail confirmation keep one client from holding a date's seats.
  limit: { limit: 40, windowMs: 10 * 60 * 1000 },
  pendingPerOccurrence: 10,
};

const positive = (name: string) => number().integer().min(1, `${name} must be a positive whole number`);

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
      EVENT_SIGNUP_LIMIT: positive('EVENT_SIGNUP_LIMIT').default(DEFAULT_SIGNUP_RATE_LIMIT.limit),
      EVENT_VISITOR_HOLD_MINUTES: positive('EVENT_VISITOR_HOLD_MINUTES')
        .max(24 * 60, 'EVENT_VISITOR_HOLD_MINUTES must be at most 1440 (a day)')
        .default(DEFAULT_VISITOR_SIGNUP.holdMinutes),
      EVENT_VISITOR_SIGNUP_LIMIT: positive('EVENT_VISITOR_SIGNUP_LIMIT').default(
        DEFAULT_VISITOR_SIGNUP.limit.limit,
      ),
      EVENT_VISITOR_PENDING_PER_OCCURRENCE: positive('EVENT_VISITOR_PENDING_PER_OCCURRENCE').default(
        DEFAULT_VISITOR_SIGNUP.pendingPerOccurrence,
      ),
    }),
    env,
  );
  return {
    ...base,
    identityInternalUrl: raw.IDENTITY_INTERNAL_URL.replace(/\/+$/, ''),
    signupRateLimit: { limit: raw.EVENT_SIGNUP_LIMIT, windowMs: DEFAULT_SIGNUP_RATE_LIMIT.windowMs },
    visitorSignup: {
      holdMinutes: raw.EVENT_VISITOR_HOLD_MINUTES,
      limit: { limit: raw.EVENT_VISITOR_SIGNUP_LIMIT, windowMs: DEFAULT_VISITOR_SIGNUP.limit.windowMs },
      pendingPerOccurrence: raw.EVENT_VISITOR_PENDING_PER_OCCURRENCE,
    },
  };
}
