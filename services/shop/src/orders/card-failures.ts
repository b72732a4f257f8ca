import mongoose, { model, Schema } from 'mongoose';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import type { CardFailureLimits } from '../config';

/**
 * One declined confirmation of an order's PaymentIntent (a `payment_intent.payment_failed` event
 * billing forwarded), kept under the event's id: a redelivered event is the same document, so every
 * decline counts exactly once however often and however concurrently it arrives (a unique insert,
 * not a counter: FerretDB v1 loses concurrent `$inc`s). Counted per PaymentIntent, per member and per
 * client address of the checkout that created the order.
 */
export interface PaymentFailureDocument {
  /** The Stripe event's id. */
  _id: string;
  paymentIntentId: string;
  orderNumber: string;
  userId: string;
  /** The checkout's client address; empty for orders of before it was stored. */
  clientAddress: string;
  at: Date;
}

const paymentFailureSchema = new Schema<PaymentFailureDocument>(
  {
    _id: { type: String, required: true },
    paymentIntentId: { type: String, required: true, index: true },
    orderNumber: { type: String, required: true },
    userId: { type: String, required: true },
    clientAddress: { type: String, default: '' },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
paymentFailureSchema.index({ userId: 1, at: 1 });
paymentFailureSchema.index({ clientAddress: 1, at: 1 });
paymentFailureSchema.index({ at: 1 });

export const PaymentFailureModel = model<PaymentFailureDocument>(
  'OrderPaymentFailure',
  paymentFailureSchema,
  'order_payment_failures',
);

/** Declines older than this count for nothing anywhere and are forgotten on the way. */
const KEEP_MS = 7 * 24 * 60 * 60_000;

/**
 * Records one declined confirmation (once per event id) and answers how many declines its
 * PaymentIntent has had, this one included.
 */
export async function recordPaymentFailure(failure: PaymentFailureDocument): Promise<number> {
  try {
    await PaymentFailureModel.create(failure);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  await PaymentFailureModel.deleteMany({
    at: mongoose.trusted({ $lt: new Date(failure.at.getTime() - KEEP_MS) }),
  });
  return PaymentFailureModel.countDocuments({ paymentIntentId: failure.paymentIntentId });
}

/**
 * Whether a member or a client address had too many declines within the window: null when not, else
 * the seconds until the oldest decline that counts leaves the window (the 429's Retry-After).
 */
export async function failureBlock(
  limits: CardFailureLimits,
  who: { userId: string; clientAddress: string },
  now: number = Date.now(),
): Promise<number | null> {
  const since = new Date(now - limits.windowMs);
  const checks: { filter: Record<string, unknown>; limit: number }[] = [
    { filter: { userId: who.userId }, limit: limits.perMember },
  ];
  if (who.clientAddress)
    checks.push({ filter: { clientAddress: who.clientAddress }, limit: limits.perClient });
  for (const { filter, limit } of checks) {
    const recent = { ...filter, at: mongoose.trusted({ $gte: since }) };
    if ((await PaymentFailureModel.countDocuments(recent)) < limit) continue;
    // The decline whose leaving brings the count back under the limit.
    const [freeing] = await PaymentFailureModel.find(recent)
      .sort({ at: -1 })
      .skip(limit - 1)
      .limit(1)
      .lean();
    const until = (freeing?.at.getTime() ?? now) + limits.windowMs;
    return Math.max(1, Math.ceil((until - now) / 1000));
  }
  return null;
}
