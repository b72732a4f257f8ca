import Stripe from 'stripe';
import { mixed, number, object, string } from 'yup';
import { readEnv, secretProblem } from './config';

/** How a service reaches Stripe (or stripe-mock, locally and in tests). */
export interface StripeSettings {
  secretKey: string;
  /** Handed to the browser at runtime; null shows a notice instead of the payment form. */
  publishableKey: string | null;
  /** Signs the one webhook endpoint's events (billing checks it; shop gets events forwarded). */
  webhookSecret: string;
  /** stripe-mock: host, port and protocol of the API (unset: api.stripe.com). */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
  /** The stand-in key of `npm start` and the tests: example values elsewhere are then allowed. */
  mock: boolean;
  /**
   * Declined confirmations of one PaymentIntent (gift or order) after which the webhook cancels it at
   * Stripe, so nobody tries card after card on it (CARD_FAILURE_LIMIT; DEFAULT_CARD_FAILURE_LIMIT
   * when a config built by hand leaves it out).
   */
  cardFailureLimit?: number;
}

/** Declined confirmations of one PaymentIntent before it is canceled, unless CARD_FAILURE_LIMIT says. */
export const DEFAULT_CARD_FAILURE_LIMIT = 3;

/** stripe-mock accepts any key; `npm start` and the e2e stack give it this one. */
const MOCK_SECRET_PREFIX = 'sk_test_mock';

/** The signing secret outside production when none is set (tests sign their payloads with it). */
export const DEVELOPMENT_WEBHOOK_SECRET = 'whsec_development_only';

/**
 * STRIPE_* and CARD_FAILURE_LIMIT from the environment: null when no secret key is set (payments
 * answer "not available"). In production with a real key the signing secret is required and no value
 * may be an example; stripe-mock's key is refused unless a signing secret of its own is set (with the
 * public development secret anyone could sign a "payment succeeded" and get an order or a plan).
 * Problems are returned, not thrown, so a service can report them with its own.
 */
export function readStripeSettings(
  env: NodeJS.ProcessEnv,
  production: boolean,
): { settings: StripeSettings | null; problems: string[] } {
  const raw = readEnv(
    object({
      STRIPE_SECRET_KEY: string().trim().default(''),
      STRIPE_PUBLISHABLE_KEY: string().trim().default(''),
      STRIPE_WEBHOOK_SECRET: string().trim().default(''),
      STRIPE_API_HOST: string().trim(),
      STRIPE_API_PORT: number().integer().min(1).max(65535),
      STRIPE_API_PROTOCOL: mixed<'http' | 'https'>().oneOf(['http', 'https']),
      CARD_FAILURE_LIMIT: number().integer().min(1).max(100).default(DEFAULT_CARD_FAILURE_LIMIT),
    }),
    env,
  );
  if (!raw.STRIPE_SECRET_KEY) return { settings: null, problems: [] };
  const mock = raw.STRIPE_SECRET_KEY.startsWith(MOCK_SECRET_PREFIX);
  const problems: string[] = [];
  const developmentSecret =
    !raw.STRIPE_WEBHOOK_SECRET || raw.STRIPE_WEBHOOK_SECRET === DEVELOPMENT_WEBHOOK_SECRET;
  if (production && !mock && !raw.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET is required with a Stripe key in production');
  if (production && mock && developmentSecret)
    problems.push(
      `STRIPE_SECRET_KEY is stripe-mock's stand-in (${MOCK_SECRET_PREFIX}…) and STRIPE_WEBHOOK_SECRET is the public development secret: set a real Stripe key and its signing secret in production`,
    );
  if (production) {
    // An example signing secret would let anyone forge a payment and get an order or a plan.
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      const problem = secretProblem(name, raw[name]);
      if (problem) problems.push(problem);
    }
  }
  return {
    settings: {
      secretKey: raw.STRIPE_SECRET_KEY,
      publishableKey: raw.STRIPE_PUBLISHABLE_KEY || (mock ? 'pk_test_mock' : null),
      webhookSecret: raw.STRIPE_WEBHOOK_SECRET || DEVELOPMENT_WEBHOOK_SECRET,
      apiHost: raw.STRIPE_API_HOST || undefined,
      apiPort: raw.STRIPE_API_PORT,
      apiProtocol: raw.STRIPE_API_PROTOCOL,
      mock,
      cardFailureLimit: raw.CARD_FAILURE_LIMIT,
    },
    problems,
  };
}

/** The Stripe SDK at its pinned API version, pointed at stripe-mock when a host is configured. */
export function createStripeClient(settings: StripeSettings, appName: string): Stripe {
  return new Stripe(settings.secretKey, {
    ...(settings.apiHost && { host: settings.apiHost }),
    ...(settings.apiPort && { port: settings.apiPort }),
    ...(settings.apiProtocol && { protocol: settings.apiProtocol }),
    // At most 2 × 6 s per call, so a request making two calls still answers within the gateway's
    // 30 s proxy timeout (a failed request is the visitor's to retry).
    maxNetworkRetries: 1,
    timeout: 6_000,
    telemetry: false,
    appInfo: { name: appName },
  });
}

/**
 * What a PaymentIntent, SetupIntent or subscription is for, in its metadata under `kind`: the one
 * webhook endpoint (billing's) dispatches on it: 'order' events to the shop service, 'gift' to
 * giving, 'plan' to subscriptions.
 */
export const PAYMENT_KIND_KEY = 'kind';
export type PaymentKind = 'order' | 'gift' | 'plan';

/** The shop service's internal endpoint for the Stripe events billing forwards to it. */
export const SHOP_STRIPE_EVENTS_PATH = '/internal/stripe-events';
