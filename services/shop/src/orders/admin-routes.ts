import Router from '@koa/router';
import {
  adminOrdersQuerySchema,
  cancelOrderSchema,
  keepPaymentSchema,
  ORDER_NUMBER_PATTERN,
  refundOrderSchema,
  shipOrderSchema,
  type AdminOrdersQuery,
  type KeepPaymentRequest,
  type RefundOrderRequest,
  type ShipOrderRequest,
} from '@ministry/contracts/order';
import { todayInNewYork } from '@ministry/contracts/calendar-day';
import { AppError } from '@ministry/kit/errors';
import { requireAdmin, sessionUser } from '@ministry/kit/guards';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import type { Context } from 'koa';
import {
  cancelOrder,
  deliverOrder,
  exportAdminOrders,
  getAdminOrder,
  listAdminOrders,
  refundOrder,
  shipOrder,
} from './admin-service';
import { keepPayment } from './cancel-requests';
import type { OrdersContext } from './context';
import { ordersCsv } from './csv';

/** The order number of the path, or 404 before anything is read. */
function orderNumberOf(ctx: Context): string {
  const orderNumber = (ctx.params as { orderNumber?: string }).orderNumber ?? '';
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new AppError(404, 'order.notFound');
  return orderNumber;
}

/** Who made a change, for the order's history. */
const staffName = (ctx: Context) => sessionUser(ctx)?.username ?? 'admin';

/** The back office's orders (admins only): list, CSV, detail, ship, deliver, cancel, refund. */
export function adminOrdersRouter(context: OrdersContext): Router {
  const router = new Router();
  router.use(requireAdmin);

  router.get('/api/admin/orders', validate('query', adminOrdersQuerySchema), async (ctx) => {
    ctx.body = await listAdminOrders(validated<AdminOrdersQuery>(ctx.state, 'query'));
  });

  router.get('/api/admin/orders.csv', validate('query', adminOrdersQuerySchema), async (ctx) => {
    const orders = await exportAdminOrders(validated<AdminOrdersQuery>(ctx.state, 'query'));
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="orders-${todayInNewYork()}.csv"`);
    ctx.body = ordersCsv(orders, requestLanguage(ctx));
  });

  router.get('/api/admin/orders/:orderNumber', async (ctx) => {
    ctx.body = await getAdminOrder(orderNumberOf(ctx));
  });

  router.post('/api/admin/orders/:orderNumber/ship', validate('body', shipOrderSchema), async (ctx) => {
    const input = validated<ShipOrderRequest>(ctx.state, 'body');
    ctx.body = await shipOrder(context, orderNumberOf(ctx), input, staffName(ctx));
  });

  router.post('/api/admin/orders/:orderNumber/deliver', async (ctx) => {
    ctx.body = await deliverOrder(orderNumberOf(ctx), staffName(ctx));
  });

  router.post('/api/admin/orders/:orderNumber/cancel', validate('body', cancelOrderSchema), async (ctx) => {
    const { reason } = validated<{ reason: string }>(ctx.state, 'body');
    ctx.body = await cancelOrder(context, orderNumberOf(ctx), reason, staffName(ctx));
  });

  router.post('/api/admin/orders/:orderNumber/refund', validate('body', refundOrderSchema), async (ctx) => {
    const input = validated<RefundOrderRequest>(ctx.state, 'body');
    ctx.body = await refundOrder(context, orderNumberOf(ctx), input, staffName(ctx));
  });

  // A member's canceled place line: staff keep the payment, saying why (a refund goes through /refund).
  router.post(
    '/api/admin/orders/:orderNumber/cancel-requests/:lineIndex/keep',
    validate('body', keepPaymentSchema),
    async (ctx) => {
      const lineIndex = Number((ctx.params as { lineIndex?: string }).lineIndex);
      if (!Number.isInteger(lineIndex) || lineIndex < 0)
        throw new AppError(404, 'order.cancelRequestNotFound');
      const { note } = validated<KeepPaymentRequest>(ctx.state, 'body');
      ctx.body = await keepPayment(orderNumberOf(ctx), lineIndex, note, staffName(ctx));
    },
  );

  return router;
}
