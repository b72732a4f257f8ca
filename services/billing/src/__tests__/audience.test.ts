import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import type { SubscriptionStatus } from '@ministry/contracts/billing';
import type { GiftStatus } from '@ministry/contracts/giving';
import type { PlanId } from '@ministry/contracts/plans';
import { createApp } from '../app';
import { SubscriptionModel } from '../billing/model';
import { GiftModel } from '../giving/model';
import { testConfig } from './support';

// Identity's lists by criteria (issue 44): a plan's members and this year's donors, identity's key only.

const IDENTITY_KEY = 'identity-key-'.padEnd(40, 'i');
const CARE_KEY = 'care-key-'.padEnd(40, 'c');

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('billing-audience');
});
afterAll(() => db.close());
beforeEach(() => Promise.all([SubscriptionModel.deleteMany({}), GiftModel.deleteMany({})]));

const app = () =>
  createApp(
    {
      ...testConfig(db, 'http://127.0.0.1:9', true),
      internalCallerKeys: { identity: IDENTITY_KEY, care: CARE_KEY },
    },
    db,
  ).app.callback();
const ask = (path: string, key: string | null = IDENTITY_KEY) => {
  const call = request(app()).get(path);
  return key === null ? call : call.set('X-Internal-Key', key);
};

const subscription = (userId: string, planId: PlanId, status: SubscriptionStatus) =>
  SubscriptionModel.create({
    userId,
    stripeSubscriptionId: `sub_${userId}`,
    stripeCustomerId: `cus_${userId}`,
    planId,
    status,
  });

let gifts = 0;
const gift = (fields: {
  userId?: string | null;
  email: string;
  language?: 'en' | 'es';
  paidAt: string;
  status?: GiftStatus;
}) =>
  GiftModel.create({
    sourceId: `pi_${++gifts}`,
    userId: fields.userId ?? null,
    donorName: 'Donor',
    donorEmail: fields.email,
    donorEmailKey: fields.email.toLowerCase(),
    language: fields.language ?? 'en',
    fundId: 'general',
    fundName: 'General fund',
    fundNameEs: 'Fondo general',
    amountCents: 5000,
    frequency: 'once',
    status: fields.status ?? 'succeeded',
    paidAt: new Date(fields.paidAt),
  });

const ids = (body: { people: { userId: string | null }[] }) => body.people.map((p) => p.userId).sort();

describe('GET /internal/billing/audience/plan-subscribers', () => {
  it('answers the members of active subscriptions: of one plan, or of any plan', async () => {
    await subscription('anna', 'growth', 'active');
    await subscription('bea', 'essential', 'active');
    await subscription('cleo', 'growth', 'past_due');
    await subscription('dora', 'growth', 'canceled');
    await subscription('eva', 'transform', 'incomplete');

    const growth = await ask('/internal/billing/audience/plan-subscribers?planId=growth');
    expect(growth.status).toBe(200);
    expect(growth.body).toEqual({ people: [{ userId: 'anna', email: null, language: null }] });
    const any = await ask('/internal/billing/audience/plan-subscribers?planId=');
    expect(ids(any.body)).toEqual(['anna', 'bea']);
    expect(ids((await ask('/internal/billing/audience/plan-subscribers')).body)).toEqual(['anna', 'bea']);
  });

  it('refuses an unknown plan (400) and anyone but identity (403)', async () => {
    await subscription('anna', 'growth', 'active');
    expect((await ask('/internal/billing/audience/plan-subscribers?planId=gold')).status).toBe(400);
    for (const key of [null, CARE_KEY, db.config.internalApiKey, `${IDENTITY_KEY}x`]) {
      const res = await ask('/internal/billing/audience/plan-subscribers?planId=growth', key);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('anna');
    }
  });
});

describe('GET /internal/billing/audience/donors', () => {
  it('answers who gave since the instant: members by id, visitors by address and language, each once', async () => {
    await gift({ userId: 'anna', email: 'anna@example.org', paidAt: '2026-01-05T12:00:00Z' });
    await gift({ userId: 'anna', email: 'anna@example.org', paidAt: '2026-03-05T12:00:00Z' });
    await gift({ email: 'Rosa@example.org', language: 'es', paidAt: '2026-02-01T12:00:00Z' });
    await gift({ email: 'rosa@example.org', language: 'es', paidAt: '2026-02-02T12:00:00Z' });
    await gift({ email: 'old@example.org', paidAt: '2025-12-31T23:00:00Z' });
    await gift({ email: 'failed@example.org', paidAt: '2026-02-01T12:00:00Z', status: 'failed' });
    await gift({ email: 'refunded@example.org', paidAt: '2026-02-01T12:00:00Z', status: 'refunded' });
    await gift({ email: 'partly@example.org', paidAt: '2026-02-01T12:00:00Z', status: 'partially_refunded' });

    const res = await ask(
      `/internal/billing/audience/donors?since=${encodeURIComponent('2026-01-01T05:00:00.000Z')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.people).toHaveLength(3);
    expect(res.body.people).toEqual(
      expect.arrayContaining([
        { userId: 'anna', email: null, language: null },
        { userId: null, email: 'Rosa@example.org', language: 'es' },
        { userId: null, email: 'partly@example.org', language: 'en' },
      ]),
    );
  });

  it('refuses a missing or bad instant (400) and anyone but identity (403)', async () => {
    await gift({ email: 'rosa@example.org', paidAt: '2026-02-01T12:00:00Z' });
    expect((await ask('/internal/billing/audience/donors')).status).toBe(400);
    expect((await ask('/internal/billing/audience/donors?since=yesterday')).status).toBe(400);
    for (const key of [null, CARE_KEY]) {
      const res = await ask('/internal/billing/audience/donors?since=2026-01-01T00:00:00Z', key);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('rosa');
    }
  });
});
