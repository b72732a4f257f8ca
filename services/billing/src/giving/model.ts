import { model, Schema, type InferSchemaType } from 'mongoose';
import {
  DEDICATION_KINDS,
  GIFT_FREQUENCIES,
  GIFT_STATUSES,
  RECURRING_STATUSES,
} from '@ministry/contracts/giving';

const dedicationSchema = new Schema(
  { kind: { type: String, enum: DEDICATION_KINDS, required: true }, name: { type: String, required: true } },
  { _id: false },
);

/** A fund gifts go to: bilingual, optionally with a goal; archived funds leave /give but stay on gifts. */
const fundSchema = new Schema(
  {
    name: { type: String, required: true },
    nameEs: { type: String, required: true },
    description: { type: String, default: '' },
    descriptionEs: { type: String, default: '' },
    goalCents: { type: Number, default: null },
    archived: { type: Boolean, default: false },
    /** The Stripe product monthly gifts to this fund are priced against (created on first use). */
    stripeProductId: { type: String, default: null },
  },
  { timestamps: true },
);

/**
 * A PaymentIntent (one-time) or SetupIntent (monthly) handed to a browser, with everything the gift
 * will be made of: the webhook and the thank-you page read it, never the browser's values.
 */
/** 'canceled': declined too often, canceled at Stripe by the webhook (no card can be tried on it any more). */
export const INTENT_STATES = ['pending', 'succeeded', 'failed', 'completed', 'canceled'] as const;
const giftIntentSchema = new Schema(
  {
    intentId: { type: String, required: true },
    intentType: { type: String, enum: ['payment', 'setup'], required: true },
    /** The intent id the client secret starts with (the same as intentId, except on stripe-mock). */
    secretId: { type: String, required: true },
    /** SHA-256 of the client secret: the thank-you page's lookup compares it in constant time. */
    secretHash: { type: String, required: true },
    userId: { type: String, default: null },
    stripeCustomerId: { type: String, default: null },
    donorName: { type: String, required: true },
    donorEmail: { type: String, required: true },
    language: { type: String, enum: ['en', 'es'], required: true },
    fundId: { type: String, required: true },
    giftCents: { type: Number, required: true },
    feeCents: { type: Number, required: true },
    chargeCents: { type: Number, required: true },
    coverFee: { type: Boolean, required: true },
    frequency: { type: String, enum: GIFT_FREQUENCIES, required: true },
    dedication: { type: dedicationSchema, default: null },
    clientIp: { type: String, default: '' },
    state: { type: String, enum: INTENT_STATES, default: 'pending' },
  },
  { timestamps: true },
);
giftIntentSchema.index({ intentId: 1 }, { unique: true });
giftIntentSchema.index({ secretId: 1, createdAt: -1 });

/**
 * One gift: a one-time payment, one month of a monthly gift, a shop order's gift line, or (status
 * 'failed') a monthly charge that did not go through, for the history. `sourceId` (the PaymentIntent or invoice) is unique, so
 * a replayed or concurrent webhook never makes a second one.
 */
const giftSchema = new Schema(
  {
    sourceId: { type: String, required: true },
    /** Empty for a failed charge (no receipt). */
    receiptNumber: { type: String, default: '' },
    userId: { type: String, default: null },
    donorName: { type: String, required: true },
    donorEmail: { type: String, required: true },
    /**
     * The e-mail trimmed and lower-cased (the kit's emailKeyOf): a visitor's gifts under it attach to
     * an account only once identity says that account's address is this one and verified.
     */
    donorEmailKey: { type: String, required: true },
    language: { type: String, enum: ['en', 'es'], required: true },
    fundId: { type: String, required: true },
    fundName: { type: String, required: true },
    fundNameEs: { type: String, required: true },
    amountCents: { type: Number, required: true },
    feeCents: { type: Number, default: 0 },
    refundedCents: { type: Number, default: 0 },
    frequency: { type: String, enum: GIFT_FREQUENCIES, required: true },
    status: { type: String, enum: GIFT_STATUSES, required: true },
    dedication: { type: dedicationSchema, default: null },
    paidAt: { type: Date, required: true },
    recurringId: { type: String, default: null },
    /** What a refund is made against (an invoice's payment is looked up when missing). */
    stripePaymentIntentId: { type: String, default: null },
    stripeInvoiceId: { type: String, default: null },
    /**
     * A line of a shop order (sourceId `order-gift:<order number>#<line>`): paid, receipted and
     * refunded through that order, so its receipt number is the order's.
     */
    orderNumber: { type: String, default: null },
  },
  { timestamps: true },
);
giftSchema.index({ sourceId: 1 }, { unique: true });
giftSchema.index({ userId: 1, paidAt: -1 });
giftSchema.index({ donorEmailKey: 1 });
giftSchema.index({ paidAt: -1 });

/** A receipt number claimed by inserting it (`G-2026-000123`): unique however many webhooks run at once. */
const receiptNumberSchema = new Schema(
  {
    _id: { type: String, required: true },
    year: { type: Number, required: true },
    sourceId: { type: String, required: true },
  },
  { versionKey: false },
);
receiptNumberSchema.index({ year: 1 });
receiptNumberSchema.index({ sourceId: 1 }, { unique: true });

/** A member's monthly gift: a Stripe subscription priced at the charge, created once per SetupIntent. */
const recurringGiftSchema = new Schema(
  {
    setupIntentId: { type: String, required: true },
    userId: { type: String, required: true },
    stripeCustomerId: { type: String, required: true },
    stripeSubscriptionId: { type: String, required: true },
    stripeItemId: { type: String, default: null },
    fundId: { type: String, required: true },
    giftCents: { type: Number, required: true },
    chargeCents: { type: Number, required: true },
    coverFee: { type: Boolean, required: true },
    dedication: { type: dedicationSchema, default: null },
    donorName: { type: String, required: true },
    donorEmail: { type: String, required: true },
    language: { type: String, enum: ['en', 'es'], required: true },
    status: { type: String, enum: RECURRING_STATUSES, required: true },
    nextDate: { type: Date, default: null },
    /** `created` of the last subscription event applied: older ones arriving late are ignored. */
    lastEventAt: { type: Number, default: null },
  },
  { timestamps: true },
);
recurringGiftSchema.index({ setupIntentId: 1 }, { unique: true });
recurringGiftSchema.index({ stripeSubscriptionId: 1 });
recurringGiftSchema.index({ userId: 1 });

export type FundDocument = InferSchemaType<typeof fundSchema> & { _id: unknown };
export type GiftDocument = InferSchemaType<typeof giftSchema> & { _id: unknown };
export type RecurringGiftDocument = InferSchemaType<typeof recurringGiftSchema> & { _id: unknown };

export const FundModel = model('GivingFund', fundSchema, 'giving_funds');
export const GiftIntentModel = model('GiftIntent', giftIntentSchema, 'gift_intents');
export const GiftModel = model('Gift', giftSchema, 'gifts');
export const ReceiptNumberModel = model('GiftReceiptNumber', receiptNumberSchema, 'gift_receipt_numbers');
export const RecurringGiftModel = model('RecurringGift', recurringGiftSchema, 'recurring_gifts');
