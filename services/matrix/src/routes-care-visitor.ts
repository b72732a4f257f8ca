import { createHash, randomBytes } from 'node:crypto';
import { AppointmentModel } from '../../care/src/appointments/model';
import {
  asShop,
  booking,
  counselorId,
  freeSlot,
  heldSession,
  memberAppointment,
  newTime,
} from './care-calls';
import { OrderModel } from '../../shop/src/orders/model';
import { all, type CallContext, type RouteRow } from './route-row';
import { paidOrder } from './routes-shop-orders';

/**
 * Care's routes for a visitor's paid initial consultation (issue 41): her booking and the preview her
 * e-mailed link opens (and moves or cancels), the shop's cancel of a refunded session, and care's ask that the
 * shop refund a paid session line. The requests use care-calls.ts.
 */

/** A member's fresh booking made a visitor's, with a link whose secret only this row knows. */
async function visitorLink(context: CallContext): Promise<string> {
  const appointmentId = await memberAppointment(context);
  const secret = randomBytes(32).toString('base64url');
  const visitorTokenHash = createHash('sha256').update(secret).digest('hex');
  await AppointmentModel.updateOne({ _id: appointmentId }, { $set: { userId: null, visitorTokenHash } });
  return `${appointmentId}.${secret}`;
}
export const CARE_VISITOR_ROUTES: Record<string, RouteRow> = {
  // Staff refunded the paid line: the session booked under its key is canceled (again: the same).
  'POST /internal/care/sessions/cancel': {
    expect: all(403),
    withInternalKey: 200,
    call: async (context) => {
      const held = await heldSession(context);
      await asShop(context, '/internal/care/sessions/confirm', held);
      return { path: '/internal/care/sessions/cancel', body: held };
    },
  },
  // A visitor (signed out only) books the initial consultation; her e-mailed link previews it.
  'POST /api/care/visitor-appointments': {
    expect: { ...all(409), visitor: 201 },
    call: async (context) => {
      const counselor = await counselorId(context);
      const startsAt = await freeSlot(context.client, counselor);
      const email = `visitor${context.unique()}@example.org`;
      const body = { ...booking(counselor, startsAt), name: 'Ruth Visitor', email };
      return { path: '/api/care/visitor-appointments', body };
    },
  },
  'POST /api/care/visitor-appointments/preview': {
    expect: all(200),
    call: async (context) => ({
      path: '/api/care/visitor-appointments/preview',
      body: { token: await visitorLink(context) },
    }),
  },
  // Her link cancels it until the cut-off (awaiting payment: let go).
  'POST /api/care/visitor-appointments/cancel': {
    expect: all(200),
    call: async (context) => ({
      path: '/api/care/visitor-appointments/cancel',
      body: { token: await visitorLink(context) },
    }),
  },
  // Her link moves it to the counselor's next free time until the cut-off.
  'POST /api/care/visitor-appointments/reschedule': {
    expect: all(200),
    call: async (context) => {
      const token = await visitorLink(context);
      return {
        path: '/api/care/visitor-appointments/reschedule',
        body: { token, ...(await newTime(context)) },
      };
    },
  },
  // Care asks the shop to refund a paid session line (a paid order whose line stands for one).
  'POST /internal/session-refunds': {
    expect: all(403),
    withInternalKey: 200,
    call: async (context) => {
      const orderNumber = await paidOrder(context);
      await OrderModel.updateOne({ orderNumber }, { $set: { 'items.0.kind': 'session' } });
      return { path: '/internal/session-refunds', body: { key: `${orderNumber}#0` } };
    },
  },
};
