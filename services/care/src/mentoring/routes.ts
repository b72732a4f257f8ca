import Router from '@koa/router';
import { confidentialTextSchema } from '@ministry/contracts/care-schemas';
import type { CareContext } from '../context';
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
    find: findMentoring,
  });

  return router;
}
