import request from 'supertest';
import type { SubscriptionResponse } from '@ministry/contracts/billing';
import { clockFromWindowStart } from '@ministry/kit/testing/clock';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp } from '../app';
import { INTENT_LIMIT } from '../billing/routes';
import { CustomerModel, SetupAttemptModel, SubscriptionModel } from '../billing/model';
import {
  deliverWebhook,
  memberProfile,
  signedEvent,
  startIdentityStub,
  testConfig,
  type IdentityStub,
} from './support';

let db: TestDatabase;
let identity: IdentityStub;
beforeAll(async () => {
  db = await openTestDatabase('billing');
  identity = await startIdentityStub(db.config.internalApiKey);
});
afterAll(async () => {
  await identity.close();
  await db.close();
});
beforeEach(async () => {
  await Promise.all([
    CustomerModel.deleteMany({}),
    SetupAttemptModel.deleteMany({}),
    SubscriptionModel.deleteMany({}),
    db.data.collection('rate_limits').deleteMany({}),
  ]);
  identity.subscriptionCalls.length = 0;
});

// Payment intents are counted in 15-minute windows: none of this file's straddles two.
const now = clockFromWindowStart(INTENT_LIMIT.windowMs);
const app = () => createApp(testConfig(db, identity.url), db, { now }).app.callback();

let memberCounter = 0;
/** A member known to identity (the stand-in) with a signed-in session. */
async function member(preferredLanguage: 'en' | 'es' = 'en') {
  memberCounter += 1;
  const id = `user-${Date.now()}-${memberCounter}`;
  identity.members.set(
    id,
    memberProfile({
      id,
      username: `ruth${memberCounter}`,
      email: `ruth${memberCounter}@example.org`,
      name: 'Ruth Moab',
      preferredLanguage,
    }),
  );
  const cookie = await signedInCookie(db, { id, username: `ruth${memberCounter}`, role: 'member' });
  return { id, cookie };
}

async function requestIntent(cookie: string, planId: string) {
  return request(app()).post('/api/create-subscription-intent').set('Cookie', cookie).send({ planId });
}

describe('GET /api/subscription/config', () => {
  it('hands the publishable key to the browser at runtime', async () => {
    const res = await request(app()).get('/api/subscription/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publishableKey: 'pk_test_mock' });
  });

  it('says null when no Stripe key is configured, and payment calls answer 503', async () => {
    const off = createApp(testConfig(db, identity.url, false), db).app.callback();
    expect((await request(off).get('/api/subscription/config')).body).toEqual({ publishableKey: null });
    const { cookie } = await member();
    const res = await request(off)
      .post('/api/create-subscription-intent')
      .set('Cookie', cookie)
      .send({ planId: 'growth' });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(
      'Online payments are not available right now. Please contact us to subscribe.',
    );
  });
});

describe('POST /api/create-subscription-intent (against stripe-mock)', () => {
  it('is for signed-in members only', async () => {
    const res = await request(app()).post('/api/create-subscription-intent').send({ planId: 'growth' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in first.' });
  });

  it('answers a translated 429 once a member asked for too many payment intents', async () => {
    const { cookie } = await member();
    const answers = await Promise.all(
      Array.from({ length: INTENT_LIMIT.limit + 3 }, () =>
        requestIntent(cookie, 'essential').then((res) => res.status),
      ),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(INTENT_LIMIT.limit);
    expect(answers.filter((status) => status === 429)).toHaveLength(3);
    const es = await request(app())
      .post('/api/create-subscription-intent')
      .set('Cookie', cookie)
      .set('Accept-Language', 'es')
      .send({ planId: 'growth' });
    expect(es.status).toBe(429);
    expect(es.body.message).toBe('Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.');
    // Another member is not held back.
    expect((await requestIntent((await member()).cookie, 'growth')).status).toBe(200);
  });

  it('refuses an unknown plan with a translated 400', async () => {
    const { cookie } = await member();
    const en = await requestIntent(cookie, 'platinum');
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('That plan does not exist. Choose Essential, Growth or Transform.');
    const es = await request(app())
      .post('/api/create-subscription-intent')
      .set('Cookie', cookie)
      .set('Accept-Language', 'es')
      .send({ planId: 'platinum' });
    expect(es.status).toBe(400);
    expect(es.body.message).toBe('Ese plan no existe. Elija Esencial, Crecimiento o Transformación.');
    expect(await SetupAttemptModel.countDocuments()).toBe(0);
  });

  it('opens the customer with identity’s e-mail and language and answers a SetupIntent client secret', async () => {
    const { id, cookie } = await member('es');
    const res = await requestIntent(cookie, 'growth');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ clientSecret: expect.stringMatching(/^seti_\w+_secret_\w+$/) });

    const customer = await CustomerModel.findOne({ userId: id });
    expect(customer).toMatchObject({
      email: identity.members.get(id)!.email,
      preferredLanguage: 'es',
      stripeCustomerId: expect.stringMatching(/^cus_/),
    });
    const attempts = await SetupAttemptModel.find({ userId: id });
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ planId: 'growth', state: 'pending' });
    expect(identity.keys.every((key) => key === db.config.internalApiKey)).toBe(true);
  });

  it('replaces the pending intent when the member picks another plan, keeping one customer', async () => {
    const { id, cookie } = await member();
    expect((await requestIntent(cookie, 'growth')).status).toBe(200);
    expect((await requestIntent(cookie, 'transform')).status).toBe(200);
    expect((await requestIntent(cookie, 'essential')).status).toBe(200);

    const attempts = await SetupAttemptModel.find({ userId: id }).sort({ createdAt: 1 });
    expect(attempts.map((a) => [a.planId, a.state])).toEqual([
      ['growth', 'replaced'],
      ['transform', 'replaced'],
      ['essential', 'pending'],
    ]);
    expect(new Set(attempts.map((a) => a.setupIntentId)).size).toBe(3);
    expect(await CustomerModel.countDocuments({ userId: id })).toBe(1);
  });

  it('refuses a second subscription while one is active', async () => {
    const { id, cookie } = await member();
    await requestIntent(cookie, 'growth');
    const attempt = await SetupAttemptModel.findOne({ userId: id });
    await sendWebhook('setup_intent.succeeded', succeededIntent(attempt!.setupIntentId));
    const res = await requestIntent(cookie, 'transform');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'You already have an active subscription. You can manage it from your account.',
    );
  });
});

function succeededIntent(setupIntentId: string) {
  return {
    id: setupIntentId,
    object: 'setup_intent',
    status: 'succeeded',
    payment_method: 'pm_card_visa',
    usage: 'off_session',
  };
}

async function sendWebhook(type: string, object: Record<string, unknown>, options = {}) {
  return deliverWebhook(app(), signedEvent(type, object, options));
}

describe('completing a subscription (SetupIntent first)', () => {
  it('creates the subscription on setup_intent.succeeded and sets identity’s subscription id', async () => {
    const { id, cookie } = await member();
    await requestIntent(cookie, 'transform');
    const attempt = await SetupAttemptModel.findOne({ userId: id, state: 'pending' });

    await sendWebhook('setup_intent.succeeded', succeededIntent(attempt!.setupIntentId));

    const stored = await SubscriptionModel.findOne({ userId: id });
    expect(stored).toMatchObject({
      planId: 'transform',
      status: 'active',
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: expect.stringMatching(/^sub_/),
    });
    expect(identity.subscriptionCalls).toEqual([
      { userId: id, subscriptionId: stored!.stripeSubscriptionId },
    ]);
    expect((await SetupAttemptModel.findById(attempt!._id))!.state).toBe('completed');

    const res = await request(app()).get('/api/subscription').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect((res.body as SubscriptionResponse).subscription).toMatchObject({
      planId: 'transform',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it('lets the return page read the result once the webhook created it', async () => {
    const { id, cookie } = await member();
    await requestIntent(cookie, 'growth');
    const attempt = await SetupAttemptModel.findOne({ userId: id, state: 'pending' });
    await sendWebhook('setup_intent.succeeded', succeededIntent(attempt!.setupIntentId));

    const res = await request(app())
      .post('/api/subscription/complete')
      .set('Cookie', cookie)
      .send({ setupIntentId: attempt!.setupIntentId });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ planId: 'growth', status: 'active' });
    expect(await SubscriptionModel.countDocuments({ userId: id })).toBe(1);
  });

  it('does not subscribe while Stripe says the intent is not confirmed, nor for another member', async () => {
    const { id, cookie } = await member();
    await requestIntent(cookie, 'growth');
    const attempt = await SetupAttemptModel.findOne({ userId: id, state: 'pending' });

    // stripe-mock reads every SetupIntent back as requires_payment_method.
    const early = await request(app())
      .post('/api/subscription/complete')
      .set('Cookie', cookie)
      .send({ setupIntentId: attempt!.setupIntentId });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Your payment was not confirmed. Please try again.');

    const other = await member();
    const stranger = await request(app())
      .post('/api/subscription/complete')
      .set('Cookie', other.cookie)
      .send({ setupIntentId: attempt!.setupIntentId });
    expect(stranger.status).toBe(404);

    const malformed = await request(app())
      .post('/api/subscription/complete')
      .set('Cookie', cookie)
      .send({ setupIntentId: 'pi_123' });
    expect(malformed.status).toBe(400);
    expect(await SubscriptionModel.countDocuments()).toBe(0);
    expect(identity.subscriptionCalls).toEqual([]);
  });

  it('gives an old success link the stored result, never a second subscription', async () => {
    const { id, cookie } = await member();
    await requestIntent(cookie, 'growth');
    const attempt = await SetupAttemptModel.findOne({ userId: id, state: 'pending' });
    await sendWebhook('setup_intent.succeeded', succeededIntent(attempt!.setupIntentId));
    // Months later her record is another subscription (she changed plans); Stripe has long forgotten
    // the first call's idempotency key.
    await SubscriptionModel.updateOne(
      { userId: id },
      { stripeSubscriptionId: 'sub_later', planId: 'transform' },
    );
    identity.subscriptionCalls.length = 0;

    const again = await request(app())
      .post('/api/subscription/complete')
      .set('Cookie', cookie)
      .send({ setupIntentId: attempt!.setupIntentId });
    expect(again.status).toBe(200);
    expect(again.body.subscription).toMatchObject({ planId: 'transform', status: 'active' });
    expect(await SubscriptionModel.findOne({ userId: id })).toMatchObject({
      stripeSubscriptionId: 'sub_later',
    });
    expect(identity.subscriptionCalls).toEqual([{ userId: id, subscriptionId: 'sub_later' }]);
  });

  it('creates nothing for a confirmed intent while the member already has a live subscription', async () => {
    const { id, cookie } = await member();
    await requestIntent(cookie, 'growth');
    const first = await SetupAttemptModel.findOne({ userId: id, state: 'pending' });
    // A second intent from another tab, before the first was confirmed.
    await SetupAttemptModel.create({
      userId: id,
      setupIntentId: 'seti_othertab',
      stripeCustomerId: first!.stripeCustomerId,
      planId: 'transform',
      state: 'pending',
    });
    await sendWebhook('setup_intent.succeeded', succeededIntent(first!.setupIntentId));
    const subscribed = (await SubscriptionModel.findOne({ userId: id }))!.stripeSubscriptionId;

    await sendWebhook('setup_intent.succeeded', succeededIntent('seti_othertab'));
    expect(await SubscriptionModel.find({ userId: id })).toEqual([
      expect.objectContaining({ stripeSubscriptionId: subscribed, planId: 'growth' }),
    ]);
    expect((await SetupAttemptModel.findOne({ setupIntentId: 'seti_othertab' }))!.state).toBe('pending');
  });

  it('answers no subscription for a member who has none', async () => {
    const { cookie } = await member();
    const res = await request(app()).get('/api/subscription').set('Cookie', cookie);
    expect(res.body).toEqual({ subscription: null });
    expect((await request(app()).get('/api/subscription')).status).toBe(401);
  });
});

describe('cancel and portal', () => {
  async function subscribed() {
    const m = await member();
    await requestIntent(m.cookie, 'growth');
    const attempt = await SetupAttemptModel.findOne({ userId: m.id, state: 'pending' });
    await sendWebhook('setup_intent.succeeded', succeededIntent(attempt!.setupIntentId));
    return m;
  }

  it('cancels at the end of the period: still active until then', async () => {
    const { id, cookie } = await subscribed();
    const res = await request(app()).post('/api/subscription/cancel').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await SubscriptionModel.findOne({ userId: id })).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it('has nothing to cancel without a subscription', async () => {
    const { cookie } = await member();
    const res = await request(app()).post('/api/subscription/cancel').set('Cookie', cookie);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('You have no active subscription.');
  });

  it('opens a customer portal session', async () => {
    const { cookie } = await subscribed();
    const res = await request(app()).post('/api/subscription/portal').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https?:\/\//);
  });
});
