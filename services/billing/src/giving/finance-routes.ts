import Router from '@koa/router';
import { accessLogQuerySchema, type AccessLogQuery } from '@ministry/contracts/access-log';
import { giftFilterSchema, giftRefundSchema, type GiftFilter } from '@ministry/contracts/giving-input';
import { AppError } from '@ministry/kit/errors';
import { requireAdmin, requireFinance } from '@ministry/kit/guards';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { listAccessLog, recordAccess } from './access-log';
import { allGifts, listGifts, refundGift } from './admin';
import type { GivingDeps } from './context';
import { giftsCsv } from './csv';

/** What a CSV export covered, for the access log. */
const filterDetail = (filter: Partial<GiftFilter>) =>
  (['fund', 'frequency', 'from', 'to', 'donor'] as const)
    .filter((field) => filter[field])
    .map((field) => `${field}=${filter[field]}`)
    .join(' ');

/**
 * Donors' records: the gift list, its CSV, refunds and the access log. Admins with the finance
 * permission only (an admin without it: 403 api.financeOnly). Every CSV export and every look at one
 * donor's gifts is written to the access log.
 */
export function financeGivingRouter(giving: GivingDeps | null): Router {
  const router = new Router();
  router.use(requireAdmin);
  router.use(requireFinance);
  const context = (): GivingDeps => {
    if (!giving) throw new AppError(503, 'billing.unavailable', { expose: true });
    return giving;
  };
  const now = () => (giving ? giving.now() : Date.now());

  router.get('/api/admin/giving/gifts', validate('query', giftFilterSchema), async (ctx) => {
    context();
    const filter = validated<GiftFilter>(ctx.state, 'query');
    ctx.body = await listGifts(filter);
    if (filter.donor) await recordAccess(ctx, 'donor-gifts', `donor=${filter.donor}`, now);
  });

  router.get('/api/admin/giving/gifts.csv', validate('query', giftFilterSchema), async (ctx) => {
    context();
    const filter = validated<GiftFilter>(ctx.state, 'query');
    const gifts = await allGifts(filter);
    await recordAccess(ctx, 'donors-csv', filterDetail(filter), now);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', 'attachment; filename="gifts.csv"');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = giftsCsv(gifts, requestLanguage(ctx));
  });

  router.post('/api/admin/giving/gifts/:id/refund', validate('body', giftRefundSchema), async (ctx) => {
    const { amountCents } = validated<{ amountCents: number }>(ctx.state, 'body');
    ctx.body = await refundGift(context(), ctx.params.id!, amountCents);
  });

  router.get('/api/admin/access-log', validate('query', accessLogQuerySchema), async (ctx) => {
    const { page } = validated<AccessLogQuery>(ctx.state, 'query');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listAccessLog(page);
  });

  return router;
}
