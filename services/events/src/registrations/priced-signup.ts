// A priced event's side of the free sign-up (signup.ts): places are bought through the cart; the free
// route only joins the waitlist when full, with her price frozen for a later offer.
import type { EventPricing } from '@ministry/contracts/event-pricing';
import { quotePlaces } from '@ministry/contracts/event-pricing';
import { AppError } from '@ministry/kit/errors';
import { childcareKey, placesInUse } from './seats';
import type { Occurrence, Person } from './shared';

/** A priced event's waitlisted person: her place and its price, frozen when she joined. */
export interface FrozenPlace {
  placeKind: 'participant';
  optionId: string;
  optionName: string;
  optionNameEs: string;
  unitCents: number;
}

/**
 * A priced event's free sign-up: places are bought through the cart while seats are free (409
 * `event.placesPaidInCart`); when full she may join the waitlist (free, never charged), her
 * participant place priced now and frozen for the offer a freed seat makes her.
 */
export async function pricedWaitlistPlace(
  occurrence: Occurrence,
  pricing: EventPricing,
  person: Person,
  now: Date,
): Promise<FrozenPlace> {
  const { capacity, waitlist } = occurrence.event.signup;
  if (capacity === null || (await placesInUse(occurrence.key)) < capacity)
    throw new AppError(409, 'event.placesPaidInCart');
  if (!waitlist) throw new AppError(409, 'event.signupFull');
  const option = pricing.options.find((entry) => entry.kind === 'participant');
  if (!option) throw new AppError(409, 'event.placesNoParticipant');
  const quote = quotePlaces(pricing, occurrence.date, [{ name: person.name, optionId: option.id }], now);
  if ('refusal' in quote) throw new AppError(409, quote.refusal);
  return {
    placeKind: 'participant',
    optionId: option.id,
    optionName: option.name,
    optionNameEs: option.nameEs,
    unitCents: quote.people[0]!.unitCents,
  };
}

/** Childcare places left on an occurrence over its childcare options with a capacity (null: unlimited). */
export async function childcareLeft(occurrence: Occurrence, pricing: EventPricing): Promise<number | null> {
  const limited = pricing.options.filter((option) => option.kind === 'childcare' && option.capacity !== null);
  if (!limited.length) return null;
  let left = 0;
  for (const option of limited)
    left += Math.max(0, option.capacity! - (await placesInUse(childcareKey(occurrence.key, option.id))));
  return left;
}
