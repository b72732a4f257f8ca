import request from 'supertest';
import Stripe from 'stripe';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import type { CartItem } from '@ministry/contracts/cart';
import { ORDER_NUMBER_PATTERN, type Order } from '@ministry/contracts/order';
import { CartLineModel } from '../cart/model';
import { OrderModel } from '../orders/model';
import { CHECKOUT_LEASE_MS, CheckoutIntentModel } from '../orders/checkout-intent';
import { recoverCheckouts } from '../orders/checkout-claims';
import { checkoutFaults, insertOrder } from '../orders/service';
import { ProductModel } from '../products/model';
import { LockModel } from '@ministry/kit/lock';
import { prepareDatabase } from '../setup';
import { cartCookieFrom, createProduct, shopApp, signInWithCart, stockOf, VALID_CHECKOUT } from './helpers';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('shop-checkout');
  await prepareDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await Promise.all([
    ProductModel.deleteMany({}),
    CartLineModel.deleteMany({}),
    OrderModel.deleteMany({}),
    CheckoutIntentModel.deleteMany({}),
  ]);
});

const app = () => shopApp(db).handler;

/** How many responses had each status. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function memberWith(
  lines: { productId: string; quantity: number; options: object }[],
): Promise<string> {
  const cookie = await signedInCookie(db, { role: 'member' });
  for (const line of lines) {
    const res = await request(app()).post('/api/cart').set('Cookie', cookie).send(line);
    expect(res.status).toBe(201);
  }
  return cookie;
}

describe('POST /api/checkout', () => {
  it('needs a signed-in member', async () => {
    const res = await request(app()).post('/api/checkout').send(VALID_CHECKOUT);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in first.' });
  });

  it('gives every validation message of the checkout schema, field by field', async () => {
    const cookie = await memberWith([]);
    const res = await request(app())
      .post('/api/checkout')
      .set('Cookie', cookie)
      .send({
        contactInfo: { email: 'not-an-email' },
        shippingAddress: { country: '' },
        billingAddress: {},
      });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'contactInfo.firstName': 'First name is required',
      'contactInfo.lastName': 'Last name is required',
      'contactInfo.email': 'Valid email is required',
      'contactInfo.phone': 'Phone number is required',
      'shippingAddress.street': 'Street address is required',
      'shippingAddress.city': 'City is required',
      'shippingAddress.state': 'State is required',
      'shippingAddress.zipCode': 'ZIP code is required',
      'shippingAddress.country': 'Country is required',
      'billingAddress.street': 'Street address is required',
      'billingAddress.city': 'City is required',
      'billingAddress.state': 'State is required',
      'billingAddress.zipCode': 'ZIP code is required',
    });
    const spanish = await request(app())
      .post('/api/checkout')
      .set('Cookie', cookie)
      .set('Accept-Language', 'es')
      .send({});
    expect(spanish.status).toBe(400);
    expect(spanish.body.errors['contactInfo.firstName']).toBe('El nombre es obligatorio');
    expect(spanish.body.errors['contactInfo.email']).toBe('Se requiere un correo electrónico válido');
  });

  it('refuses an empty cart', async () => {
    const cookie = await memberWith([]);
    const res = await request(app()).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Your cart is empty.' });
  });

  it('creates an order waiting for payment, holds the stock per size, keeps the cart and answers the payment', async () => {
    const tee = await createProduct('t-shirt', { S: 3, M: 3, L: 3, XL: 3, '2XL': 3 });
    const bracelet = await createProduct('bracelet', { all: 5 });
    const cookie = await memberWith([
      { productId: tee, quantity: 2, options: { size: '2XL' } },
      { productId: bracelet, quantity: 1, options: { birthstone: 'October' } },
    ]);
    const res = await request(app()).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      orderNumber: expect.stringMatching(ORDER_NUMBER_PATTERN),
      clientSecret: expect.stringMatching(/_secret_/),
      subtotalCents: 6000,
      shippingCents: 595,
      totalCents: 6595,
      holdExpiresAt: expect.any(String),
    });
    const holdMinutes = (Date.parse(res.body.holdExpiresAt) - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(29);
    expect(holdMinutes).toBeLessThanOrEqual(30);
    // Held: out of the sellable stock at once, but the cart stays until the order is paid.
    expect(await stockOf(tee)).toEqual({ S: 3, M: 3, L: 3, XL: 3, '2XL': 1 });
    expect(await stockOf(bracelet)).toEqual({ all: 4 });
    expect((await request(app()).get('/api/cart').set('Cookie', cookie)).body).toHaveLength(2);

    const orders = await request(app()).get('/api/orders').set('Cookie', cookie);
    expect(orders.status).toBe(200);
    const [order] = orders.body as Order[];
    expect(order).toMatchObject({
      orderNumber: res.body.orderNumber,
      status: 'pending_payment',
      subtotalCents: 6000,
      shippingCents: 595,
      totalCents: 6595,
      refundedCents: 0,
      holdExpiresAt: res.body.holdExpiresAt,
      paidAt: null,
      shipment: null,
      contactInfo: VALID_CHECKOUT.contactInfo,
      shippingAddress: VALID_CHECKOUT.shippingAddress,
      billingAddress: VALID_CHECKOUT.billingAddress,
      notes: 'Please gift-wrap the bracelet.',
      items: [
        { productId: tee, name: 'Test Tee', priceCents: 2000, quantity: 2, options: { size: '2XL' } },
        {
          productId: bracelet,
          name: 'Test Bracelet',
          priceCents: 2000,
          quantity: 1,
          options: { birthstone: 'October' },
        },
      ],
    });
  });

  it('defaults the country to United States when none is sent', async () => {
    const tee = await createProduct('t-shirt', { M: 3 });
    const cookie = await memberWith([{ productId: tee, quantity: 1, options: { size: 'M' } }]);
    const shipping: Partial<typeof VALID_CHECKOUT.shippingAddress> = { ...VALID_CHECKOUT.shippingAddress };
    delete shipping.country;
    const res = await request(app())
      .post('/api/checkout')
      .set('Cookie', cookie)
      .send({ ...VALID_CHECKOUT, shippingAddress: shipping });
    expect(res.status).toBe(201);
    const [order] = (await request(app()).get('/api/orders').set('Cookie', cookie)).body as Order[];
    expect(order?.shippingAddress?.country).toBe('United States');
  });

  it('re-prices every line from the database and ignores any price the client sends', async () => {
    const tee = await createProduct('t-shirt', { M: 3 });
    const cookie = await memberWith([{ productId: tee, quantity: 2, options: { size: 'M' } }]);
    // The price changed after the item went into the cart.
    await ProductModel.updateOne({ _id: tee }, { $set: { priceCents: 2350 } });
    const res = await request(app())
      .post('/api/checkout')
      .set('Cookie', cookie)
      .send({
        ...VALID_CHECKOUT,
        items: [{ productId: tee, quantity: 2, priceCents: 1 }],
        totalCents: 2,
        priceCents: 1,
      });
    expect(res.status).toBe(201);
    const [order] = (await request(app()).get('/api/orders').set('Cookie', cookie)).body as Order[];
    expect(order?.items[0]?.priceCents).toBe(2350);
    expect(order?.subtotalCents).toBe(4700);
    expect(order?.totalCents).toBe(5295);
  });

  it('gives back what earlier lines took when a later line cannot be covered', async () => {
    const first = await createProduct('bracelet', { all: 5 });
    const second = await createProduct('t-shirt', { M: 5 }, { name: 'Grace Tee', nameEs: 'Camiseta Gracia' });
    const cookie = await memberWith([
      { productId: first, quantity: 2, options: { birthstone: 'April' } },
      { productId: second, quantity: 3, options: { size: 'M' } },
    ]);
    // Someone else bought the tees meanwhile.
    await ProductModel.updateOne({ _id: second }, { $set: { 'stock.M': 1 } });
    const res = await request(app()).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Sorry, only 1 of Grace Tee (M) left in stock.' });
    expect(await stockOf(first)).toEqual({ all: 5 });
    expect(await stockOf(second)).toEqual({ M: 1 });
    expect(await OrderModel.countDocuments()).toBe(0);
    const cart = (await request(app()).get('/api/cart').set('Cookie', cookie)).body as CartItem[];
    expect(cart.map((i) => i.quantity)).toEqual([2, 3]);

    await ProductModel.updateOne({ _id: second }, { $set: { 'stock.M': 0 } });
    const spanish = await request(app())
      .post('/api/checkout')
      .set('Cookie', cookie)
      .set('Accept-Language', 'es')
      .send(VALID_CHECKOUT);
    expect(spanish.status).toBe(409);
    expect(spanish.body).toEqual({ message: 'Lo sentimos, Camiseta Gracia (M) está agotado.' });
    expect(await stockOf(first)).toEqual({ all: 5 });
  });

  it('50 concurrent checkouts of a product with 10 in stock sell exactly 10', async () => {
    const bracelet = await createProduct('bracelet', { all: 10 }, { name: 'Garnet Bracelet' });
    const cookies: string[] = [];
    for (let i = 0; i < 50; i++) {
      cookies.push(
        await memberWith([{ productId: bracelet, quantity: 1, options: { birthstone: 'January' } }]),
      );
    }
    const responses = await Promise.all(
      cookies.map((cookie) =>
        request(app()).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT),
      ),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ 201: 10, 409: 40 });
    const sold = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status === 409);
    for (const res of refused) {
      expect(res.body).toEqual({ message: 'Sorry, Garnet Bracelet (January) is out of stock.' });
    }
    expect(await stockOf(bracelet)).toEqual({ all: 0 });
    expect(await OrderModel.countDocuments()).toBe(10);
    expect(new Set(sold.map((r) => r.body.orderNumber as string)).size).toBe(10);
    expect(await LockModel.countDocuments()).toBe(0);
    // 50 checkouts queue on one product's lock: slow on a busy machine, never wrong.
  }, 120_000);

  it('concurrent checkouts of one size never oversell it nor touch the other sizes', async () => {
    const tee = await createProduct('t-shirt', { S: 4, M: 7, L: 4, XL: 4, '2XL': 4 });
    const cookies: string[] = [];
    for (let i = 0; i < 12; i++) {
      cookies.push(await memberWith([{ productId: tee, quantity: 2, options: { size: 'M' } }]));
    }
    const responses = await Promise.all(
      cookies.map((cookie) =>
        request(app()).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT),
      ),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ 201: 3, 409: 9 });
    expect(await stockOf(tee)).toEqual({ S: 4, M: 1, L: 4, XL: 4, '2XL': 4 });
  });

  it('a double submit (one Idempotency-Key) places one order with one payment', async () => {
    const tee = await createProduct('t-shirt', { M: 5 });
    const cookie = await memberWith([{ productId: tee, quantity: 1, options: { size: 'M' } }]);
    const submit = () =>
      request(app())
        .post('/api/checkout')
        .set('Cookie', cookie)
        .set('Idempotency-Key', 'double-submit-1234')
        .send(VALID_CHECKOUT);
    const [a, b] = await Promise.all([submit(), submit()]);
    expect([a!.status, b!.status]).toEqual([201, 201]);
    expect(b!.body).toEqual(a!.body);
    expect(await OrderModel.countDocuments()).toBe(1);
    expect(await stockOf(tee)).toEqual({ M: 4 });
  });

  it('checks out a visitor cart once the visitor has logged in', async () => {
    const tee = await createProduct('t-shirt', { L: 2 });
    const add = await request(app())
      .post('/api/cart')
      .send({ productId: tee, quantity: 2, options: { size: 'L' } });
    const cart = cartCookieFrom(add)!;
    expect((await request(app()).post('/api/checkout').set('Cookie', cart).send(VALID_CHECKOUT)).status).toBe(
      401,
    );
    const { cookie } = await signInWithCart(db, cart);
    const res = await request(app()).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(res.status).toBe(201);
    expect(await stockOf(tee)).toEqual({ L: 0 });
  });
});

describe('a checkout stopped by a crash, then recovered', () => {
  afterEach(() => {
    checkoutFaults.at = undefined;
  });

  /** Crashes the checkout at a step, then runs recovery as a restarted service does once the lease ran out. */
  async function crashAt(step: 'intent' | 'stock' | 'order') {
    const tee = await createProduct('t-shirt', { M: 5, L: 3 });
    const bracelet = await createProduct('bracelet', { all: 4 });
    const cookie = await memberWith([
      { productId: tee, quantity: 2, options: { size: 'M' } },
      { productId: bracelet, quantity: 1, options: { birthstone: 'May' } },
    ]);
    checkoutFaults.at = (at) => {
      if (at === step) throw new Error(`killed after ${step}`);
    };
    const crashed = await request(app()).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(crashed.status).toBe(500);
    checkoutFaults.at = undefined;
    expect(await recoverCheckouts(new Date(Date.now() + CHECKOUT_LEASE_MS + 1000))).toBe(1);
    // Nothing is left marked, and a second recovery (another instance) changes nothing.
    expect(await recoverCheckouts(new Date(Date.now() + CHECKOUT_LEASE_MS + 1000))).toBe(0);
    // Only a standing order keeps units held (under its marks); nothing else is left marked.
    const marks = await ProductModel.find({}, { takenBy: 1 }).lean();
    const held = (await OrderModel.find().lean()).flatMap((order) => order.items.map((line) => line.mark));
    expect(marks.flatMap((product) => product.takenBy ?? []).map((taken) => taken.mark)).toEqual(
      expect.arrayContaining(held),
    );
    expect(marks.flatMap((product) => product.takenBy ?? [])).toHaveLength(held.length);
    const cart = await request(app()).get('/api/cart').set('Cookie', cookie);
    return { tee, bracelet, cart: cart.body as CartItem[] };
  }

  it('after the intent, before any stock: nothing taken, no order, the cart kept', async () => {
    const { tee, bracelet, cart } = await crashAt('intent');
    expect(await stockOf(tee)).toEqual({ M: 5, L: 3 });
    expect(await stockOf(bracelet)).toEqual({ all: 4 });
    expect(await OrderModel.countDocuments()).toBe(0);
    expect(cart).toHaveLength(2);
  });

  it('after the stock was taken, before the order: every unit goes back', async () => {
    const { tee, bracelet, cart } = await crashAt('stock');
    expect(await stockOf(tee)).toEqual({ M: 5, L: 3 });
    expect(await stockOf(bracelet)).toEqual({ all: 4 });
    expect(await OrderModel.countDocuments()).toBe(0);
    expect(cart).toHaveLength(2);
  });

  it('after the order, before its payment: the order stands unpaid, its stock held until its hold ends', async () => {
    const { tee, bracelet, cart } = await crashAt('order');
    expect(await stockOf(tee)).toEqual({ M: 3, L: 3 });
    expect(await stockOf(bracelet)).toEqual({ all: 3 });
    const orders = await OrderModel.find().lean();
    expect(orders.map((order) => [order.status, order.paymentIntentId])).toEqual([['pending_payment', null]]);
    expect(cart).toHaveLength(2);
  });

  it('one Idempotency-Key makes one order, across two service instances and after the first answered', async () => {
    const tee = await createProduct('t-shirt', { M: 5 });
    const cookie = await memberWith([{ productId: tee, quantity: 1, options: { size: 'M' } }]);
    const [one, two] = [shopApp(db).handler, shopApp(db).handler];
    const submit = (instance: typeof one) =>
      request(instance)
        .post('/api/checkout')
        .set('Cookie', cookie)
        .set('Idempotency-Key', 'checkout-attempt-1234')
        .send(VALID_CHECKOUT);
    const [a, b] = await Promise.all([submit(one), submit(two)]);
    expect([a!.status, b!.status]).toEqual([201, 201]);
    expect(a!.body.orderNumber).toBe(b!.body.orderNumber);
    const again = await submit(one);
    expect(again.body).toEqual(a!.body);
    expect(await OrderModel.countDocuments()).toBe(1);
    expect(await stockOf(tee)).toEqual({ M: 4 });
    expect(
      (
        await request(one)
          .post('/api/checkout')
          .set('Cookie', cookie)
          .set('Idempotency-Key', 'bad key!')
          .send(VALID_CHECKOUT)
      ).status,
    ).toBe(400);
  });
});

describe('order numbers', () => {
  it('draws again when a number is already taken', async () => {
    const order = {
      userId: 'u1',
      items: [],
      totalCents: 0,
      contactInfo: VALID_CHECKOUT.contactInfo,
      shippingAddress: VALID_CHECKOUT.shippingAddress,
      billingAddress: VALID_CHECKOUT.billingAddress,
      notes: '',
    };
    await insertOrder(order, () => 'WOP-AAAA-AAAA');
    const numbers = ['WOP-AAAA-AAAA', 'WOP-AAAA-AAAA', 'WOP-BBBB-BBBB'];
    const second = await insertOrder(order, () => numbers.shift()!);
    expect(second).toBe('WOP-BBBB-BBBB');
    await expect(insertOrder(order, () => 'WOP-AAAA-AAAA')).rejects.toMatchObject({ code: 11000 });
  });
});

describe('GET /api/orders', () => {
  it('needs a signed-in member and lists only their own orders, newest first', async () => {
    expect((await request(app()).get('/api/orders')).status).toBe(401);
    const tee = await createProduct('t-shirt', { M: 10 });
    const ruth = await memberWith([{ productId: tee, quantity: 1, options: { size: 'M' } }]);
    const first = await request(app()).post('/api/checkout').set('Cookie', ruth).send(VALID_CHECKOUT);
    await request(app())
      .post('/api/cart')
      .set('Cookie', ruth)
      .send({ productId: tee, quantity: 2, options: { size: 'M' } });
    const second = await request(app()).post('/api/checkout').set('Cookie', ruth).send(VALID_CHECKOUT);
    expect([first.status, second.status]).toEqual([201, 201]);
    const naomi = await memberWith([{ productId: tee, quantity: 1, options: { size: 'M' } }]);
    await request(app()).post('/api/checkout').set('Cookie', naomi).send(VALID_CHECKOUT);

    const mine = (await request(app()).get('/api/orders').set('Cookie', ruth)).body as Order[];
    expect(mine.map((o) => o.orderNumber)).toEqual([second.body.orderNumber, first.body.orderNumber]);
    expect(mine[0]).not.toHaveProperty('userId');
    expect(mine[0]).not.toHaveProperty('_id');
  });
});

describe('the payment of a checkout', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks Stripe for exactly the server’s total in cents, in USD, with the order number, once per order', async () => {
    const tee = await createProduct('t-shirt', { M: 5 }, { priceCents: 2350 });
    const cookie = await memberWith([{ productId: tee, quantity: 2, options: { size: 'M' } }]);
    const { handler, orders } = shopApp(db);
    const create = jest.spyOn(orders.stripe!.paymentIntents, 'create');
    const res = await request(handler)
      .post('/api/checkout')
      .set('Cookie', cookie)
      .send({ ...VALID_CHECKOUT, totalCents: 50, items: [{ productId: tee, priceCents: 1, quantity: 2 }] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subtotalCents: 4700, shippingCents: 595, totalCents: 5295 });
    expect(create).toHaveBeenCalledTimes(1);
    const [params, requestOptions] = create.mock.calls[0]!;
    expect(params).toMatchObject({
      amount: 5295,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      receipt_email: 'martha@example.org',
      metadata: { kind: 'order', orderNumber: res.body.orderNumber },
    });
    expect(requestOptions).toEqual({ idempotencyKey: `order-${res.body.orderNumber}` });
    // stripe-mock answers with the amount it was asked for.
    expect((await create.mock.results[0]!.value).amount).toBe(5295);
    const stored = await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean();
    expect(stored?.paymentIntentId).toMatch(/^pi_/);
  });

  it('ships free from $75', async () => {
    const tee = await createProduct('t-shirt', { M: 5 }, { priceCents: 2500 });
    const cookie = await memberWith([{ productId: tee, quantity: 3, options: { size: 'M' } }]);
    const res = await request(app()).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(res.body).toMatchObject({ subtotalCents: 7500, shippingCents: 0, totalCents: 7500 });
  });

  it('answers a translated 503 when payments are off, taking nothing', async () => {
    const tee = await createProduct('t-shirt', { M: 5 });
    const cookie = await memberWith([{ productId: tee, quantity: 1, options: { size: 'M' } }]);
    const off = shopApp(db, { stripe: null }).handler;
    const res = await request(off)
      .post('/api/checkout')
      .set('Cookie', cookie)
      .set('Accept-Language', 'es')
      .send(VALID_CHECKOUT);
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/^Los pagos con tarjeta no están disponibles/);
    expect(await stockOf(tee)).toEqual({ M: 5 });
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('cancels the order and gives its stock back when Stripe cannot start the payment', async () => {
    const tee = await createProduct('t-shirt', { M: 5 });
    const cookie = await memberWith([{ productId: tee, quantity: 2, options: { size: 'M' } }]);
    const { handler, orders } = shopApp(db);
    jest
      .spyOn(orders.stripe!.paymentIntents, 'create')
      .mockRejectedValue(new Stripe.errors.StripeAPIError({ message: 'boom', type: 'api_error' }));
    const res = await request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(
      'We could not start the payment, so your order was not placed and nothing was charged. Please try again.',
    );
    expect(await stockOf(tee)).toEqual({ M: 5 });
    const [order] = await OrderModel.find().lean();
    expect(order?.status).toBe('canceled');
    expect(order?.history.map((entry) => entry.action)).toEqual(['created', 'canceled']);
    expect((await request(handler).get('/api/cart').set('Cookie', cookie)).body).toHaveLength(1);
  });

  it('a new checkout ends her earlier unpaid one: its PaymentIntent canceled, its hold given back', async () => {
    const bracelet = await createProduct('bracelet', { all: 1 });
    const cookie = await memberWith([{ productId: bracelet, quantity: 1, options: { birthstone: 'May' } }]);
    const { handler, orders } = shopApp(db);
    const first = await request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(first.status).toBe(201);
    expect(await stockOf(bracelet)).toEqual({ all: 0 });
    const cancel = jest.spyOn(orders.stripe!.paymentIntents, 'cancel');
    // The only unit is held by her first attempt: the second may take it.
    const second = await request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(second.status).toBe(201);
    const earlier = await OrderModel.findOne({ orderNumber: first.body.orderNumber }).lean();
    expect(earlier?.status).toBe('canceled');
    expect(cancel).toHaveBeenCalledWith(earlier?.paymentIntentId);
    expect(await stockOf(bracelet)).toEqual({ all: 0 });
    const member = (
      await request(handler).get(`/api/orders/${second.body.orderNumber}`).set('Cookie', cookie)
    ).body;
    expect(member.status).toBe('pending_payment');
  });
});

describe('GET /api/orders/:orderNumber and GET /api/shop/settings', () => {
  it('shows a member her own order only; another’s or an unknown one is not found', async () => {
    const tee = await createProduct('t-shirt', { M: 5 });
    const ruth = await memberWith([{ productId: tee, quantity: 1, options: { size: 'M' } }]);
    const placed = await request(app()).post('/api/checkout').set('Cookie', ruth).send(VALID_CHECKOUT);
    const mine = await request(app()).get(`/api/orders/${placed.body.orderNumber}`).set('Cookie', ruth);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ orderNumber: placed.body.orderNumber, status: 'pending_payment' });
    expect(mine.body).not.toHaveProperty('userId');
    const naomi = await memberWith([]);
    const other = await request(app()).get(`/api/orders/${placed.body.orderNumber}`).set('Cookie', naomi);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: 'Order not found.' });
    const spanish = await request(app())
      .get('/api/orders/WOP-ZZZZ-ZZZZ')
      .set('Cookie', ruth)
      .set('Accept-Language', 'es');
    expect(spanish.body).toEqual({ message: 'Pedido no encontrado.' });
    expect((await request(app()).get('/api/orders/nonsense').set('Cookie', ruth)).status).toBe(404);
    expect((await request(app()).get(`/api/orders/${placed.body.orderNumber}`)).status).toBe(401);
  });

  it('tells anyone the shipping rule and the publishable key', async () => {
    const res = await request(app()).get('/api/shop/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      shippingFlatCents: 595,
      freeShippingFromCents: 7500,
      publishableKey: 'pk_test_mock',
    });
    const off = await request(
      shopApp(db, { stripe: null, shipping: { flatCents: 800, freeFromCents: null } }).handler,
    ).get('/api/shop/settings');
    expect(off.body).toEqual({ shippingFlatCents: 800, freeShippingFromCents: null, publishableKey: null });
  });
});
