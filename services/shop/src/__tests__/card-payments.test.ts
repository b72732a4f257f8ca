import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { testStripeSettings } from '@ministry/kit/testing/stripe';
import { SHOP_DEFAULTS } from '../config';
import { sweepExpiredHolds } from '../orders/holds';
import { OrderModel } from '../orders/model';
import { ProductModel } from '../products/model';
import { prepareDatabase } from '../setup';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { clearShop, createProduct, orderEvent, postEvent, shopApp, stockOf, VALID_CHECKOUT } from './helpers';

// Declined payments of orders (card testing) and Stripe's own word on a forwarded success, against a
// local stand-in for Stripe that keeps what it was asked (stripe-mock keeps nothing and never says
// "succeeded").

let db: TestDatabase;
let mailbox: TestMailbox;
let stripe: FakeStripe;
beforeAll(async () => {
  db = await openTestDatabase('shop-card-payments');
  await prepareDatabase();
  mailbox = await openTestMailbox(db.data);
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe.close();
  await mailbox.close();
  await db.close();
});
beforeEach(async () => {
  await clearShop(db, mailbox);
  stripe.intents.clear();
  stripe.calls.length = 0;
  stripe.canceled.length = 0;
});

type Overrides = Parameters<typeof shopApp>[1];
const shop = (overrides: Overrides = {}) => shopApp(db, { stripe: stripe.settings, ...overrides });
const HOLD_MS = 30 * 60_000;
const stored = (orderNumber: string) => OrderModel.findOne({ orderNumber }).lean();

/** A member checks out one tee (size M); her cookie and the order as stored. */
async function placed(handler: ReturnType<typeof shop>['handler'], productId: string, cookie?: string) {
  const member = cookie ?? (await signedInCookie(db, { role: 'member' }));
  const line = { productId, quantity: 1, options: { size: 'M' } };
  expect((await request(handler).post('/api/cart').set('Cookie', member).send(line)).status).toBe(201);
  const res = await request(handler).post('/api/checkout').set('Cookie', member).send(VALID_CHECKOUT);
  expect(res.status).toBe(201);
  return { cookie: member, order: (await stored(res.body.orderNumber))! };
}

const declined = (order: Parameters<typeof orderEvent>[1]) =>
  orderEvent('payment_intent.payment_failed', order);

describe('declined payments of an order', () => {
  it('the third decline of one PaymentIntent cancels it at Stripe and ends the order; a redelivered decline counts once', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 3 });
    const { order } = await placed(handler, tee);
    expect(order.clientAddress).toMatch(/127\.0\.0\.1/);
    const first = declined(order);
    // Stripe delivers the first decline three times: one decline.
    for (const res of await Promise.all([postEvent(handler, first), postEvent(handler, first)]))
      expect(res.status).toBe(200);
    expect((await postEvent(handler, first)).body.outcome).toBe('duplicate');
    expect(await stored(order.orderNumber)).toMatchObject({ status: 'payment_failed' });
    expect(await stockOf(tee)).toEqual({ M: 3 });
    expect((await postEvent(handler, declined(order))).status).toBe(200);
    expect(stripe.canceled).toEqual([]);
    // Still payable with another card: the PaymentIntent is open.
    expect(stripe.intents.get(order.paymentIntentId!)?.status).toBe('requires_payment_method');

    expect((await postEvent(handler, declined(order))).body.outcome).toBe('applied');
    expect(stripe.canceled).toEqual([order.paymentIntentId]);
    const ended = await stored(order.orderNumber);
    expect(ended?.status).toBe('canceled');
    expect(ended?.history.at(-1)).toMatchObject({
      action: 'canceled',
      by: 'system',
      note: 'payment declined 3 times: canceled at Stripe',
    });
    expect(await stockOf(tee)).toEqual({ M: 3 });
    expect((await ProductModel.findById(tee).lean())?.takenBy).toEqual([]);
    // A fourth decline changes nothing and cancels nothing again.
    await postEvent(handler, declined(order));
    expect(stripe.canceled).toHaveLength(1);
  });

  it('three declines delivered at once cancel the PaymentIntent once', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 3 });
    const { order } = await placed(handler, tee);
    const responses = await Promise.all([1, 2, 3].map(() => postEvent(handler, declined(order))));
    expect(responses.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(stripe.canceled).toEqual([order.paymentIntentId]);
    expect((await stored(order.orderNumber))?.status).toBe('canceled');
    expect(await stockOf(tee)).toEqual({ M: 3 });
  });

  it('a member over her decline limit is refused a new checkout with a translated 429 and Retry-After', async () => {
    const { handler } = shop({
      cardFailures: { perMember: 2, perClient: 1000, windowMs: 60 * 60_000 },
    });
    const tee = await createProduct('t-shirt', { M: 5 });
    const { cookie, order } = await placed(handler, tee);
    await postEvent(handler, declined(order));
    const second = await request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(second.status).toBe(201);
    await postEvent(handler, declined((await stored(second.body.orderNumber))!));

    const refused = await request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many card payments were declined, so new orders are paused for a while. Please try again later or contact us; your cart is kept.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const spanish = await request(handler)
      .post('/api/checkout')
      .set('Cookie', cookie)
      .set('Accept-Language', 'es')
      .send(VALID_CHECKOUT);
    expect(spanish.status).toBe(429);
    expect(spanish.body.message).toMatch(/^Se rechazaron demasiados pagos con tarjeta/);
    expect(await OrderModel.countDocuments()).toBe(2);
    // Her cart is kept; another member still checks out.
    expect((await request(handler).get('/api/cart').set('Cookie', cookie)).body).toHaveLength(1);
    await placed(handler, tee);
  });

  it('sending again the key of a declined or failed checkout does not get past the decline block', async () => {
    const { handler } = shop({
      cardFailures: { perMember: 1, perClient: 1000, windowMs: 60 * 60_000 },
      checkout: { ...SHOP_DEFAULTS.checkout, clientLimit: 100_000, maxLineUnits: 1 },
    });
    const tee = await createProduct('t-shirt', { M: 5 });
    const cookie = await signedInCookie(db, { role: 'member' });
    const send = (key: string) =>
      request(handler)
        .post('/api/checkout')
        .set('Cookie', cookie)
        .set('Idempotency-Key', key)
        .send(VALID_CHECKOUT);
    // A checkout refused (two in a line above the cap of one), then one placed and declined.
    const line = { productId: tee, quantity: 2, options: { size: 'M' } };
    await request(handler).post('/api/cart').set('Cookie', cookie).send(line);
    expect((await send('refused-key-1')).status).toBe(409);
    await request(handler).delete('/api/cart').set('Cookie', cookie);
    await request(handler)
      .post('/api/cart')
      .set('Cookie', cookie)
      .send({ ...line, quantity: 1 });
    const placedOnce = await send('declined-key-1');
    expect(placedOnce.status).toBe(201);
    await postEvent(handler, declined((await stored(placedOnce.body.orderNumber))!));

    for (const key of ['declined-key-1', 'refused-key-1', 'fresh-key-1']) {
      const refused = await send(key);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many card payments were declined/);
    }
    expect(await OrderModel.countDocuments()).toBe(1);
  });

  it('a client address over its decline limit is refused too, whoever checks out from it', async () => {
    const { handler } = shop({
      cardFailures: { perMember: 100, perClient: 2, windowMs: 60 * 60_000 },
    });
    const tee = await createProduct('t-shirt', { M: 5 });
    for (let i = 0; i < 2; i++) {
      const { order } = await placed(handler, tee);
      await postEvent(handler, declined(order));
    }
    const cookie = await signedInCookie(db, { role: 'member' });
    await request(handler)
      .post('/api/cart')
      .set('Cookie', cookie)
      .send({ productId: tee, quantity: 1, options: { size: 'M' } });
    const refused = await request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('an order whose payment failed', () => {
  it('stays payable only until its hold ends: then the sweeper cancels its PaymentIntent and expires it', async () => {
    const { handler, orders } = shop();
    const tee = await createProduct('t-shirt', { M: 3 });
    const { order } = await placed(handler, tee);
    await postEvent(handler, declined(order));
    const failed = await stored(order.orderNumber);
    expect(failed).toMatchObject({ status: 'payment_failed', holdExpiresAt: order.holdExpiresAt });
    expect(await sweepExpiredHolds(orders, new Date())).toBe(0);

    expect(await sweepExpiredHolds(orders, new Date(Date.now() + HOLD_MS + 60_000))).toBe(1);
    expect(stripe.canceled).toEqual([order.paymentIntentId]);
    const expired = await stored(order.orderNumber);
    expect(expired?.status).toBe('expired');
    expect(expired?.history.map((entry) => entry.action)).toEqual(['created', 'payment_failed', 'expired']);
    expect(await stockOf(tee)).toEqual({ M: 3 });
  });
});

describe('a forwarded payment_intent.succeeded', () => {
  it('marks nothing paid until Stripe confirms it: status, amount, currency and order number', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 3 });
    const { order } = await placed(handler, tee);
    const intent = stripe.intents.get(order.paymentIntentId!)!;

    // Billing forwards a success Stripe knows nothing of (the PaymentIntent still waits for a card).
    const forged = await postEvent(handler, orderEvent('payment_intent.succeeded', order));
    expect(forged.status).toBe(200);
    expect(forged.body).toEqual({ received: true, outcome: 'unconfirmed' });
    expect(stripe.calls).toContain(`GET /v1/payment_intents/${intent.id}`);
    expect(await stored(order.orderNumber)).toMatchObject({ status: 'pending_payment', paidAt: null });

    // Succeeded at Stripe, but for less, in another currency, or for another order: still not paid.
    Object.assign(intent, { status: 'succeeded', amount_received: order.totalCents - 100 });
    expect((await postEvent(handler, orderEvent('payment_intent.succeeded', order))).body.outcome).toBe(
      'unconfirmed',
    );
    Object.assign(intent, { amount_received: order.totalCents, currency: 'eur' });
    expect((await postEvent(handler, orderEvent('payment_intent.succeeded', order))).body.outcome).toBe(
      'unconfirmed',
    );
    Object.assign(intent, { currency: 'usd', metadata: { kind: 'order', orderNumber: 'WOP-ZZZZ-ZZZZ' } });
    expect((await postEvent(handler, orderEvent('payment_intent.succeeded', order))).body.outcome).toBe(
      'unconfirmed',
    );
    expect((await stored(order.orderNumber))?.status).toBe('pending_payment');
    expect(await stockOf(tee)).toEqual({ M: 2 });

    // Stripe confirms it: paid.
    intent.metadata = { kind: 'order', orderNumber: order.orderNumber };
    expect((await postEvent(handler, orderEvent('payment_intent.succeeded', order))).body.outcome).toBe(
      'applied',
    );
    expect((await stored(order.orderNumber))?.status).toBe('paid');
  });

  it('an unknown PaymentIntent at Stripe confirms nothing', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 3 });
    const { order } = await placed(handler, tee);
    stripe.intents.delete(order.paymentIntentId!);
    const res = await postEvent(handler, orderEvent('payment_intent.succeeded', order));
    expect(res.body.outcome).toBe('unconfirmed');
    expect((await stored(order.orderNumber))?.status).toBe('pending_payment');
  });

  it('is trusted unconfirmed only with the stripe-mock key outside production', async () => {
    // stripe-mock answers every retrieve with a fixture that never succeeded.
    const mock = testStripeSettings();
    const tee = await createProduct('t-shirt', { M: 3 });
    const development = shopApp(db, { stripe: mock });
    const { order } = await placed(development.handler, tee);
    const production = shopApp(db, {
      stripe: mock,
      nodeEnv: 'production',
      internalCallerKeys: {
        billing: 'test-internal-key',
        care: 'test-care-key',
        events: 'test-events-key',
        identity: 'test-identity-key',
      },
    } as Overrides);
    const refused = await postEvent(production.handler, orderEvent('payment_intent.succeeded', order));
    expect(refused.body.outcome).toBe('unconfirmed');
    expect((await stored(order.orderNumber))?.status).toBe('pending_payment');
    const trusted = await postEvent(development.handler, orderEvent('payment_intent.succeeded', order));
    expect(trusted.body.outcome).toBe('applied');
    expect((await stored(order.orderNumber))?.status).toBe('paid');
  });
});
