import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { OrderModel } from '../../shop/src/orders/model';
import { adminOnly, all, type CallContext, type RouteRow } from './route-row';
import { paidOrder } from './routes-shop-orders';

/**
 * A member's canceled paid place: events records it on the shop's order (internal), staff keep the
 * payment with a note (or refund the line through the existing refund row).
 */

/** A paid order whose first line stands for a place line (the shop's checks read only its kind). */
async function paidPlaceOrder(context: CallContext): Promise<string> {
  const orderNumber = await paidOrder(context);
  await OrderModel.updateOne({ orderNumber }, { $set: { 'items.0.kind': 'place' } });
  return orderNumber;
}

const request = (orderNumber: string) => ({
  key: `${orderNumber}#0`,
  person: 'Ruth Moab',
  at: new Date().toISOString(),
});

export const PLACE_CANCEL_ROUTES: Record<string, RouteRow> = {
  'POST /internal/place-cancel-requests': {
    expect: all(403),
    withInternalKey: 200,
    call: async (context) => ({
      path: '/internal/place-cancel-requests',
      body: request(await paidPlaceOrder(context)),
    }),
  },
  'POST /api/admin/orders/:orderNumber/cancel-requests/:lineIndex/keep': {
    expect: adminOnly(200),
    call: async (context) => {
      const orderNumber = await paidPlaceOrder(context);
      const res = await context.admin.send('POST', '/internal/place-cancel-requests', {
        body: request(orderNumber),
        headers: { [INTERNAL_KEY_HEADER]: context.stack.internalKey },
      });
      if (res.status !== 200) throw new Error(`record cancel request: ${res.status} ${res.text}`);
      return {
        path: `/api/admin/orders/${orderNumber}/cancel-requests/0/keep`,
        body: { note: 'Canceled inside the no-refund week' },
      };
    },
  },
};
