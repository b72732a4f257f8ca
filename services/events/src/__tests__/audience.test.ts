import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { createApp } from '../app';
import { RegistrationModel, type RegistrationState } from '../registrations/model';

// Identity's lists by criteria (issue 44): an event's confirmed sign-ups, identity's key only.

const IDENTITY_KEY = 'identity-key-'.padEnd(40, 'i');
const SHOP_KEY = 'shop-key-'.padEnd(40, 's');
const EVENT = 'a'.repeat(24);
const OTHER = 'b'.repeat(24);

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('events-audience');
});
afterAll(() => db.close());
beforeEach(() => RegistrationModel.deleteMany({}));

let n = 0;
function registration(
  eventId: string,
  date: string,
  email: string,
  fields: { userId?: string; language?: 'en' | 'es'; status?: RegistrationState } = {},
) {
  n += 1;
  return RegistrationModel.create({
    eventId,
    date,
    occurrence: `${eventId}:${date}`,
    personKey: `${eventId}:${date}:${n}`,
    name: email.split('@')[0],
    email,
    emailKey: email.toLowerCase(),
    userId: fields.userId ?? null,
    language: fields.language ?? 'en',
    status: fields.status ?? 'confirmed',
    queuedAt: new Date(Date.UTC(2026, 4, 1, 12, 0, n)),
  });
}

const ask = (eventId: string, key: string | null = IDENTITY_KEY) => {
  const app = createApp({ ...db.config, internalCallerKeys: { identity: IDENTITY_KEY, shop: SHOP_KEY } }, db);
  const call = request(app.app.callback()).get(
    `/internal/events/audience/registrants?eventId=${encodeURIComponent(eventId)}`,
  );
  return key === null ? call : call.set('X-Internal-Key', key);
};

it('answers the confirmed sign-ups of every date of the event, each person once', async () => {
  await registration(EVENT, '2026-06-06', 'martha@example.org', { userId: 'martha-id' });
  await registration(EVENT, '2026-06-13', 'martha@example.org', { userId: 'martha-id' });
  await registration(EVENT, '2026-06-13', 'Rosa@example.org', { language: 'es' });
  await registration(EVENT, '2026-06-20', 'rosa@example.org', { language: 'es' });
  await registration(EVENT, '2026-06-06', 'left@example.org', { status: 'canceled' });
  await registration(EVENT, '2026-06-06', 'waiting@example.org', { status: 'waitlisted' });
  await registration(EVENT, '2026-06-06', 'unconfirmed@example.org', { status: 'pending' });
  await registration(OTHER, '2026-06-06', 'elsewhere@example.org');

  const res = await ask(EVENT);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    people: [
      { userId: 'martha-id', email: null, language: null },
      { userId: null, email: 'Rosa@example.org', language: 'es' },
    ],
  });
  expect((await ask('c'.repeat(24))).body).toEqual({ people: [] });
});

it('refuses a bad event id (400) and anyone but identity (403)', async () => {
  await registration(EVENT, '2026-06-06', 'martha@example.org');
  expect((await ask('not-an-id')).status).toBe(400);
  expect((await ask('')).status).toBe(400);
  for (const key of [null, SHOP_KEY, db.config.internalApiKey, 'wrong']) {
    const res = await ask(EVENT, key);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('martha');
  }
});
