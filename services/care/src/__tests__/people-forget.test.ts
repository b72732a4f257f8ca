import request from 'supertest';
import { AppointmentModel } from '../appointments/model';
import { MentoringModel } from '../mentoring/model';
import { book, careTestEnvironment, counselor, member, subscribe } from './care-support';

// "Delete my account": care forgets her; sessions to come canceled, texts deleted, past kept without her.

const env = careTestEnvironment('care-people-forget');

const forget = (body: object, key: string | null = env.db.config.internalApiKey) => {
  const call = request(env.app()).post('/internal/care/people/forget');
  return (key === null ? call : call.set('X-Internal-Key', key)).send(body);
};

it('cancels her sessions to come, deletes her texts and open requests, keeps the past ones without her', async () => {
  const assigned = await counselor(env);
  const martha = await member(env, { email: 'martha@example.org' });
  const ruth = await member(env, { email: 'ruth@example.org' });
  subscribe(env, martha.id, 'growth');
  subscribe(env, ruth.id, 'growth');
  const at = (startsAt: string, cookie: string, intake: string) =>
    book(env, cookie, { counselorId: assigned.profile.id, startsAt, typeId: 'plan-growth', intake });
  const past = await at('2030-03-04T09:00:00-05:00', martha.cookie, 'Martha’s first words');
  const future = await at('2030-03-12T09:00:00-05:00', martha.cookie, 'Martha’s second words');
  const other = await at('2030-03-13T09:00:00-05:00', ruth.cookie, 'Ruth’s own words');
  expect([past.status, future.status, other.status]).toEqual([201, 201, 201]);
  await MentoringModel.create({ userId: martha.id, openKey: martha.id, status: 'pending' });
  env.clock.now = new Date('2030-03-06T12:00:00Z');

  expect((await forget({ userId: martha.id, email: martha.email }, null)).status).toBe(403);
  const res = await forget({ userId: martha.id, email: martha.email });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    service: 'care',
    done: {
      appointmentsCanceled: 1,
      appointmentsDeidentified: 2,
      requestsDeleted: 1,
      requestsDeidentified: 0,
      packagesDeidentified: 0,
    },
  });

  const kept = await AppointmentModel.findById(past.body.id).lean();
  expect(kept).toMatchObject({
    memberName: '',
    memberEmail: '',
    intake: null,
    notes: null,
    userId: 'deleted',
  });
  expect(kept?.status).not.toBe('canceled');
  expect((await AppointmentModel.findById(future.body.id).lean())?.status).toBe('canceled');
  expect(await MentoringModel.countDocuments({ userId: martha.id })).toBe(0);
  const ruths = await AppointmentModel.findById(other.body.id).lean();
  expect([ruths?.status, ruths?.memberEmail, ruths?.intake === null]).toEqual([
    'booked',
    'ruth@example.org',
    false,
  ]);

  const again = await forget({ userId: martha.id, email: martha.email });
  expect(again.status).toBe(200);
  expect(again.body.done).toEqual({
    appointmentsCanceled: 0,
    appointmentsDeidentified: 0,
    requestsDeleted: 0,
    requestsDeidentified: 0,
    packagesDeidentified: 0,
  });
});
