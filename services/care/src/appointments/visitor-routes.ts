import { createHash } from 'node:crypto';
import Router from '@koa/router';
import {
  visitorBookingSchema,
  visitorRescheduleSchema,
  visitorTokenSchema,
  type VisitorBookingInput,
  type VisitorRescheduleInput,
  type VisitorTokenInput,
} from '@ministry/contracts/care-schemas';
import { AppError } from '@ministry/kit/errors';
import { sessionUser } from '@ministry/kit/guards';
import { rateLimit } from '@ministry/kit/rate-limit';
import { recipientLanguage } from '@ministry/kit/recipient-language';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { sessionAnswer } from '../checkout/service';
import type { CareContext } from '../context';
import {
  bookVisitorAppointment,
  cancelVisitorAppointment,
  rescheduleVisitorAppointment,
  visitorAppointment,
} from './visitor';

export interface VisitorBookingLimits {
  /** Per client address: generous, a congregation shares one Wi-Fi. */
  perClient: { limit: number; windowMs: number };
  /** Per e-mail address booked for. */
  perAddress: { limit: number; windowMs: number };
}

export const VISITOR_BOOKING_LIMITS: VisitorBookingLimits = {
  perClient: { limit: 20, windowMs: 10 * 60_000 },
  perAddress: { limit: 5, windowMs: 60 * 60_000 },
};

/** The address booked for, normalised, as its counter's key (a digest: no address stored). */
const addressKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/**
 * Signed-out visitors: book a type staff marked `visitorBookable` (the initial consultation; answered
 * `{ holdExpiresAt }` only, the rest goes to her e-mail), and preview the booking her e-mailed link
 * names, cancel it or move it (packages/contracts/src/care-schemas.ts).
 */
export function visitorAppointmentsRouter(
  context: CareContext,
  limits: VisitorBookingLimits = VISITOR_BOOKING_LIMITS,
): Router {
  const router = new Router({ prefix: '/api/care/visitor-appointments' });
  // Counted once the input is valid, with care's clock (tests set it).
  const now = () => context.now().getTime();
  const perClient = rateLimit({
    name: 'care-visitor-booking-client',
    key: (ctx) => ctx.ip,
    ...limits.perClient,
    connection: context.connection,
    now,
    message: 'care.tooManyVisitorBookings',
  });
  const perAddress = rateLimit({
    name: 'care-visitor-booking-address',
    key: (ctx) => addressKey(validated<VisitorBookingInput>(ctx.state, 'body').email),
    ...limits.perAddress,
    connection: context.connection,
    now,
    message: 'care.tooManyVisitorBookings',
  });

  router.post(
    '/',
    async (ctx, next) => {
      if (sessionUser(ctx)) throw new AppError(409, 'care.visitorSignedIn');
      await next();
    },
    validate('body', visitorBookingSchema),
    perClient,
    perAddress,
    async (ctx) => {
      const language = recipientLanguage({ visitor: requestLanguage(ctx) });
      const input = validated<VisitorBookingInput>(ctx.state, 'body');
      const appointment = await bookVisitorAppointment(context, input, language);
      ctx.status = 201;
      ctx.body = {
        holdExpiresAt: appointment.holdExpiresAt ? appointment.holdExpiresAt.toISOString() : null,
      };
    },
  );

  router.post('/preview', validate('body', visitorTokenSchema), async (ctx) => {
    const { token } = validated<VisitorTokenInput>(ctx.state, 'body');
    const answer = await sessionAnswer(context, await visitorAppointment(token));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  });

  // Her link cancels it until the cut-off: let go, refunded when paid (the session answered as now).
  router.post('/cancel', validate('body', visitorTokenSchema), async (ctx) => {
    const { token } = validated<VisitorTokenInput>(ctx.state, 'body');
    const answer = await sessionAnswer(context, await cancelVisitorAppointment(context, token));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  });

  // Her link moves it to another free time of the same counselor until the cut-off (the session answered as now).
  router.post('/reschedule', validate('body', visitorRescheduleSchema), async (ctx) => {
    const { token, startsAt } = validated<VisitorRescheduleInput>(ctx.state, 'body');
    const answer = await sessionAnswer(context, await rescheduleVisitorAppointment(context, token, startsAt));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  });

  return router;
}
