import Router from '@koa/router';
import {
  fundInputSchema,
  giftFilterSchema,
  giftRefundSchema,
  givingSummaryQuerySchema,
  type FundInput,
  type GiftFilter,
} from '@ministry/contracts/giving';
import { AppError } from '@ministry/kit/errors';
import { requireAdmin } from '@ministry/kit/guards';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { giftsCsv } from './csv';
import { createFund, listFunds, setArchived, updateFund } from './funds';
import { allGifts, givingSummary, listGifts, refundGift } from './admin';
import type { GivingDeps } from './context';

/** /api/admin/giving/*: funds, reports, the gift list, CSV and refunds (admins only, kit guards). */
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

  router.get('/api/admin/giving/gifts', validate('query', giftFilterSchema), async (ctx) => {
    context();
    ctx.body = await listGifts(validated<GiftFilter>(ctx.state, 'query'));
  });

  router.get('/api/admin/giving/gifts.csv', validate('query', giftFilterSchema), async (ctx) => {
    context();
    const gifts = await allGifts(validated<GiftFilter>(ctx.state, 'query'));
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', 'attachment; filename="gifts.csv"');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = giftsCsv(gifts, requestLanguage(ctx));
  });

  router.post('/api/admin/giving/gifts/:id/refund', validate('body', giftRefundSchema), async (ctx) => {
    const { amountCents } = validated<{ amountCents: number }>(ctx.state, 'body');
    ctx.body = await refundGift(context(), ctx.params.id!, amountCents);
  });

  return router;
}
