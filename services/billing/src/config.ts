import { mixed, number, object, string } from 'yup';
import { loadServiceConfig, readEnv, secretProblem, type ServiceConfig } from '@ministry/kit/config';
import { PLAN_IDS, type PlanId } from '@ministry/contracts/plans';

/** How the service reaches Stripe (or stripe-mock, locally and in tests). */
export interface StripeSettings {
  secretKey: string;
  /** Handed to the browser at runtime; null shows a notice instead of the payment form. */
  publishableKey: string | null;
  webhookSecret: string;
  /** Stripe price id of each plan. */
  prices: Record<PlanId, string>;
  /** stripe-mock: host, port and protocol of the API (unset: api.stripe.com). */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
}

export interface BillingConfig extends ServiceConfig {
  /** null when STRIPE_SECRET_KEY is not set: the site runs, payments answer "not available". */
  stripe: StripeSettings | null;
  /** The identity service's internal API (not routed by the gateway). */
  identityInternalUrl: string;
}

/** stripe-mock accepts any key; `npm start` and the e2e stack give it this one. */
const MOCK_SECRET_PREFIX = 'sk_test_mock';

const PRICE_ENV: Record<PlanId, string> = {
  essential: 'STRIPE_PRICE_ESSENTIAL',
  growth: 'STRIPE_PRICE_GROWTH',
  transform: 'STRIPE_PRICE_TRANSFORM',
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const base = loadServiceConfig(env, { port: 4005, databaseName: 'ministry-billing' });
  const production = base.nodeEnv === 'production';
  const raw = readEnv(
    object({
      STRIPE_SECRET_KEY: string().trim().default(''),
      STRIPE_PUBLISHABLE_KEY: string().trim().default(''),
      STRIPE_WEBHOOK_SECRET: string().trim().default(''),
      STRIPE_API_HOST: string().trim(),
      STRIPE_API_PORT: number().integer().min(1).max(65535),
      STRIPE_API_PROTOCOL: mixed<'http' | 'https'>().oneOf(['http', 'https']),
      STRIPE_PRICE_ESSENTIAL: string().trim().default(''),
      STRIPE_PRICE_GROWTH: string().trim().default(''),
      STRIPE_PRICE_TRANSFORM: string().trim().default(''),
      IDENTITY_INTERNAL_URL: production
        ? string()
            .trim()
            .required('IDENTITY_INTERNAL_URL is required in production (e.g. http://identity:4001)')
        : string().trim().default('http://127.0.0.1:4001'),
    }),
    env,
  );

  let stripe: StripeSettings | null = null;
  if (raw.STRIPE_SECRET_KEY) {
    const problems: string[] = [];
    const mock = raw.STRIPE_SECRET_KEY.startsWith(MOCK_SECRET_PREFIX);
    // Real keys need real price ids and a real signing secret; development and stripe-mock get stand-ins.
    const strict = production && !mock;
    const prices = {} as Record<PlanId, string>;
    for (const plan of PLAN_IDS) {
      const value = raw[PRICE_ENV[plan] as keyof typeof raw] as string;
      if (!value && strict) problems.push(`${PRICE_ENV[plan]} is required with a Stripe key in production`);
      prices[plan] = value || `price_${plan}`;
    }
    if (!raw.STRIPE_WEBHOOK_SECRET && strict)
      problems.push('STRIPE_WEBHOOK_SECRET is required with a Stripe key in production');
    if (production) {
      // An example signing secret would let anyone forge invoice.paid and grant premium.
      for (const name of [
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        ...Object.values(PRICE_ENV),
      ] as const) {
        const problem = secretProblem(name, raw[name as keyof typeof raw] as string);
        if (problem) problems.push(problem);
      }
    }
    if (problems.length)
      throw new Error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    stripe = {
      secretKey: raw.STRIPE_SECRET_KEY,
      publishableKey: raw.STRIPE_PUBLISHABLE_KEY || (mock ? 'pk_test_mock' : null),
      webhookSecret: raw.STRIPE_WEBHOOK_SECRET || DEVELOPMENT_WEBHOOK_SECRET,
      prices,
      apiHost: raw.STRIPE_API_HOST || undefined,
      apiPort: raw.STRIPE_API_PORT,
      apiProtocol: raw.STRIPE_API_PROTOCOL,
    };
  }
  return { ...base, stripe, identityInternalUrl: raw.IDENTITY_INTERNAL_URL.replace(/\/+$/, '') };
}

/** The signing secret outside production when none is set (tests sign their payloads with it). */
export const DEVELOPMENT_WEBHOOK_SECRET = 'whsec_development_only';
