import request from 'supertest';
import { clockFromWindowStart } from '@ministry/kit/testing/clock';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { SHOP_DEFAULTS } from '../config';
import { CheckoutIntentModel } from '../orders/checkout-intent';
import { sweepExpiredHolds } from '../orders/holds';
import { placeOrder } from '../orders/service';
import { OrderModel } from '../orders/model';
import { ProductModel } from '../products/model';
import { prepareDatabase } from '../setup';
import { clearShop, createProduct, shopApp, stockOf, VALID_CHECKOUT } from './helpers';

// POST /api/checkout can no longer be used to keep the stock from other shoppers: checkouts per
// member and per client address are limited, held units are capped, and checking out again does not
// renew a hold.

let db: TestDatabase;
let mailbox: TestMailbox;
beforeAll(async () => {
  db = await openTestDatabase('shop-checkout-limits');
  await prepareDatabase();
  mailbox = await openTestMailbox(db.data);
});
afterAll(async () => {
  await mailbox.close();
  await db.close();
});
beforeEach(() => clearShop(db, mailbox));

// Checkouts are counted in 15-minute windows: none of this file's straddles two.
const now = clockFromWindowStart(SHOP_DEFAULTS.checkout.windowMs);

type Handler = ReturnType<typeof shopApp>['handler'];
const limits = (changes: Partial<typeof SHOP_DEFAULTS.checkout>) => ({
  checkout: { ...SHOP_DEFAULTS.checkout, clientLimit: 100_000, ...changes },
});

async function memberWith(
  handler: Handler,
  lines: { productId: string; quantity: number; options: object }[],
) {
  const cookie = await signedInCookie(db, { role: 'member' });
  for (const line of lines)
    expect((await request(handler).post('/api/cart').set('Cookie', cookie).send(line)).status).toBe(201);
  return cookie;
}

const checkout = (handler: Handler, cookie: string, key?: string, language = 'en', from?: string) => {
  let call = request(handler).post('/api/checkout').set('Cookie', cookie).set('Accept-Language', language);
  if (from) call = call.set('X-Forwarded-For', from);
  return (key ? call.set('Idempotency-Key', key) : call).send(VALID_CHECKOUT);
};

const heldUnits = async (userId?: string) =>
  (await OrderModel.find({ status: 'pending_payment', ...(userId && { userId }) }).lean()).reduce(
    (sum, order) => sum + order.items.reduce((units, line) => units + line.quantity, 0),
    0,
  );

describe('checkouts per member and per client address', () => {
  it('refuses the 6th checkout of a member within 15 minutes (translated 429, Retry-After); a double submit is not counted', async () => {
    const { handler } = shopApp(db, {}, now);
    const tee = await createProduct('t-shirt', { M: 10 });
    const cookie = await memberWith(handler, [{ productId: tee, quantity: 1, options: { size: 'M' } }]);
    for (let i = 1; i <= 5; i++)
      expect((await checkout(handler, cookie, `attempt-key-${i}`)).status).toBe(201);
    // The 5th sent again with its key gets the same order, uncounted.
    const again = await checkout(handler, cookie, 'attempt-key-5');
    expect(again.status).toBe(201);

    const sixth = await checkout(handler, cookie, 'attempt-key-6');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      message:
        'Too many checkouts were started in a short time. Please wait a few minutes and try again; your cart and the details you entered are kept.',
    });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const spanish = await checkout(handler, cookie, 'attempt-key-7', 'es');
    expect(spanish.status).toBe(429);
    expect(spanish.body.message).toMatch(/^Se iniciaron demasiados pagos en poco tiempo/);
    expect(await OrderModel.countDocuments()).toBe(5);
    // Her cart is kept, and another member is not held back by her.
    expect((await request(handler).get('/api/cart').set('Cookie', cookie)).body).toHaveLength(1);
    const other = await memberWith(handler, [{ productId: tee, quantity: 1, options: { size: 'M' } }]);
    expect((await checkout(handler, other)).status).toBe(201);
  });

  it('limits one client address generously and as configured (CHECKOUT_CLIENT_LIMIT)', async () => {
    expect(SHOP_DEFAULTS.checkout.clientLimit).toBeGreaterThanOrEqual(60);
    const { handler } = shopApp(db, limits({ clientLimit: 3 }), now);
    const bracelet = await createProduct('bracelet', { all: 10 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const cookie = await memberWith(handler, [
        { productId: bracelet, quantity: 1, options: { birthstone: 'May' } },
      ]);
      statuses.push((await checkout(handler, cookie)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('an Idempotency-Key is bound to the outcome of its checkout', () => {
  it('a key whose checkout failed is counted again when sent again, and refused past the limit', async () => {
    const { handler } = shopApp(db, limits({ memberLimit: 2, maxLineUnits: 1 }), now);
    const tee = await createProduct('t-shirt', { M: 10 });
    // Two in one line, above the line cap: each attempt is refused (409) after the limits counted it.
    const cookie = await memberWith(handler, [{ productId: tee, quantity: 2, options: { size: 'M' } }]);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await checkout(handler, cookie, 'failed-key-1')).status);
    expect(statuses).toEqual([409, 409, 429, 429]);
    const refused = await checkout(handler, cookie, 'failed-key-1', 'es');
    expect(refused.body.message).toMatch(/^Se iniciaron demasiados pagos en poco tiempo/);
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('a request let through as the same checkout, finding that checkout failed, is refused instead of run uncounted', async () => {
    const { orders } = shopApp(db, {}, now);
    const owner = 'user:u-sent-again';
    await CheckoutIntentModel.create({
      _id: `${owner}:double-submit-key`,
      owner,
      userId: 'u-sent-again',
      state: 'failed',
      leaseUntil: new Date(),
      lines: [],
    });
    await expect(
      placeOrder(orders, 'u-sent-again', owner, VALID_CHECKOUT, {
        idempotencyKey: 'double-submit-key',
        sentAgain: true,
      }),
    ).rejects.toMatchObject({ status: 409, message: 'checkout.attemptFailed' });
    expect(await CheckoutIntentModel.findById(`${owner}:double-submit-key`).lean()).toMatchObject({
      state: 'failed',
    });
  });
});

describe('the per-address checkout limit', () => {
  it('counts an IPv6 client by its /64', async () => {
    const { handler } = shopApp(db, limits({ clientLimit: 1 }), now);
    const bracelet = await createProduct('bracelet', { all: 10 });
    const line = { productId: bracelet, quantity: 1, options: { birthstone: 'May' } };
    const statuses: number[] = [];
    for (const from of ['2001:db8:7:1::10', '2001:db8:7:1::20', '2001:db8:7:2::10', '::ffff:198.51.100.4']) {
      const cookie = await memberWith(handler, [line]);
      statuses.push((await checkout(handler, cookie, undefined, 'en', from)).status);
    }
    expect(statuses).toEqual([201, 429, 201, 201]);
  });
});

describe('held units', () => {
  it('refuses a line above CHECKOUT_MAX_LINE_UNITS and a cart above CHECKOUT_MAX_HELD_UNITS, taking nothing', async () => {
    const { handler } = shopApp(db, limits({ maxLineUnits: 4, maxHeldUnits: 6 }), now);
    const tee = await createProduct('t-shirt', { M: 20, L: 20 });
    const large = await memberWith(handler, [{ productId: tee, quantity: 5, options: { size: 'M' } }]);
    const line = await checkout(handler, large);
    expect(line.status).toBe(409);
    expect(line.body.message).toBe(
      'At most 4 of Test Tee (M) can be ordered at once. Please lower the quantity in your cart.',
    );
    const many = await memberWith(handler, [
      { productId: tee, quantity: 4, options: { size: 'M' } },
      { productId: tee, quantity: 3, options: { size: 'L' } },
    ]);
    const cart = await checkout(handler, many, undefined, 'es');
    expect(cart.status).toBe(409);
    expect(cart.body.message).toMatch(/^Se pueden reservar como máximo 6 artículos/);
    expect(await stockOf(tee)).toEqual({ M: 20, L: 20 });
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('concurrent checkouts of one member never hold more than the cap', async () => {
    const { handler } = shopApp(db, limits({ memberLimit: 100, maxHeldUnits: 5 }), now);
    const bracelet = await createProduct('bracelet', { all: 40 });
    const cookie = await memberWith(handler, [
      { productId: bracelet, quantity: 3, options: { birthstone: 'May' } },
    ]);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => checkout(handler, cookie, `concurrent-key-${i}`)),
    );
    expect(responses.every((res) => [201, 409].includes(res.status))).toBe(true);
    expect(responses.some((res) => res.status === 201)).toBe(true);
    // Never two of her orders holding 3 each at once: what is held is one order's 3 units.
    expect(await heldUnits()).toBeLessThanOrEqual(5);
    const held = (await ProductModel.findById(bracelet).lean())?.takenBy ?? [];
    expect(held.reduce((sum, mark) => sum + (mark.quantity ?? 0), 0)).toBe(await heldUnits());
    expect((await stockOf(bracelet)).all).toBe(40 - (await heldUnits()));
  });

  it('15 checkouts in a row keep the stock only until the first hold ends: the hold is not renewed', async () => {
    const { handler, orders } = shopApp(db, limits({ memberLimit: 100 }), now);
    const bracelet = await createProduct('bracelet', { all: 2 });
    const cookie = await memberWith(handler, [
      { productId: bracelet, quantity: 2, options: { birthstone: 'May' } },
    ]);
    const holds: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await checkout(handler, cookie);
      expect(res.status).toBe(201);
      holds.push(Date.parse(res.body.holdExpiresAt));
      // Other shoppers see none left meanwhile.
      expect(await stockOf(bracelet)).toEqual({ all: 0 });
    }
    expect(new Set(holds).size).toBe(1);
    expect(await OrderModel.countDocuments({ status: 'pending_payment' })).toBe(1);

    // Once the first hold has run out, the stock is back for everyone.
    expect(await sweepExpiredHolds(orders, new Date(holds[0]! + 1))).toBe(1);
    expect(await stockOf(bracelet)).toEqual({ all: 2 });
    const other = await memberWith(handler, [
      { productId: bracelet, quantity: 2, options: { birthstone: 'May' } },
    ]);
    expect((await checkout(handler, other)).status).toBe(201);
  });

  it('a checkout of other units gets a hold of its own', async () => {
    const { handler } = shopApp(db, {}, now);
    const tee = await createProduct('t-shirt', { M: 5, L: 5 });
    const cookie = await memberWith(handler, [{ productId: tee, quantity: 1, options: { size: 'M' } }]);
    const first = await checkout(handler, cookie);
    await request(handler).delete('/api/cart').set('Cookie', cookie);
    await request(handler)
      .post('/api/cart')
      .set('Cookie', cookie)
      .send({ productId: tee, quantity: 1, options: { size: 'L' } });
    const second = await checkout(handler, cookie);
    expect(second.status).toBe(201);
    expect(Date.parse(second.body.holdExpiresAt)).toBeGreaterThanOrEqual(
      Date.parse(first.body.holdExpiresAt),
    );
    expect(await stockOf(tee)).toEqual({ M: 5, L: 4 });
  });
});
