import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { requireAdmin } from './guards';
import { mailBudget, mailBudgetSettings, type MailBudget } from './mail-budget';
import { outboxStatus, outboxWaiting } from './outbox-queue';

/**
 * `GET /api/admin/outbox/<service>` (admins): that service's messages still to send and those that
 * gave up, so the dashboard can show staff e-mail that never arrived; the global hourly e-mail
 * budget (the same in every service's answer): whether this hour's is used up, or ordinary mail's
 * share of it, so the dashboard can say why messages wait and when they go out; and where the waiting
 * messages come from (`waiting`: by kind, and the addresses whose hourly cap holds some back, by
 * digest), so a flood shows its source. Each service answers for its own outbox; the gateway routes
 * the path by its last segment.
 */
export function outboxStatusRouter(
  service: string,
  connection: Connection,
  sessions: Connection,
  budget: MailBudget = mailBudget({ connection: sessions, ...mailBudgetSettings() }),
): Router {
  const router = new Router();
  router.use(requireAdmin);
  router.get(`/api/admin/outbox/${service}`, async (ctx) => {
    const [status, budgetState, waiting] = await Promise.all([
      outboxStatus(connection),
      budget.state(),
      outboxWaiting(connection),
    ]);
    ctx.body = { ...status, budget: budgetState, waiting };
  });
  return router;
}
