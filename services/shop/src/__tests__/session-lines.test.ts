import request from 'supertest';
import type { TestDatabase } from '@ministry/kit/testing/database';
import type { TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { sweepExpiredHolds } from '../orders/holds';
import { OrderModel } from '../orders/model';
import { startCareDouble, type CareDouble } from './care-double';
import { createProduct, orderEvent, postEvent, VALID_CHECKOUT } from './helpers';
import { fillCart, servicesEnvForFile, shopWithServices, type ServicesDouble } from './services-double';

// A paid counseling session in the one cart: quoted by care when added (never priced by the
// browser), held at checkout under `<order>#<line>`, booked once paid (refunded when its time was
// taken meanwhile), released when the order ends unpaid. Care is the boundary double.

let db: TestDatabase;
let mailbox: TestMailbox;
let services: ServicesDouble;
let care: CareDouble;
servicesEnvForFile('shop-session-lines', (env) => ({ db, mailbox, services } = env));
beforeAll(async () => {
  care = await startCareDouble(db.config.internalApiKey);
});
afterAll(() => care.close());
beforeEach(() => care.reset());
afterEach(() => jest.restoreAllMocks());

const shop = () => shopWithServices(db, services, { careInternalUrl: care.url });
type Handler = ReturnType<typeof shop>['handler'];
const APPOINTMENT = '65f1a2b3c4d5e6f708192a3b';
const NO_SHIPPING = { ...VALID_CHECKOUT, shippingAddress: null };
const calls = (suffix: string) =>
  care.calls.filter((call) => call.path === `/internal/care/sessions/${suffix}`);

/** A member whose paid booking (Monday 4 March 2030, 9:00 New York, $75) awaits payment. */
async function memberWithBooking(id = 'member-ana') {
  care.appointments.set(APPOINTMENT, {
    userId: id,
    priceCents: 7500,
    startsAt: '2030-03-04T14:00:00.000Z',
    status: 'awaiting_payment',
    holdKey: null,
  });
  return signedInCookie(db, { role: 'member', id });
}

const addSession = (handler: Handler, cookie: string | null, language = 'en') => {
  const req = request(handler).post('/api/cart/session').set('Accept-Language', language);
  return (cookie ? req.set('Cookie', cookie) : req).send({ appointmentId: APPOINTMENT, priceCents: 1 });
};

describe('a session line in the cart', () => {
  it('is added from care’s quote (her own booking only), named by its New York time, and removed', async () => {
    const { handler } = shop();
    const cookie = await memberWithBooking();
    const res = await addSession(handler, cookie);
    expect(res.status).toBe(201);
    expect(res.body).toEqual([
      expect.objectContaining({
        kind: 'session',
        productId: APPOINTMENT,
        name: 'Counseling session, March 4, 2030 at 9:00 AM',
        nameEs: expect.stringMatching(/^Sesión de consejería, 4 de marzo de 2030/),
        priceCents: 7500,
        quantity: 1,
        session: {
          startsAt: '2030-03-04T14:00:00.000Z',
          durationMinutes: 50,
          counselorName: 'Ana Ruiz',
          typeName: 'Individual session',
          typeNameEs: 'Sesión individual',
        },
      }),
    ]);
    // Added again: still one line.
    expect((await addSession(handler, cookie)).body).toHaveLength(1);
    const removed = await request(handler).delete(`/api/cart/${res.body[0].id}`).set('Cookie', cookie);
    expect(removed.body).toEqual([]);
  });

  it('refuses a visitor, and another member’s booking with care’s message in her language', async () => {
    const { handler } = shop();
    await memberWithBooking();
    expect((await addSession(handler, null)).status).toBe(401);
    const other = await signedInCookie(db, { role: 'member', id: 'member-eva' });
    const refused = await addSession(handler, other, 'es');
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'No se encontró esa cita.' });
    const bad = await request(handler)
      .post('/api/cart/session')
      .set('Cookie', other)
      .send({ appointmentId: 'nope' });
    expect(bad.status).toBe(400);
  });

  it('goes from the cart once care no longer sells it; care not answering is a 503', async () => {
    const { handler } = shop();
    const cookie = await memberWithBooking();
    await addSession(handler, cookie);
    care.appointments.get(APPOINTMENT)!.status = 'released';
    expect((await request(handler).get('/api/cart').set('Cookie', cookie)).body).toEqual([]);
    care.down = true;
    expect((await addSession(handler, cookie)).status).toBe(503);
  });
});

describe('checking out and settling a session line', () => {
  async function placed(handler: Handler, cookie: string, withTee = false) {
    if (withTee) {
      const tee = await createProduct('t-shirt', { M: 5 });
      await fillCart(handler, cookie, [{ productId: tee, quantity: 1, options: { size: 'M' } }]);
    }
    await addSession(handler, cookie);
    const res = await request(handler)
      .post('/api/checkout')
      .set('Cookie', cookie)
      .send(withTee ? VALID_CHECKOUT : NO_SHIPPING);
    expect(res.status).toBe(201);
    return { res, order: (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())! };
  }

  it('holds it under the order’s key until the hold ends, charged at care’s answer, nothing shipped', async () => {
    const { handler } = shop();
    const cookie = await memberWithBooking();
    await addSession(handler, cookie);
    care.appointments.get(APPOINTMENT)!.priceCents = 6000; // her sliding-scale price changed meanwhile
    const { res, order } = await placed(handler, cookie);
    expect(res.body).toMatchObject({ subtotalCents: 6000, shippingCents: 0, totalCents: 6000 });
    expect(calls('hold').map((call) => call.body)).toEqual([
      {
        appointmentId: APPOINTMENT,
        key: `${order.orderNumber}#0`,
        userId: 'member-ana',
        until: res.body.holdExpiresAt,
      },
    ]);
    expect(order.items[0]).toMatchObject({
      kind: 'session',
      productId: APPOINTMENT,
      name: 'Counseling session, March 4, 2030 at 9:00 AM',
      priceCents: 6000,
      session: { counselorName: 'Ana Ruiz' },
    });
    const mine = await request(handler).get('/api/orders').set('Cookie', cookie);
    expect(mine.body[0].items[0]).toMatchObject({
      kind: 'session',
      name: 'Counseling session, March 4, 2030 at 9:00 AM',
      session: { typeName: 'Individual session' },
    });
  });

  it('books it once paid, once across two deliveries, and the receipt names it', async () => {
    const { handler } = shop();
    const cookie = await memberWithBooking();
    const { order } = await placed(handler, cookie);
    const event = orderEvent('payment_intent.succeeded', order);
    const answers = await Promise.all([postEvent(handler, event), postEvent(handler, event)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(calls('confirm').map((call) => call.body)).toEqual([
      { appointmentId: APPOINTMENT, key: `${order.orderNumber}#0` },
    ]);
    expect(care.appointments.get(APPOINTMENT)!.status).toBe('booked');
    await mailbox.deliver();
    const [receipt] = await mailbox.messages();
    expect(receipt!.text).toContain(
      'Counseling session, March 4, 2030 at 9:00 AM (Individual session, Ana Ruiz): $75.00',
    );
  });

  it('refunds that line alone when its time was taken before the payment came', async () => {
    const { handler, orders } = shop();
    const refund = jest.spyOn(orders.stripe!.refunds, 'create');
    const cookie = await memberWithBooking();
    const { order } = await placed(handler, cookie, true);
    care.lost.add(`${order.orderNumber}#1`);
    const event = orderEvent('payment_intent.succeeded', order);
    await Promise.all([postEvent(handler, event), postEvent(handler, { ...event, id: `${event.id}-again` })]);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![0]).toMatchObject({ amount: 7500 });
    const stored = (await OrderModel.findOne({ orderNumber: order.orderNumber }).lean())!;
    expect(stored).toMatchObject({ status: 'paid', refundedCents: 7500, refundedQuantities: [0, 1] });
    expect(stored.history.at(-1)!.note).toMatch(/session time no longer available/);
    await mailbox.deliver();
    const [receipt] = await mailbox.messages();
    expect(receipt!.text).toContain('Refunded: the session’s time was no longer available');
  });

  it('releases it when the order expires unpaid, and when its checkout is replaced', async () => {
    const { handler, orders } = shop();
    const cookie = await memberWithBooking();
    const { order } = await placed(handler, cookie);
    // She checks out again: the first order's hold is let go, the new one holds it.
    const again = await request(handler).post('/api/checkout').set('Cookie', cookie).send(NO_SHIPPING);
    expect(again.status).toBe(201);
    expect(calls('release').map((call) => call.body)).toEqual([
      { appointmentId: APPOINTMENT, key: `${order.orderNumber}#0` },
    ]);
    expect(care.appointments.get(APPOINTMENT)).toMatchObject({
      status: 'awaiting_payment',
      holdKey: `${again.body.orderNumber}#0`,
    });
    expect(await sweepExpiredHolds(orders, new Date(Date.now() + 60 * 60_000))).toBe(1);
    expect(calls('release').map((call) => call.body.key)).toEqual([
      `${order.orderNumber}#0`,
      `${again.body.orderNumber}#0`,
    ]);
    expect(care.appointments.get(APPOINTMENT)!.status).toBe('released');
  });
});
