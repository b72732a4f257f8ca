import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { createApp } from '../app';
import { ProcessedEventModel, SubscriptionModel } from '../billing/model';
import { memberProfile, signedEvent, startIdentityStub, testConfig, type IdentityStub } from './support';

let db: TestDatabase;
let identity: IdentityStub;
beforeAll(async () => {
  db = await openTestDatabase('billing-webhook');
  identity = await startIdentityStub(db.config.internalApiKey);
});
afterAll(async () => {
  await identity.close();
  await db.close();
});

const USER = 'user-webhook';
const SUB = 'sub_webhook_1';
const now = () => Math.floor(Date.now() / 1000);
const inDays = (days: number) => now() + days * 86400;

beforeEach(async () => {
  await Promise.all([SubscriptionModel.deleteMany({}), ProcessedEventModel.deleteMany({})]);
  identity.subscriptionCalls.length = 0;
  identity.members.set(
    USER,
    memberProfile({ id: USER, email: 'naomi@example.org', name: 'Naomi', preferredLanguage: 'en' }),
  );
  await SubscriptionModel.create({
    userId: USER,
    stripeSubscriptionId: SUB,
    stripeCustomerId: 'cus_webhook',
    planId: 'growth',
    status: 'incomplete',
  });
});

const app = () => createApp(testConfig(db, identity.url), db).app.callback();

function post(payload: string, signature?: string) {
  const req = request(app()).post('/api/stripe/webhook').set('Content-Type', 'application/json');
  if (signature) req.set('Stripe-Signature', signature);
  return req.send(payload);
}

function invoice(periodEnd = inDays(30)) {
  return {
    id: 'in_1',
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription: SUB } },
    lines: { object: 'list', data: [{ id: 'il_1', period: { start: now(), end: periodEnd } }] },
  };
}

function subscription(fields: Record<string, unknown>) {
  return {
    id: SUB,
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [{ id: 'si_1', current_period_end: inDays(30), price: { id: 'price_growth' } }],
    },
    ...fields,
  };
}

const stored = () => SubscriptionModel.findOne({ stripeSubscriptionId: SUB });

describe('POST /api/stripe/webhook', () => {
  it('applies a validly signed invoice.paid: active, next billing date, identity set', async () => {
    const end = inDays(30);
    const { payload, signature } = signedEvent('invoice.paid', invoice(end));
    const res = await post(payload, signature);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(await stored()).toMatchObject({ status: 'active', currentPeriodEnd: new Date(end * 1000) });
    expect(identity.subscriptionCalls).toEqual([{ userId: USER, subscriptionId: SUB }]);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const good = signedEvent('invoice.paid', invoice());
    const forged = signedEvent('invoice.paid', invoice(), { secret: 'whsec_someone_else' });
    expect((await post(good.payload, forged.signature)).status).toBe(400);
    // A body altered after signing.
    const altered = good.payload.replace('in_1', 'in_2');
    const res = await post(altered, good.signature);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The webhook signature is not valid.' });
    expect((await post(good.payload)).status).toBe(400);
    expect(await stored()).toMatchObject({ status: 'incomplete' });
    expect(identity.subscriptionCalls).toEqual([]);
  });

  it('ignores a replayed event (same id): acknowledged, not applied again', async () => {
    const first = signedEvent('invoice.paid', invoice());
    expect((await post(first.payload, first.signature)).status).toBe(200);
    expect(identity.subscriptionCalls).toHaveLength(1);

    const replay = await post(first.payload, first.signature);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(identity.subscriptionCalls).toHaveLength(1);
    expect(await ProcessedEventModel.countDocuments({ _id: first.id })).toBe(1);
  });

  it('moves through past_due and back to active, clearing and setting identity’s id', async () => {
    const paid = signedEvent('invoice.paid', invoice(), { created: now() - 100 });
    await post(paid.payload, paid.signature);
    const failed = signedEvent('invoice.payment_failed', invoice(), { created: now() - 50 });
    await post(failed.payload, failed.signature);
    expect(await stored()).toMatchObject({ status: 'past_due' });
    const again = signedEvent('invoice.paid', invoice(), { created: now() });
    await post(again.payload, again.signature);
    expect(await stored()).toMatchObject({ status: 'active' });
    expect(identity.subscriptionCalls.map((c) => c.subscriptionId)).toEqual([SUB, null, SUB]);
  });

  it('records cancel_at_period_end and a plan change from customer.subscription.updated', async () => {
    const { payload, signature } = signedEvent(
      'customer.subscription.updated',
      subscription({
        cancel_at_period_end: true,
        items: { data: [{ current_period_end: inDays(12), price: { id: 'price_transform' } }] },
      }),
    );
    expect((await post(payload, signature)).status).toBe(200);
    expect(await stored()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, planId: 'transform' });
  });

  it('ends the subscription on customer.subscription.deleted and clears identity’s id', async () => {
    const { payload, signature } = signedEvent(
      'customer.subscription.deleted',
      subscription({ status: 'canceled' }),
    );
    expect((await post(payload, signature)).status).toBe(200);
    expect(await stored()).toMatchObject({ status: 'canceled' });
    expect(identity.subscriptionCalls).toEqual([{ userId: USER, subscriptionId: null }]);
  });

  it('does not let an older event arriving late undo a newer one', async () => {
    const deleted = signedEvent('customer.subscription.deleted', subscription({ status: 'canceled' }), {
      created: now(),
    });
    await post(deleted.payload, deleted.signature);
    const late = signedEvent('customer.subscription.updated', subscription({ status: 'active' }), {
      created: now() - 3600,
    });
    expect((await post(late.payload, late.signature)).status).toBe(200);
    expect(await stored()).toMatchObject({ status: 'canceled' });
  });

  it('reads the subscription’s own state when an event comes in the same second as the last one', async () => {
    const second = now();
    const paid = signedEvent('invoice.paid', invoice(), { created: second });
    expect((await post(paid.payload, paid.signature)).status).toBe(200);
    expect(await stored()).toMatchObject({ status: 'active' });
    // A stale snapshot from before the payment, stamped the same second: its order is unknown, so
    // Stripe's current state of the subscription (active, per stripe-mock) decides, not the snapshot.
    const stale = signedEvent('customer.subscription.updated', subscription({ status: 'incomplete' }), {
      created: second,
    });
    expect((await post(stale.payload, stale.signature)).status).toBe(200);
    expect(await stored()).toMatchObject({ status: 'active' });
  });

  it('acknowledges events about objects that are not ours, and other types', async () => {
    const foreign = signedEvent('customer.subscription.updated', { ...subscription({}), id: 'sub_other' });
    expect((await post(foreign.payload, foreign.signature)).status).toBe(200);
    const other = signedEvent('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect((await post(other.payload, other.signature)).status).toBe(200);
    expect(identity.subscriptionCalls).toEqual([]);
  });

  it('answers 502 (so Stripe retries) when identity is down, and applies the retry', async () => {
    await identity.close();
    const event = signedEvent('invoice.paid', invoice());
    try {
      expect((await post(event.payload, event.signature)).status).toBe(502);
      expect(await ProcessedEventModel.countDocuments({ _id: event.id })).toBe(0);
    } finally {
      identity = await restartIdentity();
    }
    expect((await post(event.payload, event.signature)).status).toBe(200);
    expect(identity.subscriptionCalls).toEqual([{ userId: USER, subscriptionId: SUB }]);
  });
});

async function restartIdentity(): Promise<IdentityStub> {
  const next = await startIdentityStub(db.config.internalApiKey);
  next.members.set(USER, identity.members.get(USER)!);
  return next;
}
