import { todayInNewYork, type CalendarDay } from './calendar-day';

/**
 * Discount codes of a priced event (issue 42): staff define them on the event's pricing, a registrant
 * types one in the places form, and quotePlaces (event-pricing.ts) applies it once to the
 * registration. The events service counts its uses (one claim per use slot, exact under concurrency).
 */

/**
 * A discount code staff give out: a percentage off every place or an amount off the registration
 * (exactly one of them), usable `maxUses` times over the event (null: unlimited) through the New
 * York day `validUntil` (null: no end). `code` is stored upper-case and matched whatever the case.
 */
export interface DiscountCode {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  maxUses: number | null;
  validUntil: CalendarDay | null;
}

export const MAX_DISCOUNT_CODES = 20;
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9-]{3,20}$/;
export const DISCOUNT_AMOUNT_MAX_CENTS = 500_000;

/** A typed code as it is stored and compared (trimmed, upper-case). */
export const normalizeDiscountCode = (code: string): string => code.trim().toUpperCase();

export const percentOff = (cents: number, percent: number): number =>
  Math.floor((cents * (100 - percent)) / 100);

export type DiscountCodeRefusal = 'event.discountCodeUnknown' | 'event.discountCodeExpired';

/**
 * The event's code for what she typed, as of `now`: the code, or a refusal when the event has no such
 * code or it ended (after its New York day `validUntil`). Whether uses are left is the events
 * service's to know.
 */
export function findDiscountCode(
  codes: DiscountCode[] | undefined,
  typed: string,
  now: Date = new Date(),
): DiscountCode | { refusal: DiscountCodeRefusal } {
  const wanted = normalizeDiscountCode(typed);
  const found = (codes ?? []).find((entry) => entry.code === wanted);
  if (!found) return { refusal: 'event.discountCodeUnknown' };
  if (found.validUntil !== null && todayInNewYork(now) > found.validUntil)
    return { refusal: 'event.discountCodeExpired' };
  return found;
}

interface PricedPeople {
  people: { unitCents: number }[];
  totalCents: number;
}

/**
 * A code applied to a priced registration: its percentage off every place (rounded down in her
 * favour), or its amount off the whole, taken from the places in order so each place keeps its own
 * price and none goes below 0. Used last by quotePlaces, and by the events service on top of a seat's
 * price frozen on the waitlist.
 */
export function applyDiscountCode<Q extends PricedPeople>(
  quote: Q,
  code: DiscountCode,
): Q & { discountCode: string } {
  let left = code.amountOffCents ?? 0;
  const people = quote.people.map((person) => {
    if (code.percentOff !== null)
      return { ...person, unitCents: percentOff(person.unitCents, code.percentOff) };
    const off = Math.min(left, person.unitCents);
    left -= off;
    return { ...person, unitCents: person.unitCents - off };
  });
  return {
    ...quote,
    people,
    totalCents: people.reduce((sum, person) => sum + person.unitCents, 0),
    discountCode: code.code,
  };
}

/**
 * An event as a reader who does not edit events sees it: its pricing without the codes (they are
 * given to some people, never listed).
 */
export function withoutDiscountCodes<T extends { pricing?: { discountCodes?: DiscountCode[] } | null }>(
  event: T,
): T {
  if (!event.pricing?.discountCodes) return event;
  const { discountCodes: _, ...pricing } = event.pricing;
  return { ...event, pricing };
}
