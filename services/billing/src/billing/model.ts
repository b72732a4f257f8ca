import { model, Schema, type InferSchemaType } from 'mongoose';
import { BILLING_INTERVALS, DEFAULT_BILLING_INTERVAL, PLAN_IDS } from '@ministry/contracts/plans';
import { SUBSCRIPTION_STATUSES } from '@ministry/contracts/billing';

/** A member's Stripe customer, opened with the e-mail and language identity gives us. */
const customerSchema = new Schema(
  {
    userId: { type: String, required: true },
    stripeCustomerId: { type: String, required: true },
    email: { type: String, required: true },
    preferredLanguage: { type: String, enum: ['en', 'es'], required: true },
    /** Counts SetupIntents asked for; part of each one's idempotency key. */
    intentCount: { type: Number, default: 0 },
  },
  { timestamps: true },
);
customerSchema.index({ userId: 1 }, { unique: true });
customerSchema.index({ stripeCustomerId: 1 });

/**
 * One SetupIntent handed to the browser for a plan. `pending` until the member confirms it (then
 * `completed`, with the subscription it created) or picks another plan (`replaced`, cancelled at Stripe).
 */
export const SETUP_STATES = ['pending', 'replaced', 'completed'] as const;
const setupAttemptSchema = new Schema(
  {
    setupIntentId: { type: String, required: true },
    userId: { type: String, required: true },
    stripeCustomerId: { type: String, required: true },
    planId: { type: String, enum: PLAN_IDS, required: true },
    /** Billed monthly or yearly once it becomes a subscription. */
    interval: { type: String, enum: BILLING_INTERVALS, default: DEFAULT_BILLING_INTERVAL },
    state: { type: String, enum: SETUP_STATES, default: 'pending' },
    stripeSubscriptionId: { type: String, default: null },
  },
  { timestamps: true },
);
setupAttemptSchema.index({ setupIntentId: 1 }, { unique: true });
setupAttemptSchema.index({ userId: 1, state: 1 });

/** The member's current subscription (one per member; a new one replaces an ended one). */
const subscriptionSchema = new Schema(
  {
    userId: { type: String, required: true },
    stripeSubscriptionId: { type: String, required: true },
    stripeCustomerId: { type: String, required: true },
    planId: { type: String, enum: PLAN_IDS, required: true },
    status: { type: String, enum: SUBSCRIPTION_STATUSES, required: true },
    /** The interval of its Stripe price (records from before yearly billing are monthly). */
    interval: { type: String, enum: BILLING_INTERVALS, default: DEFAULT_BILLING_INTERVAL },
    currentPeriodEnd: { type: Date, default: null },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    /** `created` of the last webhook event applied: older events arriving late are not applied. */
    lastEventAt: { type: Number, default: null },
  },
  { timestamps: true },
);
subscriptionSchema.index({ userId: 1 }, { unique: true });
subscriptionSchema.index({ stripeSubscriptionId: 1 });

/** Webhook events already handled (written by the kit's applyOnce), so a redelivery changes nothing. */
export const PROCESSED_EVENTS = 'processed_events';
const processedEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export type SubscriptionDocument = InferSchemaType<typeof subscriptionSchema>;

export const CustomerModel = model('BillingCustomer', customerSchema, 'customers');
export const SetupAttemptModel = model('SetupAttempt', setupAttemptSchema, 'setup_attempts');
export const SubscriptionModel = model('Subscription', subscriptionSchema, 'subscriptions');
export const ProcessedEventModel = model('ProcessedEvent', processedEventSchema, PROCESSED_EVENTS);
