import type { AddressObject, ParsedMail } from 'mailparser';
import request from 'supertest';
import type { TestDatabase } from '@ministry/kit/testing/database';
import type { TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { outboxModels } from '@ministry/kit/outbox';
import { sweepExpiredHolds } from '../orders/holds';
import { OrderModel } from '../orders/model';
import { ProductModel } from '../products/model';
import { createProduct, orderEvent, postEvent, VALID_CHECKOUT } from './helpers';
import {
  fillCart,
  fund,
  premium,
  shopWithServices,
  servicesEnvForFile,
  type ServicesDouble,
  type TestLine,
} from './services-double';

// Once Stripe's word (forwarded by billing) says an order is paid, each gift line becomes a gift at
// billing and each resource line a purchase at content, before the one receipt is queued; a failed
// call makes the webhook answer non-2xx, and the redelivery settles and sends the receipt.

let db: TestDatabase;
let mailbox: TestMailbox;
let services: ServicesDouble;
servicesEnvForFile('shop-settlement', (env) => ({ db, mailbox, services } = env));
beforeEach(() => {
  services.funds = [fund('f-build', 'Building Fund', 'Fondo de Construcción')];
  services.resources.set('r-journal', premium('r-journal', 'Prayer Journal', 900));
});
afterEach(() => jest.restoreAllMocks());

const shop = () => shopWithServices(db, services);
type Handler = ReturnType<typeof shop>['handler'];

async function placed(handler: Handler, lines: TestLine[], language: 'en' | 'es' = 'en') {
  const cookie = await signedInCookie(db, { role: 'member' });
  await fillCart(handler, cookie, lines);
  const res = await request(handler)
    .post('/api/checkout')
    .set('Cookie', cookie)
    .set('Accept-Language', language)
    .send(VALID_CHECKOUT);
  expect(res.status).toBe(201);
  return { cookie, order: (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())! };
}

const gifts = () => services.succeeded('/internal/order-gifts');
const purchases = () => services.succeeded('/internal/resource-purchases');
const receiptsQueued = async () =>
  (
    await outboxModels(db.data)
      .mail.find({ _id: /^order-paid:/ })
      .lean()
  ).length;
const toBuyer = (mail: ParsedMail) =>
  ([] as AddressObject[])
    .concat(mail.to ?? [])
    .some((to) => to.value.some((a) => a.address === 'martha@example.org'));
async function receipt(): Promise<ParsedMail> {
  await mailbox.deliver();
  const mails = (await mailbox.messages()).filter(toBuyer);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

/** $20 tee + $60 gift + $9 journal + $5.95 shipping = $94.95: over $75. */
const MIXED: (tee: string) => TestLine[] = (tee) => [
  { productId: tee, quantity: 1, options: { size: 'M' } },
  { fundId: 'f-build', giftCents: 6000 },
  { resourceId: 'r-journal' },
];

describe('settling a paid order’s gifts and resources', () => {
  it('delivered twice: settled once; another event of the payment settles again under the same keys; one itemised receipt with the disclosure', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const { order } = await placed(handler, MIXED(tee));
    const event = orderEvent('payment_intent.succeeded', order);
    expect((await postEvent(handler, event)).status).toBe(200);
    expect((await postEvent(handler, event)).status).toBe(200);
    const other = orderEvent('payment_intent.succeeded', order);
    const both = await Promise.all([postEvent(handler, other), postEvent(handler, other)]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);

    expect(gifts()).toEqual([
      {
        key: `${order.orderNumber}#1`,
        orderNumber: order.orderNumber,
        userId: order.userId,
        name: 'Martha Reyes',
        email: 'martha@example.org',
        language: 'en',
        fundId: 'f-build',
        amountCents: 6000,
        paymentIntentId: order.paymentIntentId,
        paidAt: expect.any(String) as string,
      },
      // The second event (another id, same payment) settles again: billing's key makes it one gift.
      expect.objectContaining({ key: `${order.orderNumber}#1` }),
    ]);
    expect(purchases()).toEqual([
      { userId: order.userId, resourceId: 'r-journal', orderNumber: order.orderNumber },
      { userId: order.userId, resourceId: 'r-journal', orderNumber: order.orderNumber },
    ]);
    expect((await OrderModel.findOne({ orderNumber: order.orderNumber }).lean())?.status).toBe('paid');
    expect(await receiptsQueued()).toBe(1);

    const mail = await receipt();
    expect(mail.text).toContain('1 × Test Tee (Size: M): $20.00');
    expect(mail.text).toContain('Gift to Building Fund: $60.00');
    expect(mail.text).toContain('1 × Prayer Journal (digital download): $9.00');
    expect(mail.text).toContain('Tax-deductible amount: $60.00');
    expect(mail.text).toContain(
      'Your payment of $94.95 includes a tax-deductible contribution of $60.00. In exchange you received goods or services with an estimated value of $34.95.',
    );
    expect(mail.text).toContain('/account?tab=resources');
  });

  it('the same event delivered twice at once: each line settled exactly once', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const { order } = await placed(handler, MIXED(tee));
    const event = orderEvent('payment_intent.succeeded', order);
    const answers = await Promise.all([postEvent(handler, event), postEvent(handler, event)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(gifts().map((gift) => gift.key)).toEqual([`${order.orderNumber}#1`]);
    expect(purchases()).toHaveLength(1);
    expect(await receiptsQueued()).toBe(1);
  });

  it('a failed call: non-2xx, the order paid but no receipt yet; the redelivery settles, then the receipt', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const { order } = await placed(handler, MIXED(tee));
    services.failNext('/internal/order-gifts', 1);
    const event = orderEvent('payment_intent.succeeded', order);
    const first = await postEvent(handler, event);
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect((await OrderModel.findOne({ orderNumber: order.orderNumber }).lean())?.status).toBe('paid');
    expect(gifts()).toEqual([]);
    expect(await receiptsQueued()).toBe(0);

    services.down.content = true;
    expect((await postEvent(handler, event)).status).toBeGreaterThanOrEqual(500);
    expect(await receiptsQueued()).toBe(0);
    services.down.content = false;

    const again = await postEvent(handler, event);
    expect(again.status).toBe(200);
    expect(new Set(gifts().map((gift) => gift.key))).toEqual(new Set([`${order.orderNumber}#1`]));
    expect(purchases().length).toBeGreaterThanOrEqual(1);
    expect(await receiptsQueued()).toBe(1);
    // Applied now: a further delivery of the same event changes nothing.
    const calls = services.calls.length;
    expect((await postEvent(handler, event)).body).toMatchObject({ outcome: 'duplicate' });
    expect(services.calls).toHaveLength(calls);
  });

  it('at $75 or under: the deductible amount, no quid-pro-quo statement; in her language', async () => {
    const { handler } = shop();
    const { order } = await placed(
      handler,
      [{ fundId: 'f-build', giftCents: 2000 }, { resourceId: 'r-journal' }],
      'es',
    );
    await postEvent(handler, orderEvent('payment_intent.succeeded', order));
    const mail = await receipt();
    expect(mail.text).toContain('Donativo al Fondo de Construcción: $20.00');
    expect(mail.text).toContain('Importe deducible de impuestos: $20.00');
    expect(mail.text).not.toContain('A cambio recibió');
    expect(mail.text).not.toContain('Enviar a');
    expect(gifts()).toEqual([expect.objectContaining({ language: 'es', amountCents: 2000 })]);
  });

  it('a late payment refunded (stock gone, flagged) settles nothing', async () => {
    const { handler, orders } = shop();
    const tee = await createProduct('t-shirt', { M: 1 });
    const { order } = await placed(handler, MIXED(tee));
    await sweepExpiredHolds(orders, new Date(Date.now() + 31 * 60_000));
    await ProductModel.updateOne({ _id: tee }, { $set: { 'stock.M': 0 } });
    const res = await postEvent(handler, orderEvent('payment_intent.succeeded', order));
    expect(res.status).toBe(200);
    expect(await OrderModel.findOne({ orderNumber: order.orderNumber }).lean()).toMatchObject({
      status: 'refunded',
      flagged: true,
    });
    expect(services.calls).toEqual([]);
    expect(await receiptsQueued()).toBe(0);
  });

  it('a late payment of gifts and resources only (nothing to take again) is paid and settled', async () => {
    const { handler, orders } = shop();
    const { order } = await placed(handler, [{ fundId: 'f-build', giftCents: 2000 }]);
    await sweepExpiredHolds(orders, new Date(Date.now() + 31 * 60_000));
    expect((await OrderModel.findOne({ orderNumber: order.orderNumber }).lean())?.status).toBe('expired');
    await postEvent(handler, orderEvent('payment_intent.succeeded', order));
    expect((await OrderModel.findOne({ orderNumber: order.orderNumber }).lean())?.status).toBe('paid');
    expect(gifts()).toHaveLength(1);
  });
});
