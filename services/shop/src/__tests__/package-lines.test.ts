import request from 'supertest';
import type { TestDatabase } from '@ministry/kit/testing/database';
import type { TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { OrderModel } from '../orders/model';
import { startCareDouble, type CareDouble } from './care-double';
import { createProduct, orderEvent, postEvent, VALID_CHECKOUT } from './helpers';
import { fillCart, servicesEnvForFile, shopWithServices, type ServicesDouble } from './services-double';

// A package of counseling sessions in the one cart: a member's only, quoted by care when added
// (never priced by the browser), nothing held while she pays, made hers at care once paid (by
// `<order>#<line>`), revoked there when staff refund the line. Care is the boundary double.

let db: TestDatabase;
let mailbox: TestMailbox;
let services: ServicesDouble;
let care: CareDouble;
servicesEnvForFile('shop-package-lines', (env) => ({ db, mailbox, services } = env));
beforeAll(async () => {
  care = await startCareDouble(db.config.internalApiKey);
});
afterAll(() => care.close());
beforeEach(() => care.reset());
afterEach(() => jest.restoreAllMocks());

const shop = () => shopWithServices(db, services, { careInternalUrl: care.url });
type Handler = ReturnType<typeof shop>['handler'];
const NO_SHIPPING = { ...VALID_CHECKOUT, shippingAddress: null };
const calls = (suffix: string) =>
  care.calls.filter((call) => call.path === `/internal/care/packages/${suffix}`);
const member = (id = 'member-ana') => signedInCookie(db, { role: 'member', id });

const addPackage = (handler: Handler, cookie: string | null, typeId = 'package-8', language = 'en') => {
  const req = request(handler).post('/api/cart/package').set('Accept-Language', language);
  return (cookie ? req.set('Cookie', cookie) : req).send({ typeId, priceCents: 1 });
};

describe('a package line in the cart', () => {
  it('is added for a member from care’s quote, once, not shipped, and removed', async () => {
    const { handler } = shop();
    const cookie = await member();
    const res = await addPackage(handler, cookie);
    expect(res.status).toBe(201);
    expect(res.body).toEqual([
      expect.objectContaining({
        kind: 'package',
        productId: 'package-8',
        name: 'Package of 8 sessions',
        nameEs: 'Paquete de 8 sesiones',
        priceCents: 88000,
        quantity: 1,
        package: { credits: 8, validMonths: 12 },
      }),
    ]);
    // Care is asked for her (when added, and again when the cart is listed), never told a price.
    expect(calls('quote').length).toBeGreaterThan(0);
    for (const call of calls('quote'))
      expect(call.body).toEqual({ typeId: 'package-8', userId: 'member-ana' });
    // Added again: nothing changes; its quantity stays one.
    expect((await addPackage(handler, cookie)).body).toHaveLength(1);
    const id = res.body[0].id as string;
    const raised = await request(handler).put(`/api/cart/${id}`).set('Cookie', cookie).send({ quantity: 3 });
    expect(raised.body).toEqual([expect.objectContaining({ id, quantity: 1 })]);
    // Re-quoted when listed: care's price now.
    care.packageTypes.get('package-8')!.priceCents = 90000;
    const listed = await request(handler).get('/api/cart').set('Cookie', cookie);
    expect(listed.body).toEqual([expect.objectContaining({ id, priceCents: 90000 })]);
    const removed = await request(handler).delete(`/api/cart/${id}`).set('Cookie', cookie);
    expect(removed.body).toEqual([]);
  });

  it('tells a visitor to sign in (401) and asks care nothing', async () => {
    const { handler } = shop();
    const refused = await addPackage(handler, null, 'package-8', 'es');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/\S/);
    expect(refused.body.message).not.toBe('care.packageSignIn');
    expect(care.calls).toEqual([]);
    expect(refused.headers['set-cookie'] ?? []).toEqual([]);
  });

  it('refuses a type care does not sell (404, in her language) and a malformed one (400)', async () => {
    const { handler } = shop();
    const cookie = await member();
    const unknown = await addPackage(handler, cookie, 'regular-session', 'es');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/\S/);
    expect(unknown.body.message).not.toBe('care.packageNotFound');
    expect((await addPackage(handler, cookie, 'Not A Type!')).status).toBe(400);
    expect((await request(handler).get('/api/cart').set('Cookie', cookie)).body).toEqual([]);
  });

  it('goes from the cart once care no longer sells it; care not answering is a 503', async () => {
    const { handler } = shop();
    const cookie = await member();
    await addPackage(handler, cookie);
    care.packageTypes.clear();
    expect((await request(handler).get('/api/cart').set('Cookie', cookie)).body).toEqual([]);
    care.down = true;
    expect((await addPackage(handler, cookie)).status).toBe(503);
  });
});

describe('checking out, paying and refunding a package line', () => {
  async function placed(handler: Handler, cookie: string) {
    const tee = await createProduct('t-shirt', { M: 5 });
    await fillCart(handler, cookie, [{ productId: tee, quantity: 1, options: { size: 'M' } }]);
    await addPackage(handler, cookie);
    const res = await request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(res.status).toBe(201);
    return { res, order: (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())! };
  }

  it('is charged at care’s quote at checkout, ships nothing, and shows in her orders', async () => {
    const { handler } = shop();
    const cookie = await member();
    await addPackage(handler, cookie);
    care.packageTypes.get('package-8')!.priceCents = 85000; // care's price changed meanwhile
    const res = await request(handler).post('/api/checkout').set('Cookie', cookie).send(NO_SHIPPING);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subtotalCents: 85000, shippingCents: 0, totalCents: 85000 });
    expect(calls('confirm')).toEqual([]);
    const mine = await request(handler).get('/api/orders').set('Cookie', cookie);
    expect(mine.body[0].items[0]).toMatchObject({
      kind: 'package',
      productId: 'package-8',
      name: 'Package of 8 sessions',
      nameEs: 'Paquete de 8 sesiones',
      quantity: 1,
      package: { credits: 8, validMonths: 12 },
    });
  });

  it('is confirmed at care once paid, once when the event is delivered twice', async () => {
    const { handler } = shop();
    const cookie = await member();
    const { order } = await placed(handler, cookie);
    const event = orderEvent('payment_intent.succeeded', order);
    const answers = await Promise.all([postEvent(handler, event), postEvent(handler, event)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const paid = (await OrderModel.findOne({ orderNumber: order.orderNumber }).lean())!;
    expect(paid.status).toBe('paid');
    expect(calls('confirm').map((call) => call.body)).toEqual([
      {
        typeId: 'package-8',
        userId: 'member-ana',
        key: `${order.orderNumber}#1`,
        paidAt: paid.paidAt!.toISOString(),
      },
    ]);
    expect([...care.packages.keys()]).toEqual([`${order.orderNumber}#1`]);
    expect((await request(handler).get('/api/cart').set('Cookie', cookie)).body).toEqual([]);
  });

  it('leaves the event to come again while care does not answer; the redelivery confirms it', async () => {
    const { handler } = shop();
    const cookie = await member();
    const { order } = await placed(handler, cookie);
    const event = orderEvent('payment_intent.succeeded', order);
    care.down = true;
    expect((await postEvent(handler, event)).status).not.toBe(200);
    expect(care.packages.size).toBe(0);
    care.down = false;
    expect((await postEvent(handler, { ...event, id: `${event.id}-again` })).status).toBe(200);
    expect(care.packages.get(`${order.orderNumber}#1`)).toMatchObject({ status: 'active' });
  });

  it('refunding the line revokes the package at care; care down keeps the refund to retry', async () => {
    const { handler } = shop();
    const cookie = await member();
    const admin = await signedInCookie(db, { role: 'admin', username: 'lydia' });
    const { order } = await placed(handler, cookie);
    await postEvent(handler, orderEvent('payment_intent.succeeded', order));
    const refund = () =>
      request(handler)
        .post(`/api/admin/orders/${order.orderNumber}/refund`)
        .set('Cookie', admin)
        .send({ lines: [{ index: 1, quantity: 1 }] });
    care.down = true;
    expect((await refund()).status).toBe(502);
    expect(await OrderModel.findOne({ orderNumber: order.orderNumber }).lean()).toMatchObject({
      status: 'paid',
      refundedCents: 0,
    });
    care.down = false;
    const done = await refund();
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'paid', refundedCents: 88000 });
    expect(calls('refund').map((call) => call.body)).toEqual([{ key: `${order.orderNumber}#1` }]);
    expect(care.packages.get(`${order.orderNumber}#1`)!.status).toBe('refunded');
    await mailbox.deliver();
  });
});
