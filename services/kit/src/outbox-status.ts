import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { requireAdmin } from './guards';
import { mailBudget, mailHourlyBudget, type MailBudget } from './mail-budget';
import { outboxStatus } from './outbox';

/**
 * `GET /api/admin/outbox/<service>` (admins): that service's messages still to send and those that
 * gave up, so the dashboard can show staff e-mail that never arrived, and the global hourly e-mail
 * budget (the same in every service's answer): whether this hour's is used up, so the dashboard can
 * say why messages wait and when they go out. Each service answers for its own outbox; the gateway
 * routes the path by its last segment.
 */
export function outboxStatusRouter(
  service: string,
  connection: Connection,
  sessions: Connection,
  budget: MailBudget = mailBudget({ connection: sessions, perHour: mailHourlyBudget() }),
): Router {
  const router = new Router();
  router.use(requireAdmin);
  router.get(`/api/admin/outbox/${service}`, async (ctx) => {
    const [status, budgetState] = await Promise.all([outboxStatus(connection), budget.state()]);
    ctx.body = { ...status, budget: budgetState };
  });
  return router;
}
