import { lineKind } from '@ministry/contracts/cart';
import type { SessionRefundAnswer } from '@ministry/contracts/care-checkout';
import { AppError } from '@ministry/kit/errors';
import { refundOrder } from './admin-service';
import type { OrdersContext } from './context';
import { OrderModel } from './model';
import { refundedLineCents } from './refund-lines';
import type { StoredOrder } from './views';

/**
 * Care asks the shop to refund the paid session line a canceled session was paid by (care-checkout.ts
 * SHOP_SESSION_REFUNDS_PATH): the same refund staff make (refundOrder: Stripe, the history "by care",
 * the buyer e-mailed), which cancels the session at care. A line already refunded answers the same.
 */

const KEY = /^(.+)#(\d+)$/;

async function sessionLineOf(key: string): Promise<{ order: StoredOrder; index: number }> {
  const match = KEY.exec(key);
  const orderNumber = match?.[1] ?? '';
  const index = Number(match?.[2] ?? -1);
  const order = match ? await OrderModel.findOne({ orderNumber }).lean<StoredOrder>() : null;
  const line = order?.items[index];
  if (!order || !line || lineKind(line) !== 'session') throw new AppError(404, 'order.notFound');
  return { order, index };
}

const unitsLeft = (order: StoredOrder, index: number) =>
  order.items[index]!.quantity - (order.refundedQuantities?.[index] ?? 0);

function answerOf(key: string, order: StoredOrder, index: number): SessionRefundAnswer {
  return {
    key,
    orderNumber: order.orderNumber,
    appointmentId: order.items[index]!.productId,
    refundedCents: refundedLineCents(order)[index] ?? 0,
  };
}

export async function refundSessionLine(context: OrdersContext, key: string): Promise<SessionRefundAnswer> {
  const { order, index } = await sessionLineOf(key);
  const left = unitsLeft(order, index);
  if (left > 0) {
    try {
      await refundOrder(
        context,
        order.orderNumber,
        { full: false, lines: [{ index, quantity: left, restock: false }], note: 'session canceled' },
        'care',
      );
    } catch (error) {
      // Two asks at once: the other refunded it (refundOrder refuses more than is left).
      if (!(error instanceof AppError && error.status === 409)) throw error;
      const now = await sessionLineOf(key);
      if (unitsLeft(now.order, index) > 0) throw error;
    }
  }
  const after = await sessionLineOf(key);
  return answerOf(key, after.order, index);
}
