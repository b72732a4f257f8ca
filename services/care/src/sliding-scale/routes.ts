import Router from '@koa/router';
import { Types } from 'mongoose';
import { slidingScaleRequestSchema } from '@ministry/contracts/care-schemas';
import { AppError } from '@ministry/kit/errors';
import { requireUser } from '@ministry/kit/guards';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { validate, validated } from '@ministry/kit/validate';
import { readConfidential } from '../confidential/access';
import type { CareContext } from '../context';
import { idParams, signedInUser, type IdParams } from '../http';
import { sealText, textLabel } from '../text-crypto';
import { SlidingScaleModel, type SlidingScaleDocument } from './model';

export function slidingScaleView(doc: SlidingScaleDocument) {
  return {
    id: String(doc._id),
    userId: doc.userId,
    status: doc.status,
    counselorId: doc.counselorId ?? null,
    prices: doc.prices.map((entry) => ({ typeId: entry.typeId!, priceCents: entry.priceCents! })),
    hasReason: !!doc.reason,
    createdAt: doc.createdAt.toISOString(),
    decidedAt: doc.decidedAt ? doc.decidedAt.toISOString() : null,
  };
}

export async function findSlidingScaleRequest(id: string): Promise<SlidingScaleDocument> {
  const found = await SlidingScaleModel.findById(id).lean<SlidingScaleDocument>();
  if (!found) throw new AppError(404, 'care.requestNotFound');
  return found;
}

/** Members ask for a sliding-scale price (reason sealed); she and the reviewing counselor read it. */
export function slidingScaleRouter(context: CareContext): Router {
  const router = new Router({ prefix: '/api/care/sliding-scale' });

  router.post('/', requireUser, validate('body', slidingScaleRequestSchema), async (ctx) => {
    const user = signedInUser(ctx);
    const id = new Types.ObjectId();
    const { reason } = validated<{ reason: string }>(ctx.state, 'body');
    try {
      const created = await SlidingScaleModel.create({
        _id: id,
        userId: user.id,
        openKey: user.id,
        reason: sealText(context.keyring, reason, textLabel('sliding-scale', String(id), 'reason')),
      });
      ctx.status = 201;
      ctx.body = slidingScaleView(created.toObject() as SlidingScaleDocument);
    } catch (error) {
      if (isDuplicateKey(error)) throw new AppError(409, 'care.requestPending');
      throw error;
    }
  });

  router.get('/mine', requireUser, async (ctx) => {
    const mine = await SlidingScaleModel.find({ userId: signedInUser(ctx).id })
      .sort({ createdAt: -1 })
      .lean<SlidingScaleDocument[]>();
    ctx.body = { requests: mine.map(slidingScaleView) };
  });

  router.get('/:id/reason', requireUser, validate('params', idParams), async (ctx) => {
    const request = await findSlidingScaleRequest(validated<IdParams>(ctx.state, 'params').id);
    ctx.body = await readConfidential(context, signedInUser(ctx), {
      record: 'sliding-scale',
      recordId: String(request._id),
      field: 'reason',
      sealed: request.reason,
      ownerUserId: request.userId,
      counselorId: request.counselorId ?? null,
      deletedAt: request.textsDeletedAt,
    });
  });

  return router;
}
