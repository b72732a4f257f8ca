import { lineKind } from '@ministry/contracts/cart';
import {
  ORDER_GIFTS_PATH,
  orderGiftRefundPath,
  RESOURCE_PURCHASES_PATH,
  type OrderGift,
  type ResourcePurchase,
} from '@ministry/contracts/order-settlement';
import { formatCents } from '@ministry/contracts/money';
import { AppError } from '@ministry/kit/errors';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { internalFetch } from '@ministry/kit/request-id';
import type { OrdersContext } from './context';
import { nextStatus } from './lifecycle';
import { confirmPackageCalls } from './packages';
import { refundPayment } from './payments';
import { confirmPlaces, heldKeyOf, isHeldLine } from './places';
import { recordChange, withOrder } from './transitions';
import type { StoredOrder } from './views';

/**
 * What a paid order's other lines become at the services that own them: each gift line a gift at
 * billing (her giving history and year-end statement; billing sends no receipt of its own), each
 * resource line a purchase at content (hers to download). Every call is idempotent there (a gift by
 * `<order number>#<line index>`, a purchase by member and resource), so they are simply made again
 * on every redelivery of the payment's event until all have succeeded.
 */

const TIMEOUT_MS = 5000;

type Service = 'billing' | 'content';

async function post(context: OrdersContext, service: Service, path: string, body: object): Promise<void> {
  const base = service === 'billing' ? context.config.billingInternalUrl : context.config.contentServiceUrl;
  const failed = (detail: string) =>
    new AppError(502, 'api.unavailable', { expose: true, logFields: { service, path, detail } });
  if (!base) throw failed('no address configured');
  let response: Response;
  try {
    response = await internalFetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [INTERNAL_KEY_HEADER]: context.config.internalApiKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw failed((error as Error).message);
  }
  if (!response.ok) throw failed(`answered ${response.status}`);
}

/** Runs every call (one failing does not stop the others), then throws the first failure if any. */
async function all(calls: Promise<unknown>[]): Promise<void> {
  const failure = (await Promise.allSettled(calls)).find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failure) throw failure.reason;
}

/**
 * A place line whose places were gone when the payment came (events' confirm: 409 placesLost), or a
 * session line whose time was taken meanwhile (care's confirm: 409 care.holdExpired): its
 * amount refunded through Stripe (one idempotency key per line), recorded on the order once (under
 * its lock: two deliveries at once refund and record it once), the order refunded when nothing is
 * left. Answers the order as stored then.
 */
async function refundLostPlaces(context: OrdersContext, orderNumber: string, index: number) {
  return withOrder(orderNumber, async (order, fence) => {
    const line = order.items[index];
    if (!line || line.placesLost) return order;
    const amountCents = line.priceCents * line.quantity;
    if (amountCents > 0 && order.paymentIntentId)
      await refundPayment(
        context,
        order.paymentIntentId,
        amountCents,
        `order-${orderNumber}-places-lost-${index}`,
      );
    await fence();
    const refundedCents = (order.refundedCents ?? 0) + amountCents;
    const refundedQuantities = order.items.map((item, at) =>
      at === index ? item.quantity : (order.refundedQuantities?.[at] ?? 0),
    );
    const items = order.items.map((item, at) => (at === index ? { ...item, placesLost: true } : item));
    const everything = amountCents > 0 && refundedCents >= order.totalCents;
    return recordChange(
      order,
      {
        items,
        refundedCents,
        refundedQuantities,
        ...(everything ? { status: nextStatus(order.status, 'refunded') } : {}),
      },
      {
        action: 'refunded',
        by: 'system',
        note: `${lineKind(line) === 'session' ? 'session time' : 'places'} no longer available: ${line.name} refunded ${formatCents(amountCents)}`,
      },
    );
  });
}

/** The key of an order's gift line at billing. */
export const orderGiftKey = (orderNumber: string, index: number) => `${orderNumber}#${index}`;

/**
 * Settles a paid order's gift, resource, place, session and package lines with billing, content,
 * events and care (places, sessions and packages confirmed; lost ones refunded: refundLostPlaces). Throws when any call failed, so the webhook
 * answers non-2xx and Stripe delivers the event again (the order is already paid: the redelivery
 * settles again, then queues the receipt). Answers the order as stored after it.
 */
export async function settleOrder(context: OrdersContext, order: StoredOrder): Promise<StoredOrder> {
  // A guest order (no member) has session lines only: its gifts' and resources' buyer is always a member.
  const userId = order.userId ?? '';
  const paidAt = (order.paidAt ?? new Date()).toISOString();
  const name = `${order.contactInfo.firstName} ${order.contactInfo.lastName}`.trim();
  const calls = order.items.flatMap((line, index) => {
    const kind = lineKind(line);
    if (kind === 'gift') {
      const gift: OrderGift = {
        key: orderGiftKey(order.orderNumber, index),
        orderNumber: order.orderNumber,
        userId,
        name,
        email: order.contactInfo.email,
        language: order.language,
        fundId: line.productId,
        amountCents: line.priceCents * line.quantity,
        paymentIntentId: order.paymentIntentId ?? '',
        paidAt,
      };
      return [post(context, 'billing', ORDER_GIFTS_PATH, gift)];
    }
    if (kind === 'resource') {
      const purchase: ResourcePurchase = {
        userId,
        resourceId: line.productId,
        orderNumber: order.orderNumber,
      };
      return [post(context, 'content', RESOURCE_PURCHASES_PATH, purchase)];
    }
    return [];
  });
  let settled = order;
  const places = order.items.flatMap((line, index) =>
    isHeldLine(line) && !line.placesLost
      ? [
          (async () => {
            if ((await confirmPlaces(context, heldKeyOf(order.orderNumber, line, index))) === 'lost')
              settled = await refundLostPlaces(context, order.orderNumber, index);
          })(),
        ]
      : [],
  );
  // Each package line made hers at care (idempotent by its key, like the others).
  await all([...calls, ...places, ...confirmPackageCalls(context, order, paidAt)]);
  return settled;
}

/**
 * Tells billing of the gift lines a refund covered: each with the line's whole refunded amount so far
 * (billing keeps the larger of what it has and this, so saying it again is harmless). `before` and
 * `after` are the cents of each line refunded before and after this refund (refund-lines.ts).
 */
export async function reportGiftRefunds(
  context: OrdersContext,
  order: StoredOrder,
  before: number[],
  after: number[],
): Promise<void> {
  const calls = order.items.flatMap((line, index) => {
    const cents = after[index] ?? 0;
    if (lineKind(line) !== 'gift' || cents <= (before[index] ?? 0)) return [];
    const path = orderGiftRefundPath(orderGiftKey(order.orderNumber, index));
    return [post(context, 'billing', path, { amountCents: cents })];
  });
  await all(calls);
}
