import request from 'supertest';
import type { AdminOrder } from '@ministry/contracts/order';
import type { TestDatabase } from '@ministry/kit/testing/database';
import type { TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { OrderModel } from '../orders/model';
import { orderEvent, postEvent, VALID_CHECKOUT } from './helpers';
import {
  fillCart,
  shopWithServices,
  servicesEnvForFile,
  type ServicesDouble,
  type TestLine,
} from './services-double';

// A member canceled her paid place line at events before the cut-off: events records it on the
// order (its internal key), staff refund the line or keep the payment with a note.

let db: TestDatabase;
let mailbox: TestMailbox;
let services: ServicesDouble;
servicesEnvForFile('shop-place-cancel', (env) => ({ db, mailbox, services } = env));
afterEach(() => jest.restoreAllMocks());

const shop = () => shopWithServices(db, services);
type Handler = ReturnType<typeof shop>['handler'];
const line = (): TestLine => ({
  eventId: 'e-hearts',
  date: '2026-03-21',
  people: [
    { name: 'Ana', optionId: 'participant' },
    { name: 'Eva', optionId: 'participant' },
  ],
});

async function paidPlaceOrder(handler: Handler) {
  const member = await signedInCookie(db, { role: 'member' });
  await fillCart(handler, member, [line()]);
  const res = await request(handler).post('/api/checkout').set('Cookie', member).send(VALID_CHECKOUT);
  expect(res.status).toBe(201);
  const order = (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())!;
  await postEvent(handler, orderEvent('payment_intent.succeeded', order));
  return order;
}

const record = (handler: Handler, body: object, key: string | null = db.config.internalApiKey) => {
  const call = request(handler).post('/internal/place-cancel-requests');
  return (key === null ? call : call.set('X-Internal-Key', key)).send(body);
};
const AT = '2026-03-10T15:00:00.000Z';

describe('POST /internal/place-cancel-requests', () => {
  it('records the cancellation once, however often and however concurrently events asks', async () => {
    const { handler } = shop();
    const order = await paidPlaceOrder(handler);
    const body = { key: `${order.orderNumber}#0`, person: 'Ana', at: AT };
    expect((await record(handler, body, null)).status).toBe(403);
    expect((await record(handler, body, 'wrong')).status).toBe(403);
    const answers = await Promise.all([record(handler, body), record(handler, body), record(handler, body)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(answers.filter((res) => res.body.recorded)).toHaveLength(1);
    expect((await record(handler, body)).body).toEqual({ recorded: false });
    const stored = await OrderModel.findOne({ orderNumber: order.orderNumber }).lean();
    expect(stored!.cancelRequests).toEqual([
      { lineIndex: 0, person: 'Ana', at: new Date(AT), decision: null },
    ]);
  });

  it('refuses a line that is no place (404) and a key of no order line (400)', async () => {
    const { handler } = shop();
    const order = await paidPlaceOrder(handler);
    expect((await record(handler, { key: `${order.orderNumber}#3`, person: 'Ana', at: AT })).status).toBe(
      404,
    );
    expect((await record(handler, { key: 'nonsense', person: 'Ana', at: AT })).status).toBe(400);
    expect((await record(handler, { key: `${order.orderNumber}#0`, at: AT })).status).toBe(400);
  });
});

describe('staff decide the refund', () => {
  it('show the request, keep the payment with a note (required), and clear it', async () => {
    const { handler } = shop();
    const admin = await signedInCookie(db, { role: 'admin', username: 'lydia' });
    const order = await paidPlaceOrder(handler);
    await record(handler, { key: `${order.orderNumber}#0`, person: 'Ana', at: AT });
    const shown = await request(handler).get(`/api/admin/orders/${order.orderNumber}`).set('Cookie', admin);
    expect((shown.body as AdminOrder).cancelRequests).toEqual([
      { lineIndex: 0, person: 'Ana', at: AT, decision: null },
    ]);
    const keep = (body: object, language = 'en') =>
      request(handler)
        .post(`/api/admin/orders/${order.orderNumber}/cancel-requests/0/keep`)
        .set('Cookie', admin)
        .set('Accept-Language', language)
        .send(body);
    const member = await signedInCookie(db, { role: 'member' });
    expect(
      (
        await request(handler)
          .post(`/api/admin/orders/${order.orderNumber}/cancel-requests/0/keep`)
          .set('Cookie', member)
          .send({ note: 'x' })
      ).status,
    ).toBe(403);
    const noNote = await keep({ note: ' ' }, 'es');
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors.note).toBe('Escriba una nota sobre por qué se conserva el pago.');
    const kept = await keep({ note: 'Canceled inside the retreat’s no-refund week' });
    expect(kept.status).toBe(200);
    expect((kept.body as AdminOrder).cancelRequests![0]!.decision).toMatchObject({
      kind: 'kept',
      by: 'lydia',
      note: 'Canceled inside the retreat’s no-refund week',
    });
    expect((kept.body as AdminOrder).refundedCents).toBe(0);
    const again = await keep({ note: 'again' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('There is no cancellation waiting for a decision on this line.');
  });

  it('a refund of the line decides the request as refunded', async () => {
    const { handler } = shop();
    const admin = await signedInCookie(db, { role: 'admin', username: 'lydia' });
    const order = await paidPlaceOrder(handler);
    await record(handler, { key: `${order.orderNumber}#0`, person: 'Ana', at: AT });
    const refunded = await request(handler)
      .post(`/api/admin/orders/${order.orderNumber}/refund`)
      .set('Cookie', admin)
      .send({ full: false, lines: [{ index: 0, quantity: 1, restock: false }] });
    expect(refunded.status).toBe(200);
    expect((refunded.body as AdminOrder).cancelRequests![0]!.decision).toMatchObject({
      kind: 'refunded',
      by: 'lydia',
    });
    void mailbox;
  });
});
