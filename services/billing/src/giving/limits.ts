import mongoose from 'mongoose';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { createRateLimiter } from '@ministry/kit/rate-limit';
import type { GivingDeps } from './context';
import { PaymentFailureModel } from './model';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Against card testing: gift intents per client address and per e-mail per hour, and no new intent
 * for a client whose gift payments were declined `failureLimit` times within the last hour.
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

  return {
    /** Counts one intent for the client and the e-mail; 429 (translated) when over a limit. */
    async admit(clientIp: string, email: string): Promise<void> {
      const since = new Date(now() - HOUR_MS);
      const failures = await PaymentFailureModel.countDocuments({
        clientIp,
        at: mongoose.trusted({ $gte: since }),
      });
      if (failures >= config.failureLimit) throw new AppError(429, 'giving.tooManyFailures');
      if (!(await perClient.hit(clientIp)).allowed) throw new AppError(429, 'giving.tooManyAttempts');
      if (!(await perEmail.hit(email.toLowerCase())).allowed)
        throw new AppError(429, 'giving.tooManyAttempts');
    },

    /** One declined payment (a Stripe event, counted once however often it is delivered). */
    async recordFailure(eventId: string, clientIp: string, at: Date): Promise<void> {
      if (!clientIp) return;
      try {
        await PaymentFailureModel.create({ _id: eventId, clientIp, at });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      // Old entries count for nothing: forget them on the way.
      await PaymentFailureModel.deleteMany({ at: mongoose.trusted({ $lt: new Date(now() - 24 * HOUR_MS) }) });
    },
  };
}

export type GivingLimits = ReturnType<typeof givingLimits>;
