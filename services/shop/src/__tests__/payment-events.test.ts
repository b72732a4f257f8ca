import request from 'supertest';
import Stripe from 'stripe';
import type { AddressObject, ParsedMail } from 'mailparser';
import { LockModel } from '@ministry/kit/lock';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { memberProfile, startIdentityStub } from '@ministry/kit/testing/identity';
import { sweepExpiredHolds } from '../orders/holds';
import { OrderModel, ProcessedOrderEventModel } from '../orders/model';
import { ProductModel } from '../products/model';
import { prepareDatabase } from '../setup';
import { clearShop, createProduct, orderEvent, postEvent, shopApp, stockOf, VALID_CHECKOUT } from './helpers';

// Stripe's word on an order's payment, as billing hands it over (billing's own signature check and
// forwarding are tested through its real webhook in services/matrix): each event applied once, stock
// given back exactly once, late payments honoured or refunded, e-mails through the real outbox.

let db: TestDatabase;
let mailbox: TestMailbox;
beforeAll(async () => {
  db = await openTestDatabase('shop-payments');
  await prepareDatabase();
  mailbox = await openTestMailbox(db.data);
});
afterAll(async () => {
  await mailbox.close();
  await db.close();
});
beforeEach(() => clearShop(db, mailbox));
afterEach(() => jest.restoreAllMocks());

const shop = (overrides: Parameters<typeof shopApp>[1] = {}) => shopApp(db, overrides);
const HOLD_MS = 30 * 60_000;
const later = (ms = HOLD_MS + 60_000) => new Date(Date.now() + ms);

/** A member with `quantity` of the product in her cart checks out (in `language`): her order as stored. */
async function placed(
  handler: ReturnType<typeof shop>['handler'],
  productId: string,
  options: { quantity?: number; language?: 'en' | 'es'; bracelet?: boolean } = {},
) {
  const cookie = await signedInCookie(db, { role: 'member' });
  const line = options.bracelet
    ? { productId, quantity: options.quantity ?? 1, options: { birthstone: 'May' } }
    : { productId, quantity: options.quantity ?? 1, options: { size: 'M' } };
  expect((await request(handler).post('/api/cart').set('Cookie', cookie).send(line)).status).toBe(201);
  const res = await request(handler)
    .post('/api/checkout')
    .set('Cookie', cookie)
    .set('Accept-Language', options.language ?? 'en')
    .send(VALID_CHECKOUT);
  expect(res.status).toBe(201);
  const order = await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean();
  return { cookie, order: order! };
}

const stored = (orderNumber: string) => OrderModel.findOne({ orderNumber }).lean();
const takenMarks = async (productId: string) =>
  (await ProductModel.findById(productId).lean())?.takenBy ?? [];
const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[]).concat(mail.to ?? []).flatMap((to) => to.value.map((a) => a.address));

describe('POST /internal/stripe-events', () => {
  it('refuses a caller without the internal key, and a body that is not a PaymentIntent event', async () => {
    const { handler } = shop();
    const event = orderEvent('payment_intent.succeeded', {
      orderNumber: 'WOP-AAAA-AAAA',
      paymentIntentId: 'pi_x',
      totalCents: 100,
    });
    expect((await request(handler).post('/internal/stripe-events').send(event)).status).toBe(403);
    expect((await postEvent(handler, event, 'wrong-key')).status).toBe(403);
    const bad = await postEvent(handler, { ...event, data: { object: { id: 'pi_x' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The request is not valid.');
    expect(await ProcessedOrderEventModel.countDocuments()).toBe(0);
  });

  it('acknowledges an event of no known order without changing anything', async () => {
    const res = await postEvent(
      shop().handler,
      orderEvent('payment_intent.succeeded', {
        orderNumber: 'WOP-ZZZZ-ZZZZ',
        paymentIntentId: 'pi_x',
        totalCents: 100,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('payment_intent.succeeded', () => {
  it('marks the order paid once, settles its hold, empties those cart lines and e-mails a receipt in her language', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const { cookie, order } = await placed(handler, tee, { quantity: 2, language: 'es' });
    expect(order.status).toBe('pending_payment');
    expect(await takenMarks(tee)).toHaveLength(1);
    const event = orderEvent('payment_intent.succeeded', order);

    const first = await postEvent(handler, event);
    expect(first.body).toEqual({ received: true, outcome: 'applied' });
    const paid = await stored(order.orderNumber);
    expect(paid).toMatchObject({ status: 'paid', holdExpiresAt: null });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(paid?.history.map((entry) => [entry.action, entry.by, entry.status])).toEqual([
      ['created', expect.any(String), 'pending_payment'],
      ['paid', 'stripe', 'paid'],
    ]);
    expect(await stockOf(tee)).toEqual({ M: 3 });
    expect(await takenMarks(tee)).toEqual([]);
    expect((await request(handler).get('/api/cart').set('Cookie', cookie)).body).toEqual([]);
    const mine = await request(handler).get(`/api/orders/${order.orderNumber}`).set('Cookie', cookie);
    expect(mine.body).toMatchObject({ status: 'paid', holdExpiresAt: null });

    // Replayed (same id), and the same news under another id: nothing changes, nothing is sent twice.
    expect((await postEvent(handler, event)).body).toEqual({ received: true, outcome: 'duplicate' });
    const again = { ...orderEvent('payment_intent.succeeded', order) };
    expect((await postEvent(handler, again)).body).toEqual({ received: true, outcome: 'ignored' });
    expect((await stored(order.orderNumber))?.history).toHaveLength(2);
    expect(await stockOf(tee)).toEqual({ M: 3 });

    await mailbox.deliver();
    const messages = await mailbox.messages();
    expect(messages).toHaveLength(2);
    const receipt = messages.find((mail) => recipients(mail).includes('martha@example.org'))!;
    expect(receipt.subject).toBe(`Su pedido ${order.orderNumber} está pagado: ¡gracias!`);
    expect(receipt.headers.get('content-language')).toBe('es');
    expect(receipt.text).toContain('2 × Camiseta de prueba (Talla: M): $40.00');
    expect(receipt.text).toContain('Envío: $5.95');
    expect(receipt.text).toContain('Total: $45.95');
    expect(receipt.text).toContain('http://localhost:8080/account?tab=orders');
    const notice = messages.find((mail) => recipients(mail).includes('staff@womenofpurpose.org'))!;
    expect(notice.subject).toBe(`New paid order ${order.orderNumber} from Martha Reyes`);
    expect(notice.text).toContain(`http://localhost:8080/admin?tab=orders&order=${order.orderNumber}`);
  });

  it('e-mails a member in her saved language, not the one she checked out in', async () => {
    const identity = await startIdentityStub(db.config.internalApiKey);
    try {
      identity.members.set(
        'ruth-es',
        memberProfile({ id: 'ruth-es', email: 'ruth@example.org', name: 'Ruth', preferredLanguage: 'es' }),
      );
      const { handler } = shop({ identityInternalUrl: identity.url });
      const tee = await createProduct('t-shirt', { M: 5 });
      const cookie = await signedInCookie(db, { role: 'member', id: 'ruth-es' });
      const line = { productId: tee, quantity: 1, options: { size: 'M' } };
      expect((await request(handler).post('/api/cart').set('Cookie', cookie).send(line)).status).toBe(201);
      const res = await request(handler)
        .post('/api/checkout')
        .set('Cookie', cookie)
        .set('Accept-Language', 'en')
        .send(VALID_CHECKOUT);
      expect(res.status).toBe(201);
      const order = (await stored(res.body.orderNumber))!;
      await postEvent(handler, orderEvent('payment_intent.succeeded', order));

      await mailbox.deliver();
      const messages = await mailbox.messages();
      const receipt = messages.find((mail) => recipients(mail).includes('martha@example.org'))!;
      expect(receipt.headers.get('content-language')).toBe('es');
      expect(receipt.subject).toBe(`Su pedido ${order.orderNumber} está pagado: ¡gracias!`);
      // The staff notice stays in English.
      const notice = messages.find((mail) => recipients(mail).includes('staff@womenofpurpose.org'))!;
      expect(notice.headers.get('content-language')).toBe('en');
    } finally {
      await identity.close();
    }
  });

  it('ignores an event whose amount or currency is not the order’s total', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const { order } = await placed(handler, tee);
    await postEvent(handler, orderEvent('payment_intent.succeeded', order, { amount: order.totalCents - 1 }));
    await postEvent(handler, orderEvent('payment_intent.succeeded', order, { currency: 'eur' }));
    expect((await stored(order.orderNumber))?.status).toBe('pending_payment');
    expect(await takenMarks(tee)).toHaveLength(1);
  });

  it('finds the order by its PaymentIntent when the metadata has no order number', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const { order } = await placed(handler, tee);
    const event = orderEvent('payment_intent.succeeded', order);
    event.data.object.metadata = { kind: 'order', orderNumber: '' };
    expect((await postEvent(handler, event)).body.outcome).toBe('applied');
    expect((await stored(order.orderNumber))?.status).toBe('paid');
  });
});

describe('failed, canceled and expired payments give the stock back exactly once', () => {
  it('payment_intent.payment_failed, delivered twice at once and under two ids', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const { order } = await placed(handler, tee, { quantity: 2 });
    expect(await stockOf(tee)).toEqual({ M: 3 });
    const event = orderEvent('payment_intent.payment_failed', order);
    const other = orderEvent('payment_intent.payment_failed', order);
    const responses = await Promise.all([
      postEvent(handler, event),
      postEvent(handler, event),
      postEvent(handler, other),
    ]);
    expect(responses.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(responses.filter((res) => res.body.outcome === 'applied')).toHaveLength(1);
    expect(await stockOf(tee)).toEqual({ M: 5 });
    const failed = await stored(order.orderNumber);
    expect(failed?.status).toBe('payment_failed');
    expect(failed?.history.map((entry) => entry.action)).toEqual(['created', 'payment_failed']);
    expect(await LockModel.countDocuments()).toBe(0);
  });

  it('payment_intent.canceled, also after the payment had failed', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const { order } = await placed(handler, tee, { quantity: 2 });
    await postEvent(handler, orderEvent('payment_intent.payment_failed', order));
    await Promise.all([
      postEvent(handler, orderEvent('payment_intent.canceled', order)),
      postEvent(handler, orderEvent('payment_intent.canceled', order)),
    ]);
    expect(await stockOf(tee)).toEqual({ M: 5 });
    expect((await stored(order.orderNumber))?.status).toBe('canceled');
  });

  it('an expired hold: the sweeper, run by two instances at once, cancels the PaymentIntent and gives the stock back once', async () => {
    const one = shop();
    const two = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const { order } = await placed(one.handler, tee, { quantity: 2 });
    expect(await sweepExpiredHolds(one.orders, new Date())).toBe(0);
    const cancelOne = jest.spyOn(one.orders.stripe!.paymentIntents, 'cancel');
    const cancelTwo = jest.spyOn(two.orders.stripe!.paymentIntents, 'cancel');
    const counts = await Promise.all([
      sweepExpiredHolds(one.orders, later()),
      sweepExpiredHolds(two.orders, later()),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(cancelOne.mock.calls.length + cancelTwo.mock.calls.length).toBe(1);
    expect(await stockOf(tee)).toEqual({ M: 5 });
    const expired = await stored(order.orderNumber);
    expect(expired?.status).toBe('expired');
    expect(expired?.history.at(-1)).toMatchObject({ action: 'expired', by: 'system', status: 'expired' });
    // Stripe's own "canceled" event, coming after, changes nothing.
    await postEvent(one.handler, orderEvent('payment_intent.canceled', order));
    expect((await stored(order.orderNumber))?.status).toBe('expired');
    expect(await stockOf(tee)).toEqual({ M: 5 });
  });

  it('leaves to the webhook an expired order whose payment Stripe says went through', async () => {
    const { handler, orders } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const { order } = await placed(handler, tee);
    jest.spyOn(orders.stripe!.paymentIntents, 'cancel').mockRejectedValue(
      new Stripe.errors.StripeInvalidRequestError({
        message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
      }),
    );
    jest.spyOn(orders.stripe!.paymentIntents, 'retrieve').mockResolvedValue({
      id: order.paymentIntentId,
      status: 'succeeded',
    } as unknown as Stripe.Response<Stripe.PaymentIntent>);
    expect(await sweepExpiredHolds(orders, later())).toBe(0);
    expect((await stored(order.orderNumber))?.status).toBe('pending_payment');
    expect(await stockOf(tee)).toEqual({ M: 4 });
  });

  it('50 concurrent checkouts of 10 in stock: 10 pending orders, 40 refused; after 10 expiries the stock is 10 again', async () => {
    const { handler, orders } = shop();
    const bracelet = await createProduct('bracelet', { all: 10 }, { name: 'Garnet Bracelet' });
    const cookies: string[] = [];
    for (let i = 0; i < 50; i++) {
      const cookie = await signedInCookie(db, { role: 'member' });
      await request(handler)
        .post('/api/cart')
        .set('Cookie', cookie)
        .send({ productId: bracelet, quantity: 1, options: { birthstone: 'January' } });
      cookies.push(cookie);
    }
    const responses = await Promise.all(
      cookies.map((cookie) =>
        request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT),
      ),
    );
    expect(responses.filter((res) => res.status === 201)).toHaveLength(10);
    expect(responses.filter((res) => res.status === 409)).toHaveLength(40);
    expect(await stockOf(bracelet)).toEqual({ all: 0 });
    expect(await OrderModel.countDocuments({ status: 'pending_payment' })).toBe(10);
    expect(await OrderModel.countDocuments()).toBe(10);

    expect(await sweepExpiredHolds(orders, later())).toBe(10);
    expect(await sweepExpiredHolds(orders, later())).toBe(0);
    expect(await stockOf(bracelet)).toEqual({ all: 10 });
    expect(await OrderModel.countDocuments({ status: 'expired' })).toBe(10);
    expect(await takenMarks(bracelet)).toEqual([]);
  });
});

describe('a payment that arrives after the hold expired', () => {
  it('is honoured when the stock is still there: the units are taken again and the order paid', async () => {
    const { handler, orders } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const { order } = await placed(handler, tee, { quantity: 2 });
    await sweepExpiredHolds(orders, later());
    expect(await stockOf(tee)).toEqual({ M: 5 });
    const res = await postEvent(handler, orderEvent('payment_intent.succeeded', order));
    expect(res.body.outcome).toBe('applied');
    const paid = await stored(order.orderNumber);
    expect(paid).toMatchObject({ status: 'paid', flagged: false });
    expect(paid?.history.map((entry) => entry.action)).toEqual(['created', 'expired', 'paid']);
    expect(await stockOf(tee)).toEqual({ M: 3 });
    expect(await takenMarks(tee)).toEqual([]);
  });

  it('is refunded in full through Stripe and flagged when the stock is gone; buyer and ministry are told', async () => {
    const { handler, orders } = shop();
    const tee = await createProduct('t-shirt', { M: 2 });
    const { order } = await placed(handler, tee, { quantity: 2 });
    await sweepExpiredHolds(orders, later());
    // Someone else bought them meanwhile.
    await ProductModel.updateOne({ _id: tee }, { $set: { 'stock.M': 1 } });
    const refund = jest.spyOn(orders.stripe!.refunds, 'create');
    const event = orderEvent('payment_intent.succeeded', order);
    await Promise.all([postEvent(handler, event), postEvent(handler, event)]);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![0]).toMatchObject({
      payment_intent: order.paymentIntentId,
      amount: order.totalCents,
    });
    const refunded = await stored(order.orderNumber);
    expect(refunded).toMatchObject({ status: 'refunded', flagged: true, refundedCents: order.totalCents });
    expect(refunded?.history.at(-1)).toMatchObject({ action: 'late_payment_refunded', by: 'stripe' });
    expect(await stockOf(tee)).toEqual({ M: 1 });
    expect(await takenMarks(tee)).toEqual([]);

    await mailbox.deliver();
    const subjects = (await mailbox.messages()).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      `Late payment refunded: order ${order.orderNumber}`,
      `Your payment for order ${order.orderNumber} was refunded`,
    ]);
  });
});
