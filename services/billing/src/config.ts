import { object, string } from 'yup';
import { loadServiceConfig, readEnv, secretProblem, type ServiceConfig } from '@ministry/kit/config';
import { financialRetentionYearsSetting } from '@ministry/kit/financial-retention';
import { readStripeSettings, type StripeSettings as KitStripeSettings } from '@ministry/kit/stripe';
import { PLAN_IDS, type BillingInterval, type PlanId } from '@ministry/contracts/plans';
import { readGivingConfig, type GivingConfig } from './giving/config';

/** The kit's Stripe settings and the price id of each plan: monthly (`prices`) and yearly. */
export interface StripeSettings extends KitStripeSettings {
  prices: Record<PlanId, string>;
  /**
   * The yearly price of each plan (12 months less YEARLY_SAVINGS_PERCENT, yearlyPriceCents); a config
   * built by hand without them gets the stand-ins (`standInYearlyPrices`).
   */
  yearlyPrices?: Record<PlanId, string>;
}

export interface BillingConfig extends ServiceConfig {
  /** null when STRIPE_SECRET_KEY is not set: the site runs, payments answer "not available". */
  stripe: StripeSettings | null;
  /** The identity service's internal API (not routed by the gateway). */
  identityInternalUrl: string;
  /** The shop service's internal API: Stripe events about orders are handed to it. */
  shopInternalUrl: string;
  /** Receipts' legal name and EIN, limits against card testing (a config built by hand gets DEVELOPMENT_GIVING). */
  giving?: GivingConfig;
  /** Years gifts keep their donor's personal fields (FINANCIAL_RECORDS_RETENTION_YEARS, 1–30, default 7). */
  financialRecordsRetentionYears?: number;
}

const PRICE_ENV: Record<PlanId, string> = {
  essential: 'STRIPE_PRICE_ESSENTIAL',
  growth: 'STRIPE_PRICE_GROWTH',
  transform: 'STRIPE_PRICE_TRANSFORM',
};
/** The setting of a plan's price at an interval, and the stand-in development and stripe-mock get. */
const priceSetting = (plan: PlanId, interval: BillingInterval) =>
  interval === 'year'
    ? { name: `${PRICE_ENV[plan]}_YEARLY`, standIn: `price_${plan}_yearly` }
    : { name: PRICE_ENV[plan], standIn: `price_${plan}` };

/** The yearly stand-in price ids (`price_<plan>_yearly`) development and stripe-mock get. */
export const standInYearlyPrices = (): Record<PlanId, string> =>
  Object.fromEntries(PLAN_IDS.map((plan) => [plan, priceSetting(plan, 'year').standIn])) as Record<
    PlanId,
    string
  >;

const internalUrl = (production: boolean, name: string, example: string, local: string) =>
  production
    ? string().trim().required(`${name} is required in production (e.g. ${example})`)
    : string().trim().default(local);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const base = loadServiceConfig(env, { port: 4005, databaseName: 'ministry-billing' });
  const production = base.nodeEnv === 'production';
  const raw = readEnv(
    object({
      STRIPE_PRICE_ESSENTIAL: string().trim().default(''),
      STRIPE_PRICE_GROWTH: string().trim().default(''),
      STRIPE_PRICE_TRANSFORM: string().trim().default(''),
      STRIPE_PRICE_ESSENTIAL_YEARLY: string().trim().default(''),
      STRIPE_PRICE_GROWTH_YEARLY: string().trim().default(''),
      STRIPE_PRICE_TRANSFORM_YEARLY: string().trim().default(''),
      IDENTITY_INTERNAL_URL: internalUrl(
        production,
        'IDENTITY_INTERNAL_URL',
        'http://identity:4001',
        'http://127.0.0.1:4001',
      ),
      SHOP_INTERNAL_URL: internalUrl(
        production,
        'SHOP_INTERNAL_URL',
        'http://shop:4004',
        'http://127.0.0.1:4004',
      ),
    }),
    env,
  );
  const retention = readEnv(
    object({ FINANCIAL_RECORDS_RETENTION_YEARS: financialRetentionYearsSetting() }),
    env,
  );

  const { settings, problems } = readStripeSettings(env, production);
  const { giving, problems: givingProblems } = readGivingConfig(env, production);
  problems.push(...givingProblems);
  let stripe: StripeSettings | null = null;
  if (settings) {
    // Real keys need real price ids; development and stripe-mock get stand-ins.
    const strict = production && !settings.mock;
    const readPrices = (interval: BillingInterval) => {
      const prices = {} as Record<PlanId, string>;
      for (const plan of PLAN_IDS) {
        const { name, standIn } = priceSetting(plan, interval);
        const value = raw[name as keyof typeof raw];
        if (!value && strict) problems.push(`${name} is required with a Stripe key in production`);
        const problem = production ? secretProblem(name, value) : null;
        if (problem) problems.push(problem);
        prices[plan] = value || standIn;
      }
      return prices;
    };
    stripe = { ...settings, prices: readPrices('month'), yearlyPrices: readPrices('year') };
  }
  if (problems.length)
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return {
    ...base,
    stripe,
    identityInternalUrl: raw.IDENTITY_INTERNAL_URL.replace(/\/+$/, ''),
    shopInternalUrl: raw.SHOP_INTERNAL_URL.replace(/\/+$/, ''),
    giving,
    financialRecordsRetentionYears: retention.FINANCIAL_RECORDS_RETENTION_YEARS,
  };
}
