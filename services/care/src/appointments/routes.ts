import Router from '@koa/router';
import {
  attendanceSchema,
  bookAppointmentSchema,
  confidentialTextSchema,
  rescheduleSchema,
  slotQuerySchema,
  updateCounselorSchema,
  type BookAppointmentInput,
  type RescheduleInput,
  type SlotQuery,
  type UpdateCounselorInput,
} from '@ministry/contracts/care-schemas';
import { requireUser, sessionUser } from '@ministry/kit/guards';
import { rateLimit } from '@ministry/kit/rate-limit';
import { validate, validated } from '@ministry/kit/validate';
import { readRecordText } from '../confidential/access';
import type { CareContext } from '../context';
import { CounselorModel, type CounselorDocument } from '../counselors/model';
import { counselorProfile, counselorSummary, updateCounselor } from '../counselors/service';
import { actorOf, counselorIn, idParams, requireCounselor, signedInUser, type IdParams } from '../http';
import { SessionTypeModel, type SessionTypeDocument } from '../session-types/model';
import { sessionTypeView } from '../session-types/seed';
import { creditBalance } from './credits';
import { bookAppointment } from './booking';
import { cancelAppointment, checkActor, markAttendance, rescheduleAppointment, writeNotes } from './changes';
import {
  appointmentsBetween,
  appointmentsOutsideHours,
  appointmentView,
  findAppointment,
  findCounselor,
  findSlots,
} from './service';
import type { AppointmentDocument } from './model';

/** What a counselor changes of her own profile: her hours and how she meets, never staff's fields. */
export const ownProfileSchema = updateCounselorSchema.omit(['teamSlug', 'active', 'mentor']);

/** Bookings per member and window (each asks identity and maybe billing). */
export const BOOKING_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 };

/**
 * Everyone: counselors, session types, free slots. Members: book, list, move, cancel, read their
 * intake. Counselors: their agenda, attendance, notes, appointments outside their hours.
 */
export function appointmentsRouter(context: CareContext, limit = BOOKING_LIMIT): Router {
  const router = new Router({ prefix: '/api/care' });
  const bookings = rateLimit({
    name: 'care-booking',
    key: (ctx) => sessionUser(ctx)?.id,
    ...limit,
    connection: context.connection,
    now: () => context.now().getTime(),
  });
  const linkOf = async (appointment: AppointmentDocument) =>
    (await CounselorModel.findById(appointment.counselorId, { meetingLink: 1 }).lean())?.meetingLink ?? null;

  router.get('/counselors', async (ctx) => {
    const active = await CounselorModel.find({ active: true })
      .sort({ createdAt: 1 })
      .lean<CounselorDocument[]>();
    ctx.body = { counselors: active.map(counselorSummary) };
  });

  router.get('/session-types', async (ctx) => {
    const types = await SessionTypeModel.find({ active: true })
      .sort({ _id: 1 })
      .lean<SessionTypeDocument[]>();
    ctx.body = { sessionTypes: types.map(sessionTypeView) };
  });

  router.get('/slots', validate('query', slotQuerySchema), async (ctx) => {
    // A signed-in member whose plan promises priority scheduling sees further ahead.
    ctx.body = await findSlots(
      context,
      validated<SlotQuery>(ctx.state, 'query'),
      sessionUser(ctx)?.id ?? null,
    );
  });

  router.get('/credits', requireUser, async (ctx) => {
    ctx.body = { credits: await creditBalance(context, signedInUser(ctx).id) };
  });

  router.post(
    '/appointments',
    requireUser,
    bookings,
    validate('body', bookAppointmentSchema),
    async (ctx) => {
      const appointment = await bookAppointment(
        context,
        signedInUser(ctx),
        validated<BookAppointmentInput>(ctx.state, 'body'),
      );
      ctx.status = 201;
      ctx.body = appointmentView(appointment, context, await linkOf(appointment));
    },
  );

  router.get('/appointments/mine', requireUser, async (ctx) => {
    const mine = await appointmentsBetween({ userId: signedInUser(ctx).id });
    const views = [];
    for (const appointment of mine)
      views.push(appointmentView(appointment, context, await linkOf(appointment)));
    ctx.body = { appointments: views };
  });

  // The counselor's own routes (before /appointments/:id).
  router.get('/counselor/profile', requireCounselor, (ctx) => {
    ctx.body = counselorProfile(counselorIn(ctx));
  });

  router.patch('/counselor/profile', requireCounselor, validate('body', ownProfileSchema), async (ctx) => {
    const input = validated<UpdateCounselorInput>(ctx.state, 'body');
    ctx.body = counselorProfile(await updateCounselor(String(counselorIn(ctx)._id), input));
  });

  router.get('/counselor/appointments', requireCounselor, async (ctx) => {
    const counselor = counselorIn(ctx);
    const from = new Date(context.now().getTime() - 7 * 86_400_000);
    const list = await appointmentsBetween({ counselorId: String(counselor._id), from });
    ctx.body = {
      appointments: list.map((appointment) => ({
        ...appointmentView(appointment, context, counselor.meetingLink ?? null),
        memberName: appointment.memberName,
      })),
    };
  });

  router.get('/counselor/outside-hours', requireCounselor, async (ctx) => {
    const counselor = await findCounselor(String(counselorIn(ctx)._id), false);
    const outside = await appointmentsOutsideHours(context, counselor);
    ctx.body = { appointments: outside.map((appointment) => appointmentView(appointment, context)) };
  });

  router.get('/appointments/:id', requireUser, validate('params', idParams), async (ctx) => {
    const appointment = await findAppointment(validated<IdParams>(ctx.state, 'params').id);
    const actor = await actorOf(ctx);
    checkActor(appointment, actor);
    ctx.body = appointmentView(appointment, context, await linkOf(appointment));
  });

  router.post(
    '/appointments/:id/reschedule',
    requireUser,
    validate('params', idParams),
    validate('body', rescheduleSchema),
    async (ctx) => {
      const { id } = validated<IdParams>(ctx.state, 'params');
      const { startsAt } = validated<RescheduleInput>(ctx.state, 'body');
      const moved = await rescheduleAppointment(context, await actorOf(ctx), id, startsAt);
      ctx.body = appointmentView(moved, context, await linkOf(moved));
    },
  );

  router.post('/appointments/:id/cancel', requireUser, validate('params', idParams), async (ctx) => {
    const { id } = validated<IdParams>(ctx.state, 'params');
    ctx.body = appointmentView(await cancelAppointment(context, await actorOf(ctx), id), context);
  });

  router.post(
    '/appointments/:id/attendance',
    requireCounselor,
    validate('params', idParams),
    validate('body', attendanceSchema),
    async (ctx) => {
      const { id } = validated<IdParams>(ctx.state, 'params');
      const { status } = validated<{ status: 'attended' | 'no_show' }>(ctx.state, 'body');
      ctx.body = appointmentView(await markAttendance(context, await actorOf(ctx), id, status), context);
    },
  );

  router.get('/appointments/:id/intake', requireUser, validate('params', idParams), async (ctx) => {
    const appointment = await findAppointment(validated<IdParams>(ctx.state, 'params').id);
    ctx.body = await readRecordText(context, signedInUser(ctx), 'appointment', 'intake', appointment);
  });

  router.get('/appointments/:id/notes', requireUser, validate('params', idParams), async (ctx) => {
    const appointment = await findAppointment(validated<IdParams>(ctx.state, 'params').id);
    ctx.body = await readRecordText(context, signedInUser(ctx), 'appointment', 'notes', appointment, true);
  });

  router.put(
    '/appointments/:id/notes',
    requireCounselor,
    validate('params', idParams),
    validate('body', confidentialTextSchema),
    async (ctx) => {
      const { id } = validated<IdParams>(ctx.state, 'params');
      await writeNotes(context, await actorOf(ctx), id, validated<{ text: string }>(ctx.state, 'body').text);
      ctx.status = 204;
    },
  );

  return router;
}
