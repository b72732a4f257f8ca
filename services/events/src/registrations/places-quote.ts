// Paid places (issue 42): a registration priced for the shop (places.ts holds it): the one rule
// (quotePlaces) with the buyer's plan terms (perks.ts) and her seat offered from the waitlist.
import mongoose from 'mongoose';
import {
  quotePlaces,
  type EventPricing,
  type PlaceMember,
  type PlacePerson,
  type PlaceQuote,
} from '@ministry/contracts/event-pricing';
import {
  applyDiscountCode,
  findDiscountCode,
  type DiscountCode,
} from '@ministry/contracts/event-discount-codes';
import type { PlacesAnswer } from '@ministry/contracts/order-settlement';
import { AppError } from '@ministry/kit/errors';
import { ensureCodeLeft } from './discount-codes';
import { RegistrationModel } from './model';
import { memberFor } from './perks';
import { findOccurrence, type Occurrence, type SignupContext, type StoredRegistration } from './shared';

export interface PlacesRequest {
  eventId: string;
  date: string;
  people: PlacePerson[];
  /** The buyer: her plan's terms, and a seat offered to her from the waitlist at its frozen price. */
  userId?: string | null;
  /** The discount code she typed (any case), if any. */
  discountCode?: string | null;
}

export interface Priced {
  occurrence: Occurrence;
  pricing: EventPricing;
  quote: PlaceQuote;
  offer: StoredRegistration | null;
  member: PlaceMember | null;
  /** The event's code she typed, known and not ended (its uses: checked by a quote, claimed by a hold). */
  code: DiscountCode | null;
}

/**
 * The occurrence, its pricing and the registration priced now for the buyer; 404, or 409 with the
 * refusal (a code unknown, ended, or for a quote used up, too). `key`: the order line asking (its
 * own perk claim is no obstacle; its code use is claimed by the hold); `strict`: billing must answer
 * (a hold), else 503.
 */
export async function priced(
  context: SignupContext,
  request: PlacesRequest,
  options: { key?: string | null; strict: boolean } = { strict: false },
): Promise<Priced> {
  const occurrence = await findOccurrence(request.eventId, request.date);
  const { event } = occurrence;
  const pricing = event.signup.enabled ? event.pricing : null;
  if (!pricing || context.now().getTime() >= occurrence.closesAt.toMillis())
    throw new AppError(409, 'event.placesClosed');
  // Refusals first: a registration that cannot be priced never waits for billing.
  const typed = request.discountCode || null;
  const plain = quotePlaces(pricing, occurrence.date, request.people, context.now(), null, typed);
  if ('refusal' in plain) throw new AppError(409, plain.refusal);
  const found = typed ? findDiscountCode(pricing.discountCodes, typed, context.now()) : null;
  const code = found && !('refusal' in found) ? found : null;
  if (code && !options.key) await ensureCodeLeft(event.id, code);
  const member = await memberFor(context, pricing, occurrence.date, request.userId, options);
  const offer = request.userId ? await offerOf(occurrence, request.userId) : null;
  const quote = repriced(context, { occurrence, pricing, offer, member, code }, request.people);
  return { occurrence, pricing, quote, offer, member, code };
}

/**
 * The registration priced for `member` (a hold that lost the perk prices again with it used). The code
 * comes last, as quotePlaces applies it: on her seat's frozen waitlist price too.
 */
export function repriced(
  context: SignupContext,
  at: Pick<Priced, 'occurrence' | 'pricing' | 'offer' | 'member' | 'code'>,
  people: PlacePerson[],
): PlaceQuote {
  const quote = quotePlaces(at.pricing, at.occurrence.date, people, context.now(), at.member);
  if ('refusal' in quote) throw new AppError(409, quote.refusal);
  const offered = at.offer ? withOffer(quote, at.offer) : quote;
  return at.code ? applyDiscountCode(offered, at.code) : offered;
}

/** Her seat offered from the waitlist on this occurrence (still hers: waitlisted, seat kept). */
function offerOf(occurrence: Occurrence, userId: string) {
  return RegistrationModel.findOne({
    occurrence: occurrence.key,
    userId,
    status: 'waitlisted',
    offeredUntil: mongoose.trusted({ $ne: null }),
  }).lean<StoredRegistration>();
}

/**
 * The quote with her first participant at the price frozen when she joined the waitlist, or at the
 * price now when that is lower (her plan's free place or discount).
 */
function withOffer(quote: PlaceQuote, offer: StoredRegistration): PlaceQuote {
  const index = quote.people.findIndex((person) => person.optionId === offer.optionId);
  if (index < 0 || offer.unitCents === null || offer.unitCents === undefined) return quote;
  const people = quote.people.map((person, at) =>
    at === index ? { ...person, unitCents: Math.min(person.unitCents, offer.unitCents!) } : person,
  );
  return { ...quote, people, totalCents: people.reduce((sum, person) => sum + person.unitCents, 0) };
}

export function answerOf(occurrence: Occurrence, quote: PlaceQuote): PlacesAnswer {
  return {
    eventId: occurrence.event.id,
    date: occurrence.date,
    title: occurrence.event.title,
    titleEs: occurrence.event.titleEs ?? null,
    people: quote.people.map(({ name, optionId, optionName, optionNameEs, unitCents }) => ({
      name,
      optionId,
      optionName,
      optionNameEs,
      unitCents,
    })),
    totalCents: quote.totalCents,
    earlyBird: quote.earlyBird,
    groupDiscount: quote.groupDiscount,
    perk: quote.perk ?? false,
    planDiscount: quote.planDiscount ?? false,
    ...(quote.discountCode ? { discountCode: quote.discountCode } : {}),
  };
}

/** POST /internal/places/quote: the price now, nothing held (billing silent: without plan terms). */
export async function quotePlacesFor(context: SignupContext, request: PlacesRequest): Promise<PlacesAnswer> {
  const { occurrence, quote } = await priced(context, request);
  return answerOf(occurrence, quote);
}
