import request from 'supertest';
import { outboxModels } from '@ministry/kit/outbox-models';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { createApp } from '../app';
import { EventModel } from '../events/model';
import { RegistrationModel } from '../registrations/model';

// "Download my data": identity asks events for one person's sign-ups and the mail it sent her.

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('events-people-export');
});
afterAll(() => db.close());

let people = 0;
function registration(eventId: string, name: string, email: string, userId: string | null) {
  people += 1;
  return RegistrationModel.create({
    eventId,
    date: '2026-06-06',
    occurrence: `${eventId}:2026-06-06`,
    personKey: `${eventId}:2026-06-06:${people}`,
    name,
    email,
    emailKey: email.toLowerCase(),
    userId,
    language: 'en',
    status: 'confirmed',
    queuedAt: new Date('2026-05-01T12:00:00Z'),
  });
}

const exportOf = (body: object, key: string | null = db.config.internalApiKey) => {
  const call = request(createApp(db.config, db).app.callback()).post('/internal/events/people/export');
  return (key === null ? call : call.set('X-Internal-Key', key)).send(body);
};

it('answers her sign-ups (by account and by address) and her mail; nobody else’s', async () => {
  const event = await EventModel.create({
    title: 'Spring retreat',
    category: 'retreat',
    date: new Date('2026-06-06T12:00:00Z'),
    startTime: '09:00',
    endTime: '17:00',
    location: 'Ridgewood',
    description: 'A day apart.',
  });
  const eventId = String(event._id);
  await registration(eventId, 'Martha Reyes', 'martha@example.org', 'martha-id');
  await registration(eventId, 'Martha R.', 'MARTHA@example.org', null);
  await registration(eventId, 'Ruth Cohen', 'ruth@example.org', 'ruth-id');
  const now = new Date();
  const base = { text: 't', html: 'h', attempts: 1, state: 'sent' as const, createdAt: now, sentAt: now };
  await outboxModels(db.data).sent.create([
    { _id: 'event-confirmed:1', to: 'martha@example.org', subject: 'You are in, Martha', ...base },
    { _id: 'event-confirmed:3', to: 'ruth@example.org', subject: 'You are in, Ruth', ...base },
  ]);

  expect((await exportOf({ userId: 'martha-id', email: 'martha@example.org' }, 'wrong')).status).toBe(403);
  const res = await exportOf({ userId: 'martha-id', email: 'martha@example.org' });
  expect(res.status).toBe(200);
  expect(res.body.service).toBe('events');
  expect(res.body.records.registrations.map((r: { name: string }) => r.name).sort()).toEqual([
    'Martha R.',
    'Martha Reyes',
  ]);
  expect(res.body.records.registrations[0]).toMatchObject({
    event: 'Spring retreat',
    date: '2026-06-06',
    status: 'confirmed',
  });
  expect(res.body.records.mail).toEqual([{ subject: 'You are in, Martha', sentAt: now.toISOString() }]);
  expect(JSON.stringify(res.body).toLowerCase()).not.toContain('ruth');
  expect(JSON.stringify(res.body)).not.toContain('@');
});
