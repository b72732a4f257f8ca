import Router from '@koa/router';
import { confidentialTextSchema } from '@ministry/contracts/care-schemas';
import { requireUser } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { readRecordText } from '../confidential/access';
import type { CareContext } from '../context';
import { idParams, signedInUser, type IdParams } from '../http';
import { memberRequestRoutes } from '../member-request-routes';
import { MentoringModel } from './model';
import { findMentoring, mentoringView } from './service';

/** Members ask for a mentor (sealed text); she and her matched mentor read it. */
export function mentoringRouter(context: CareContext): Router {
  const router = new Router({ prefix: '/api/care/mentoring' });

  memberRequestRoutes(router, context, {
    record: 'mentoring',
    field: 'text',
    schema: confidentialTextSchema,
    model: MentoringModel,
    view: mentoringView,
  });

  router.get('/:id/text', requireUser, validate('params', idParams), async (ctx) => {
    const request = await findMentoring(validated<IdParams>(ctx.state, 'params').id);
    ctx.body = await readRecordText(context, signedInUser(ctx), 'mentoring', 'text', request);
  });

  return router;
}
