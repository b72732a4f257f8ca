import request from 'supertest';
import type { TestDatabase } from '@ministry/kit/testing/database';
import type { TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { placeOf } from '../cart/other-lines';
import { sweepExpiredHolds } from '../orders/holds';
import { OrderModel } from '../orders/model';
import { cartCookieFrom, createProduct, orderEvent, postEvent, stockOf, VALID_CHECKOUT } from './helpers';
import {
  fillCart,
  shopWithServices,
  servicesEnvForFile,
  type ServicesDouble,
  type TestLine,
} from './services-double';

// Paid places in the one cart: quoted by events when added, held at checkout (the hold's price is
// charged), confirmed once paid (or refunded line by line when lost), released when the order ends
// unpaid. Events is the boundary double; its real seat counting is its own service's.

let db: TestDatabase;
let mailbox: TestMailbox;
let services: ServicesDouble;
servicesEnvForFile('shop-places', (env) => ({ db, mailbox, services } = env));
afterEach(() => jest.restoreAllMocks());

const shop = () => shopWithServices(db, services);
type Handler = ReturnType<typeof shop>['handler'];
const NO_SHIPPING = { ...VALID_CHECKOUT, shippingAddress: null };
const two = (): TestLine => ({
  eventId: 'e-hearts',
  date: '2026-03-21',
  people: [
    { name: 'Ana', optionId: 'participant' },
    { name: 'Eva', optionId: 'participant' },
  ],
});
const calls = (path: string) => services.calls.filter((call) => call.path === path);

async function checkout(handler: Handler, lines: TestLine[], body: object = NO_SHIPPING, cookie?: string) {
  const member = cookie ?? (await signedInCookie(db, { role: 'member' }));
  await fillCart(handler, member, lines);
  const res = await request(handler).post('/api/checkout').set('Cookie', member).send(body);
  return { res, cookie: member };
}

describe('a place line shown from events’ answer', () => {
  const answer = {
    eventId: 'e-study',
    date: '2026-03-21',
    title: 'Bible study',
    titleEs: 'Estudio bíblico',
    people: [{ name: 'Ana', optionId: 'participant', optionName: 'P', optionNameEs: 'P', unitCents: 0 }],
    totalCents: 0,
    earlyBird: false,
    groupDiscount: false,
  };

  it('carries her plan’s free place and discount when events priced them, nothing when not', () => {
    expect(placeOf({ ...answer, perk: true, planDiscount: true })).toMatchObject({
      perk: true,
      planDiscount: true,
    });
    const plain = placeOf({ ...answer, perk: false, planDiscount: false });
    expect(plain).not.toHaveProperty('perk');
    expect(plain).not.toHaveProperty('planDiscount');
  });
});

describe('place lines in the cart', () => {
  it('adds a registration priced by events, one line per occurrence (adding again replaces its people)', async () => {
    const { handler } = shop();
    const first = await request(handler).post('/api/cart/place').send(two());
    expect(first.status).toBe(201);
    expect(first.body).toEqual([
      expect.objectContaining({
        kind: 'place',
        productId: 'e-hearts',
        name: 'Workshop: Healing Hearts',
        nameEs: 'Taller: Corazones sanados',
        priceCents: 6000,
        quantity: 1,
        place: {
          date: '2026-03-21',
          people: [
            expect.objectContaining({ name: 'Ana', optionName: 'Participant', unitCents: 3000 }),
            expect.objectContaining({ name: 'Eva', optionName: 'Participant', unitCents: 3000 }),
          ],
          earlyBird: false,
          groupDiscount: false,
        },
      }),
    ]);
    const visitor = cartCookieFrom(first)!;
    const again = await request(handler)
      .post('/api/cart/place')
      .set('Cookie', visitor)
      .send({
        ...two(),
        people: [
          { name: 'Ana', optionId: 'participant' },
          { name: 'Leo', optionId: 'childcare', childAgeMonths: 30 },
        ],
      });
    expect(again.status).toBe(201);
    expect(again.body).toHaveLength(1);
    expect(again.body[0]).toMatchObject({
      priceCents: 4000,
      place: { people: [{ name: 'Ana' }, { name: 'Leo', optionName: 'Childcare' }] },
    });
    // Priced again by the quote on listing; the occurrence gone: the line goes.
    services.places.prices.participant = 3500;
    expect((await request(handler).get('/api/cart').set('Cookie', visitor)).body[0].priceCents).toBe(4500);
    services.places.refuse.set('e-hearts', { status: 404, key: 'event.occurrenceNotFound' });
    expect((await request(handler).get('/api/cart').set('Cookie', visitor)).body).toEqual([]);
  });

  it('passes on events refusals with their status and message, in the caller language', async () => {
    const { handler } = shop();
    services.places.refuse.set('e-hearts', { status: 409, key: 'event.placesClosed' });
    const res = await request(handler).post('/api/cart/place').set('Accept-Language', 'es').send(two());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'La inscripción para esta fecha está cerrada.' });
    services.places.refuse.set('e-hearts', { status: 404, key: 'event.occurrenceNotFound' });
    expect((await request(handler).post('/api/cart/place').send(two())).status).toBe(404);
  });

  it('keeps the last known line while events does not answer', async () => {
    const { handler } = shop();
    const added = await request(handler).post('/api/cart/place').send(two());
    services.down.events = true;
    const listed = await request(handler).get('/api/cart').set('Cookie', cartCookieFrom(added)!);
    expect(listed.body).toEqual([expect.objectContaining({ kind: 'place', priceCents: 6000 })]);
    expect((await request(handler).post('/api/cart/place').send(two())).status).toBe(503);
  });

  it('a member own line for the same occurrence wins when a visitor cart merges', async () => {
    const { handler } = shop();
    const member = await signedInCookie(db, { role: 'member' });
    await fillCart(handler, member, [{ ...two(), people: [{ name: 'Mine', optionId: 'participant' }] }]);
    const visitor = await request(handler).post('/api/cart/place').send(two());
    const merged = await request(handler)
      .get('/api/cart')
      .set('Cookie', `${member}; ${cartCookieFrom(visitor)!}`);
    expect(merged.body).toHaveLength(1);
    expect(merged.body[0].place.people).toEqual([expect.objectContaining({ name: 'Mine' })]);
  });
});

describe('checking out places', () => {
  it('holds the places under the order number at the hold price (frozen), no shipping, one PaymentIntent', async () => {
    const { handler, orders } = shop();
    const create = jest.spyOn(orders.stripe!.paymentIntents, 'create');
    const member = await signedInCookie(db, { role: 'member' });
    await fillCart(handler, member, [two()]);
    services.places.prices.participant = 2500; // the price changed after she added the line
    const { res } = await checkout(handler, [], NO_SHIPPING, member);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subtotalCents: 5000, shippingCents: 0, totalCents: 5000 });
    expect(create.mock.calls[0]![0]).toMatchObject({ amount: 5000 });
    const [hold] = calls('/internal/places/hold');
    expect(hold!.body).toMatchObject({
      key: `${res.body.orderNumber}#0`,
      orderNumber: res.body.orderNumber,
      name: 'Martha Reyes',
      email: 'martha@example.org',
      holdUntil: res.body.holdExpiresAt,
    });
    const order = (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())!;
    expect(order.items[0]).toMatchObject({ kind: 'place', priceCents: 5000, place: { date: '2026-03-21' } });
  });

  it('two carts race for the last seats: one PaymentIntent, the other a 409 with its stock given back', async () => {
    const { handler, orders } = shop();
    const create = jest.spyOn(orders.stripe!.paymentIntents, 'create');
    const tee = await createProduct('t-shirt', { M: 5 });
    const product: TestLine = { productId: tee, quantity: 1, options: { size: 'M' } };
    const [one, other] = [
      await signedInCookie(db, { role: 'member' }),
      await signedInCookie(db, { role: 'member' }),
    ];
    await fillCart(handler, one, [product, two()]);
    await fillCart(handler, other, [product, two()]);
    services.places.seats = 3;
    const answers = await Promise.all(
      [one, other].map((cookie) =>
        request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(refused.body).toEqual({
      message: 'Not enough places are left for 2 people on this date (1 left).',
    });
    expect(create).toHaveBeenCalledTimes(1);
    expect(await stockOf(tee)).toEqual({ M: 4 });
    expect(await OrderModel.countDocuments()).toBe(1);
  });

  it('gives back earlier place holds of the same checkout when a later line is full', async () => {
    const { handler, orders } = shop();
    const create = jest.spyOn(orders.stripe!.paymentIntents, 'create');
    services.places.seats = 3;
    const { res } = await checkout(handler, [two(), { ...two(), date: '2026-03-28' }]);
    expect(res.status).toBe(409);
    expect(create).not.toHaveBeenCalled();
    expect(services.places.held.size).toBe(0);
    expect(services.places.seats).toBe(3);
  });

  it('a $0 order creates no PaymentIntent: paid at once, its places confirmed', async () => {
    const { handler, orders } = shop();
    const create = jest.spyOn(orders.stripe!.paymentIntents, 'create');
    // Her plan's free place of the season (a $0 price, as events answers it).
    services.places.prices.participant = 0;
    services.places.perk = true;
    const { res, cookie } = await checkout(handler, [two()]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ totalCents: 0, clientSecret: '' });
    expect(create).not.toHaveBeenCalled();
    expect(services.places.confirmed).toEqual(new Set([`${res.body.orderNumber}#0`]));
    const view = await request(handler).get(`/api/orders/${res.body.orderNumber}`).set('Cookie', cookie);
    expect(view.body.status).toBe('paid');
    expect(view.body.items[0].place).toMatchObject({ perk: true, planDiscount: false });
    expect((await request(handler).get('/api/cart').set('Cookie', cookie)).body).toEqual([]);
  });
});

describe('settling places', () => {
  async function placed(handler: Handler, lines: TestLine[]) {
    const { res } = await checkout(handler, lines, VALID_CHECKOUT);
    expect(res.status).toBe(201);
    return (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())!;
  }

  it('confirms the places once paid, once across two deliveries at once', async () => {
    const { handler } = shop();
    const order = await placed(handler, [two()]);
    const event = orderEvent('payment_intent.succeeded', order);
    const answers = await Promise.all([postEvent(handler, event), postEvent(handler, event)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(calls('/internal/places/confirm').map((call) => call.body.key)).toEqual([
      `${order.orderNumber}#0`,
    ]);
    expect(services.places.confirmed.size).toBe(1);
  });

  it('places lost when the payment came: that line alone refunded automatically, and the receipt says so', async () => {
    const { handler, orders } = shop();
    const refund = jest.spyOn(orders.stripe!.refunds, 'create');
    const tee = await createProduct('t-shirt', { M: 5 });
    const order = await placed(handler, [{ productId: tee, quantity: 1, options: { size: 'M' } }, two()]);
    services.places.lost.add(`${order.orderNumber}#1`);
    const event = orderEvent('payment_intent.succeeded', order);
    await Promise.all([postEvent(handler, event), postEvent(handler, { ...event, id: `${event.id}-again` })]);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![0]).toMatchObject({ amount: 6000 });
    const stored = (await OrderModel.findOne({ orderNumber: order.orderNumber }).lean())!;
    expect(stored).toMatchObject({ status: 'paid', refundedCents: 6000, refundedQuantities: [0, 1] });
    expect(stored.history.at(-1)!.note).toMatch(/places no longer available/);
    await mailbox.deliver();
    const [receipt] = await mailbox.messages();
    expect(receipt!.text).toContain('Refunded: places no longer available');
    expect(receipt!.text).toContain('Workshop: Healing Hearts — Sat, Mar 21, 2026: Ana (Participant) $30.00');
  });

  it('a failed confirm answers non-2xx, and the redelivery confirms', async () => {
    const { handler } = shop();
    const order = await placed(handler, [two()]);
    services.failNext('/internal/places/confirm');
    const event = orderEvent('payment_intent.succeeded', order);
    expect((await postEvent(handler, event)).status).toBeGreaterThanOrEqual(500);
    expect((await postEvent(handler, event)).status).toBe(200);
    expect(services.places.confirmed.size).toBe(1);
  });

  it('releases the places when the order expires or its payment is canceled; a failed release is asked again', async () => {
    const { handler, orders } = shop();
    const expiring = await placed(handler, [two()]);
    services.down.events = true;
    expect(await sweepExpiredHolds(orders, new Date(Date.now() + 60 * 60_000))).toBe(1);
    expect(
      (await OrderModel.findOne({ orderNumber: expiring.orderNumber }).lean())!.placesReleasePending,
    ).toBe(true);
    services.down.events = false;
    await sweepExpiredHolds(orders, new Date(Date.now() + 2 * 60 * 60_000));
    expect(services.places.released).toEqual([`${expiring.orderNumber}#0`]);

    const canceled = await placed(handler, [{ ...two(), date: '2026-04-04' }]);
    await postEvent(handler, orderEvent('payment_intent.canceled', canceled));
    expect(services.places.released).toContain(`${canceled.orderNumber}#0`);
  });

  it('staff refunding a paid place line releases its places', async () => {
    const { handler } = shop();
    const admin = await signedInCookie(db, { role: 'admin', username: 'lydia' });
    const order = await placed(handler, [two()]);
    await postEvent(handler, orderEvent('payment_intent.succeeded', order));
    const res = await request(handler)
      .post(`/api/admin/orders/${order.orderNumber}/refund`)
      .set('Cookie', admin)
      .send({ full: false, lines: [{ index: 0, quantity: 1, restock: false }] });
    expect(res.status).toBe(200);
    expect(services.places.released).toEqual([`${order.orderNumber}#0`]);
  });
});
