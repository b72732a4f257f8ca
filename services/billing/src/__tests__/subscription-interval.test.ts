import request from 'supertest';
import type { SubscriptionResponse } from '@ministry/contracts/billing';
import { outboxModels } from '@ministry/kit/outbox';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp, type BillingApp } from '../app';
import { CustomerModel, ProcessedEventModel, SetupAttemptModel, SubscriptionModel } from '../billing/model';
import {
  deliverWebhook,
  memberProfile,
  signedEvent,
  startIdentityStub,
  testConfig,
  type IdentityStub,
} from './support';

/** Yearly billing (issue 42): chosen on /subscribe, remembered, switched from the account, against stripe-mock. */

let db: TestDatabase;
let identity: IdentityStub;
let built: BillingApp;
beforeAll(async () => {
  db = await openTestDatabase('billing-interval');
  identity = await startIdentityStub(db.config.internalApiKey);
  built = createApp(testConfig(db, identity.url), db);
});
afterAll(async () => {
  await identity.close();
  await db.close();
});
beforeEach(async () => {
  jest.restoreAllMocks();
  await Promise.all([
    CustomerModel.deleteMany({}),
    SetupAttemptModel.deleteMany({}),
    SubscriptionModel.deleteMany({}),
    ProcessedEventModel.deleteMany({}),
    db.data.collection('rate_limits').deleteMany({}),
    outboxModels(db.data).mail.deleteMany({}),
  ]);
});

const app = () => built.app.callback();
const stripe = () => built.stripe!;

let memberCounter = 0;
async function member() {
  memberCounter += 1;
  const id = `user-interval-${Date.now()}-${memberCounter}`;
  const username = `lydia${memberCounter}`;
  identity.members.set(
    id,
    memberProfile({ id, username, email: `${username}@example.org`, name: 'Lydia', preferredLanguage: 'en' }),
  );
  return { id, cookie: await signedInCookie(db, { id, username, role: 'member' }) };
}

function requestIntent(cookie: string, body: Record<string, unknown>, language = 'en') {
  return request(app())
    .post('/api/create-subscription-intent')
    .set('Cookie', cookie)
    .set('Accept-Language', language)
    .send(body);
}

function switchTo(cookie: string | null, interval: unknown, language = 'en') {
  const req = request(app()).post('/api/subscription/interval').set('Accept-Language', language);
  if (cookie) req.set('Cookie', cookie);
  return req.send(interval === undefined ? {} : { interval });
}

/** Confirms the member's pending SetupIntent through the signed webhook, which creates the subscription. */
async function confirmPending(userId: string) {
  const attempt = await SetupAttemptModel.findOne({ userId, state: 'pending' });
  const intent = {
    id: attempt!.setupIntentId,
    object: 'setup_intent',
    status: 'succeeded',
    payment_method: 'pm_card_visa',
    usage: 'off_session',
  };
  await deliverWebhook(app(), signedEvent('setup_intent.succeeded', intent));
}

async function subscribed(planId: string, interval?: string) {
  const m = await member();
  expect((await requestIntent(m.cookie, { planId, interval })).status).toBe(200);
  await confirmPending(m.id);
  return m;
}

describe('choosing yearly billing on /subscribe', () => {
  it('creates a yearly subscription with the plan’s yearly price and says so', async () => {
    const create = jest.spyOn(stripe().subscriptions, 'create');
    const { id, cookie } = await subscribed('essential', 'year');

    expect(await SetupAttemptModel.findOne({ userId: id })).toMatchObject({
      planId: 'essential',
      interval: 'year',
    });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]![0]).toMatchObject({
      items: [{ price: 'price_essential_yearly' }],
      metadata: { planId: 'essential', interval: 'year' },
    });
    const res = await request(app()).get('/api/subscription').set('Cookie', cookie);
    expect((res.body as SubscriptionResponse).subscription).toMatchObject({
      planId: 'essential',
      status: 'active',
      interval: 'year',
    });
    // Her welcome e-mail says what she pays a year.
    const started = await outboxModels(db.data)
      .mail.find({ _id: /^subscription-started:/ })
      .lean();
    expect(started).toHaveLength(1);
    expect(JSON.stringify(started[0])).toContain('Amount: $470.40 per year');
  });

  it('bills monthly when no interval is sent, as before', async () => {
    const create = jest.spyOn(stripe().subscriptions, 'create');
    const { cookie } = await subscribed('growth');
    expect(create.mock.calls[0]![0]).toMatchObject({ items: [{ price: 'price_growth' }] });
    const res = await request(app()).get('/api/subscription').set('Cookie', cookie);
    expect(res.body.subscription).toMatchObject({ planId: 'growth', interval: 'month' });
  });

  it('refuses an interval it does not know, translated', async () => {
    const { cookie } = await member();
    const en = await requestIntent(cookie, { planId: 'growth', interval: 'week' });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ message: 'Choose monthly or yearly billing.' });
    const es = await requestIntent(cookie, { planId: 'growth', interval: 'week' }, 'es');
    expect(es.body).toMatchObject({ message: 'Elija facturación mensual o anual.' });
    expect(await SetupAttemptModel.countDocuments()).toBe(0);
  });
});

describe('POST /api/subscription/interval', () => {
  it('moves a monthly subscription to the same plan’s yearly price, prorated, and back', async () => {
    const { id, cookie } = await subscribed('growth');
    const update = jest.spyOn(stripe().subscriptions, 'update');

    const yearly = await switchTo(cookie, 'year');
    expect(yearly.status).toBe(200);
    expect((yearly.body as SubscriptionResponse).subscription).toMatchObject({
      planId: 'growth',
      status: 'active',
      interval: 'year',
    });
    const stored = await SubscriptionModel.findOne({ userId: id });
    expect(stored).toMatchObject({ interval: 'year', planId: 'growth' });
    expect(update).toHaveBeenCalledTimes(1);
    const [subscriptionId, params] = update.mock.calls[0]!;
    expect(subscriptionId).toBe(stored!.stripeSubscriptionId);
    expect(params).toMatchObject({
      items: [{ id: expect.stringMatching(/^si_/), price: 'price_growth_yearly' }],
      proration_behavior: 'create_prorations',
    });

    const monthly = await switchTo(cookie, 'month');
    expect(monthly.status).toBe(200);
    expect(monthly.body.subscription).toMatchObject({ interval: 'month' });
    expect(update.mock.calls[1]![1]).toMatchObject({ items: [{ price: 'price_growth' }] });
  });

  it('refuses, translated, a switch to the interval it already has', async () => {
    const { cookie } = await subscribed('transform', 'year');
    const update = jest.spyOn(stripe().subscriptions, 'update');
    const en = await switchTo(cookie, 'year');
    expect(en.status).toBe(409);
    expect(en.body).toEqual({ message: 'Your subscription is already billed that way.' });
    const es = await switchTo(cookie, 'year', 'es');
    expect(es.body).toEqual({ message: 'Su suscripción ya se factura de esa manera.' });
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses a member with no active subscription, a visitor and a bad interval', async () => {
    const { id, cookie } = await member();
    const none = await switchTo(cookie, 'year');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: 'You have no active subscription.' });
    expect((await switchTo(cookie, 'year', 'es')).body).toEqual({
      message: 'No tiene una suscripción activa.',
    });
    // Ended, or a first payment that never went through: nothing to switch.
    await SubscriptionModel.create({
      userId: id,
      stripeSubscriptionId: 'sub_ended',
      stripeCustomerId: 'cus_ended',
      planId: 'growth',
      status: 'canceled',
    });
    expect((await switchTo(cookie, 'year')).status).toBe(404);

    const visitor = await switchTo(null, 'year');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: 'Please sign in first.' });
    expect((await switchTo(cookie, undefined)).body).toMatchObject({
      message: 'Choose monthly or yearly billing.',
    });
    expect((await switchTo(cookie, 'decade')).status).toBe(400);
  });
});

describe('the interval from Stripe’s webhook', () => {
  const SUB = 'sub_interval_webhook';
  const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86400;
  const updated = (price: Record<string, unknown>) =>
    signedEvent('customer.subscription.updated', {
      id: SUB,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: inDays(365), price }] },
    });

  it('remembers the interval of the price Stripe bills (a switch made in the customer portal)', async () => {
    const { id, cookie } = await member();
    await SubscriptionModel.create({
      userId: id,
      stripeSubscriptionId: SUB,
      stripeCustomerId: 'cus_interval',
      planId: 'growth',
      status: 'active',
    });
    // Written before yearly billing existed: monthly.
    expect(
      (await request(app()).get('/api/subscription').set('Cookie', cookie)).body.subscription,
    ).toMatchObject({ interval: 'month' });

    await deliverWebhook(
      app(),
      updated({ id: 'price_transform_yearly', recurring: { interval: 'year', interval_count: 1 } }),
    );
    expect(await SubscriptionModel.findOne({ userId: id })).toMatchObject({
      planId: 'transform',
      interval: 'year',
    });

    await deliverWebhook(app(), updated({ id: 'price_transform', recurring: { interval: 'month' } }));
    const res = await request(app()).get('/api/subscription').set('Cookie', cookie);
    expect(res.body.subscription).toMatchObject({ planId: 'transform', interval: 'month' });
  });
});
