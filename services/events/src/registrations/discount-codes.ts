// Discount codes on paid places (issue 42): a code's uses are counted like seats (seats.ts), one
// numbered document per use `code:<eventId>:<CODE>#<n>` (n = 1..maxUses) inserted by the order line
// that uses it, so two holds at once can never both take a code's last use on FerretDB v1. The line
// gives its use back when its places are released; a paid line keeps it.
import type { DiscountCode } from '@ministry/contracts/event-discount-codes';
import { AppError } from '@ministry/kit/errors';
import { claimSeat, placesInUse, releaseSeat } from './seats';

/** The pool of a code's uses over the whole event (every date). */
export const codePool = (eventId: string, code: string) => `code:${eventId}:${code}`;
/** The claimant of a use: the order line's key (one use per line). */
const claimantOf = (key: string) => `code:${key}`;

/** How many uses of the code order lines hold now (held or paid). */
export function codeUses(eventId: string, code: string): Promise<number> {
  return placesInUse(codePool(eventId, code));
}

/** A quote with a code that has no use left is refused (409 `event.discountCodeUsedUp`). */
export async function ensureCodeLeft(eventId: string, code: DiscountCode): Promise<void> {
  if (code.maxUses !== null && (await codeUses(eventId, code.code)) >= code.maxUses)
    throw new AppError(409, 'event.discountCodeUsedUp');
}

/**
 * Takes one use of the code for the order line `key`: true when the line holds one (now or already),
 * false when every use is taken. An unlimited code's uses are claimed too, so a limit set later counts
 * them.
 */
export async function claimCodeUse(
  eventId: string,
  code: DiscountCode,
  key: string,
  now: Date,
): Promise<boolean> {
  const capacity = code.maxUses ?? Number.MAX_SAFE_INTEGER;
  return (await claimSeat(codePool(eventId, code.code), capacity, claimantOf(key), now)) !== null;
}

/** Gives back the use an order line took (its release, or a hold that did not complete). */
export async function freeCodeUse(key: string): Promise<void> {
  await releaseSeat(claimantOf(key));
}
