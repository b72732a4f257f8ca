import request from 'supertest';
import type { AdminOrder } from '@ministry/contracts/order';
import type { TestDatabase } from '@ministry/kit/testing/database';
import type { TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { OrderModel } from '../orders/model';
import { refundedLineCents } from '../orders/refund-lines';
import { toAdminOrder, type StoredOrder } from '../orders/views';
import { createProduct, orderEvent, postEvent, stockOf, VALID_CHECKOUT } from './helpers';
import {
  fillCart,
  fund,
  shopWithServices,
  servicesEnvForFile,
  type ServicesDouble,
  type TestLine,
} from './services-double';

// Staff refund part of a line (all but a fee, say) with a note for the history: the line's refunded
// cents add up exactly; its units (a place, a product) count as refunded only once fully paid back.

let db: TestDatabase;
let mailbox: TestMailbox;
let services: ServicesDouble;
let admin: string;
servicesEnvForFile('shop-partial-refunds', (env) => ({ db, mailbox, services } = env));
beforeEach(async () => {
  admin = await signedInCookie(db, { role: 'admin', username: 'lydia' });
  services.funds = [fund('f-build', 'Building Fund', 'Fondo de Construcción')];
  services.places.prices.participant = 3500;
});
afterEach(() => jest.restoreAllMocks());

const shop = () => shopWithServices(db, services);
type Handler = ReturnType<typeof shop>['handler'];

async function paidOrder(handler: Handler, lines: TestLine[]) {
  const member = await signedInCookie(db, { role: 'member' });
  await fillCart(handler, member, lines);
  const res = await request(handler).post('/api/checkout').set('Cookie', member).send(VALID_CHECKOUT);
  expect(res.status).toBe(201);
  const order = (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())!;
  expect((await postEvent(handler, orderEvent('payment_intent.succeeded', order))).status).toBe(200);
  return order;
}

const place: TestLine = {
  eventId: 'e-hearts',
  date: '2026-03-21',
  people: [{ name: 'Ana', optionId: 'participant' }],
};
const refund = (handler: Handler, orderNumber: string, body: object, language = 'en') =>
  request(handler)
    .post(`/api/admin/orders/${orderNumber}/refund`)
    .set('Cookie', admin)
    .set('Accept-Language', language)
    .send(body);
const giftRefunds = () => services.succeeded('/internal/order-gifts/').map((body) => body.amountCents);

describe('partial refunds of a line, with a note', () => {
  it('a place refunded $25 of $35 keeps the place; the last $10 gives it back', async () => {
    const { handler, orders } = shop();
    const order = await paidOrder(handler, [place]);
    expect(order.items[0]).toMatchObject({ priceCents: 3500, quantity: 1 });
    const stripeRefund = jest.spyOn(orders.stripe!.refunds, 'create');

    const part = await refund(handler, order.orderNumber, {
      lines: [{ index: 0, quantity: 1, amountCents: 2500 }],
      note: '  Canceled late: $10 fee kept  ',
    });
    expect(part.status).toBe(200);
    const body = part.body as AdminOrder;
    expect(body).toMatchObject({
      status: 'paid',
      refundedCents: 2500,
      refundedQuantities: [0],
      refundedLineCents: [2500],
    });
    expect(stripeRefund.mock.calls[0]![0]).toMatchObject({ amount: 2500 });
    expect(body.history.at(-1)).toMatchObject({
      action: 'refunded',
      by: 'lydia',
      note: '$25.00 · Canceled late: $10 fee kept',
    });
    expect(services.places.released).toEqual([]);

    const tooMuch = await refund(
      handler,
      order.orderNumber,
      { lines: [{ index: 0, quantity: 1, amountCents: 1001 }] },
      'es',
    );
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('Eso es más de lo que se pagó y aún no se ha reembolsado.');
    // A whole unit's price is more than the $10 left of the line too.
    expect((await refund(handler, order.orderNumber, { lines: [{ index: 0, quantity: 1 }] })).status).toBe(
      409,
    );

    const rest = await refund(handler, order.orderNumber, {
      lines: [{ index: 0, quantity: 1, amountCents: 1000 }],
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      status: 'refunded',
      refundedCents: 3500,
      refundedQuantities: [1],
      refundedLineCents: [3500],
    });
    expect(stripeRefund.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      { idempotencyKey: `order-${order.orderNumber}-refund-1` },
      { idempotencyKey: `order-${order.orderNumber}-refund-2` },
    ]);
    expect(services.places.released).toEqual([`${order.orderNumber}#0`]);
    void mailbox;
  });

  it('refuses bad amounts and an over-long note with translated 400s', async () => {
    const { handler } = shop();
    const order = await paidOrder(handler, [place]);
    const zero = await refund(
      handler,
      order.orderNumber,
      { lines: [{ index: 0, quantity: 1, amountCents: 0 }] },
      'es',
    );
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body)).toContain('Escriba un importe en dólares y centavos');
    const cents = await refund(handler, order.orderNumber, {
      lines: [{ index: 0, quantity: 1, amountCents: 12.5 }],
    });
    expect(cents.status).toBe(400);
    const note = await refund(handler, order.orderNumber, {
      lines: [{ index: 0, quantity: 1, amountCents: 100 }],
      note: 'x'.repeat(501),
    });
    expect(note.status).toBe(400);
    expect(JSON.stringify(note.body)).toContain('The note can be at most 500 characters.');
    expect((await OrderModel.findOne({ orderNumber: order.orderNumber }).lean())!.refundedCents).toBe(0);
  });

  it('a partial amount of a product line never restocks, even when asked', async () => {
    const { handler } = shop();
    const tee = await createProduct('t-shirt', { M: 5 });
    const order = await paidOrder(handler, [{ productId: tee, quantity: 2, options: { size: 'M' } }]);
    expect(await stockOf(tee)).toEqual({ M: 3 });
    const part = await refund(handler, order.orderNumber, {
      lines: [{ index: 0, quantity: 1, amountCents: 500, restock: true }],
    });
    expect(part.body).toMatchObject({ refundedQuantities: [0], refundedLineCents: [500] });
    expect(await stockOf(tee)).toEqual({ M: 3 });
    // The rest of that unit: now covered in full, it goes back.
    const rest = await refund(handler, order.orderNumber, {
      lines: [{ index: 0, quantity: 1, amountCents: 1500, restock: true }],
    });
    expect(rest.body).toMatchObject({ refundedQuantities: [1], refundedLineCents: [2000] });
    expect(await stockOf(tee)).toEqual({ M: 4 });
  });

  it('a gift refunded in part tells billing the line’s refunded total, once per refund, exact on retry', async () => {
    const { handler, orders } = shop();
    const order = await paidOrder(handler, [{ fundId: 'f-build', giftCents: 5000 }]);
    const stripeRefund = jest.spyOn(orders.stripe!.refunds, 'create');
    services.failNext('/internal/order-gifts/', 1);
    const body = { lines: [{ index: 0, quantity: 1, amountCents: 2000 }], note: 'Asked by phone' };
    expect((await refund(handler, order.orderNumber, body)).status).toBe(502);
    expect((await OrderModel.findOne({ orderNumber: order.orderNumber }).lean())!.refundedCents).toBe(0);
    const again = await refund(handler, order.orderNumber, body);
    expect(again.body).toMatchObject({ refundedCents: 2000, refundedLineCents: [2000] });
    expect(giftRefunds()).toEqual([2000]);
    const more = await refund(handler, order.orderNumber, {
      lines: [{ index: 0, quantity: 1, amountCents: 1250 }],
    });
    expect(more.body).toMatchObject({
      refundedCents: 3250,
      refundedLineCents: [3250],
      refundedQuantities: [0],
    });
    expect(giftRefunds()).toEqual([2000, 3250]);
    expect(stripeRefund.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      { idempotencyKey: `order-${order.orderNumber}-refund-1` },
      { idempotencyKey: `order-${order.orderNumber}-refund-1` },
      { idempotencyKey: `order-${order.orderNumber}-refund-2` },
    ]);
    const history = (again.body as AdminOrder).history.filter((entry) => entry.action === 'refunded');
    expect(history.map((entry) => entry.note)).toEqual(['$20.00 · Asked by phone']);
  });
});

describe('refunded cents of orders stored before partial amounts', () => {
  it('are their refunded units at their price', () => {
    const stored = {
      items: [
        { priceCents: 2000, quantity: 2 },
        { priceCents: 900, quantity: 1 },
      ],
      refundedQuantities: [1, 0],
    } as unknown as StoredOrder;
    expect(refundedLineCents(stored)).toEqual([2000, 0]);
    expect(refundedLineCents({ ...stored, refundedLineCents: [2500, 300] })).toEqual([2500, 300]);
    expect(refundedLineCents({ ...stored, refundedQuantities: [] })).toEqual([0, 0]);
    const view = toAdminOrder({
      ...stored,
      _id: undefined as never,
      createdAt: new Date(),
      history: [],
      contactInfo: VALID_CHECKOUT.contactInfo,
    } as unknown as StoredOrder);
    expect(view.refundedLineCents).toEqual([2000, 0]);
  });
});
