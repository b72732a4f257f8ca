import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp } from '../app';
import { recordWebhookProblem, WEBHOOK_PROBLEMS, webhookProblems } from '../system/webhook-problems';
import { signedEvent, startIdentityStub, testConfig, type IdentityStub } from './support';

let db: TestDatabase;
let identity: IdentityStub;
beforeAll(async () => {
  db = await openTestDatabase('billing-system');
  identity = await startIdentityStub(db.config.internalApiKey);
});
afterAll(async () => {
  await identity.close();
  await db.close();
});
beforeEach(() => db.data.collection(WEBHOOK_PROBLEMS).deleteMany({}));

// The shop's internal address is unreachable in testConfig: an order's event cannot be handed on.
const app = () => createApp(testConfig(db, identity.url), db).app.callback();
const deliver = (payload: string, signature: string) =>
  request(app())
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
const status = async (role?: 'admin' | 'member') => {
  const call = request(app()).get('/api/admin/system/webhooks');
  return role ? call.set('Cookie', await signedInCookie(db, { role })) : call;
};

describe('GET /api/admin/system/webhooks', () => {
  it('is for admins only', async () => {
    expect((await status()).status).toBe(401);
    expect((await status('member')).status).toBe(403);
  });

  it('shows nothing wrong when every delivery went well', async () => {
    const res = await status('admin');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      windowHours: 24,
      failedEvents: 0,
      refusedMinutes: 0,
      lastAt: null,
      recentFailures: [],
    });
  });

  it('shows refused deliveries and events whose handling failed', async () => {
    const forged = signedEvent(
      'payment_intent.succeeded',
      { id: 'pi_x', object: 'payment_intent' },
      { secret: 'whsec_wrong' },
    );
    expect((await deliver(forged.payload, forged.signature)).status).toBe(400);

    const order = signedEvent('payment_intent.succeeded', {
      id: 'pi_order',
      object: 'payment_intent',
      metadata: { kind: 'order', orderId: 'o1' },
    });
    expect((await deliver(order.payload, order.signature)).status).toBeGreaterThanOrEqual(500);

    const res = await status('admin');
    expect(res.body).toMatchObject({ failedEvents: 1, refusedMinutes: 1 });
    expect(res.body.recentFailures).toEqual([
      expect.objectContaining({ eventId: order.id, type: 'payment_intent.succeeded' }),
    ]);
    expect(Date.parse(res.body.lastAt)).not.toBeNaN();
  });
});

describe('webhook problem records', () => {
  const at = (iso: string) => new Date(iso);

  it('keep one record a minute per refusal and per failed event, and count the last 24 hours', async () => {
    expect(
      await recordWebhookProblem(db.data, { kind: 'refused', reason: 'bad' }, at('2026-03-01T10:00:05Z')),
    ).toBe(true);
    expect(
      await recordWebhookProblem(db.data, { kind: 'refused', reason: 'bad' }, at('2026-03-01T10:00:50Z')),
    ).toBe(false);
    await recordWebhookProblem(db.data, { kind: 'refused', reason: 'bad' }, at('2026-03-01T10:01:00Z'));
    const failed = {
      kind: 'failed' as const,
      eventId: 'evt_1',
      type: 'invoice.paid',
      reason: 'identity down',
    };
    await recordWebhookProblem(db.data, failed, at('2026-03-01T11:00:00Z'));
    await recordWebhookProblem(db.data, failed, at('2026-03-01T11:05:00Z'));
    await recordWebhookProblem(db.data, { ...failed, eventId: 'evt_0' }, at('2026-02-27T11:00:00Z'));

    expect(await webhookProblems(db.data, at('2026-03-02T09:00:00Z'))).toEqual({
      windowHours: 24,
      failedEvents: 1,
      refusedMinutes: 2,
      lastAt: '2026-03-01T11:05:00.000Z',
      recentFailures: [
        { eventId: 'evt_1', type: 'invoice.paid', at: '2026-03-01T11:05:00.000Z', reason: 'identity down' },
      ],
    });
  });

  it('removes records older than 30 days when a new one is added', async () => {
    await recordWebhookProblem(db.data, { kind: 'refused', reason: 'old' }, at('2026-01-01T00:00:00Z'));
    await recordWebhookProblem(db.data, { kind: 'refused', reason: 'new' }, at('2026-03-01T00:00:00Z'));
    expect(await db.data.collection(WEBHOOK_PROBLEMS).countDocuments()).toBe(1);
  });
});
