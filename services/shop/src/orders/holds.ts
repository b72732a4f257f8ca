import mongoose from 'mongoose';
import { AppError } from '@ministry/kit/errors';
import type { OrdersContext } from './context';
import { CheckoutIntentModel, checkoutsDue, listLiveCheckouts } from './checkout-intent';
import { OrderModel } from './model';
import { cancelPayment } from './payments';
import { releaseOrderPlaces } from './places';
import { recordChange, releaseHold, withOrder } from './transitions';
import type { ReplacedHold } from './priced-cart';
import type { StoredOrder } from './views';

/** The statuses of an order not paid yet, whose hold may run out. */
const UNPAID: readonly string[] = ['pending_payment', 'payment_failed'];

/** Who ended an unpaid order, and what to do when Stripe says the money is already on its way. */
interface UnpaidEnding {
  action: 'expired' | 'canceled';
  by: string;
  note?: string;
  /** The sweeper's condition: the hold must have run out by then (checked again under the lock). */
  holdExpiredBy?: Date;
  /** Staff are told (409); the sweeper and a new checkout leave the order to the webhook. */
  refuseWhenPaid: boolean;
}

/**
 * Ends an unpaid order (pending, or whose payment failed): its PaymentIntent canceled at Stripe so it
 * can no longer be paid, its held units given back, its status and history written. Under the order's
 * lock, so two instances (or the sweeper and a webhook) do it once. Null when there was nothing to do.
 */
export async function endUnpaidOrder(
  context: OrdersContext,
  orderNumber: string,
  ending: UnpaidEnding,
): Promise<StoredOrder | null> {
  return withOrder(orderNumber, async (order, fence) => {
    if (!['pending_payment', 'payment_failed'].includes(order.status)) return null;
    if (ending.holdExpiredBy && !(order.holdExpiresAt && order.holdExpiresAt < ending.holdExpiredBy))
      return null;
    if (order.paymentIntentId && context.stripe) {
      if ((await cancelPayment(context, order.paymentIntentId)) === 'already_paid') {
        if (ending.refuseWhenPaid) throw new AppError(409, 'order.paymentArriving');
        context.logger.info('order: left to the webhook, its payment is under way', { orderNumber });
        return null;
      }
    }
    await fence();
    await releaseHold(order);
    // After the stock: events not answering never keeps units held; the sweep asks it again.
    const released = await releaseOrderPlaces(context, order);
    return recordChange(
      order,
      { status: ending.action, holdExpiresAt: null, placesReleasePending: !released },
      { action: ending.action, by: ending.by, note: ending.note },
    );
  });
}

/**
 * Expires every unpaid order whose hold has run out by `now`, pending or whose payment failed (a
 * declined order stays payable with another card only until then, at its price of then):
 * PaymentIntent canceled, stock back once. Safe on several instances at once (each order under its
 * lock, its status checked again there). Answers how many it expired.
 */
export async function sweepExpiredHolds(context: OrdersContext, now: Date = new Date()): Promise<number> {
  await listLiveCheckouts();
  const list = checkoutsDue();
  let expired = 0;
  // Only the checkouts due on the list (never the history of orders).
  for (const checkoutId of await list.due(now)) {
    const intent = await CheckoutIntentModel.findById(checkoutId, { state: 1, orderNumber: 1 }).lean();
    if (!intent || intent.state === 'failed') {
      await list.done(checkoutId);
      continue;
    }
    // Still taking: recovery's.
    if (intent.state !== 'placed' || !intent.orderNumber) continue;
    const { orderNumber } = intent;
    const order = await OrderModel.findOne(
      { orderNumber },
      { status: 1, holdExpiresAt: 1, placesReleasePending: 1, items: 1, orderNumber: 1 },
    ).lean();
    if (order && !UNPAID.includes(order.status) && order.placesReleasePending) {
      // Ended, but events did not take the release of its places yet: asked again each pass.
      if (await releaseOrderPlaces(context, order)) {
        await OrderModel.updateOne({ _id: order._id }, { $set: { placesReleasePending: false } });
        await list.done(checkoutId);
      } else await list.at(checkoutId, new Date(now.getTime() + 60_000));
      continue;
    }
    if (!order || !UNPAID.includes(order.status) || !order.holdExpiresAt) {
      await list.done(checkoutId);
      continue;
    }
    if (order.holdExpiresAt >= now) {
      await list.at(checkoutId, order.holdExpiresAt);
      continue;
    }
    try {
      const ended = await endUnpaidOrder(context, orderNumber, {
        action: 'expired',
        by: 'system',
        holdExpiredBy: now,
        refuseWhenPaid: false,
      });
      if (ended) expired += 1;
      // Ended, or left to the webhook (its payment under way): looked at again in a minute until settled.
      if (ended?.placesReleasePending) await list.at(checkoutId, new Date(now.getTime() + 60_000));
      else if (ended) await list.done(checkoutId);
    } catch (error) {
      // One order Stripe could not answer for must not stop the others; the next pass tries again.
      context.logger.warn('order: hold not released yet', { orderNumber, error: (error as Error).message });
    }
  }
  return expired;
}

/**
 * Her earlier unpaid orders (`whose`: buyer.ts; pending, or whose payment failed) end when she checks out again (their
 * PaymentIntents canceled, holds given back); answers what they held and until when, so the new
 * order does not hold the same units longer. One whose PaymentIntent is not attached yet is still
 * being placed by a request in flight and is left to it (or to its hold's end); one Stripe says is
 * being paid is left to the webhook.
 */
export async function cancelEarlierAttempts(
  context: OrdersContext,
  whose: Record<string, string>,
): Promise<ReplacedHold[]> {
  const unpaid = await OrderModel.find(
    {
      ...whose,
      status: mongoose.trusted({ $in: ['pending_payment', 'payment_failed'] }),
      paymentIntentId: mongoose.trusted({ $ne: null }),
    },
    { orderNumber: 1, holdExpiresAt: 1, items: 1 },
  ).lean();
  const replaced: ReplacedHold[] = [];
  for (const { orderNumber, holdExpiresAt, items } of unpaid) {
    const ended = await endUnpaidOrder(context, orderNumber, {
      action: 'canceled',
      by: 'system',
      note: 'replaced by a newer checkout',
      refuseWhenPaid: false,
    });
    if (!ended || !holdExpiresAt) continue;
    for (const line of items)
      if (line.stockKey) replaced.push({ productId: line.productId, stockKey: line.stockKey, holdExpiresAt });
  }
  return replaced;
}
