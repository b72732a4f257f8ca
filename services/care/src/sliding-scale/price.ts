import { packagePriceFor } from '@ministry/contracts/care';
import type { SessionTypeDocument } from '../session-types/model';
import { SlidingScaleModel } from './model';

/** Her sliding-scale prices by session type: those staff set in her latest decided request (none: empty). */
export async function slidingRates(userId: string): Promise<Map<string, number>> {
  const decided = await SlidingScaleModel.find({ userId, status: 'decided' })
    .sort({ decidedAt: -1 })
    .limit(1)
    .lean();
  const rates = new Map<string, number>();
  for (const entry of decided[0]?.prices ?? [])
    if (entry.typeId && typeof entry.priceCents === 'number') rates.set(entry.typeId, entry.priceCents);
  return rates;
}

/** Her price for a type: staff's sliding-scale price when set, else the type's (a plan's: 0). */
export async function priceFor(userId: string, type: SessionTypeDocument): Promise<number> {
  if (type.bookableBy === 'plan') return 0;
  return (await slidingRates(userId)).get(type._id) ?? type.priceCents;
}

/**
 * Her price for a package of `credits` sessions of `sessionTypeId`: its price (or the one staff set
 * her for the package itself), never more than those sessions at her sliding-scale rate one by one.
 */
export async function packagePriceForMember(
  userId: string,
  type: Pick<SessionTypeDocument, '_id' | 'priceCents'>,
  credits: number,
  sessionTypeId: string,
): Promise<number> {
  const rates = await slidingRates(userId);
  return packagePriceFor(rates.get(type._id) ?? type.priceCents, credits, rates.get(sessionTypeId) ?? null);
}
