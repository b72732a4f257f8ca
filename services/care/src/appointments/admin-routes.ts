import Router from '@koa/router';
import { date, object, string } from 'yup';
import { rescheduleSchema, type RescheduleInput } from '@ministry/contracts/care-schemas';
import { requireAdmin } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import type { CareContext } from '../context';
import { idParams, signedInUser, type IdParams } from '../http';
import { cancelAppointment, rescheduleAppointment } from './changes';
import { appointmentsBetween, appointmentView } from './service';

const listQuery = object({
  counselorId: string().matches(/^[a-f0-9]{24}$/, 'care.idInvalid'),
  from: date().typeError('care.dateInvalid'),
  to: date().typeError('care.dateInvalid'),
});

/** Staff: who, when and what type (never a confidential text); move or cancel any time. */
export function appointmentAdminRouter(context: CareContext): Router {
  const router = new Router({ prefix: '/api/admin/care/appointments' });
  router.use(requireAdmin);

  router.get('/', validate('query', listQuery), async (ctx) => {
    const query = validated<{ counselorId?: string; from?: Date; to?: Date }>(ctx.state, 'query');
    const list = await appointmentsBetween(query);
    ctx.body = {
      appointments: list.map((appointment) => ({
        ...appointmentView(appointment, context),
        memberName: appointment.memberName,
      })),
    };
  });

  router.post(
    '/:id/reschedule',
    validate('params', idParams),
    validate('body', rescheduleSchema),
    async (ctx) => {
      const { id } = validated<IdParams>(ctx.state, 'params');
      const { startsAt } = validated<RescheduleInput>(ctx.state, 'body');
      const actor = { kind: 'staff' as const, userId: signedInUser(ctx).id };
      ctx.body = appointmentView(await rescheduleAppointment(context, actor, id, startsAt), context);
    },
  );

  router.post('/:id/cancel', validate('params', idParams), async (ctx) => {
    const { id } = validated<IdParams>(ctx.state, 'params');
    const actor = { kind: 'staff' as const, userId: signedInUser(ctx).id };
    ctx.body = appointmentView(await cancelAppointment(context, actor, id), context);
  });

  return router;
}
