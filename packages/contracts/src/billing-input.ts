// What the subscription routes accept (a plan to subscribe to, a confirmed SetupIntent, a billing
// interval), one yup schema each for the account remote and the billing service; apart from
// billing.ts, which /subscribe loads in the browser without yup.
import { object, string, type InferType } from 'yup';
import { SETUP_INTENT_ID_PATTERN } from './billing';
import { BILLING_INTERVALS, DEFAULT_BILLING_INTERVAL, PLAN_IDS } from './plans';

const intervalField = () => string().trim().oneOf(BILLING_INTERVALS, 'billing.unknownInterval');

export const subscriptionIntentSchema = object({
  planId: string().trim().required('billing.planRequired').oneOf(PLAN_IDS, 'billing.unknownPlan'),
  /** Monthly unless she chose yearly billing. */
  interval: intervalField().default(DEFAULT_BILLING_INTERVAL),
});
export type SubscriptionIntentInput = InferType<typeof subscriptionIntentSchema>;

export const completeSubscriptionSchema = object({
  setupIntentId: string()
    .trim()
    .required('billing.setupIntentInvalid')
    .matches(SETUP_INTENT_ID_PATTERN, 'billing.setupIntentInvalid'),
});
export type CompleteSubscriptionInput = InferType<typeof completeSubscriptionSchema>;

/** `POST /api/subscription/interval`: bill her subscription monthly or yearly from now on. */
export const subscriptionIntervalSchema = object({
  interval: intervalField().required('billing.intervalRequired'),
});
export type SubscriptionIntervalInput = InferType<typeof subscriptionIntervalSchema>;
