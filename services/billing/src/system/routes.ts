import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { requireAdmin } from '@ministry/kit/guards';
import { webhookProblems } from './webhook-problems';

/** Staff (admins only): Stripe webhook deliveries refused or failed in the last 24 hours. */
export function adminSystemRouter(connection: Connection): Router {
  const router = new Router();
  router.use(requireAdmin);

  router.get('/api/admin/system/webhooks', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await webhookProblems(connection);
  });

  return router;
}
