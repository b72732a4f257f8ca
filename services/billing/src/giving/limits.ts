import { cardDeclines } from '@ministry/kit/card-declines';
import { AppError } from '@ministry/kit/errors';
import { emailKeyOf } from '@ministry/kit/identity-client';
import { createRateLimiter } from '@ministry/kit/rate-limit';
import type { GivingDeps } from './context';

const HOUR_MS = 60 * 60 * 1000;

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
  const declines = cardDeclines(data, 'gift_card_declines', now);

  return {
    /** Counts one intent for the client and the e-mail; 429 (translated) when over a limit. */
    async admit(giver: { userId: string | null; clientIp: string; email: string }): Promise<void> {
      const blocked = await declines.blockedFor(
        [
          { key: donorKeyOf(giver.userId, giver.email), limit: config.failureLimit },
          { key: giver.clientIp && `client:${giver.clientIp}`, limit: config.clientFailureLimit },
        ],
        HOUR_MS,
      );
      if (blocked !== null) throw new AppError(429, 'giving.tooManyFailures');
      if (!(await perClient.hit(giver.clientIp)).allowed) throw new AppError(429, 'giving.tooManyAttempts');
      if (!(await perEmail.hit(emailKeyOf(giver.email))).allowed)
        throw new AppError(429, 'giving.tooManyAttempts');
    },

    /**
     * One declined confirmation, counted once per Stripe event against the intent, the donor and the
     * client address (the kit's card declines). Answers how many declines the intent has had.
     */
    recordFailure(failure: GiftFailure): Promise<number> {
      return declines.record({
        eventId: failure.eventId,
        intentId: failure.intentId,
        against: [failure.donorKey, failure.clientIp && `client:${failure.clientIp}`],
        at: failure.at,
      });
    },
  };
}

export type GivingLimits = ReturnType<typeof givingLimits>;
