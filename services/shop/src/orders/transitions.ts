import { lineKind } from '@ministry/contracts/cart';
import type { LockFence } from '@ministry/kit/lock';
import { AppError } from '@ministry/kit/errors';
import { withShopLock } from '../shared/shop-lock';
import { returnStock, settleStock, takeStock } from '../shared/stock';
import { historyEntry, type OrderAction } from './lifecycle';
import { OrderModel, type OrderDocument } from './model';
import type { StoredOrder } from './views';

/** Every change of one order holds its lock: two deliveries, the sweeper and staff never interleave. */
export const orderLock = (orderNumber: string) => `order:${orderNumber}`;

/**
 * Runs `task` on the order as stored now, under its lock (404 'order.notFound' when there is none).
 * The order lock is taken before any product's, never the other way round.
 */
export async function withOrder<T>(
  orderNumber: string,
  task: (order: StoredOrder, fence: LockFence) => Promise<T>,
): Promise<T> {
  return withShopLock(orderLock(orderNumber), async (fence) => {
    const order = await OrderModel.findOne({ orderNumber }).lean<StoredOrder>();
    if (!order) throw new AppError(404, 'order.notFound');
    return task(order, fence);
  });
}

/**
 * Writes a change with its history entry (who, when, what) and answers the order as now stored.
 * Only under the order's lock (withOrder), after its fence.
 */
export async function recordChange(
  order: StoredOrder,
  changes: Partial<OrderDocument>,
  entry: { action: OrderAction; by: string; note?: string },
): Promise<StoredOrder> {
  const status = changes.status ?? order.status;
  const history = [...(order.history ?? []), historyEntry(entry.action, entry.by, status, entry.note)];
  await OrderModel.updateOne({ _id: order._id }, { $set: { ...changes, history } });
  return { ...order, ...changes, history };
}

/** Gives the held units back (each line's mark once: a second call finds nothing to give). */
export async function releaseHold(order: StoredOrder): Promise<void> {
  await Promise.all(
    order.items.map((line) => (line.mark ? returnStock(line.productId, line.mark) : Promise.resolve())),
  );
}

/** The held units are sold: their marks are forgotten, the units stay out of stock. */
export async function settleHold(order: StoredOrder): Promise<void> {
  await Promise.all(
    order.items.map((line) => (line.mark ? settleStock(line.productId, line.mark) : Promise.resolve())),
  );
}

/**
 * Takes the order's units again (a payment after its hold was given back): all product lines or none. Each
 * line under its own mark, so a retry takes nothing twice.
 */
export async function retakeHold(order: StoredOrder): Promise<boolean> {
  // Gifts and resources hold nothing: only the products' units are taken again.
  const products = order.items.filter((line) => lineKind(line) === 'product');
  if (products.some((line) => !line.mark || !line.stockKey)) return false;
  const taken: { productId: string; mark: string }[] = [];
  for (const line of products) {
    if (!(await takeStock(line.productId, line.stockKey!, line.quantity, line.mark!))) {
      await Promise.all(taken.map((done) => returnStock(done.productId, done.mark)));
      return false;
    }
    taken.push({ productId: line.productId, mark: line.mark! });
  }
  return true;
}
