import request from 'supertest';
import { SHOP_SESSION_REFUNDS_PATH } from '@ministry/contracts/care-checkout';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import type { TestDatabase } from '@ministry/kit/testing/database';
import type { TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { OrderModel } from '../orders/model';
import { startCareDouble, type CareDouble } from './care-double';
import { orderEvent, postEvent, VALID_CHECKOUT } from './helpers';
import { servicesEnvForFile, shopWithServices, type ServicesDouble } from './services-double';

// Care asks the shop to refund the paid session line of a session canceled in time: the staff
// refund (Stripe, history "by care"), which cancels it at care; again: the same answer.

let db: TestDatabase;
let mailbox: TestMailbox;
let services: ServicesDouble;
let care: CareDouble;
servicesEnvForFile('shop-session-refunds', (env) => ({ db, mailbox, services } = env));
beforeAll(async () => {
  care = await startCareDouble(db.config.internalApiKey);
});
afterAll(() => care.close());
beforeEach(() => care.reset());
afterEach(() => jest.restoreAllMocks());

const shop = () => shopWithServices(db, services, { careInternalUrl: care.url });
type Handler = ReturnType<typeof shop>['handler'];
const APPOINTMENT = '65f1a2b3c4d5e6f708192a4d';

/** A member's $75 session, paid and booked at care: its order. */
async function paidSession(handler: Handler) {
  care.appointments.set(APPOINTMENT, {
    userId: 'member-ana',
    priceCents: 7500,
    startsAt: '2030-03-04T14:00:00.000Z',
    status: 'awaiting_payment',
    holdKey: null,
  });
  const cookie = await signedInCookie(db, { role: 'member', id: 'member-ana' });
  await request(handler).post('/api/cart/session').set('Cookie', cookie).send({ appointmentId: APPOINTMENT });
  const res = await request(handler)
    .post('/api/checkout')
    .set('Cookie', cookie)
    .send({ ...VALID_CHECKOUT, shippingAddress: null });
  expect(res.status).toBe(201);
  const order = (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())!;
  await postEvent(handler, orderEvent('payment_intent.succeeded', order));
  expect(care.appointments.get(APPOINTMENT)!.status).toBe('booked');
  return order;
}

const asCare = (handler: Handler, body: object, key = db.config.internalApiKey) =>
  request(handler).post(SHOP_SESSION_REFUNDS_PATH).set(INTERNAL_KEY_HEADER, key).send(body);

describe('care’s refund of a paid session line', () => {
  it('refunds the line once through Stripe, by care, cancels it at care; again answers the same', async () => {
    const { handler, orders } = shop();
    const refund = jest.spyOn(orders.stripe!.refunds, 'create');
    const order = await paidSession(handler);
    const key = `${order.orderNumber}#0`;
    const first = await asCare(handler, { key });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      key,
      orderNumber: order.orderNumber,
      appointmentId: APPOINTMENT,
      refundedCents: 7500,
    });
    const again = await asCare(handler, { key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![0]).toMatchObject({ amount: 7500 });
    const stored = (await OrderModel.findOne({ orderNumber: order.orderNumber }).lean())!;
    expect(stored).toMatchObject({ status: 'refunded', refundedCents: 7500 });
    expect(stored.history.at(-1)).toMatchObject({ action: 'refunded', by: 'care' });
    const cancels = care.calls.filter((call) => call.path === '/internal/care/sessions/cancel');
    expect(cancels.map((call) => call.body)).toEqual([{ appointmentId: APPOINTMENT, key }]);
    expect(care.appointments.get(APPOINTMENT)!.status).toBe('canceled');
    await mailbox.deliver();
    expect((await mailbox.messages()).some((mail) => /refund/i.test(mail.subject ?? ''))).toBe(true);
  });

  it('answers 404 for an unknown key or a line that is no session, 403 without care’s key, 400 bad input', async () => {
    const { handler } = shop();
    const order = await paidSession(handler);
    expect((await asCare(handler, { key: 'WOP-NOPE-0000#0' })).status).toBe(404);
    expect((await asCare(handler, { key: `${order.orderNumber}#3` })).status).toBe(404);
    expect((await asCare(handler, { key: 'no-hash' })).status).toBe(404);
    expect((await asCare(handler, { key: `${order.orderNumber}#0` }, 'wrong-key')).status).toBe(403);
    expect((await asCare(handler, {})).status).toBe(400);
    expect(care.appointments.get(APPOINTMENT)!.status).toBe('booked');
  });
});
