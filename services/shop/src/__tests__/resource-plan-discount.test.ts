import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { CartItem } from '@ministry/contracts/cart';
import type { TestDatabase } from '@ministry/kit/testing/database';
import { OrderModel } from '../orders/model';
import { cartCookieFrom, sessionCookie, signInWithCart, VALID_CHECKOUT } from './helpers';
import {
  fillCart,
  premium,
  servicesEnvForFile,
  shopWithServices,
  type ServicesDouble,
} from './services-double';

// A premium resource's members' discount (issue 42): a member with any live plan pays less, in the
// cart and at checkout; a member without one and a visitor pay the full price.

let db: TestDatabase;
let services: ServicesDouble;
servicesEnvForFile('shop-resource-plan-discount', (env) => ({ db, services } = env));
beforeEach(() => {
  // $12.99, 15% off for members: $11.04 (1104.15 rounded to the cent).
  services.resources.set('r-journal', {
    ...premium('r-journal', 'Prayer Journal', 1299),
    planDiscountPercent: 15,
  });
  services.resources.set('r-guide', premium('r-guide', 'Study Guide', 900));
});
afterEach(() => jest.restoreAllMocks());

const NO_SHIPPING = { ...VALID_CHECKOUT, shippingAddress: null };
const shop = () => shopWithServices(db, services);

async function member(plan: { planId: string; status: string } | null) {
  const id = randomUUID();
  if (plan) services.subscriptions.set(id, plan);
  const cookie = await sessionCookie(db, { user: { id, username: `m-${id.slice(0, 6)}`, role: 'member' } });
  return { id, cookie };
}

async function cartOf(handler: ReturnType<typeof shop>['handler'], cookie: string) {
  const res = await request(handler).get('/api/cart').set('Cookie', cookie);
  expect(res.status).toBe(200);
  return res.body as CartItem[];
}

const priceOf = (items: CartItem[], id: string) => {
  const line = items.find((item) => item.productId === id)!;
  return [line.priceCents, line.planDiscount, line.fullPriceCents];
};

describe("a premium resource's members' discount", () => {
  it.each(['essential', 'growth', 'transform'])(
    'a member of %s gets it in the cart and pays it at checkout',
    async (planId) => {
      const { handler, orders } = shop();
      const { cookie } = await member({ planId, status: 'active' });
      await fillCart(handler, cookie, [{ resourceId: 'r-journal' }, { resourceId: 'r-guide' }]);
      const items = await cartOf(handler, cookie);
      expect(priceOf(items, 'r-journal')).toEqual([1104, true, 1299]);
      expect(priceOf(items, 'r-guide')).toEqual([900, undefined, undefined]);

      const create = jest.spyOn(orders.stripe!.paymentIntents, 'create');
      const res = await request(handler).post('/api/checkout').set('Cookie', cookie).send(NO_SHIPPING);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ subtotalCents: 2004, totalCents: 2004 });
      expect(create.mock.calls[0]![0]).toMatchObject({ amount: 2004 });
      const order = (await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean())!;
      expect(order.items.map((line) => [line.productId, line.priceCents])).toEqual([
        ['r-journal', 1104],
        ['r-guide', 900],
      ]);
    },
  );

  it.each([
    ['no subscription', null],
    ['a canceled plan', { planId: 'growth', status: 'canceled' }],
    ['a past-due plan', { planId: 'essential', status: 'past_due' }],
  ])('a member with %s pays the full price', async (_, plan) => {
    const { handler, orders } = shop();
    const { cookie } = await member(plan);
    await fillCart(handler, cookie, [{ resourceId: 'r-journal' }]);
    expect(priceOf(await cartOf(handler, cookie), 'r-journal')).toEqual([1299, undefined, undefined]);
    const create = jest.spyOn(orders.stripe!.paymentIntents, 'create');
    const res = await request(handler).post('/api/checkout').set('Cookie', cookie).send(NO_SHIPPING);
    expect(res.status).toBe(201);
    expect(create.mock.calls[0]![0]).toMatchObject({ amount: 1299 });
  });

  it("a visitor's cart has the full price; signed in with a plan, it is priced again", async () => {
    const { handler } = shop();
    const first = await request(handler).post('/api/cart/resource').send({ resourceId: 'r-journal' });
    expect(first.status).toBe(201);
    expect(priceOf(first.body as CartItem[], 'r-journal')).toEqual([1299, undefined, undefined]);
    expect(services.calls.filter((call) => call.path.startsWith('/internal/subscriptions'))).toEqual([]);
    const visitor = cartCookieFrom(first)!;
    const id = randomUUID();
    services.subscriptions.set(id, { planId: 'essential', status: 'active' });
    const { cookie } = await signInWithCart(db, visitor, { id });
    expect(priceOf(await cartOf(handler, cookie), 'r-journal')).toEqual([1104, true, 1299]);
  });

  it('asks billing with the shop key, and only for a resource with a discount', async () => {
    const { handler } = shop();
    const { id, cookie } = await member({ planId: 'growth', status: 'active' });
    await fillCart(handler, cookie, [{ resourceId: 'r-guide' }]);
    expect(services.calls.some((call) => call.path.startsWith('/internal/subscriptions'))).toBe(false);
    await fillCart(handler, cookie, [{ resourceId: 'r-journal' }]);
    expect(services.calls).toContainEqual({ path: `/internal/subscriptions/${id}`, body: {}, status: 200 });
  });

  it('while billing does not answer: the cart shows the full price, checkout is refused (503, translated)', async () => {
    const { handler, orders } = shop();
    const { cookie } = await member({ planId: 'transform', status: 'active' });
    await fillCart(handler, cookie, [{ resourceId: 'r-journal' }]);
    services.down.billing = true;
    expect(priceOf(await cartOf(handler, cookie), 'r-journal')).toEqual([1299, undefined, undefined]);
    const create = jest.spyOn(orders.stripe!.paymentIntents, 'create');
    const res = await request(handler)
      .post('/api/checkout')
      .set('Cookie', cookie)
      .set('Accept-Language', 'es')
      .send(NO_SHIPPING);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('El servicio no está disponible temporalmente.');
    expect(create).not.toHaveBeenCalled();
    expect(await OrderModel.countDocuments()).toBe(0);

    services.down.billing = false;
    const again = await request(handler).post('/api/checkout').set('Cookie', cookie).send(NO_SHIPPING);
    expect(again.status).toBe(201);
    expect(again.body.totalCents).toBe(1104);
  });
});
