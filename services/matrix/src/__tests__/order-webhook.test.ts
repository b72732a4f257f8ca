import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { testStripeSettings } from '@ministry/kit/testing/stripe';
import { createApp as createBilling } from '../../../billing/src/app';
import { ProcessedEventModel } from '../../../billing/src/billing/model';
import { signedEvent, testConfig } from '../../../billing/src/__tests__/support';
import { createApp as createShop } from '../../../shop/src/app';
import { OrderModel } from '../../../shop/src/orders/model';
import { ProductModel } from '../../../shop/src/products/model';
import { prepareDatabase as prepareShop } from '../../../shop/src/setup';

// The site's one Stripe webhook is billing's: it checks the signature and hands order events to the
// shop's internal endpoint over HTTP. Both real apps, the shop listening on a port as in production.

let db: TestDatabase;
let shopServer: Server;
let shop: ReturnType<ReturnType<typeof createShop>['app']['callback']>;
let billing: ReturnType<ReturnType<typeof createBilling>['app']['callback']>;

beforeAll(async () => {
  db = await openTestDatabase('order-webhook');
  await prepareShop();
  shop = createShop({ ...db.config, stripe: testStripeSettings() }, db).app.callback();
  shopServer = createServer(shop);
  await new Promise<void>((resolve) => shopServer.listen(0, '127.0.0.1', resolve));
  const shopUrl = `http://127.0.0.1:${(shopServer.address() as AddressInfo).port}`;
  billing = createBilling(testConfig(db, 'http://127.0.0.1:9', true, shopUrl), db).app.callback();
});
afterAll(async () => {
  await new Promise((resolve) => shopServer.close(resolve));
  await db.close();
});

/** A member's order of 2 bracelets of $20 (+ $5.95 shipping), waiting for payment. */
async function pendingOrder() {
  const product = await ProductModel.create({
    name: 'Webhook Bracelet',
    description: 'For the webhook test.',
    type: 'bracelet',
    priceCents: 2000,
    imageUrl: '/api/products/images/test.svg',
    stock: { all: 5 },
  });
  const cookie = await signedInCookie(db, { role: 'member' });
  await request(shop)
    .post('/api/cart')
    .set('Cookie', cookie)
    .send({ productId: String(product._id), quantity: 2, options: { birthstone: 'May' } });
  const res = await request(shop)
    .post('/api/checkout')
    .set('Cookie', cookie)
    .send({
      contactInfo: { firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.org', phone: '555-0100' },
      shippingAddress: { street: '1 Main St', city: 'Ridgewood', state: 'NY', zipCode: '11385' },
      billingAddress: { street: '1 Main St', city: 'Ridgewood', state: 'NY', zipCode: '11385' },
    });
  expect(res.status).toBe(201);
  const order = await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean();
  return { order: order!, productId: String(product._id), cookie };
}

function succeeded(
  order: { orderNumber: string; paymentIntentId?: string | null; totalCents: number },
  secret?: string,
) {
  return signedEvent(
    'payment_intent.succeeded',
    {
      id: order.paymentIntentId,
      object: 'payment_intent',
      amount: order.totalCents,
      amount_received: order.totalCents,
      currency: 'usd',
      status: 'succeeded',
      metadata: { kind: 'order', orderNumber: order.orderNumber },
    },
    secret ? { secret } : {},
  );
}

const deliver = (event: { payload: string; signature: string }) =>
  request(billing)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', event.signature)
    .send(event.payload);

describe('payment_intent.succeeded through billing’s webhook', () => {
  it('marks the order paid once; a replay changes nothing, even one billing no longer remembers', async () => {
    const { order, productId, cookie } = await pendingOrder();
    expect(order.totalCents).toBe(4595);
    const event = succeeded(order);
    expect((await deliver(event)).status).toBe(200);
    const paid = await OrderModel.findOne({ orderNumber: order.orderNumber }).lean();
    expect(paid?.status).toBe('paid');
    expect(paid?.history.map((entry) => entry.action)).toEqual(['created', 'paid']);
    expect(
      (await request(shop).get(`/api/orders/${order.orderNumber}`).set('Cookie', cookie)).body.status,
    ).toBe('paid');

    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
    // Billing's record lost: the shop still knows the event.
    await ProcessedEventModel.deleteMany({});
    expect((await deliver(event)).status).toBe(200);
    const after = await OrderModel.findOne({ orderNumber: order.orderNumber }).lean();
    expect(after?.history).toHaveLength(2);
    expect((await ProductModel.findById(productId).lean())?.stock).toEqual({ all: 3 });
  });

  it('refuses an unsigned or wrongly signed event, and the order stays unpaid', async () => {
    const { order } = await pendingOrder();
    const forged = succeeded(order, 'whsec_someone_else');
    const wrong = await deliver(forged);
    expect(wrong.status).toBe(400);
    const unsigned = await request(billing)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(forged.payload);
    expect(unsigned.status).toBe(400);
    expect((await OrderModel.findOne({ orderNumber: order.orderNumber }).lean())?.status).toBe(
      'pending_payment',
    );
  });
});
