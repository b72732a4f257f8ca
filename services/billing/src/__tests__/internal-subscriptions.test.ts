import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { createApp } from '../app';
import { SubscriptionModel } from '../billing/model';
import { startIdentityStub, testConfig, type IdentityStub } from './support';

// GET /internal/subscriptions/:userId: care reads a member's plan and billing period (its plan
// credits), events her plan (perks on paid places), each with its own key; no other service's key opens it.

const CARE_KEY = 'care-key-'.padEnd(40, 'c');
const SHOP_KEY = 'shop-key-'.padEnd(40, 's');
const EVENTS_KEY = 'events-key-'.padEnd(40, 'e');
const CONTENT_KEY = 'content-key-'.padEnd(40, 'n');

let db: TestDatabase;
let identity: IdentityStub;
beforeAll(async () => {
  db = await openTestDatabase('billing-internal-subscriptions');
  identity = await startIdentityStub(db.config.internalApiKey);
});
afterAll(async () => {
  await identity.close();
  await db.close();
});
beforeEach(() => SubscriptionModel.deleteMany({}));

const app = (stripe = true) =>
  createApp(
    {
      ...testConfig(db, identity.url, stripe),
      internalCallerKeys: { care: CARE_KEY, shop: SHOP_KEY, events: EVENTS_KEY, content: CONTENT_KEY },
    },
    db,
  ).app.callback();

const read = (userId: string, key?: string, handler = app()) => {
  const call = request(handler).get(`/internal/subscriptions/${encodeURIComponent(userId)}`);
  return key === undefined ? call : call.set('X-Internal-Key', key);
};

const subscription = (userId: string, fields: Record<string, unknown> = {}) =>
  SubscriptionModel.create({
    userId,
    stripeSubscriptionId: `sub_${userId}`,
    stripeCustomerId: `cus_${userId}`,
    planId: 'growth',
    status: 'active',
    currentPeriodEnd: new Date('2025-03-31T15:00:00.000Z'),
    ...fields,
  });

describe('GET /internal/subscriptions/:userId', () => {
  it('answers care her plan, status and period, the start one calendar month before the end', async () => {
    await subscription('user-1');
    const res = await read('user-1', CARE_KEY);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      planId: 'growth',
      status: 'active',
      // March 31 less a month is February's last day.
      currentPeriodStart: '2025-02-28T15:00:00.000Z',
      currentPeriodEnd: '2025-03-31T15:00:00.000Z',
    });
  });

  it('answers a subscription whose period Stripe has not told yet, and one that is not active', async () => {
    await subscription('user-2', { currentPeriodEnd: null, planId: 'essential', status: 'incomplete' });
    await subscription('user-3', {
      planId: 'transform',
      status: 'past_due',
      currentPeriodEnd: new Date('2025-07-15T00:00:00.000Z'),
    });
    expect((await read('user-2', CARE_KEY)).body).toEqual({
      planId: 'essential',
      status: 'incomplete',
      currentPeriodStart: null,
      currentPeriodEnd: null,
    });
    expect((await read('user-3', CARE_KEY)).body).toEqual({
      planId: 'transform',
      status: 'past_due',
      currentPeriodStart: '2025-06-15T00:00:00.000Z',
      currentPeriodEnd: '2025-07-15T00:00:00.000Z',
    });
  });

  it('answers events her plan with its own key', async () => {
    await subscription('user-1', { planId: 'transform' });
    const res = await read('user-1', EVENTS_KEY);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ planId: 'transform', status: 'active' });
    expect((await read('someone-else', EVENTS_KEY)).status).toBe(404);
  });

  it('answers content her plan with its own key (a member’s message answered within 24 hours)', async () => {
    await subscription('user-1', { planId: 'essential' });
    const res = await read('user-1', CONTENT_KEY);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ planId: 'essential', status: 'active' });
    expect((await read('someone-else', CONTENT_KEY)).status).toBe(404);
  });

  it('answers the shop her plan with its own key (members’ price of a premium resource)', async () => {
    await subscription('user-1', { planId: 'growth' });
    const res = await read('user-1', SHOP_KEY);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ planId: 'growth', status: 'active' });
  });

  it('answers 404 for a member without a subscription', async () => {
    await subscription('user-1');
    const res = await read('someone-else', CARE_KEY);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toContain('growth');
  });

  it('answers while card payments are not configured (the subscriptions kept are still read)', async () => {
    await subscription('user-1');
    expect((await read('user-1', CARE_KEY, app(false))).status).toBe(200);
  });

  it("refuses 403 without a key, with a wrong key, another caller's key or billing's own", async () => {
    await subscription('user-1');
    for (const key of [
      undefined,
      'wrong',
      CARE_KEY.slice(0, -1),
      EVENTS_KEY.slice(0, -1),
      CONTENT_KEY.slice(0, -1),
      SHOP_KEY.slice(0, -1),
      db.config.internalApiKey,
    ]) {
      const res = await read('user-1', key);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('growth');
    }
  });
});
