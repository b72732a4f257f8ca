import mongoose from 'mongoose';
import { startOfNewYorkDay } from '@ministry/contracts/datetime';
import { formatCents } from '@ministry/contracts/money';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrdersQuery,
  type RefundOrderRequest,
  type ShipOrderRequest,
} from '@ministry/contracts/order';
import { addDays, isCalendarDay } from '@ministry/contracts/calendar-day';
import { AppError } from '@ministry/kit/errors';
import { putBackStock } from '../shared/stock';
import { decidedByRefund } from './cancel-requests';
import type { OrdersContext } from './context';
import { endUnpaidOrder } from './holds';
import { canMove, nextStatus } from './lifecycle';
import { mailOrderRefunded, mailOrderShipped } from './mail';
import { OrderModel } from './model';
import { refundPayment } from './payments';
import { isPackageLine, refundOrderPackages } from './packages';
import { isHeldLine, refundOrderPlaces } from './places';
import { lineValues, refundedLineCents, refundLines } from './refund-lines';
import { reportGiftRefunds } from './settlement';
import { recordChange, withOrder } from './transitions';
import { toAdminOrder, type StoredOrder } from './views';

/** At most this many orders go into one CSV export. */
export const CSV_EXPORT_LIMIT = 10_000;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function dayStart(day: string): Date {
  if (!isCalendarDay(day)) throw new AppError(400, 'order.filterInvalid');
  return startOfNewYorkDay(day);
}

/**
 * The filter of the admin list: a status, New York days from/to (both included), and words that
 * must each appear in the order number, the buyer's first or last name, or her e-mail.
 */
function orderFilter(query: AdminOrdersQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (query.status) filter.status = query.status;
  const createdAt: Record<string, Date> = {};
  if (query.from) createdAt.$gte = dayStart(query.from);
  if (query.to) createdAt.$lt = dayStart(addDays(query.to, 1));
  if (query.from || query.to) filter.createdAt = mongoose.trusted(createdAt);
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length) {
    filter.$and = words.map((word) => {
      const pattern = new RegExp(escapeRegex(word), 'i');
      return {
        $or: ['orderNumber', 'contactInfo.firstName', 'contactInfo.lastName', 'contactInfo.email'].map(
          (field) => ({ [field]: pattern }),
        ),
      };
    });
  }
  return filter;
}

export async function listAdminOrders(query: AdminOrdersQuery): Promise<AdminOrderPage> {
  const filter = orderFilter(query);
  const page = query.page ?? 1;
  const [docs, totalCount] = await Promise.all([
    OrderModel.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * ADMIN_ORDERS_PAGE_SIZE)
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .lean<StoredOrder[]>(),
    OrderModel.countDocuments(filter),
  ]);
  return { orders: docs.map(toAdminOrder), page, pageSize: ADMIN_ORDERS_PAGE_SIZE, totalCount };
}

/** Every order the filters select (no paging), newest first, for the CSV export. */
export async function exportAdminOrders(query: AdminOrdersQuery): Promise<AdminOrder[]> {
  const docs = await OrderModel.find(orderFilter(query))
    .sort({ createdAt: -1, _id: -1 })
    .limit(CSV_EXPORT_LIMIT)
    .lean<StoredOrder[]>();
  return docs.map(toAdminOrder);
}

export async function getAdminOrder(orderNumber: string): Promise<AdminOrder> {
  const doc = await OrderModel.findOne({ orderNumber }).lean<StoredOrder>();
  if (!doc) throw new AppError(404, 'order.notFound');
  return toAdminOrder(doc);
}

/** Paid → shipped, with its carrier and tracking number; the buyer is e-mailed the tracking. */
export async function shipOrder(
  context: OrdersContext,
  orderNumber: string,
  shipment: ShipOrderRequest,
  by: string,
): Promise<AdminOrder> {
  const shipped = await withOrder(orderNumber, async (order, fence) => {
    if (!order.shippingAddress) throw new AppError(409, 'order.nothingToShip');
    const status = nextStatus(order.status, 'shipped');
    await fence();
    return recordChange(
      order,
      { status, shipment: { ...shipment, shippedAt: new Date() } },
      { action: 'shipped', by, note: `${shipment.carrier} ${shipment.trackingNumber}` },
    );
  });
  await mailOrderShipped(context, shipped);
  return toAdminOrder(shipped);
}

/** Shipped → delivered. */
export async function deliverOrder(orderNumber: string, by: string): Promise<AdminOrder> {
  const delivered = await withOrder(orderNumber, async (order, fence) => {
    const status = nextStatus(order.status, 'delivered');
    await fence();
    return recordChange(order, { status, deliveredAt: new Date() }, { action: 'delivered', by });
  });
  return toAdminOrder(delivered);
}

/**
 * Refunded place lines give their places back at events (the waitlist moves up), refunded session
 * lines are canceled at care (the time freed, the cancellation e-mailed), refunded package lines
 * revoked at care (it books nothing more): before the refund is
 * recorded, so events or care not answering leaves it to be tried again (Stripe's refund keeps its
 * key; their calls are idempotent).
 */
async function releaseRefundedPlaces(context: OrdersContext, order: StoredOrder, indexes?: number[]) {
  // Refunded package lines are revoked at care first (care not answering: a 502, tried again).
  await refundOrderPackages(context, order, indexes);
  if (!(await refundOrderPlaces(context, order, indexes)))
    throw new AppError(502, 'api.unavailable', {
      expose: true,
      logFields: { orderNumber: order.orderNumber },
    });
}

/** Units of each line: every one, and not refunded yet. */
const allUnits = (order: StoredOrder) => order.items.map((line) => line.quantity);
const unrefunded = (order: StoredOrder) =>
  order.items.map((line, index) => line.quantity - (order.refundedQuantities?.[index] ?? 0));

/**
 * Cancels an order: an unpaid one has its PaymentIntent canceled and its hold given back; a paid one
 * (not shipped) is refunded in full through Stripe, then its units not refunded yet go back in stock.
 */
export async function cancelOrder(
  context: OrdersContext,
  orderNumber: string,
  reason: string,
  by: string,
): Promise<AdminOrder> {
  const current = await OrderModel.findOne({ orderNumber }, { status: 1 }).lean();
  if (!current) throw new AppError(404, 'order.notFound');
  if (current.status !== 'paid') {
    const ended = await endUnpaidOrder(context, orderNumber, {
      action: 'canceled',
      by,
      note: reason || undefined,
      refuseWhenPaid: true,
    });
    if (!ended) throw new AppError(409, 'order.cannotCancel');
    return toAdminOrder(ended);
  }
  const canceled = await withOrder(orderNumber, async (order, fence) => {
    const status = nextStatus(order.status, 'canceled');
    const leftCents = order.totalCents - (order.refundedCents ?? 0);
    if (leftCents > 0 && order.paymentIntentId) {
      await refundPayment(context, order.paymentIntentId, leftCents, `order-${orderNumber}-cancel`);
    }
    // Before it is recorded: billing not answering leaves the order paid, and canceling again repeats
    // Stripe's refund (same idempotency key) and billing's (idempotent).
    await reportGiftRefunds(context, order, refundedLineCents(order), lineValues(order));
    await releaseRefundedPlaces(context, order);
    await fence();
    const back = unrefunded(order);
    await Promise.all(
      order.items.map((line, index) =>
        line.stockKey ? putBackStock(line.productId, line.stockKey, back[index] ?? 0) : Promise.resolve(),
      ),
    );
    return recordChange(
      order,
      {
        status,
        refundedCents: order.totalCents,
        refundedQuantities: allUnits(order),
        refundedLineCents: lineValues(order),
        ...decidedByRefund(order, 'all', by),
      },
      {
        action: 'canceled',
        by,
        note: [reason, leftCents > 0 ? `refunded ${formatCents(leftCents)}` : ''].filter(Boolean).join(' · '),
      },
    );
  });
  return toAdminOrder(canceled);
}

/**
 * Refunds the whole order (what is left of it) or chosen lines: units at their price, or a partial
 * amount of a line (refund-lines.ts says when its units count as refunded), never more than was paid
 * and not yet refunded. Units refunded in full go back in stock when `restock`; places go back at
 * events. Through Stripe first (one idempotency key per refund of the order), then recorded with
 * staff's note in the history; the buyer is e-mailed (never the note).
 */
export async function refundOrder(
  context: OrdersContext,
  orderNumber: string,
  request: RefundOrderRequest,
  by: string,
): Promise<AdminOrder> {
  if (!request.full && request.lines.length === 0) throw new AppError(400, 'order.refundInvalid');
  const result = await withOrder(orderNumber, async (order, fence) => {
    if (!canMove(order.status, 'refunded')) throw new AppError(409, 'order.cannotRefund');
    const chosen = refundLines(order, request.full ? [] : request.lines);
    const paidLeft = order.totalCents - (order.refundedCents ?? 0);
    const amountCents = request.full ? paidLeft : chosen.amountCents;
    if (amountCents <= 0 || amountCents > paidLeft) throw new AppError(409, 'order.refundTooMuch');
    if (!order.paymentIntentId) throw new AppError(409, 'order.cannotRefund');

    const refundNumber = (order.history ?? []).filter((entry) => entry.action === 'refunded').length + 1;
    await refundPayment(
      context,
      order.paymentIntentId,
      amountCents,
      `order-${orderNumber}-refund-${refundNumber}`,
    );
    const refundedCents = (order.refundedCents ?? 0) + amountCents;
    const everything = refundedCents >= order.totalCents;
    const quantitiesAfter = everything ? allUnits(order) : chosen.refundedQuantities;
    const centsAfter = everything ? lineValues(order) : chosen.refundedLineCents;
    // Before it is recorded: billing not answering leaves the refund to be tried again, which repeats
    // Stripe's (same idempotency key: the refund's number is only counted once recorded) and billing's.
    await reportGiftRefunds(context, order, refundedLineCents(order), centsAfter);
    await releaseRefundedPlaces(
      context,
      order,
      everything
        ? undefined
        : chosen.lines
            .filter((line) => {
              const item = order.items[line.index]!;
              return line.givenBack > 0 && (isHeldLine(item) || isPackageLine(item));
            })
            .map((line) => line.index),
    );
    await fence();
    // Gift and resource lines have no stock to go back to.
    for (const line of chosen.lines) {
      const item = order.items[line.index]!;
      if (line.restock && line.givenBack > 0 && item.stockKey)
        await putBackStock(item.productId, item.stockKey, line.givenBack);
    }
    const saved = await recordChange(
      order,
      {
        refundedCents,
        refundedQuantities: quantitiesAfter,
        refundedLineCents: centsAfter,
        ...(everything ? { status: nextStatus(order.status, 'refunded') } : {}),
        ...decidedByRefund(order, everything ? 'all' : chosen.lines.map((line) => line.index), by),
      },
      { action: 'refunded', by, note: [formatCents(amountCents), request.note].filter(Boolean).join(' · ') },
    );
    return {
      saved,
      refundNumber,
      amountCents,
      lines: chosen.lines.map((line) => ({ index: line.index, quantity: line.quantity })),
    };
  });
  await mailOrderRefunded(context, result.saved, result);
  return toAdminOrder(result.saved);
}
