import Router from '@koa/router';
import {
  assignCounselorSchema,
  slidingScaleDecisionSchema,
  type SlidingScaleDecision,
} from '@ministry/contracts/care-schemas';
import { requireAdmin } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { findCounselor } from '../appointments/service';
import { idParams, type IdParams } from '../http';
import { SlidingScaleModel, type SlidingScaleDocument } from './model';
import { findSlidingScaleRequest, slidingScaleView } from './routes';

/** Staff: the requests (never the reason), a reviewing counselor, her prices per session type. */
export function slidingScaleAdminRouter(): Router {
  const router = new Router({ prefix: '/api/admin/care/sliding-scale' });
  router.use(requireAdmin);

  router.get('/', async (ctx) => {
    const all = await SlidingScaleModel.find()
      .sort({ createdAt: -1 })
      .limit(500)
      .lean<SlidingScaleDocument[]>();
    ctx.body = { requests: all.map(slidingScaleView) };
  });

  router.post(
    '/:id/assign',
    validate('params', idParams),
    validate('body', assignCounselorSchema),
    async (ctx) => {
      const request = await findSlidingScaleRequest(validated<IdParams>(ctx.state, 'params').id);
      const { counselorId } = validated<{ counselorId: string }>(ctx.state, 'body');
      await findCounselor(counselorId);
      await SlidingScaleModel.updateOne({ _id: request._id }, { $set: { counselorId } });
      ctx.body = slidingScaleView(await findSlidingScaleRequest(String(request._id)));
    },
  );

  router.put(
    '/:id',
    validate('params', idParams),
    validate('body', slidingScaleDecisionSchema),
    async (ctx) => {
      const request = await findSlidingScaleRequest(validated<IdParams>(ctx.state, 'params').id);
      const decision = validated<SlidingScaleDecision>(ctx.state, 'body');
      if (decision.counselorId) await findCounselor(decision.counselorId);
      await SlidingScaleModel.updateOne(
        { _id: request._id },
        {
          $set: {
            status: 'decided',
            openKey: String(request._id),
            prices: decision.prices ?? [],
            decidedAt: new Date(),
            ...(decision.counselorId !== undefined && { counselorId: decision.counselorId || null }),
          },
        },
      );
      ctx.body = slidingScaleView(await findSlidingScaleRequest(String(request._id)));
    },
  );

  return router;
}
