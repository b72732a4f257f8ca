import request from 'supertest';
import type { AddressObject, ParsedMail } from 'mailparser';
import type { TestDatabase } from '@ministry/kit/testing/database';
import type { TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { CartLineModel } from '../cart/model';
import { OrderModel } from '../orders/model';
import { startCareDouble, type CareDouble } from './care-double';
import {
  cartCookieFrom,
  createProduct,
  orderEvent,
  postEvent,
  signInWithCart,
  VALID_CHECKOUT,
} from './helpers';
import { servicesEnvForFile, shopWithServices, type ServicesDouble } from './services-double';

// A signed-out visitor pays for the initial consultation she booked: her e-mailed link's token puts
// the session in her cart (her cart cookie made), she checks it out as a guest (no account), reads
// her order by that cookie, the webhook books it at care, and staff refunding it cancels it at care.

let db: TestDatabase;
let mailbox: TestMailbox;
let services: ServicesDouble;
let care: CareDouble;
servicesEnvForFile('shop-visitor-sessions', (env) => ({ db, mailbox, services } = env));
beforeAll(async () => {
  care = await startCareDouble(db.config.internalApiKey);
});
afterAll(() => care.close());
beforeEach(() => care.reset());
afterEach(() => jest.restoreAllMocks());

const shop = () => shopWithServices(db, services, { careInternalUrl: care.url });
type Handler = ReturnType<typeof shop>['handler'];
const APPOINTMENT = '65f1a2b3c4d5e6f708192a3c';
const TOKEN = `${APPOINTMENT}.${'s'.repeat(40)}abc`;
const NO_SHIPPING = { ...VALID_CHECKOUT, shippingAddress: null, notes: '' };
const calls = (suffix: string) =>
  care.calls.filter((call) => call.path === `/internal/care/sessions/${suffix}`);
const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[]).concat(mail.to ?? []).flatMap((to) => to.value.map((a) => a.address));

/** Her booking (Monday 4 March 2030, 9:00 New York, $75) awaiting payment, known by its token only. */
function visitorBooking() {
  care.appointments.set(APPOINTMENT, {
    userId: '',
    visitorToken: TOKEN,
    priceCents: 7500,
    startsAt: '2030-03-04T14:00:00.000Z',
    status: 'awaiting_payment',
    holdKey: null,
  });
}

const addByToken = (handler: Handler, cookie: string | null, token = TOKEN) => {
  const req = request(handler).post('/api/cart/session');
  return (cookie ? req.set('Cookie', cookie) : req).send({ token });
};

/** A visitor's cart cookie, with her session line in it. */
async function visitorWithSession(handler: Handler): Promise<string> {
  visitorBooking();
  const added = await addByToken(handler, null);
  expect(added.status).toBe(201);
  return cartCookieFrom(added)!;
}

async function guestOrder(handler: Handler, cookie: string, language = 'en') {
  const res = await request(handler)
    .post('/api/checkout')
    .set('Cookie', cookie)
    .set('Accept-Language', language)
    .send(NO_SHIPPING);
  expect(res.status).toBe(201);
  return { res, order: (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())! };
}

describe('a visitor’s session line', () => {
  it('is added by her link’s token (her cart cookie made), re-quoted by it, never shown', async () => {
    const { handler } = shop();
    visitorBooking();
    const added = await addByToken(handler, null);
    expect(added.status).toBe(201);
    expect(added.body).toEqual([
      expect.objectContaining({ kind: 'session', productId: APPOINTMENT, priceCents: 7500, quantity: 1 }),
    ]);
    expect(JSON.stringify(added.body)).not.toContain(TOKEN);
    // Asked by her token alone (the add's quote, and its listing's).
    expect(calls('quote').length).toBeGreaterThan(0);
    for (const call of calls('quote'))
      expect(call.body).toEqual({ appointmentId: APPOINTMENT, visitorToken: TOKEN });
    const cookie = cartCookieFrom(added)!;
    expect(cookie).toBeDefined();
    // Her cart's listing asks care again by the token kept on the line.
    care.appointments.get(APPOINTMENT)!.priceCents = 6000;
    const listed = await request(handler).get('/api/cart').set('Cookie', cookie);
    expect(listed.body).toEqual([expect.objectContaining({ kind: 'session', priceCents: 6000 })]);
    expect(JSON.stringify(listed.body)).not.toContain(TOKEN);
  });

  it('refuses a visitor’s appointment id (401), a wrong token (404) and a malformed one (400)', async () => {
    const { handler } = shop();
    visitorBooking();
    const byId = await request(handler).post('/api/cart/session').send({ appointmentId: APPOINTMENT });
    expect(byId.status).toBe(401);
    expect(cartCookieFrom(byId)).toBeUndefined();
    expect((await addByToken(handler, null, `${APPOINTMENT}.${'x'.repeat(43)}`)).status).toBe(404);
    expect((await addByToken(handler, null, 'not-a-token')).status).toBe(400);
    expect(await CartLineModel.countDocuments({ kind: 'session' })).toBe(0);
  });

  it('joins her cart when she signs in, and a member checks it out by its token', async () => {
    const { handler } = shop();
    const cookie = await visitorWithSession(handler);
    const { cookie: member } = await signInWithCart(db, cookie, { id: 'member-ruth' });
    const mine = await request(handler).get('/api/cart').set('Cookie', member);
    expect(mine.body).toEqual([expect.objectContaining({ kind: 'session', productId: APPOINTMENT })]);
    const res = await request(handler).post('/api/checkout').set('Cookie', member).send(NO_SHIPPING);
    expect(res.status).toBe(201);
    expect(calls('hold').map((call) => call.body)).toEqual([
      {
        appointmentId: APPOINTMENT,
        key: `${res.body.orderNumber}#0`,
        visitorToken: TOKEN,
        until: res.body.holdExpiresAt,
      },
    ]);
    expect(await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean()).toMatchObject({
      userId: 'member-ruth',
    });
  });
});

describe('a visitor’s guest checkout', () => {
  it('places an order with no user for a cart of sessions only, held by her token', async () => {
    const { handler } = shop();
    const cookie = await visitorWithSession(handler);
    const { res, order } = await guestOrder(handler, cookie);
    expect(res.body).toMatchObject({ subtotalCents: 7500, shippingCents: 0, totalCents: 7500 });
    expect(order).toMatchObject({ userId: null, cartOwner: expect.stringMatching(/^visitor:/) });
    expect(order.history[0]).toMatchObject({ action: 'created', by: 'visitor' });
    expect(calls('hold').map((call) => call.body)).toEqual([
      {
        appointmentId: APPOINTMENT,
        key: `${order.orderNumber}#0`,
        visitorToken: TOKEN,
        until: res.body.holdExpiresAt,
      },
    ]);
  });

  it('refuses a visitor whose cart holds a product too, or nothing (401 as today)', async () => {
    const { handler } = shop();
    const cookie = await visitorWithSession(handler);
    const tee = await createProduct('t-shirt', { M: 5 });
    const added = await request(handler)
      .post('/api/cart')
      .set('Cookie', cookie)
      .send({ productId: tee, quantity: 1, options: { size: 'M' } });
    expect(added.status).toBe(201);
    const mixed = await request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(mixed.status).toBe(401);
    expect(mixed.body).toEqual({ message: 'Please sign in first.' });
    expect((await request(handler).post('/api/checkout').send(VALID_CHECKOUT)).status).toBe(401);
    expect(calls('hold')).toEqual([]);
    expect(await OrderModel.countDocuments({})).toBe(0);
  });

  it('lets her read her order by her cart cookie; another visitor’s is not found, no cookie 401', async () => {
    const { handler } = shop();
    const cookie = await visitorWithSession(handler);
    const { order } = await guestOrder(handler, cookie);
    const path = `/api/orders/${order.orderNumber}`;
    const mine = await request(handler).get(path).set('Cookie', cookie);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ orderNumber: order.orderNumber, status: 'pending_payment' });
    const other = await addByToken(handler, null, `${'b'.repeat(24)}.${'y'.repeat(43)}`);
    const stranger = cartCookieFrom(other)!;
    expect(stranger).toBeDefined();
    expect((await request(handler).get(path).set('Cookie', stranger)).status).toBe(404);
    expect((await request(handler).get(path)).status).toBe(401);
    const member = await signedInCookie(db, { role: 'member' });
    expect((await request(handler).get(path).set('Cookie', member)).status).toBe(404);
  });

  it('is booked at care once paid, her cart emptied (cookie kept), e-mailed in her language', async () => {
    const { handler } = shop();
    const cookie = await visitorWithSession(handler);
    const { order } = await guestOrder(handler, cookie, 'es');
    expect((await postEvent(handler, orderEvent('payment_intent.succeeded', order))).status).toBe(200);
    expect(calls('confirm').map((call) => call.body)).toEqual([
      { appointmentId: APPOINTMENT, key: `${order.orderNumber}#0` },
    ]);
    expect(care.appointments.get(APPOINTMENT)!.status).toBe('booked');
    expect((await request(handler).get('/api/cart').set('Cookie', cookie)).body).toEqual([]);
    const paid = await request(handler).get(`/api/orders/${order.orderNumber}`).set('Cookie', cookie);
    expect(paid.body).toMatchObject({ status: 'paid' });
    await mailbox.deliver();
    const receipt = (await mailbox.messages()).find((mail) =>
      recipients(mail).includes('martha@example.org'),
    )!;
    expect(receipt.headers.get('content-language')).toBe('es');
    expect(receipt.text).toContain('Sesión de consejería, 4 de marzo de 2030');
    // She has no account: no link to one.
    expect(receipt.text).not.toContain('/account');
  });
});

describe('staff and a visitor’s order', () => {
  async function paidGuestOrder(handler: Handler) {
    const cookie = await visitorWithSession(handler);
    const { order } = await guestOrder(handler, cookie);
    await postEvent(handler, orderEvent('payment_intent.succeeded', order));
    return order;
  }

  it('see it (no account) in the list, the detail and the CSV', async () => {
    const { handler } = shop();
    const admin = await signedInCookie(db, { role: 'admin', username: 'lydia' });
    const order = await paidGuestOrder(handler);
    const detail = await request(handler).get(`/api/admin/orders/${order.orderNumber}`).set('Cookie', admin);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ userId: '', status: 'paid', contactInfo: { lastName: 'Reyes' } });
    const list = await request(handler).get('/api/admin/orders').set('Cookie', admin);
    expect(list.body.orders.map((entry: { orderNumber: string }) => entry.orderNumber)).toEqual([
      order.orderNumber,
    ]);
    const csv = await request(handler).get('/api/admin/orders.csv').set('Cookie', admin);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(order.orderNumber);
  });

  it('refunding the session line cancels it at care under its key; care down keeps the refund to retry', async () => {
    const { handler } = shop();
    const admin = await signedInCookie(db, { role: 'admin', username: 'lydia' });
    const order = await paidGuestOrder(handler);
    const refund = () =>
      request(handler)
        .post(`/api/admin/orders/${order.orderNumber}/refund`)
        .set('Cookie', admin)
        .send({ lines: [{ index: 0, quantity: 1 }] });
    care.down = true;
    expect((await refund()).status).toBe(502);
    expect(await OrderModel.findOne({ orderNumber: order.orderNumber }).lean()).toMatchObject({
      status: 'paid',
      refundedCents: 0,
    });
    care.down = false;
    const done = await refund();
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'refunded', refundedCents: 7500 });
    expect(calls('cancel').map((call) => call.body)).toEqual([
      { appointmentId: APPOINTMENT, key: `${order.orderNumber}#0` },
    ]);
    expect(calls('release')).toEqual([]);
    expect(care.appointments.get(APPOINTMENT)!.status).toBe('canceled');
  });
});
