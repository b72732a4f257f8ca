import { loadServiceConfig, readEnv, type ServiceConfig } from '@ministry/kit/config';
import { number, object, string } from 'yup';

/**
 * What an unproven sign-up (a visitor's, or a member's whose address is not verified) is held to
 * until she confirms it from her e-mail.
 */
export interface VisitorSignupSettings {
  /** How long an unconfirmed sign-up holds its seat or waitlist place before it is released. */
  holdMinutes: number;
  /** Unproven sign-ups allowed per client address and window (a hall on one Wi-Fi shares one). */
  limit: { limit: number; windowMs: number };
  /** Unconfirmed sign-ups one client address (an IPv6 /64) holds at once, all dates together. */
  pendingPerAddress: number;
  /** Unconfirmed sign-ups one unverified account holds at once, from wherever she signs up. */
  pendingPerAccount: number;
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
  /** A priced event's freed seat is held this long for the waitlisted person offered it (EVENTS_OFFER_HOURS). */
  offerHours: number;
  /** Billing's internal API: a member's live plan (the plan perks and discount on paid places). */
  billingInternalUrl: string | null;
  /**
   * An order line's places still held this many minutes after their `holdUntil`, never confirmed, are
   * released by the reminder pass (the shop died between holding and recording its order).
   */
  holdGraceMinutes: number;
  /** The shop's internal API: a member's canceled paid place is recorded on its order (SHOP_INTERNAL_URL). */
  shopInternalUrl: string | null;
}

export const DEFAULT_OFFER_HOURS = 24;
export const DEFAULT_HOLD_GRACE_MINUTES = 60;

export const DEFAULT_SIGNUP_RATE_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };

export const DEFAULT_VISITOR_SIGNUP: VisitorSignupSettings = {
  holdMinutes: 60,
  // 40 in 10 minutes from one address lets a hall of visitors sign up.
  limit: { limit: 40, windowMs: 10 * 60 * 1000 },
  // Ten people behind one address may each wait for their link at once (a confirmation frees its
  // hold at once, and a verified member never counts), while made-up sign-ups from one address keep
  // at most ten seats, for an hour, instead of closing a date to everyone else.
  pendingPerAddress: 10,
  // A member who has not verified her address can hold a few dates while she gets to her mailbox;
  // more accounts from one address still share that address's ten.
  pendingPerAccount: 5,
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
      EVENT_UNCONFIRMED_PER_ADDRESS: positive('EVENT_UNCONFIRMED_PER_ADDRESS').default(
        DEFAULT_VISITOR_SIGNUP.pendingPerAddress,
      ),
      EVENT_UNCONFIRMED_PER_ACCOUNT: positive('EVENT_UNCONFIRMED_PER_ACCOUNT').default(
        DEFAULT_VISITOR_SIGNUP.pendingPerAccount,
      ),
      EVENTS_OFFER_HOURS: positive('EVENTS_OFFER_HOURS')
        .max(24 * 14, 'EVENTS_OFFER_HOURS must be at most 336 (two weeks)')
        .default(DEFAULT_OFFER_HOURS),
      BILLING_INTERNAL_URL: string()
        .trim()
        .default(production ? 'http://billing:4005' : 'http://127.0.0.1:4005')
        .matches(
          /^https?:\/\/[^\s]+$/,
          'BILLING_INTERNAL_URL must be a web address such as http://billing:4005',
        ),
      SHOP_INTERNAL_URL: string()
        .trim()
        .default(production ? 'http://shop:4004' : 'http://127.0.0.1:4004')
        .matches(/^https?:\/\/[^\s]+$/, 'SHOP_INTERNAL_URL must be a web address such as http://shop:4004'),
      EVENTS_HOLD_GRACE_MINUTES: positive('EVENTS_HOLD_GRACE_MINUTES')
        .max(24 * 60, 'EVENTS_HOLD_GRACE_MINUTES must be at most 1440 (a day)')
        .default(DEFAULT_HOLD_GRACE_MINUTES),
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
      pendingPerAddress: raw.EVENT_UNCONFIRMED_PER_ADDRESS,
      pendingPerAccount: raw.EVENT_UNCONFIRMED_PER_ACCOUNT,
    },
    offerHours: raw.EVENTS_OFFER_HOURS,
    billingInternalUrl: raw.BILLING_INTERNAL_URL.replace(/\/+$/, ''),
    holdGraceMinutes: raw.EVENTS_HOLD_GRACE_MINUTES,
    shopInternalUrl: raw.SHOP_INTERNAL_URL.replace(/\/+$/, ''),
  };
}
