import { number, object, string } from 'yup';
import {
  loadServiceConfig,
  readEnv,
  refuseProblems,
  wholeSetting,
  type ServiceConfig,
} from '@ministry/kit/config';
import { financialRetentionYearsSetting } from '@ministry/kit/financial-retention';
import { readStripeSettings, type StripeSettings } from '@ministry/kit/stripe';

/** What the shop adds to every service's settings. */
export interface ShopSettingsConfig {
  /** null when STRIPE_SECRET_KEY is not set: the shop runs, checkout answers "payments unavailable". */
  stripe: StripeSettings | null;
  shipping: {
    flatCents: number;
    /** Orders whose subtotal reaches this ship free; null: never. */
    freeFromCents: number | null;
  };
  /** How long an unpaid order holds its stock. */
  orderHoldMinutes: number;
  /** A stock count at or below this is shown as low in the back office. */
  lowStockThreshold: number;
  checkout: CheckoutLimits;
  cardFailures: CardFailureLimits;
  /** Identity's internal API (IDENTITY_INTERNAL_URL): a buyer's saved language. Empty: not asked. */
  identityInternalUrl: string;
  /**
   * Billing's address (BILLING_INTERNAL_URL): the funds a cart's gifts go to, and where a paid order's
   * gifts are recorded. Empty: gifts cannot be added (503). Resources are read from the kit's
   * CONTENT_SERVICE_URL.
   */
  billingInternalUrl: string;
  /**
   * The events service's address (EVENTS_INTERNAL_URL): a cart's places are quoted, held, confirmed
   * and released there (order-settlement.ts). Empty: places cannot be added (503).
   */
  eventsInternalUrl: string;
  /**
   * The care service's address (CARE_INTERNAL_URL): a cart's paid counseling sessions are quoted,
   * held, confirmed and released there (care-checkout.ts). Empty: sessions cannot be added (503).
   */
  careInternalUrl?: string;
  /** How long a fund or resource read from its service names cart lines before it is asked again. */
  catalogMaxAgeMs: number;
  /** Years orders keep their buyer's personal fields (FINANCIAL_RECORDS_RETENTION_YEARS, 1–30, default 7). */
  financialRecordsRetentionYears?: number;
}

/** How often and how much one member (or one client address) may check out and hold. */
export interface CheckoutLimits {
  /** New checkouts per member and window. */
  memberLimit: number;
  /** New checkouts per client address and window: generous, a congregation shares one Wi-Fi. */
  clientLimit: number;
  windowMs: number;
  /** Units of one cart line a checkout may hold. */
  maxLineUnits: number;
  /** Units one member may hold across her unpaid orders. */
  maxHeldUnits: number;
}

/**
 * Declined payments of orders (card testing). Declines of one PaymentIntent before it is canceled are
 * the Stripe settings' `cardFailureLimit` (CARD_FAILURE_LIMIT, read once for shop and billing).
 */
export interface CardFailureLimits {
  /** Declines per member within the window before her checkouts are refused. */
  perMember: number;
  /** Declines per client address within the window before its checkouts are refused. */
  perClient: number;
  windowMs: number;
}

export interface ShopConfig extends ServiceConfig, ShopSettingsConfig {}

/** The shop's own settings when the environment says nothing (and for apps other tests build). */
export const SHOP_DEFAULTS: Omit<ShopSettingsConfig, 'stripe'> = {
  shipping: { flatCents: 595, freeFromCents: 7500 },
  orderHoldMinutes: 30,
  lowStockThreshold: 3,
  checkout: {
    memberLimit: 5,
    clientLimit: 60,
    windowMs: 15 * 60_000,
    maxLineUnits: 10,
    maxHeldUnits: 20,
  },
  cardFailures: { perMember: 6, perClient: 30, windowMs: 60 * 60_000 },
  identityInternalUrl: '',
  billingInternalUrl: '',
  eventsInternalUrl: '',
  careInternalUrl: '',
  catalogMaxAgeMs: 10_000,
};

const cents = (name: string) =>
  number()
    .typeError(`${name} must be a whole number of cents`)
    .integer(`${name} must be a whole number of cents`)
    .min(0, `${name} cannot be negative`)
    .max(1_000_000, `${name} must be at most 1000000 cents`);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const base = loadServiceConfig(env, { port: 4004, databaseName: 'ministry-shop' });
  const limits = SHOP_DEFAULTS.checkout;
  const failures = SHOP_DEFAULTS.cardFailures;
  const raw = readEnv(
    object({
      // docker-compose names the identity container `identity`; `npm start` passes its local address.
      IDENTITY_INTERNAL_URL: string()
        .trim()
        .default(base.nodeEnv === 'production' ? 'http://identity:4001' : 'http://127.0.0.1:4001')
        .matches(
          /^https?:\/\/[^\s]+$/,
          'IDENTITY_INTERNAL_URL must be a web address such as http://identity:4001',
        ),
      // docker-compose names the billing container `billing`; `npm start` passes its local address.
      BILLING_INTERNAL_URL: string()
        .trim()
        .default(base.nodeEnv === 'production' ? 'http://billing:4005' : 'http://127.0.0.1:4005')
        .matches(
          /^https?:\/\/[^\s]+$/,
          'BILLING_INTERNAL_URL must be a web address such as http://billing:4005',
        ),
      // docker-compose names the events container `events`; `npm start` passes its local address.
      EVENTS_INTERNAL_URL: string()
        .trim()
        .default(base.nodeEnv === 'production' ? 'http://events:4003' : 'http://127.0.0.1:4003')
        .matches(
          /^https?:\/\/[^\s]+$/,
          'EVENTS_INTERNAL_URL must be a web address such as http://events:4003',
        ),
      // docker-compose names the care container `care`; `npm start` passes its local address.
      CARE_INTERNAL_URL: string()
        .trim()
        .default(base.nodeEnv === 'production' ? 'http://care:4007' : 'http://127.0.0.1:4007')
        .matches(/^https?:\/\/[^\s]+$/, 'CARE_INTERNAL_URL must be a web address such as http://care:4007'),
      SHIPPING_FLAT_CENTS: cents('SHIPPING_FLAT_CENTS').default(SHOP_DEFAULTS.shipping.flatCents),
      // Empty means no free shipping at all, so it is read as text first.
      FREE_SHIPPING_FROM_CENTS: string()
        .trim()
        .default(String(SHOP_DEFAULTS.shipping.freeFromCents))
        .matches(/^\d{1,7}$/, {
          message: 'FREE_SHIPPING_FROM_CENTS must be a whole number of cents (or empty: never free)',
          excludeEmptyString: true,
        }),
      ORDER_HOLD_MINUTES: number()
        .typeError('ORDER_HOLD_MINUTES must be a number of minutes')
        .integer('ORDER_HOLD_MINUTES must be a whole number of minutes')
        .min(1, 'ORDER_HOLD_MINUTES must be at least 1')
        .max(24 * 60, 'ORDER_HOLD_MINUTES must be at most 1440 (a day)')
        .default(SHOP_DEFAULTS.orderHoldMinutes),
      LOW_STOCK_THRESHOLD: number()
        .typeError('LOW_STOCK_THRESHOLD must be a whole number')
        .integer('LOW_STOCK_THRESHOLD must be a whole number')
        .min(0, 'LOW_STOCK_THRESHOLD cannot be negative')
        .max(100_000, 'LOW_STOCK_THRESHOLD must be at most 100000')
        .default(SHOP_DEFAULTS.lowStockThreshold),
      CHECKOUT_MEMBER_LIMIT: wholeSetting('CHECKOUT_MEMBER_LIMIT', 1, 100_000, limits.memberLimit),
      CHECKOUT_CLIENT_LIMIT: wholeSetting('CHECKOUT_CLIENT_LIMIT', 1, 1_000_000, limits.clientLimit),
      CHECKOUT_WINDOW_SECONDS: wholeSetting('CHECKOUT_WINDOW_SECONDS', 1, 86_400, limits.windowMs / 1000),
      CHECKOUT_MAX_LINE_UNITS: wholeSetting('CHECKOUT_MAX_LINE_UNITS', 1, 10_000, limits.maxLineUnits),
      CHECKOUT_MAX_HELD_UNITS: wholeSetting('CHECKOUT_MAX_HELD_UNITS', 1, 100_000, limits.maxHeldUnits),
      CHECKOUT_DECLINE_MEMBER_LIMIT: wholeSetting(
        'CHECKOUT_DECLINE_MEMBER_LIMIT',
        1,
        100_000,
        failures.perMember,
      ),
      CHECKOUT_DECLINE_CLIENT_LIMIT: wholeSetting(
        'CHECKOUT_DECLINE_CLIENT_LIMIT',
        1,
        1_000_000,
        failures.perClient,
      ),
      CHECKOUT_DECLINE_WINDOW_SECONDS: wholeSetting(
        'CHECKOUT_DECLINE_WINDOW_SECONDS',
        60,
        7 * 86_400,
        failures.windowMs / 1000,
      ),
      FINANCIAL_RECORDS_RETENTION_YEARS: financialRetentionYearsSetting(),
    }),
    env,
  );
  const { settings, problems } = readStripeSettings(env, base.nodeEnv === 'production');
  refuseProblems(problems);
  return {
    ...base,
    stripe: settings,
    identityInternalUrl: raw.IDENTITY_INTERNAL_URL.replace(/\/+$/, ''),
    billingInternalUrl: raw.BILLING_INTERNAL_URL.replace(/\/+$/, ''),
    eventsInternalUrl: raw.EVENTS_INTERNAL_URL.replace(/\/+$/, ''),
    careInternalUrl: raw.CARE_INTERNAL_URL.replace(/\/+$/, ''),
    catalogMaxAgeMs: SHOP_DEFAULTS.catalogMaxAgeMs,
    financialRecordsRetentionYears: raw.FINANCIAL_RECORDS_RETENTION_YEARS,
    shipping: {
      flatCents: raw.SHIPPING_FLAT_CENTS,
      freeFromCents: raw.FREE_SHIPPING_FROM_CENTS === '' ? null : Number(raw.FREE_SHIPPING_FROM_CENTS),
    },
    orderHoldMinutes: raw.ORDER_HOLD_MINUTES,
    lowStockThreshold: raw.LOW_STOCK_THRESHOLD,
    checkout: {
      memberLimit: raw.CHECKOUT_MEMBER_LIMIT,
      clientLimit: raw.CHECKOUT_CLIENT_LIMIT,
      windowMs: raw.CHECKOUT_WINDOW_SECONDS * 1000,
      maxLineUnits: raw.CHECKOUT_MAX_LINE_UNITS,
      maxHeldUnits: raw.CHECKOUT_MAX_HELD_UNITS,
    },
    cardFailures: {
      perMember: raw.CHECKOUT_DECLINE_MEMBER_LIMIT,
      perClient: raw.CHECKOUT_DECLINE_CLIENT_LIMIT,
      windowMs: raw.CHECKOUT_DECLINE_WINDOW_SECONDS * 1000,
    },
  };
}

/**
 * The shop's settings for an app built from any service config: what is not given takes the defaults
 * and Stripe stays off (other services' tests build the shop from their plain config).
 */
export function shopConfigOf(config: ServiceConfig & Partial<ShopSettingsConfig>): ShopConfig {
  return {
    ...SHOP_DEFAULTS,
    ...config,
    stripe: config.stripe ?? null,
  };
}
