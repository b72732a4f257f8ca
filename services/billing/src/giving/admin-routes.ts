import Router from '@koa/router';
import { fundInputSchema, givingSummaryQuerySchema, type FundInput } from '@ministry/contracts/giving-input';
import { AppError } from '@ministry/kit/errors';
import { requireAdmin } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { createFund, listFunds, setArchived, updateFund } from './funds';
import { givingSummary } from './admin';
import type { GivingDeps } from './context';

/**
 * /api/admin/giving/*: funds and the totals (admins only, kit guards). Nothing here names a donor: the
 * gifts, their CSV and refunds are in finance-routes.ts.
 */
export function adminGivingRouter(giving: GivingDeps | null): Router {
  const router = new Router();
  router.use(requireAdmin);
  /** Giving's context; 503 while there is none (no Stripe key), checked first by every route using it. */
  const context = (): GivingDeps => {
    if (!giving) throw new AppError(503, 'billing.unavailable', { expose: true });
    return giving;
  };

  router.get('/api/admin/giving/funds', async (ctx) => {
    ctx.body = await listFunds(true);
  });

  router.post('/api/admin/giving/funds', validate('body', fundInputSchema), async (ctx) => {
    ctx.status = 201;
    ctx.body = await createFund(validated<FundInput>(ctx.state, 'body'));
  });

  router.put('/api/admin/giving/funds/:id', validate('body', fundInputSchema), async (ctx) => {
    ctx.body = await updateFund(ctx.params.id!, validated<FundInput>(ctx.state, 'body'));
  });

  router.post('/api/admin/giving/funds/:id/archive', async (ctx) => {
    ctx.body = await setArchived(ctx.params.id!, true);
  });

  router.post('/api/admin/giving/funds/:id/restore', async (ctx) => {
    ctx.body = await setArchived(ctx.params.id!, false);
  });

  router.get('/api/admin/giving/summary', validate('query', givingSummaryQuerySchema), async (ctx) => {
    const { from, to } = validated<{ from?: string; to?: string }>(ctx.state, 'query');
    ctx.body = await givingSummary(context(), from || undefined, to || undefined);
  });

  return router;
}
