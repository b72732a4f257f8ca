import Router from '@koa/router';
import type { Context } from 'koa';
import { number, object, string } from 'yup';
import type { Connection } from 'mongoose';
import {
  completeDonationSchema,
  donationSchema,
  donationStatusQuerySchema,
  recurringChangeSchema,
  type DonationRequest,
} from '@ministry/contracts/giving-input';
import { AppError } from '@ministry/kit/errors';
import { requireUser, sessionUser } from '@ministry/kit/guards';
import { rateLimit } from '@ministry/kit/rate-limit';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { openPortal } from '../billing/service';
import { portalLimit } from '../billing/routes';
import type { GivingDeps } from './context';
import { donationStatus, intentBySecret, startDonation, statusOf } from './donations';
import { listFunds } from './funds';
import {
  claimableGifts,
  claimGifts,
  giftReceipt,
  givingStatement,
  memberGifts,
  statementYears,
} from './member';
import {
  actOnRecurringGift,
  changeRecurringGift,
  completeRecurringGift,
  listRecurringGifts,
} from './recurring';

const languageQuerySchema = object({ lang: string().trim().oneOf(['en', 'es', ''], 'api.invalidInput') });
const yearParamsSchema = object({
  year: number()
    .typeError('giving.yearInvalid')
    .integer('giving.yearInvalid')
    .min(2000, 'giving.yearInvalid')
    .max(2100, 'giving.yearInvalid')
    .required('giving.yearInvalid'),
});

/** Changes to monthly gifts per member (each is a Stripe call): change, pause, resume, cancel, complete. */
export const RECURRING_LIMIT = { limit: 20, windowMs: 15 * 60 * 1000 };

function userId(ctx: Context): string {
  const user = sessionUser(ctx);
  if (!user) throw new AppError(401, 'api.unauthorized');
  return user.id;
}

function attachment(ctx: Context, fileName: string, pdf: Buffer) {
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = pdf;
}

/**
 * /api/giving/*: the funds and donations (public), a member's gifts, monthly gifts, receipts,
 * statements and earlier gifts to claim. `giving` (the context) is null without a Stripe key: everything
 * but the funds answers 503.
 */
export function givingRouter(
  giving: GivingDeps | null,
  publishableKey: string | null,
  data: Connection,
  now: () => number = Date.now,
): Router {
  const router = new Router();
  const recurringLimit = rateLimit({
    name: 'giving-recurring',
    key: (ctx) => sessionUser(ctx)?.id,
    ...RECURRING_LIMIT,
    connection: data,
    now,
    message: 'giving.tooManyChanges',
  });
  /** Giving's context; 503 while there is none (no Stripe key), checked first by every route using it. */
  const context = (): GivingDeps => {
    if (!giving) throw new AppError(503, 'billing.unavailable', { expose: true });
    return giving;
  };

  router.get('/api/giving/funds', async (ctx) => {
    ctx.body = await listFunds(false);
  });

  router.post('/api/giving/donations', validate('body', donationSchema), async (ctx) => {
    const input = validated<DonationRequest>(ctx.state, 'body');
    ctx.body = await startDonation(
      context(),
      { userId: sessionUser(ctx)?.id ?? null, clientIp: ctx.ip, language: requestLanguage(ctx) },
      input,
      publishableKey,
    );
  });

  router.get('/api/giving/donations/status', validate('query', donationStatusQuerySchema), async (ctx) => {
    const { client_secret: secret } = validated<{ client_secret: string }>(ctx.state, 'query');
    ctx.set('Cache-Control', 'no-store');
    context();
    ctx.body = await donationStatus(secret);
  });

  router.post(
    '/api/giving/donations/complete',
    requireUser,
    validate('body', completeDonationSchema),
    recurringLimit,
    async (ctx) => {
      const { clientSecret } = validated<{ clientSecret: string }>(ctx.state, 'body');
      context();
      const intent = await intentBySecret(clientSecret);
      if (intent.intentType !== 'setup' || intent.userId !== userId(ctx))
        throw new AppError(404, 'giving.paymentNotFound');
      await completeRecurringGift(context(), intent);
      ctx.body = await statusOf(intent);
    },
  );

  /** Her lists: her gifts, her monthly gifts, the years she has a statement for. */
  const lists = { gifts: memberGifts, recurring: listRecurringGifts, statements: statementYears };
  for (const [list, read] of Object.entries(lists)) {
    router.get(`/api/giving/${list}`, requireUser, async (ctx) => {
      context();
      ctx.body = await read(userId(ctx));
    });
  }

  router.get(
    '/api/giving/gifts/:id/receipt',
    requireUser,
    validate('query', languageQuerySchema),
    async (ctx) => {
      const { lang } = validated<{ lang?: string }>(ctx.state, 'query');
      const { pdf, receiptNumber } = await giftReceipt(context(), userId(ctx), ctx.params.id!, lang);
      attachment(ctx, `receipt-${receiptNumber}.pdf`, pdf);
    },
  );

  router.put(
    '/api/giving/recurring/:id',
    requireUser,
    validate('body', recurringChangeSchema),
    recurringLimit,
    async (ctx) => {
      const input = validated<{ giftCents: number; coverFee: boolean }>(ctx.state, 'body');
      ctx.body = await changeRecurringGift(context(), userId(ctx), ctx.params.id!, input);
    },
  );

  for (const action of ['pause', 'resume', 'cancel'] as const) {
    router.post(`/api/giving/recurring/:id/${action}`, requireUser, recurringLimit, async (ctx) => {
      ctx.body = await actOnRecurringGift(context(), action, userId(ctx), ctx.params.id!);
    });
  }

  /** The billing portal (update the card of a monthly gift), back to the Giving tab. */
  router.post('/api/giving/portal', requireUser, portalLimit(data, now), async (ctx) => {
    ctx.body = await openPortal(context().billing, userId(ctx), '/account?tab=giving');
  });

  router.get(
    '/api/giving/statements/:year',
    requireUser,
    validate('params', yearParamsSchema),
    validate('query', languageQuerySchema),
    async (ctx) => {
      const { year } = validated<{ year: number }>(ctx.state, 'params');
      const { lang } = validated<{ lang?: string }>(ctx.state, 'query');
      attachment(
        ctx,
        `giving-statement-${year}.pdf`,
        await givingStatement(context(), userId(ctx), year, lang),
      );
    },
  );

  /** Claims by proof: her earlier visitor gifts, counted and attached only for a verified address. */
  router.get('/api/giving/claim', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await claimableGifts(context(), userId(ctx));
  });

  router.post('/api/giving/claim', requireUser, async (ctx) => {
    ctx.body = await claimGifts(context(), userId(ctx));
  });

  return router;
}
