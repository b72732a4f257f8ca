import { AppError } from '@ministry/kit/errors';
import { emailKeyOf } from '@ministry/kit/identity-client';
import { clientAddressKey } from '@ministry/kit/rate-limit';
import { GIFT_LIMIT_WINDOW_MS, type GivingDeps } from './context';

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
 * were declined too often within the last hour. Counts one intent for the client and the e-mail; 429
 * (translated) when over a limit.
 */
export async function admitGiver(
  context: Pick<GivingDeps, 'config' | 'limiters'>,
  giver: { userId: string | null; clientIp: string; email: string },
): Promise<void> {
  const { config, limiters } = context;
  const blocked = await limiters.declines.blockedFor(
    [
      { key: donorKeyOf(giver.userId, giver.email), limit: config.failureLimit },
      {
        key: giver.clientIp && `client:${clientAddressKey(giver.clientIp)}`,
        limit: config.clientFailureLimit,
      },
    ],
    GIFT_LIMIT_WINDOW_MS,
  );
  if (blocked !== null) throw new AppError(429, 'giving.tooManyFailures');
  if (!(await limiters.perClient.hit(giver.clientIp)).allowed)
    throw new AppError(429, 'giving.tooManyAttempts');
  if (!(await limiters.perEmail.hit(emailKeyOf(giver.email))).allowed)
    throw new AppError(429, 'giving.tooManyAttempts');
}

/**
 * One declined confirmation, counted once per Stripe event against the intent, the donor and the
 * client address (the kit's card declines), so the webhook can cancel the intent at the card-failure
 * limit. Answers how many declines the intent has had.
 */
export function recordGiftFailure(
  context: Pick<GivingDeps, 'limiters'>,
  failure: GiftFailure,
): Promise<number> {
  return context.limiters.declines.record({
    eventId: failure.eventId,
    intentId: failure.intentId,
    against: [failure.donorKey, failure.clientIp && `client:${clientAddressKey(failure.clientIp)}`],
    at: failure.at,
  });
}
