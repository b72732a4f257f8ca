import request from 'supertest';
import type { TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { OrderModel } from '../orders/model';
import { createProduct, orderEvent, postEvent, stockOf, VALID_CHECKOUT } from './helpers';
import {
  fillCart,
  fund,
  premium,
  shopWithServices,
  servicesEnvForFile,
  type ServicesDouble,
  type TestLine,
} from './services-double';

// One checkout for products, gifts and resources: one order, one PaymentIntent; only the products
// hold stock and pay shipping; refunds of a gift line are told to billing.

let db: TestDatabase;
let services: ServicesDouble;
let admin: string;
servicesEnvForFile('shop-checkout-kinds', (env) => ({ db, services } = env));
beforeAll(async () => {
  admin = await signedInCookie(db, { role: 'admin', username: 'lydia' });
});
beforeEach(() => {
  services.funds = [fund('f-build', 'Building Fund', 'Fondo de Construcción')];
  services.resources.set('r-journal', premium('r-journal', 'Prayer Journal', 900));
});
afterEach(() => jest.restoreAllMocks());

const shop = () => shopWithServices(db, services);
const NO_SHIPPING = { ...VALID_CHECKOUT, shippingAddress: null };

async function checkout(
  handler: ReturnType<typeof shop>['handler'],
  lines: TestLine[],
  body: object = VALID_CHECKOUT,
) {
  const cookie = await signedInCookie(db, { role: 'member' });
  await fillCart(handler, cookie, lines);
  const res = await request(handler).post('/api/checkout').set('Cookie', cookie).send(body);
  return { res, cookie };
}

describe('checking out a cart of products, gifts and resources', () => {
  it('one PaymentIntent for the whole total; shipping on the products only; only products held', async () => {
    const { handler, orders } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const create = jest.spyOn(orders.stripe!.paymentIntents, 'create');
    // $20 tee + $50 gift + $9 journal: $79 in all, but the products' $20 pays shipping (free from $75).
    const { res } = await checkout(handler, [
      { productId: tee, quantity: 1, options: { size: 'M' } },
      { fundId: 'f-build', giftCents: 5000 },
      { resourceId: 'r-journal' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subtotalCents: 7900, shippingCents: 595, totalCents: 8495 });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]![0]).toMatchObject({ amount: 8495, currency: 'usd' });
    expect(await stockOf(tee)).toEqual({ M: 4 });
    const order = (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())!;
    expect(
      order.items.map((line) => [line.kind, line.productId, line.priceCents, line.deductibleCents]),
    ).toEqual([
      ['product', tee, 2000, undefined],
      ['gift', 'f-build', 5000, 5000],
      ['resource', 'r-journal', 900, undefined],
    ]);
    expect(order.items.filter((line) => line.mark)).toHaveLength(1);
  });

  it('needs no shipping address for gifts and resources only, and charges no shipping', async () => {
    const { handler } = shop();
    const { res, cookie } = await checkout(
      handler,
      [{ fundId: 'f-build', giftCents: 2500 }, { resourceId: 'r-journal' }],
      NO_SHIPPING,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subtotalCents: 3400, shippingCents: 0, totalCents: 3400 });
    const view = await request(handler).get(`/api/orders/${res.body.orderNumber}`).set('Cookie', cookie);
    expect(view.body).toMatchObject({ shippingAddress: null, totalCents: 3400 });
    expect(view.body.items).toEqual([
      expect.objectContaining({ kind: 'gift', productId: 'f-build', deductibleCents: 2500 }),
      expect.objectContaining({ kind: 'resource', productId: 'r-journal' }),
    ]);
  });

  it('refuses a cart with a product and no shipping address (400 on the street), holding nothing', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const { res } = await checkout(
      handler,
      [
        { productId: tee, quantity: 1, options: { size: 'M' } },
        { fundId: 'f-build', giftCents: 2500 },
      ],
      NO_SHIPPING,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Street address is required',
      errors: { 'shippingAddress.street': 'Street address is required' },
    });
    expect(await stockOf(tee)).toEqual({ M: 5 });
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('refuses (503, nothing held) while billing does not answer, and a fund archived since (409)', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const cookie = await signedInCookie(db, { role: 'member' });
    await fillCart(handler, cookie, [
      { productId: tee, quantity: 1, options: { size: 'M' } },
      { fundId: 'f-build', giftCents: 2500 },
    ]);
    services.down.billing = true;
    const down = await request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('The service is temporarily unavailable.');
    expect(await stockOf(tee)).toEqual({ M: 5 });
    services.down.billing = false;
    // Archived between the cart's last look and the checkout.
    services.funds = [];
    const gone = await request(handler)
      .post('/api/checkout')
      .set('Cookie', cookie)
      .set('Idempotency-Key', 'second-try-0001')
      .send(VALID_CHECKOUT);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(
      'Sorry, Building Fund is no longer available. Please remove it from your cart.',
    );
    expect(await OrderModel.countDocuments()).toBe(0);
    expect(await stockOf(tee)).toEqual({ M: 5 });
  });

  it('holds caps count product units only', async () => {
    const { handler } = shopWithServices(db, services, {
      checkout: {
        memberLimit: 5,
        clientLimit: 100_000,
        windowMs: 900_000,
        maxLineUnits: 10,
        maxHeldUnits: 1,
      },
    });
    const tee = await createProduct('t-shirt', { M: 5 });
    const { res } = await checkout(handler, [
      { productId: tee, quantity: 1, options: { size: 'M' } },
      { fundId: 'f-build', giftCents: 2500 },
      { resourceId: 'r-journal' },
    ]);
    expect(res.status).toBe(201);
  });
});

describe('refunds of typed lines (back office)', () => {
  async function paid(handler: ReturnType<typeof shop>['handler']) {
    const tee = await createProduct('t-shirt', { M: 5 });
    const { res } = await checkout(handler, [
      { productId: tee, quantity: 2, options: { size: 'M' } },
      { fundId: 'f-build', giftCents: 5000 },
      { resourceId: 'r-journal' },
    ]);
    const order = (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())!;
    expect((await postEvent(handler, orderEvent('payment_intent.succeeded', order))).status).toBe(200);
    return { order, tee };
  }
  const refund = (handler: ReturnType<typeof shop>['handler'], orderNumber: string, body: object) =>
    request(handler).post(`/api/admin/orders/${orderNumber}/refund`).set('Cookie', admin).send(body);
  const giftRefunds = () => services.succeeded('/internal/order-gifts/').map((body) => body.amountCents);

  it('a refunded gift line is told to billing with its refunded amount; nothing is restocked for it', async () => {
    const { handler } = shop();
    const { order, tee } = await paid(handler);
    const key = encodeURIComponent(`${order.orderNumber}#1`);
    const gift = await refund(handler, order.orderNumber, {
      lines: [{ index: 1, quantity: 1, restock: true }],
    });
    expect(gift.status).toBe(200);
    expect(gift.body).toMatchObject({ refundedCents: 5000, refundedQuantities: [0, 1, 0] });
    expect(services.calls.filter((call) => call.path.endsWith('/refund')).map((call) => call.path)).toEqual([
      `/internal/order-gifts/${key}/refund`,
    ]);
    expect(giftRefunds()).toEqual([5000]);
    const journal = await refund(handler, order.orderNumber, {
      lines: [{ index: 2, quantity: 1, restock: true }],
    });
    expect(journal.body).toMatchObject({ refundedCents: 5900, refundedQuantities: [0, 1, 1] });
    expect(giftRefunds()).toEqual([5000]);
    expect(await stockOf(tee)).toEqual({ M: 3 });
  });

  it('billing not answering: the refund is refused and can be tried again, once', async () => {
    const { handler, orders } = shop();
    const { order } = await paid(handler);
    const stripeRefund = jest.spyOn(orders.stripe!.refunds, 'create');
    services.failNext('/internal/order-gifts/', 1);
    const failed = await refund(handler, order.orderNumber, { full: true, lines: [] });
    expect(failed.status).toBe(502);
    expect((await OrderModel.findOne({ orderNumber: order.orderNumber }).lean())?.refundedCents).toBe(0);
    const again = await refund(handler, order.orderNumber, { full: true, lines: [] });
    expect(again.body).toMatchObject({ status: 'refunded', refundedCents: order.totalCents });
    expect(giftRefunds()).toEqual([5000]);
    // The same refund at Stripe both times (its idempotency key).
    expect(stripeRefund.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      { idempotencyKey: `order-${order.orderNumber}-refund-1` },
      { idempotencyKey: `order-${order.orderNumber}-refund-1` },
    ]);
  });

  it('canceling a paid order refunds its gift at billing too', async () => {
    const { handler } = shop();
    const { order, tee } = await paid(handler);
    const res = await request(handler)
      .post(`/api/admin/orders/${order.orderNumber}/cancel`)
      .set('Cookie', admin)
      .send({});
    expect(res.body).toMatchObject({ status: 'canceled' });
    expect(giftRefunds()).toEqual([5000]);
    expect(await stockOf(tee)).toEqual({ M: 5 });
  });

  it('the CSV names each line’s kind', async () => {
    const { handler } = shop();
    await paid(handler);
    const csv = await request(handler).get('/api/admin/orders.csv').set('Cookie', admin);
    expect(csv.text).toContain(
      '2 × Test Tee (Size: M); 1 × Building Fund (Gift); 1 × Prayer Journal (Digital resource)',
    );
  });
});
