import Router from '@koa/router';
import {
  createCounselorSchema,
  updateCounselorSchema,
  type CreateCounselorInput,
  type UpdateCounselorInput,
} from '@ministry/contracts/care-schemas';
import { requireAdmin } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { appointmentsOutsideHours, appointmentView, findCounselor } from '../appointments/service';
import type { CareContext } from '../context';
import { idParams, type IdParams } from '../http';
import { CounselorModel, type CounselorDocument } from './model';
import { counselorProfile, createCounselor, updateCounselor } from './service';

/** Staff: counselor profiles, their hours, and appointments their hours no longer cover. */
export function counselorAdminRouter(context: CareContext): Router {
  const router = new Router({ prefix: '/api/admin/care/counselors' });
  router.use(requireAdmin);

  router.get('/', async (ctx) => {
    const all = await CounselorModel.find().sort({ createdAt: 1 }).lean<CounselorDocument[]>();
    ctx.body = { counselors: all.map(counselorProfile) };
  });

  router.post('/', validate('body', createCounselorSchema), async (ctx) => {
    const created = await createCounselor(context, validated<CreateCounselorInput>(ctx.state, 'body'));
    ctx.status = 201;
    ctx.body = counselorProfile(created);
  });

  router.get('/:id', validate('params', idParams), async (ctx) => {
    ctx.body = counselorProfile(await findCounselor(validated<IdParams>(ctx.state, 'params').id, false));
  });

  router.patch('/:id', validate('params', idParams), validate('body', updateCounselorSchema), async (ctx) => {
    const { id } = validated<IdParams>(ctx.state, 'params');
    ctx.body = counselorProfile(
      await updateCounselor(id, validated<UpdateCounselorInput>(ctx.state, 'body')),
    );
  });

  router.get('/:id/outside-hours', validate('params', idParams), async (ctx) => {
    const counselor = await findCounselor(validated<IdParams>(ctx.state, 'params').id, false);
    const outside = await appointmentsOutsideHours(context, counselor);
    ctx.body = { appointments: outside.map((appointment) => appointmentView(appointment, context)) };
  });

  return router;
}
