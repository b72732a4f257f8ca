import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import type { AdminOrder, AdminOrderPage } from '@ministry/contracts/order';
import { OrderModel } from '../orders/model';
import { prepareDatabase } from '../setup';
import { clearShop, createProduct, orderEvent, postEvent, shopApp, stockOf, VALID_CHECKOUT } from './helpers';

let db: TestDatabase;
let mailbox: TestMailbox;
let admin: string;
beforeAll(async () => {
  db = await openTestDatabase('shop-admin-orders');
  await prepareDatabase();
  mailbox = await openTestMailbox(db.data);
  admin = await signedInCookie(db, { role: 'admin', username: 'lydia' });
});
afterAll(async () => {
  await mailbox.close();
  await db.close();
});
beforeEach(() => clearShop(db, mailbox));
afterEach(() => jest.restoreAllMocks());

const app = shopApp;

/** An order checked out by a new member (2 tees of $20 and 1 bracelet of $20: $60 + $5.95 shipping). */
async function placeOrder(
  handler: ReturnType<typeof shopApp>['handler'],
  contact: Partial<typeof VALID_CHECKOUT.contactInfo> = {},
) {
  const tee = await createProduct('t-shirt', { M: 5 });
  const bracelet = await createProduct('bracelet', { all: 5 });
  const cookie = await signedInCookie(db, { role: 'member' });
  for (const line of [
    { productId: tee, quantity: 2, options: { size: 'M' } },
    { productId: bracelet, quantity: 1, options: { birthstone: 'May' } },
  ])
    await request(handler).post('/api/cart').set('Cookie', cookie).send(line);
  const res = await request(handler)
    .post('/api/checkout')
    .set('Cookie', cookie)
    .send({ ...VALID_CHECKOUT, contactInfo: { ...VALID_CHECKOUT.contactInfo, ...contact } });
  expect(res.status).toBe(201);
  const order = (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())!;
  return { order, tee, bracelet, cookie };
}

async function paidOrder(handler: ReturnType<typeof shopApp>['handler'], contact = {}) {
  const placed = await placeOrder(handler, contact);
  await postEvent(handler, orderEvent('payment_intent.succeeded', placed.order));
  return placed;
}

const post = (handler: ReturnType<typeof shopApp>['handler'], path: string, body: object = {}) =>
  request(handler).post(path).set('Cookie', admin).send(body);

describe('admins only', () => {
  it('refuses visitors (401) and members (403) on every admin order route', async () => {
    const { handler } = app(db);
    const member = await signedInCookie(db, { role: 'member' });
    for (const path of ['/api/admin/orders', '/api/admin/orders.csv', '/api/admin/orders/WOP-AAAA-AAAA']) {
      expect((await request(handler).get(path)).status).toBe(401);
      expect((await request(handler).get(path).set('Cookie', member)).status).toBe(403);
    }
    const ship = await request(handler)
      .post('/api/admin/orders/WOP-AAAA-AAAA/ship')
      .set('Cookie', member)
      .send({ carrier: 'USPS', trackingNumber: '9400' });
    expect(ship.status).toBe(403);
  });
});

describe('GET /api/admin/orders and the CSV export', () => {
  it('filters by status, New York days and words of the number, name or e-mail, and pages', async () => {
    const { handler } = app(db);
    const ruth = await paidOrder(handler, { firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.org' });
    const naomi = await placeOrder(handler, {
      firstName: 'Naomi',
      lastName: 'Bethlehem',
      email: 'naomi@example.org',
    });
    const list = async (query: string) => {
      const res = await request(handler).get(`/api/admin/orders${query}`).set('Cookie', admin);
      expect(res.status).toBe(200);
      return res.body as AdminOrderPage;
    };
    const all = await list('');
    expect(all).toMatchObject({ page: 1, pageSize: 20, totalCount: 2 });
    expect(all.orders.map((o) => o.orderNumber)).toEqual([naomi.order.orderNumber, ruth.order.orderNumber]);
    expect(all.orders[1]).toMatchObject({
      status: 'paid',
      userId: expect.any(String),
      paymentIntentId: ruth.order.paymentIntentId,
      flagged: false,
      refundedQuantities: [0, 0],
      history: [
        expect.objectContaining({ action: 'created' }),
        expect.objectContaining({ action: 'paid', by: 'stripe' }),
      ],
    });
    expect((await list('?status=paid')).orders.map((o) => o.orderNumber)).toEqual([ruth.order.orderNumber]);
    expect((await list('?q=RUTH%20moab')).totalCount).toBe(1);
    expect((await list('?q=naomi%40example')).orders[0]?.orderNumber).toBe(naomi.order.orderNumber);
    expect(
      (await list(`?q=${naomi.order.orderNumber.slice(-4).toLowerCase()}`)).totalCount,
    ).toBeGreaterThanOrEqual(1);
    expect((await list('?q=.*')).totalCount).toBe(0);
    expect((await list('?from=2020-01-01&to=2020-12-31')).totalCount).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect((await list(`?from=${today}&to=${today}`)).totalCount).toBe(2);
    expect((await list('?page=2')).orders).toEqual([]);

    const bad = await request(handler)
      .get('/api/admin/orders?status=lost')
      .set('Cookie', admin)
      .set('Accept-Language', 'es');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Revise los filtros/);
    expect(
      (await request(handler).get('/api/admin/orders?from=2026-02-30').set('Cookie', admin)).status,
    ).toBe(400);
  });

  it('exports the filtered orders as CSV, every cell quoted and formulas neutralised', async () => {
    const { handler } = app(db);
    await paidOrder(handler, { firstName: '=HYPERLINK("http://evil")', lastName: 'Doe "Jr"' });
    const res = await request(handler).get('/api/admin/orders.csv?status=paid').set('Cookie', admin);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row, ...rest] = res.text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(rest).toEqual([]);
    expect(header).toBe(
      '"Order number","Date","Status","Buyer","E-mail","Items","Subtotal","Shipping","Total","Refunded","Carrier","Tracking number"',
    );
    expect(row).toContain(`"'=HYPERLINK(""http://evil"") Doe ""Jr"""`);
    expect(row).toContain('"Paid","');
    expect(row).toContain('"2 × Test Tee (Size: M); 1 × Test Bracelet (Birthstone: May (Emerald))"');
    expect(row).toContain('"60.00","5.95","65.95","0.00","",""');
    const spanish = await request(handler)
      .get('/api/admin/orders.csv')
      .set('Cookie', admin)
      .set('Accept-Language', 'es');
    expect(spanish.text).toContain('"Número de pedido"');
    expect(spanish.text).toContain('"Pagado"');
  });
});

describe('the lifecycle, as staff move it', () => {
  it('ships a paid order with its tracking (e-mailed), then delivers it; wrong moves are refused', async () => {
    const { handler } = app(db);
    const { order, cookie } = await paidOrder(handler);
    const path = `/api/admin/orders/${order.orderNumber}`;
    expect((await post(handler, `${path}/deliver`)).body).toEqual({
      message: 'Only a shipped order can be marked delivered.',
    });
    const invalid = await post(handler, `${path}/ship`, { carrier: '', trackingNumber: 'bad#number' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      carrier: 'Enter the carrier',
      trackingNumber: 'The tracking number may only contain letters, digits, spaces and dashes',
    });
    const shipped = await post(handler, `${path}/ship`, {
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body as AdminOrder).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'USPS', trackingNumber: '9400 1000 0000', shippedAt: expect.any(String) },
    });
    expect((shipped.body as AdminOrder).history.at(-1)).toMatchObject({ action: 'shipped', by: 'lydia' });
    const twice = await post(handler, `${path}/ship`, { carrier: 'USPS', trackingNumber: '1' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Only a paid order that has not been shipped can be marked shipped.');
    const member = await request(handler).get(`/api/orders/${order.orderNumber}`).set('Cookie', cookie);
    expect(member.body).toMatchObject({ status: 'shipped', shipment: { trackingNumber: '9400 1000 0000' } });

    const delivered = await post(handler, `${path}/deliver`);
    expect(delivered.body).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) });
    expect((await post(handler, `${path}/cancel`)).status).toBe(409);

    await mailbox.deliver();
    const shippedMail = (await mailbox.messages()).find((mail) => mail.subject?.includes('on its way'));
    expect(shippedMail?.text).toContain('Tracking number: 9400 1000 0000');
    expect((await request(handler).get('/api/admin/orders/WOP-ZZZZ-ZZZZ').set('Cookie', admin)).status).toBe(
      404,
    );
  });

  it('refuses to ship a paid order with nothing to ship (gifts and resources only)', async () => {
    const { handler } = app(db);
    const { order } = await paidOrder(handler);
    await OrderModel.updateOne({ _id: order._id }, { $set: { shippingAddress: null } });
    const res = await post(handler, `/api/admin/orders/${order.orderNumber}/ship`, {
      carrier: 'USPS',
      trackingNumber: '9400',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This order has nothing to ship (only gifts and digital resources).');
    expect((await OrderModel.findById(order._id).lean())?.status).toBe('paid');
  });

  it('cancels an unpaid order: PaymentIntent canceled at Stripe, hold given back, reason recorded', async () => {
    const { handler, orders } = app(db);
    const { order, tee, bracelet } = await placeOrder(handler);
    const cancel = jest.spyOn(orders.stripe!.paymentIntents, 'cancel');
    const res = await post(handler, `/api/admin/orders/${order.orderNumber}/cancel`, {
      reason: 'Asked by phone',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'canceled' });
    expect((res.body as AdminOrder).history.at(-1)).toMatchObject({
      action: 'canceled',
      by: 'lydia',
      note: 'Asked by phone',
    });
    expect(cancel).toHaveBeenCalledWith(order.paymentIntentId);
    expect(await stockOf(tee)).toEqual({ M: 5 });
    expect(await stockOf(bracelet)).toEqual({ all: 5 });
  });

  it('cancels a paid order: the whole payment refunded through Stripe, the units back in stock', async () => {
    const { handler, orders } = app(db);
    const { order, tee, bracelet } = await paidOrder(handler);
    expect(await stockOf(tee)).toEqual({ M: 3 });
    const refund = jest.spyOn(orders.stripe!.refunds, 'create');
    const res = await post(handler, `/api/admin/orders/${order.orderNumber}/cancel`);
    expect(res.body).toMatchObject({ status: 'canceled', refundedCents: 6595, refundedQuantities: [2, 1] });
    expect(refund.mock.calls[0]![0]).toMatchObject({ payment_intent: order.paymentIntentId, amount: 6595 });
    expect(await stockOf(tee)).toEqual({ M: 5 });
    expect(await stockOf(bracelet)).toEqual({ all: 5 });
  });

  it('refunds chosen units (restocked when asked), never more than was paid, then the rest in full', async () => {
    const { handler, orders } = app(db);
    const { order, tee, bracelet } = await paidOrder(handler);
    const path = `/api/admin/orders/${order.orderNumber}/refund`;
    const refund = jest.spyOn(orders.stripe!.refunds, 'create');

    expect((await post(handler, path, {})).status).toBe(400);
    const tooMany = await post(handler, path, { lines: [{ index: 0, quantity: 3 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('That is more than was paid and not yet refunded.');
    expect(refund).not.toHaveBeenCalled();

    const partial = await post(handler, path, { lines: [{ index: 0, quantity: 1, restock: true }] });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ status: 'paid', refundedCents: 2000, refundedQuantities: [1, 0] });
    expect(refund.mock.calls[0]).toEqual([
      expect.objectContaining({ payment_intent: order.paymentIntentId, amount: 2000 }),
      { idempotencyKey: `order-${order.orderNumber}-refund-1` },
    ]);
    expect(await stockOf(tee)).toEqual({ M: 4 });

    const bracelets = await post(handler, path, { lines: [{ index: 1, quantity: 1 }] });
    expect(bracelets.body).toMatchObject({ status: 'paid', refundedCents: 4000, refundedQuantities: [1, 1] });
    expect(await stockOf(bracelet)).toEqual({ all: 4 });
    expect((await post(handler, path, { lines: [{ index: 1, quantity: 1 }] })).status).toBe(409);

    const rest = await post(handler, path, { full: true });
    expect(rest.body).toMatchObject({ status: 'refunded', refundedCents: 6595, refundedQuantities: [2, 1] });
    expect(refund.mock.calls.at(-1)![0]).toMatchObject({ amount: 2595 });
    const more = await post(handler, path, { full: true });
    expect(more.status).toBe(409);
    expect(more.body.message).toBe('Only a paid, shipped or delivered order can be refunded.');
    expect(refund).toHaveBeenCalledTimes(3);

    await mailbox.deliver();
    const refundMails = (await mailbox.messages()).filter((mail) => /refunded/.test(mail.subject ?? ''));
    expect(refundMails.map((mail) => mail.subject)).toEqual([
      `Part of your order ${order.orderNumber} was refunded`,
      `Part of your order ${order.orderNumber} was refunded`,
      `Your order ${order.orderNumber} was refunded`,
    ]);
    expect(refundMails[0]?.text).toContain('We refunded $20.00 to the card you paid with.');
  });

  it('refuses to refund an unpaid order', async () => {
    const { handler } = app(db);
    const { order } = await placeOrder(handler);
    const res = await post(handler, `/api/admin/orders/${order.orderNumber}/refund`, { full: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only a paid, shipped or delivered order can be refunded.');
  });
});
