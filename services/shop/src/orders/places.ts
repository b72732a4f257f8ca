import { lineKind } from '@ministry/contracts/cart';
import {
  CARE_SESSIONS_CANCEL_PATH,
  CARE_SESSIONS_CONFIRM_PATH,
  CARE_SESSIONS_HOLD_PATH,
  CARE_SESSIONS_RELEASE_PATH,
  type SessionAnswer,
} from '@ministry/contracts/care-checkout';
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
import { callPlaces, refusalError, type OwnerReply, type PlaceRequest } from '../cart/places-client';
import { callCare, sessionShown, type SessionRequest } from '../cart/sessions-client';
import type { OrdersContext } from './context';
import { OrderModel, type OrderLineDocument } from './model';
import type { PricedLine } from './priced-cart';

/**
 * The shop's side of the lines held at the service that owns them until paid: a place line's places at
 * events (order-settlement.ts), a session line's time at care (care-checkout.ts). A checkout holds
 * each under `<order number>#<line index>` until the order's hold ends, the paid order confirms them,
 * an order ending unpaid (or a refunded line) releases them. One code path for both: only the call
 * differs (heldCall).
 */

export const isPlace = (line: Pick<OrderLineDocument, 'kind'>) => lineKind(line) === 'place';

/** A line held at its owner until paid: places at events, a session at care. */
export const isHeldLine = (line: Pick<OrderLineDocument, 'kind'>) =>
  lineKind(line) === 'place' || lineKind(line) === 'session';

/** The key a held line is held, confirmed and released under at its owner. */
export const placeKeyOf = (orderNumber: string, index: number) => `${orderNumber}#${index}`;

/** A held line at its owner: its key, and for a session its appointment (care asks for both). */
export interface HeldKey {
  key: string;
  appointmentId?: string;
}

/** What a checkout holds for a line: a registration's places, or her session. */
export type HoldRequest = PlaceRequest | SessionRequest;
const isSessionRequest = (request: HoldRequest): request is SessionRequest => 'appointmentId' in request;

type HeldAnswer = PlacesAnswer | SessionAnswer;
const isSessionAnswer = (answer: HeldAnswer): answer is SessionAnswer => 'appointmentId' in answer;

/** A call to the owner of a held line: care for a session (its appointment given), else events. */
function heldCall(
  context: OrdersContext,
  paths: { place: string; session: string },
  held: HeldKey,
  body: object,
  language?: Language,
): Promise<OwnerReply<HeldAnswer>> {
  const answerless = paths.place === PLACES_RELEASE_PATH;
  const { internalApiKey } = context.config;
  if (held.appointmentId)
    return callCare(
      context.config.careInternalUrl ?? '',
      internalApiKey,
      paths.session,
      { appointmentId: held.appointmentId, key: held.key, ...body },
      { language, answerless },
    );
  return callPlaces(
    context.config.eventsInternalUrl,
    internalApiKey,
    paths.place,
    { key: held.key, ...body },
    { language, answerless },
  );
}

const HOLD = { place: PLACES_HOLD_PATH, session: CARE_SESSIONS_HOLD_PATH };
const CONFIRM = { place: PLACES_CONFIRM_PATH, session: CARE_SESSIONS_CONFIRM_PATH };
const RELEASE = { place: PLACES_RELEASE_PATH, session: CARE_SESSIONS_RELEASE_PATH };
/** A refunded paid line: its places released at events, its booked session canceled at care. */
const REFUND = { place: PLACES_RELEASE_PATH, session: CARE_SESSIONS_CANCEL_PATH };

/** What a checkout holds, by line index in `priced`: each place line's places, each session line's time. */
export const holdRequests = (priced: PricedLine[]): Map<number, HoldRequest> =>
  new Map(
    priced.flatMap((line, index) => {
      const request = line.placeRequest ?? line.sessionRequest;
      return request ? [[index, request] as const] : [];
    }),
  );

/** The held keys of a checkout's lines (`requests` by line index) under its order number. */
export const heldOf = (orderNumber: string, requests: Map<number, HoldRequest>): HeldKey[] =>
  [...requests].map(([index, request]) => ({
    key: placeKeyOf(orderNumber, index),
    ...(isSessionRequest(request) ? { appointmentId: request.appointmentId } : {}),
  }));

/** Who the places are held for: the buyer, until the order's hold ends. */
export interface PlacesBuyer {
  orderNumber: string;
  userId: string;
  name: string;
  email: string;
  language: Language;
  holdUntil: Date;
}

/** The body of a line's hold: the registration with its buyer, or her session until the hold ends. */
function holdBody(request: HoldRequest, buyer: PlacesBuyer, key: string): object {
  // Her session as the line was quoted: the member's own, or a visitor's booking by its token.
  if (isSessionRequest(request)) {
    const payer = request.visitorToken ? { visitorToken: request.visitorToken } : { userId: request.userId };
    return { ...payer, until: buyer.holdUntil.toISOString() };
  }
  const hold: PlacesHold = {
    ...request,
    discountCode: request.discountCode ?? null,
    key,
    orderNumber: buyer.orderNumber,
    userId: buyer.userId,
    name: buyer.name,
    email: buyer.email,
    language: buyer.language,
    holdUntil: buyer.holdUntil.toISOString(),
  };
  return hold;
}

/**
 * Holds every held line (`requests`, by line index: places at events, sessions at care) for the
 * order to be: the answers (their frozen prices) by index, or the first refusal (places full, the
 * session's time taken…: its status and message in `language`) after everything this call held is
 * released again. An owner not answering: what was held is released (as far as they answer) and the
 * 503 thrown.
 */
export async function holdPlaceLines(
  context: OrdersContext,
  requests: Map<number, HoldRequest>,
  buyer: PlacesBuyer,
  language: Language,
): Promise<{ held: Map<number, HeldAnswer> } | { refused: AppError }> {
  const held = new Map<number, HeldAnswer>();
  const giveBack = () => releaseKeys(context, heldOf(buyer.orderNumber, requests));
  for (const [index, request] of requests) {
    const key = heldOf(buyer.orderNumber, new Map([[index, request]]))[0]!;
    let reply;
    try {
      reply = await heldCall(context, HOLD, key, holdBody(request, buyer, key.key), language);
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
 * A checkout's held lines (`places`, by index in `priced`) held for the buyer until the order's hold
 * ends, each line then named and priced by its hold's answer (frozen at its owner: what is charged,
 * never the cart's copy). A refusal is answered (in the checkout's language) after what was held is
 * released.
 */
export async function holdCheckoutPlaces(
  context: OrdersContext,
  priced: PricedLine[],
  places: Map<number, HoldRequest>,
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
    priced[index] = isSessionAnswer(answer)
      ? { ...priced[index]!, ...sessionShown(answer) }
      : { ...priced[index]!, ...placeShown(answer), place: placeOf(answer) };
  return null;
}

/**
 * The paid order's held line: confirmed, or lost (its places or its session's time gone before the
 * payment came: 409). Else throws.
 */
export async function confirmPlaces(context: OrdersContext, held: HeldKey): Promise<'confirmed' | 'lost'> {
  const reply = await heldCall(context, CONFIRM, held, {});
  if (reply.kind === 'answer') return 'confirmed';
  if (reply.status === 409) return 'lost';
  throw new AppError(502, 'api.unavailable', {
    expose: true,
    logFields: {
      service: held.appointmentId ? 'care' : 'events',
      key: held.key,
      detail: `confirm answered ${reply.status}: ${reply.message}`,
    },
  });
}

/**
 * Releases what is held under `keys` (each idempotent at its owner). Answers whether all were; a
 * failure is logged, never thrown: what asked for it (stock given back, an order ended) goes on, and
 * the hold sweep asks again (holds.ts). With `paths` REFUND: a paid line's places released, its
 * session canceled (care's refusal is final: logged, the refund goes on).
 */
export async function releaseKeys(
  context: OrdersContext,
  keys: HeldKey[],
  paths: typeof RELEASE = RELEASE,
): Promise<boolean> {
  const results = await Promise.all(
    keys.map(async (held) => {
      const { key } = held;
      try {
        const reply = await heldCall(context, paths, held, {});
        if (reply.kind === 'answer' || reply.status === 404) return true;
        if (paths === REFUND && held.appointmentId) {
          context.logger.warn('order: care refused to cancel a refunded session', {
            key,
            status: reply.status,
          });
          return true;
        }
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

/** A held line of an order at `index`, as its owner knows it. */
export const heldKeyOf = (orderNumber: string, line: OrderLineDocument, index: number): HeldKey => ({
  key: placeKeyOf(orderNumber, index),
  ...(lineKind(line) === 'session' ? { appointmentId: line.productId } : {}),
});

/**
 * The keys of an order's held lines (those at `indexes`, or all), leaving out lines whose places (or
 * session) were lost (nothing is held for them any more).
 */
export function placeKeys(
  order: { orderNumber: string; items: OrderLineDocument[] },
  indexes?: number[],
): HeldKey[] {
  return order.items.flatMap((line, index) =>
    isHeldLine(line) && !line.placesLost && (!indexes || indexes.includes(index))
      ? [heldKeyOf(order.orderNumber, line, index)]
      : [],
  );
}

/** Releases an order's held lines (all, or at `indexes`): whether their owners took every release. */
export const releaseOrderPlaces = (
  context: OrdersContext,
  order: { orderNumber: string; items: OrderLineDocument[] },
  indexes?: number[],
) => releaseKeys(context, placeKeys(order, indexes));

/**
 * A refund's held lines (all, or at `indexes`) given back at their owners: places released, sessions
 * canceled (care frees the time and e-mails the cancellation). Whether every owner took it: the
 * refund is recorded only then, so asking again (admin-service.ts) retries it.
 */
export const refundOrderPlaces = (
  context: OrdersContext,
  order: { orderNumber: string; items: OrderLineDocument[] },
  indexes?: number[],
) => releaseKeys(context, placeKeys(order, indexes), REFUND);

/** An order number no order has yet (drawn before the order is stored: places are held under it). */
export async function freeOrderNumber(nextNumber: () => string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const orderNumber = nextNumber();
    if (!(await OrderModel.exists({ orderNumber })) || attempt >= 5) return orderNumber;
  }
}
