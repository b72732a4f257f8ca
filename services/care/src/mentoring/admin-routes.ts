import Router from '@koa/router';
import { mentoringMatchSchema, type MentoringMatchInput } from '@ministry/contracts/care-schemas';
import { requireAdmin } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import type { CareContext } from '../context';
import { idParams, type IdParams } from '../http';
import { MentoringModel, type MentoringDocument } from './model';
import { matchMentor, mentoringView } from './service';

/** Staff: mentoring requests (never their text) and matching one with a mentor. */
export function mentoringAdminRouter(context: CareContext): Router {
  const router = new Router({ prefix: '/api/admin/care/mentoring' });
  router.use(requireAdmin);

  router.get('/', async (ctx) => {
    const all = await MentoringModel.find().sort({ createdAt: -1 }).limit(500).lean<MentoringDocument[]>();
    ctx.body = { requests: all.map(mentoringView) };
  });

  router.post(
    '/:id/match',
    validate('params', idParams),
    validate('body', mentoringMatchSchema),
    async (ctx) => {
      const { id } = validated<IdParams>(ctx.state, 'params');
      ctx.status = 201;
      ctx.body = await matchMentor(context, id, validated<MentoringMatchInput>(ctx.state, 'body'));
    },
  );

  return router;
}
