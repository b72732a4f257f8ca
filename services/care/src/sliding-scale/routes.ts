import Router from '@koa/router';
import { slidingScaleRequestSchema } from '@ministry/contracts/care-schemas';
import { AppError } from '@ministry/kit/errors';
import type { CareContext } from '../context';
import { memberRequestRoutes } from '../member-request-routes';
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

  memberRequestRoutes(router, context, {
    record: 'sliding-scale',
    field: 'reason',
    schema: slidingScaleRequestSchema,
    model: SlidingScaleModel,
    view: slidingScaleView,
    find: findSlidingScaleRequest,
  });

  return router;
}
