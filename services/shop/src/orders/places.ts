import { lineKind } from '@ministry/contracts/cart';
import type { Language } from '@ministry/contracts/language';
import {
  PLACES_CONFIRM_PATH,
  PLACES_HOLD_PATH,
  PLACES_RELEASE_PATH,
  type PlacesAnswer,
  type PlacesHold,
} from '@ministry/contracts/order-settlement';
import { AppError } from '@ministry/kit/errors';
import { errorFields } from '@ministry/kit/logger';
import type { CheckoutRequest } from '@ministry/contracts/checkout';
import { placeOf, placeShown } from '../cart/other-lines';
import { callPlaces, refusalError, type PlaceRequest } from '../cart/places-client';
import type { OrdersContext } from './context';
import { OrderModel, type OrderLineDocument } from './model';
import type { PricedLine } from './priced-cart';

/**
 * The shop's side of the events service's internal places API (order-settlement.ts): a checkout
 * holds each place line's places under `<order number>#<line index>` until the order's hold ends, the
 * paid order confirms them, an order ending unpaid (or a refunded place line) releases them.
 */

export const isPlace = (line: Pick<OrderLineDocument, 'kind'>) => lineKind(line) === 'place';

/** The key a place line's places are held, confirmed and released under at events. */
export const placeKeyOf = (orderNumber: string, index: number) => `${orderNumber}#${index}`;

const call = (context: OrdersContext, path: string, body: object, language?: Language) =>
  callPlaces(context.config.eventsInternalUrl, context.config.internalApiKey, path, body, {
    language,
    answerless: path === PLACES_RELEASE_PATH,
  });

/** Who the places are held for: the buyer, until the order's hold ends. */
export interface PlacesBuyer {
  orderNumber: string;
  userId: string;
  name: string;
  email: string;
  language: Language;
  holdUntil: Date;
}

/**
 * Holds the places of every place line (`requests`, by line index) for the order to be: the answers
 * (their frozen prices) by index, or the first refusal (places full, closed…: its status and message
 * in `language`) after every place this call held is released again. Events not answering: what it
 * held is released (as far as events answers) and the 503 thrown.
 */
export async function holdPlaceLines(
  context: OrdersContext,
  requests: Map<number, PlaceRequest>,
  buyer: PlacesBuyer,
  language: Language,
): Promise<{ held: Map<number, PlacesAnswer> } | { refused: AppError }> {
  const held = new Map<number, PlacesAnswer>();
  const giveBack = () =>
    releaseKeys(
      context,
      [...requests.keys()].map((i) => placeKeyOf(buyer.orderNumber, i)),
    );
  for (const [index, request] of requests) {
    const hold: PlacesHold = {
      ...request,
      discountCode: request.discountCode ?? null,
      key: placeKeyOf(buyer.orderNumber, index),
      orderNumber: buyer.orderNumber,
      userId: buyer.userId,
      name: buyer.name,
      email: buyer.email,
      language: buyer.language,
      holdUntil: buyer.holdUntil.toISOString(),
    };
    let reply;
    try {
      reply = await call(context, PLACES_HOLD_PATH, hold, language);
    } catch (error) {
      await giveBack();
      throw error;
    }
    if (reply.kind === 'refused') {
      await giveBack();
      return { refused: refusalError(reply) };
    }
    held.set(index, reply.answer);
  }
  return { held };
}

/**
 * A checkout's place lines (`places`, by index in `priced`) held for the buyer until the order's
 * hold ends, each line then named and priced by its hold's answer (frozen at events: what is
 * charged, never the cart's copy). A refusal is answered (in the checkout's language) after what
 * was held is released.
 */
export async function holdCheckoutPlaces(
  context: OrdersContext,
  priced: PricedLine[],
  places: Map<number, PlaceRequest>,
  buyer: { orderNumber: string; userId: string; contact: CheckoutRequest['contactInfo']; holdUntil: Date },
  language: { buyer: Language; request: Language },
): Promise<AppError | null> {
  const held = await holdPlaceLines(
    context,
    places,
    {
      orderNumber: buyer.orderNumber,
      userId: buyer.userId,
      name: `${buyer.contact.firstName} ${buyer.contact.lastName}`.trim(),
      email: buyer.contact.email,
      language: language.buyer,
      holdUntil: buyer.holdUntil,
    },
    language.request,
  );
  if ('refused' in held) return held.refused;
  for (const [index, answer] of held.held)
    priced[index] = { ...priced[index]!, ...placeShown(answer), place: placeOf(answer) };
  return null;
}

/** The paid order's places: confirmed, or lost (gone before the payment came: 409). Else throws. */
export async function confirmPlaces(context: OrdersContext, key: string): Promise<'confirmed' | 'lost'> {
  const reply = await call(context, PLACES_CONFIRM_PATH, { key });
  if (reply.kind === 'answer') return 'confirmed';
  if (reply.status === 409) return 'lost';
  throw new AppError(502, 'api.unavailable', {
    expose: true,
    logFields: { service: 'events', key, detail: `confirm answered ${reply.status}: ${reply.message}` },
  });
}

/**
 * Releases the places held under `keys` (each idempotent at events). Answers whether all were; a
 * failure is logged, never thrown: what asked for it (stock given back, an order ended) goes on, and
 * the hold sweep asks again (holds.ts).
 */
export async function releaseKeys(context: OrdersContext, keys: string[]): Promise<boolean> {
  const results = await Promise.all(
    keys.map(async (key) => {
      try {
        const reply = await call(context, PLACES_RELEASE_PATH, { key });
        if (reply.kind === 'answer' || reply.status === 404) return true;
        context.logger.warn('order: places not released', { key, status: reply.status });
        return false;
      } catch (error) {
        context.logger.warn('order: places not released yet', { key, ...errorFields(error) });
        return false;
      }
    }),
  );
  return results.every(Boolean);
}

/**
 * The keys of an order's place lines (those at `indexes`, or all), leaving out lines whose places were
 * lost (nothing is held for them any more).
 */
export function placeKeys(
  order: { orderNumber: string; items: OrderLineDocument[] },
  indexes?: number[],
): string[] {
  return order.items.flatMap((line, index) =>
    isPlace(line) && !line.placesLost && (!indexes || indexes.includes(index))
      ? [placeKeyOf(order.orderNumber, index)]
      : [],
  );
}

/** Releases an order's places (all, or at `indexes`): whether events took every release. */
export const releaseOrderPlaces = (
  context: OrdersContext,
  order: { orderNumber: string; items: OrderLineDocument[] },
  indexes?: number[],
) => releaseKeys(context, placeKeys(order, indexes));

/** An order number no order has yet (drawn before the order is stored: places are held under it). */
export async function freeOrderNumber(nextNumber: () => string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const orderNumber = nextNumber();
    if (!(await OrderModel.exists({ orderNumber })) || attempt >= 5) return orderNumber;
  }
}
