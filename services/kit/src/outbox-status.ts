import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { requireAdmin } from './guards';
import { outboxStatus } from './outbox';

/**
 * `GET /api/admin/outbox/<service>` (admins): that service's messages still to send and those that
 * gave up, so the dashboard can show staff e-mail that never arrived. Each service answers for its
 * own outbox; the gateway routes the path by its last segment.
 */
export function outboxStatusRouter(service: string, connection: Connection): Router {
  const router = new Router();
  router.get(`/api/admin/outbox/${service}`, requireAdmin, async (ctx) => {
    ctx.body = await outboxStatus(connection);
  });
  return router;
}
