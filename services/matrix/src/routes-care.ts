import { SubscriptionModel } from '../../billing/src/billing/model';
import { AppointmentModel } from '../../care/src/appointments/model';
import {
  assign,
  booking,
  careRequest,
  counselorId,
  counselorOnly,
  freeSlot,
  freshCounselor,
  freshUser,
  heldSession,
  listed,
  match,
  memberAndCounselor,
  memberAppointment,
  newTime,
  onAppointment,
  PROFILE,
  proveAddress,
  waitingMentoring,
  waitingSlidingScale,
} from './care-calls';
import { adminOnly, all, fixed, signedIn, type RouteRow } from './route-row';

/**
 * The care service's routes (counseling and mentoring), with billing's internal one care reads. The
 * requests are built in care-calls.ts.
 */
export const CARE_ROUTES: Record<string, RouteRow> = {
  // Everyone: counselors, session types, free slots.
  'GET /api/care/counselors': fixed(all(200), '/api/care/counselors'),
  'GET /api/care/session-types': fixed(all(200), '/api/care/session-types'),
  'GET /api/care/slots': {
    expect: all(200),
    call: async (context) => ({
      path: `/api/care/slots?typeId=initial-consultation&counselorId=${await counselorId(context)}&days=7`,
    }),
  },

  // Members: credits (nobody here has a plan: none), bookings and their own records.
  'GET /api/care/credits': fixed(signedIn(200), '/api/care/credits'),
  'POST /api/care/appointments': {
    expect: signedIn(201),
    call: async (context) => {
      const { stack, role, client } = context;
      if (role !== 'visitor') await proveAddress(stack.users[role].id);
      const counselor = await counselorId(context);
      return { path: '/api/care/appointments', body: booking(counselor, await freeSlot(client, counselor)) };
    },
  },
  'GET /api/care/appointments/mine': fixed(signedIn(200), '/api/care/appointments/mine'),
  'GET /api/care/appointments/:id': onAppointment(memberAndCounselor(200), '/api/care/appointments', ''),
  'POST /api/care/appointments/:id/reschedule': onAppointment(
    memberAndCounselor(200),
    '/api/care/appointments',
    '/reschedule',
    newTime,
  ),
  'POST /api/care/appointments/:id/cancel': onAppointment(
    memberAndCounselor(200),
    '/api/care/appointments',
    '/cancel',
  ),
  'GET /api/care/appointments/:id/intake': onAppointment(
    memberAndCounselor(200),
    '/api/care/appointments',
    '/intake',
  ),
  // Her notes: the counselor's alone (not even the member reads them).
  'GET /api/care/appointments/:id/notes': onAppointment(
    counselorOnly(200),
    '/api/care/appointments',
    '/notes',
  ),
  'PUT /api/care/appointments/:id/notes': onAppointment(
    counselorOnly(204),
    '/api/care/appointments',
    '/notes',
    () => ({ text: 'Talked about her mother; next time: sleep.' }),
  ),
  'POST /api/care/appointments/:id/attendance': {
    expect: counselorOnly(200),
    call: async (context) => {
      const id = await memberAppointment(context);
      // Attendance is marked once a session has started, and a paid booking once paid: no API books a
      // started session, so this one is put an hour in the past, paid, in the store.
      const startsAt = new Date(Date.now() - 3_600_000);
      await AppointmentModel.updateOne(
        { _id: id },
        { $set: { status: 'booked', startsAt, endsAt: new Date(startsAt.getTime() + 50 * 60_000) } },
      );
      return { path: `/api/care/appointments/${id}/attendance`, body: { status: 'attended' } };
    },
  },

  // The counselor's own: her profile, agenda, appointments outside her hours, counseling requests.
  'GET /api/care/counselor/profile': {
    expect: counselorOnly(200),
    call: async (context) => (await counselorId(context), { path: '/api/care/counselor/profile' }),
  },
  'PATCH /api/care/counselor/profile': {
    expect: counselorOnly(200),
    call: async (context) => (
      await counselorId(context),
      { path: '/api/care/counselor/profile', body: { bufferMinutes: 10 } }
    ),
  },
  'GET /api/care/counselor/appointments': {
    expect: counselorOnly(200),
    call: async (context) => (await counselorId(context), { path: '/api/care/counselor/appointments' }),
  },
  'GET /api/care/counselor/outside-hours': {
    expect: counselorOnly(200),
    call: async (context) => (await counselorId(context), { path: '/api/care/counselor/outside-hours' }),
  },
  'GET /api/care/requests': {
    expect: counselorOnly(200),
    call: async (context) => (await counselorId(context), { path: '/api/care/requests' }),
  },
  'GET /api/care/requests/:id': {
    expect: counselorOnly(200),
    call: async (context) => {
      const id = await careRequest(context);
      await assign(context, `/api/admin/care/requests/${id}/assign`);
      return { path: `/api/care/requests/${id}` };
    },
  },

  // Sliding-scale prices: the member asks (one request waits at a time), staff decide.
  'POST /api/care/sliding-scale': {
    expect: signedIn(201),
    call: async ({ client, admin, role }) => {
      if (role !== 'visitor')
        for (const request of await listed(client, '/api/care/sliding-scale/mine', 'requests'))
          if (request.status === 'pending')
            await admin.send('PUT', `/api/admin/care/sliding-scale/${request.id}`, { body: { prices: [] } });
      return { path: '/api/care/sliding-scale', body: { reason: 'I lost my job in May.' } };
    },
  },
  'GET /api/care/sliding-scale/mine': fixed(signedIn(200), '/api/care/sliding-scale/mine'),
  'GET /api/care/sliding-scale/:id/reason': {
    expect: memberAndCounselor(200),
    call: async (context) => {
      const id = await waitingSlidingScale(context.stack);
      await assign(context, `/api/admin/care/sliding-scale/${id}/assign`);
      return { path: `/api/care/sliding-scale/${id}/reason` };
    },
  },

  // Mentoring: the member asks (one request waits at a time), staff match her with a mentor.
  'POST /api/care/mentoring': {
    expect: signedIn(201),
    call: async (context) => {
      if (context.role !== 'visitor')
        for (const request of await listed(context.client, '/api/care/mentoring/mine', 'requests'))
          if (request.status === 'pending') await match(context, request.id);
      return { path: '/api/care/mentoring', body: { text: 'I lead a young mothers group.' } };
    },
  },
  'GET /api/care/mentoring/mine': fixed(signedIn(200), '/api/care/mentoring/mine'),
  'GET /api/care/mentoring/:id/text': {
    expect: memberAndCounselor(200),
    call: async (context) => {
      const id = await waitingMentoring(context.stack);
      await match(context, id);
      return { path: `/api/care/mentoring/${id}/text` };
    },
  },

  // The content service hands over a "Counseling Services" contact message.
  'POST /internal/care/requests': {
    expect: all(403),
    withInternalKey: 201,
    call: ({ unique }) => ({
      path: '/internal/care/requests',
      body: {
        name: 'Ruth Moab',
        email: 'ruth@example.org',
        language: 'en',
        text: 'I would like to talk to someone about my marriage.',
        sourceId: `matrix-${unique()}`,
      },
    }),
  },

  // The shop's, for a paid session in the one cart (care-checkout.ts): quote, hold, confirm, release.
  'POST /internal/care/sessions/quote': {
    expect: all(403),
    withInternalKey: 200,
    call: async (context) => ({
      path: '/internal/care/sessions/quote',
      body: { appointmentId: await memberAppointment(context), userId: context.stack.users.member.id },
    }),
  },
  'POST /internal/care/sessions/hold': {
    expect: all(403),
    withInternalKey: 200,
    call: async (context) => ({
      path: '/internal/care/sessions/hold',
      body: {
        appointmentId: await memberAppointment(context),
        userId: context.stack.users.member.id,
        key: `WOP-MTRX-SESS#${context.unique()}`,
        until: new Date(Date.now() + 30 * 60_000).toISOString(),
      },
    }),
  },
  'POST /internal/care/sessions/confirm': {
    expect: all(403),
    withInternalKey: 200,
    call: async (context) => ({ path: '/internal/care/sessions/confirm', body: await heldSession(context) }),
  },
  'POST /internal/care/sessions/release': {
    expect: all(403),
    withInternalKey: 200,
    call: async (context) => ({ path: '/internal/care/sessions/release', body: await heldSession(context) }),
  },
  // The shop's cart: her own paid session awaiting payment (anyone else's is not found).
  'POST /api/cart/session': {
    expect: { ...signedIn(404), member: 201, counselor: 404 },
    call: async (context) => ({
      path: '/api/cart/session',
      body: { appointmentId: await memberAppointment(context) },
    }),
  },

  // Billing's, for care (plan credits): a member's plan and period. Nobody here pays for a plan (only a card
  // at stripe-mock would): one is stored for an account no other row uses.
  'GET /internal/subscriptions/:userId': {
    expect: all(403),
    withInternalKey: 200,
    call: async () => {
      await SubscriptionModel.updateOne(
        { userId: 'plan-holder' },
        {
          $setOnInsert: {
            stripeSubscriptionId: 'sub_matrix',
            stripeCustomerId: 'cus_matrix',
            planId: 'growth',
            status: 'active',
            currentPeriodEnd: new Date('2031-01-15T00:00:00Z'),
          },
        },
        { upsert: true },
      );
      return { path: '/internal/subscriptions/plan-holder' };
    },
  },

  // Staff: who, when and what type, never a text.
  'GET /api/admin/care/counselors': fixed(adminOnly(200), '/api/admin/care/counselors'),
  'POST /api/admin/care/counselors': {
    expect: adminOnly(201),
    call: async ({ stack, unique }) => ({
      path: '/api/admin/care/counselors',
      body: { userId: await freshUser(stack, unique), ...PROFILE },
    }),
  },
  'GET /api/admin/care/counselors/:id': {
    expect: adminOnly(200),
    call: async (context) => ({ path: `/api/admin/care/counselors/${await counselorId(context)}` }),
  },
  'PATCH /api/admin/care/counselors/:id': {
    expect: adminOnly(200),
    call: async (context) => ({
      path: `/api/admin/care/counselors/${await freshCounselor(context)}`,
      body: {
        languages: ['es'],
        modes: ['in-person'],
        weeklyHours: [{ weekday: 2, start: '09:00', end: '17:00' }],
        exceptions: [{ date: '2031-12-25', hours: [] }],
        meetingLink: 'https://meet.example.org/room-2',
        bufferMinutes: 15,
        mentor: false,
      },
    }),
  },
  'GET /api/admin/care/counselors/:id/outside-hours': {
    expect: adminOnly(200),
    call: async (context) => ({
      path: `/api/admin/care/counselors/${await counselorId(context)}/outside-hours`,
    }),
  },
  'GET /api/admin/care/session-types': fixed(adminOnly(200), '/api/admin/care/session-types'),
  // The seeded values again: nothing the other rows rely on changes.
  'PATCH /api/admin/care/session-types/:id': fixed(
    adminOnly(200),
    '/api/admin/care/session-types/regular-session',
    {
      name: 'Counseling session',
      nameEs: 'Sesión de consejería',
      priceCents: 12500,
      active: true,
    },
  ),
  'GET /api/admin/care/appointments': {
    expect: adminOnly(200),
    call: async (context) => ({
      path: `/api/admin/care/appointments?counselorId=${await counselorId(context)}&from=2030-01-01`,
    }),
  },
  'POST /api/admin/care/appointments/:id/reschedule': onAppointment(
    adminOnly(200),
    '/api/admin/care/appointments',
    '/reschedule',
    newTime,
  ),
  'POST /api/admin/care/appointments/:id/cancel': onAppointment(
    adminOnly(200),
    '/api/admin/care/appointments',
    '/cancel',
  ),
  'GET /api/admin/care/sliding-scale': fixed(adminOnly(200), '/api/admin/care/sliding-scale'),
  'POST /api/admin/care/sliding-scale/:id/assign': {
    expect: adminOnly(200),
    call: async (context) => ({
      path: `/api/admin/care/sliding-scale/${await waitingSlidingScale(context.stack)}/assign`,
      body: { counselorId: await counselorId(context) },
    }),
  },
  'PUT /api/admin/care/sliding-scale/:id': {
    expect: adminOnly(200),
    call: async (context) => ({
      path: `/api/admin/care/sliding-scale/${await waitingSlidingScale(context.stack)}`,
      body: {
        prices: [{ typeId: 'regular-session', priceCents: 9000 }],
        counselorId: await counselorId(context),
      },
    }),
  },
  'GET /api/admin/care/mentoring': fixed(adminOnly(200), '/api/admin/care/mentoring'),
  'POST /api/admin/care/mentoring/:id/match': {
    expect: adminOnly(201),
    call: async (context) => ({
      path: `/api/admin/care/mentoring/${await waitingMentoring(context.stack)}/match`,
      body: { counselorId: await counselorId(context), months: 6, mode: 'virtual' },
    }),
  },
  'GET /api/admin/care/requests': fixed(adminOnly(200), '/api/admin/care/requests'),
  'POST /api/admin/care/requests/:id/assign': {
    expect: adminOnly(200),
    call: async (context) => ({
      path: `/api/admin/care/requests/${await careRequest(context)}/assign`,
      body: { counselorId: await counselorId(context) },
    }),
  },
  'GET /api/admin/care/text-reads': fixed(adminOnly(200), '/api/admin/care/text-reads?limit=50'),
  'GET /api/admin/outbox/care': fixed(adminOnly(200), '/api/admin/outbox/care'),
};
