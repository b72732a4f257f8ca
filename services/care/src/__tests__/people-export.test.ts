import request from 'supertest';
import { outboxModels } from '@ministry/kit/outbox-models';
import { book, careTestEnvironment, counselor, member, subscribe } from './care-support';

// "Download my data": identity asks care for one person's appointments; never notes or intake texts.

const env = careTestEnvironment('care-people-export');

const INTAKE = 'My marriage is struggling and I feel alone';
const NOTES = 'Discussed boundaries, follow up on sleep.';

const exportOf = (body: object, key: string | null = env.db.config.internalApiKey) => {
  const call = request(env.app()).post('/internal/care/people/export');
  return (key === null ? call : call.set('X-Internal-Key', key)).send(body);
};

it('answers her appointments with the counselor’s first name, never notes or intake; nobody else’s', async () => {
  const assigned = await counselor(env);
  const martha = await member(env, { email: 'martha@example.org' });
  const ruth = await member(env, { email: 'ruth@example.org' });
  subscribe(env, martha.id, 'growth');
  subscribe(env, ruth.id, 'growth');
  const booked = await book(env, martha.cookie, {
    counselorId: assigned.profile.id,
    startsAt: '2030-03-04T09:00:00-05:00',
    typeId: 'plan-growth',
    intake: INTAKE,
  });
  expect(booked.status).toBe(201);
  await request(env.app())
    .put(`/api/care/appointments/${booked.body.id}/notes`)
    .set('Cookie', assigned.cookie)
    .send({ text: NOTES })
    .expect(204);
  const other = await book(env, ruth.cookie, {
    counselorId: assigned.profile.id,
    startsAt: '2030-03-05T09:00:00-05:00',
    typeId: 'plan-growth',
    intake: 'Ruth’s own words',
  });
  expect(other.status).toBe(201);
  const now = new Date();
  await outboxModels(env.db.data).sent.create({
    _id: 'care-confirmed:x',
    to: 'martha@example.org',
    subject: 'Your session is booked',
    text: INTAKE,
    html: INTAKE,
    attempts: 1,
    state: 'sent' as const,
    createdAt: now,
    sentAt: now,
  });

  expect((await exportOf({ userId: martha.id, email: 'martha@example.org' }, null)).status).toBe(403);
  const res = await exportOf({ userId: martha.id, email: 'martha@example.org' });
  expect(res.status).toBe(200);
  expect(res.body.service).toBe('care');
  expect(res.body.records.appointments).toEqual([
    {
      type: expect.any(String),
      startsAt: '2030-03-04T14:00:00.000Z',
      counselor: 'Counselor',
      mode: 'virtual',
      status: expect.any(String),
    },
  ]);
  expect(res.body.records.mail).toEqual([{ subject: 'Your session is booked', sentAt: now.toISOString() }]);
  const text = JSON.stringify(res.body);
  expect(text).not.toContain(INTAKE);
  expect(text).not.toContain(NOTES);
  expect(text).not.toContain('Ruth');
  expect(text).not.toContain('@');
});
