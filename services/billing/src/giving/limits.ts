import mongoose from 'mongoose';
import { AppError } from '@ministry/kit/errors';
import { emailKeyOf } from '@ministry/kit/identity-client';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { createRateLimiter } from '@ministry/kit/rate-limit';
import type { GivingDeps } from './context';
import { PaymentFailureModel } from './model';

const HOUR_MS = 60 * 60 * 1000;
/** Declines are kept a week: long enough for any intent's confirmations, then forgotten. */
const KEEP_FAILURES_MS = 7 * 24 * HOUR_MS;

/** Who a gift's declines are counted against: the member, or the address a visitor typed. */
export const donorKeyOf = (userId: string | null | undefined, email: string): string =>
  userId ? `user:${userId}` : email ? `email:${emailKeyOf(email)}` : '';

/** One declined confirmation, as the webhook saw it. */
export interface GiftFailure {
  /** The Stripe event's id: a redelivered event is counted once. */
  eventId: string;
  intentId: string;
  donorKey: string;
  clientIp: string;
  at: Date;
}

/**
 * Against card testing: gift intents per client address (generous: a congregation gives from one
 * Wi-Fi) and per e-mail per hour; no new intent for a donor, or a client address, whose gift payments
 * were declined too often within the last hour; and each intent's declines, counted so the webhook
 * can cancel it at the card-failure limit.
 */
export function givingLimits(deps: GivingDeps) {
  const { config, data } = deps;
  const now = deps.now ?? Date.now;
  const perClient = createRateLimiter({
    name: 'gift-intent-client',
    limit: config.clientLimit,
    windowMs: HOUR_MS,
    connection: data,
    now,
  });
  const perEmail = createRateLimiter({
    name: 'gift-intent-email',
    limit: config.emailLimit,
    windowMs: HOUR_MS,
    connection: data,
    now,
  });
  const recentFailures = (field: 'donorKey' | 'clientIp', value: string) =>
    value
      ? PaymentFailureModel.countDocuments({
          [field]: value,
          at: mongoose.trusted({ $gte: new Date(now() - HOUR_MS) }),
        })
      : Promise.resolve(0);

  return {
    /** Counts one intent for the client and the e-mail; 429 (translated) when over a limit. */
    async admit(giver: { userId: string | null; clientIp: string; email: string }): Promise<void> {
      const [byDonor, byClient] = await Promise.all([
        recentFailures('donorKey', donorKeyOf(giver.userId, giver.email)),
        recentFailures('clientIp', giver.clientIp),
      ]);
      if (byDonor >= config.failureLimit || byClient >= config.clientFailureLimit)
        throw new AppError(429, 'giving.tooManyFailures');
      if (!(await perClient.hit(giver.clientIp)).allowed) throw new AppError(429, 'giving.tooManyAttempts');
      if (!(await perEmail.hit(emailKeyOf(giver.email))).allowed)
        throw new AppError(429, 'giving.tooManyAttempts');
    },

    /**
     * One declined confirmation (a Stripe event, stored by a unique insert on its id so however often
     * it is delivered, and however many arrive at once, each counts once). Answers how many declines
     * the intent has had.
     */
    async recordFailure(failure: GiftFailure): Promise<number> {
      try {
        await PaymentFailureModel.create({
          _id: failure.eventId,
          intentId: failure.intentId,
          donorKey: failure.donorKey,
          clientIp: failure.clientIp,
          at: failure.at,
        });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      // Old entries count for nothing: forget them on the way.
      await PaymentFailureModel.deleteMany({
        at: mongoose.trusted({ $lt: new Date(now() - KEEP_FAILURES_MS) }),
      });
      return PaymentFailureModel.countDocuments({ intentId: failure.intentId });
    },
  };
}

export type GivingLimits = ReturnType<typeof givingLimits>;
