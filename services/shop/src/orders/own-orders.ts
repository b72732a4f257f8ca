import type { Order } from '@ministry/contracts/order';
import { AppError } from '@ministry/kit/errors';
import { OrderModel } from './model';
import { toOrder, type StoredOrder } from './views';

/** The member's own orders, newest first. */
export async function listOrders(userId: string): Promise<Order[]> {
  const docs = await OrderModel.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<StoredOrder[]>();
  return docs.map(toOrder);
}

/** One of her own orders (the success page polls it until paid); another's is not found. */
export async function ownOrder(userId: string, orderNumber: string): Promise<Order> {
  const doc = await OrderModel.findOne({ orderNumber, userId }).lean<StoredOrder>();
  if (!doc) throw new AppError(404, 'order.notFound');
  return toOrder(doc);
}

/**
 * A visitor's guest order, read by the cart it came from (`visitor:<cart id>` of her signed cookie:
 * the completion page polls it until paid); any other order is not found.
 */
export async function visitorOrder(owner: string, orderNumber: string): Promise<Order> {
  const doc = await OrderModel.findOne({ orderNumber, cartOwner: owner, userId: null }).lean<StoredOrder>();
  if (!doc) throw new AppError(404, 'order.notFound');
  return toOrder(doc);
}
