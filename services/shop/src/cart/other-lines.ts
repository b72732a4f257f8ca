import type { CartItem, PricedLine } from '@ministry/contracts/cart';
import { resourcePriceFor } from '@ministry/contracts/event-pricing';
import type { PlanId } from '@ministry/contracts/plans';
import type { Resource } from '@ministry/contracts/resource';
import type { PlacesAnswer } from '@ministry/contracts/order-settlement';
import { AppError } from '@ministry/kit/errors';
import type { Catalog } from './catalog';
import { ownerUserId, type CartLineDocument } from './model';
import { packageRequestOf, packageShown } from './packages-client';
import { sessionRequestOf, sessionShown } from './sessions-client';

/** A gift, resource, place, session or package line as stored (with its id). */
type StoredOtherLine = CartLineDocument & { _id: { toString(): string } };

/**
 * A gift or resource line named and priced by its service now: null when the service says it is no
 * longer sold (an archived or unknown fund, a resource gone or no longer premium), so the line goes
 * like a deleted product's. While the service does not answer, the line shows what was last read.
 */
export async function otherLineItem(line: StoredOtherLine, catalog: Catalog): Promise<CartItem | null> {
  const ref = line.ref ?? '';
  const base = { id: String(line._id), productId: ref, quantity: 1, options: {} };
  try {
    if (line.kind === 'place') return await placeLineItem(line, catalog);
    if (line.kind === 'session') return await sessionLineItem(line, catalog);
    if (line.kind === 'package') return await packageLineItem(line, catalog);
    if (line.kind === 'gift') {
      const fund = await catalog.fund(ref);
      if (!fund) return null;
      const priceCents = line.amountCents ?? 0;
      return {
        ...base,
        kind: 'gift',
        name: fund.name,
        nameEs: fund.nameEs || null,
        priceCents,
        imageUrl: null,
      };
    }
    const resource = await catalog.resource(ref);
    if (!resource) return null;
    return {
      ...base,
      kind: 'resource',
      name: resource.title,
      nameEs: resource.titleEs ?? null,
      ...resourcePrice(resource, await shownPlan(catalog, resource, ownerUserId(line.owner))),
      imageUrl: resource.imageUrl ?? null,
    };
  } catch (error) {
    if (!(error instanceof AppError && error.status === 503)) throw error;
    return {
      ...base,
      kind: line.kind ?? 'gift',
      name: line.name ?? '',
      nameEs: line.nameEs ?? null,
      priceCents: (line.kind === 'gift' ? line.amountCents : line.priceCents) ?? 0,
      imageUrl: line.imageUrl ?? null,
      ...(line.kind === 'place' && line.place ? { place: line.place } : {}),
      ...(line.kind === 'session' && line.session ? { session: line.session } : {}),
      ...(line.kind === 'package' && line.package ? { package: line.package } : {}),
    };
  }
}

/** Whether a resource's price depends on who buys it (its members' discount). */
export const hasPlanDiscount = (resource: Resource) => (resource.planDiscountPercent ?? 0) > 0;

/**
 * A resource line's price for a member of `planId` (null: none, or a visitor): with her plan's
 * discount, the full price too, for the line to show struck.
 */
export function resourcePrice(
  resource: Resource,
  planId: PlanId | null,
): Pick<PricedLine, 'priceCents' | 'planDiscount' | 'fullPriceCents'> {
  const full = resource.priceCents ?? 0;
  const priceCents = resourcePriceFor(resource, planId);
  return priceCents < full ? { priceCents, planDiscount: true, fullPriceCents: full } : { priceCents };
}

/**
 * The cart owner's plan for showing a resource line: a visitor has none; while billing does not
 * answer, the line shows the full price (checkout asks again and refuses: priced-cart.ts).
 */
async function shownPlan(catalog: Catalog, resource: Resource, userId: string | null) {
  if (!userId || !hasPlanDiscount(resource)) return null;
  try {
    return await catalog.plan(userId);
  } catch (error) {
    if (error instanceof AppError && error.status === 503) return null;
    throw error;
  }
}

/** How events priced a registration, as a line shows it (the people with their option and price). */
export function placeOf(answer: PlacesAnswer): NonNullable<PricedLine['place']> {
  return {
    date: answer.date,
    people: answer.people.map((person) => ({
      name: person.name,
      optionId: person.optionId,
      optionName: person.optionName,
      optionNameEs: person.optionNameEs,
      unitCents: person.unitCents,
    })),
    earlyBird: answer.earlyBird,
    groupDiscount: answer.groupDiscount,
    // Her plan's free place and discount (event-pricing.ts), shown only when they apply.
    ...(answer.perk ? { perk: true } : {}),
    ...(answer.planDiscount ? { planDiscount: true } : {}),
    ...(answer.discountCode ? { discountCode: answer.discountCode } : {}),
  };
}

/** A place line's name, price and people from an events answer: one registration, its total. */
export const placeShown = (answer: PlacesAnswer) => ({
  name: answer.title,
  nameEs: answer.titleEs || null,
  priceCents: answer.totalCents,
  place: placeOf(answer),
});

/** A place, session or package line as its service's quote shows it: one of it, no options, no image. */
const quotedItem = (
  line: StoredOtherLine,
  kind: 'place' | 'session' | 'package',
  productId: string,
  shown: Pick<CartItem, 'name' | 'nameEs' | 'priceCents' | 'place' | 'session' | 'package'>,
): CartItem => ({
  id: String(line._id),
  kind,
  productId,
  quantity: 1,
  options: {},
  imageUrl: null,
  ...shown,
});

/**
 * A place line priced by events' quote now: null (the line goes) when the occurrence is gone or its
 * places can no longer be had as they are (closed, an option removed…).
 */
async function placeLineItem(line: StoredOtherLine, catalog: Catalog): Promise<CartItem | null> {
  const request = {
    userId: ownerUserId(line.owner),
    eventId: line.ref ?? '',
    date: line.date ?? '',
    people: line.people ?? [],
    discountCode: line.discountCode ?? null,
  };
  const reply = await catalog.place(request);
  if (reply.kind === 'refused') return null;
  return quotedItem(line, 'place', request.eventId, placeShown(reply.answer));
}

/**
 * A session line priced by care's quote now: null (the line goes) when it is no longer hers to pay
 * (booked, canceled, its hold ended). A member's own booking, or a visitor's by its token.
 */
async function sessionLineItem(line: StoredOtherLine, catalog: Catalog): Promise<CartItem | null> {
  const request = sessionRequestOf(line);
  if (!request) return null;
  const reply = await catalog.session(request);
  if (reply.kind === 'refused') return null;
  return quotedItem(line, 'session', line.ref ?? '', sessionShown(reply.answer));
}

/**
 * A package line priced by care's quote now: null (the line goes) when care no longer sells it, or
 * the cart is not a member's.
 */
async function packageLineItem(line: StoredOtherLine, catalog: Catalog): Promise<CartItem | null> {
  const request = packageRequestOf(line);
  if (!request) return null;
  const reply = await catalog.package(request);
  if (reply.kind === 'refused') return null;
  return quotedItem(line, 'package', request.typeId, packageShown(reply.answer));
}
