import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import type { CartItem } from '@ministry/contracts/cart';
import { createApp } from '../app';
import { CartLineModel } from '../cart/model';
import { ProductModel } from '../products/model';
import { prepareDatabase } from '../setup';
import { randomUUID } from 'node:crypto';
import { CART_COOKIE } from '../cart/owner';
import { cartCookieFrom, cookieSet, createProduct, sessionKeyFrom, signInWithCart } from './helpers';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('shop-cart');
  await prepareDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await Promise.all([ProductModel.deleteMany({}), CartLineModel.deleteMany({})]);
});

const app = () => createApp(db.config, db).app.callback();

/** A visitor's first add: answers the cart and the cart cookie it was given. */
async function visitorAdds(body: object): Promise<{ cookie: string; cart: CartItem[] }> {
  const res = await request(app()).post('/api/cart').send(body);
  expect(res.status).toBe(201);
  const cookie = cartCookieFrom(res);
  expect(cookie).toBeTruthy();
  return { cookie: cookie!, cart: res.body as CartItem[] };
}

describe('a visitor cart', () => {
  it('starts empty without setting a cookie', async () => {
    const res = await request(app()).get('/api/cart');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is named by a signed cookie of the shop, never by the shared session (identity alone writes it)', async () => {
    const tee = await createProduct('t-shirt', { S: 1, M: 5, L: 5, XL: 1, '2XL': 1 });
    const res = await request(app())
      .post('/api/cart')
      .send({ productId: tee, quantity: 1, options: { size: 'M' } });
    expect(res.status).toBe(201);
    expect(sessionKeyFrom(res)).toBeUndefined();
    expect(await db.sessions.collection('sessions').countDocuments()).toBe(0);
    const forged = `${CART_COOKIE}=${randomUUID()}; ${CART_COOKIE}.sig=forged`;
    expect((await request(app()).get('/api/cart').set('Cookie', forged)).body).toEqual([]);
  });

  it('keeps added items in the visitor session, priced in dollars', async () => {
    const tee = await createProduct('t-shirt', { S: 1, M: 5, L: 5, XL: 1, '2XL': 1 });
    const { cookie, cart } = await visitorAdds({ productId: tee, quantity: 2, options: { size: 'M' } });
    expect(cart).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/) as string,
        kind: 'product',
        productId: tee,
        name: 'Test Tee',
        nameEs: 'Camiseta de prueba',
        priceCents: 2000,
        quantity: 2,
        options: { size: 'M' },
        imageUrl: '/api/products/images/test.svg',
        type: 't-shirt',
        available: 5,
      },
    ]);
    const again = await request(app()).get('/api/cart').set('Cookie', cookie);
    expect(again.body).toEqual(cart);
    // Another visitor sees nothing of it.
    expect((await request(app()).get('/api/cart')).body).toEqual([]);
  });

  it('adds the same product and options to one line, other options to another', async () => {
    const tee = await createProduct('t-shirt', { S: 1, M: 5, L: 5, XL: 1, '2XL': 1 });
    const { cookie } = await visitorAdds({ productId: tee, quantity: 1, options: { size: 'M' } });
    await request(app())
      .post('/api/cart')
      .set('Cookie', cookie)
      .send({ productId: tee, quantity: 2, options: { size: 'M' } });
    const res = await request(app())
      .post('/api/cart')
      .set('Cookie', cookie)
      .send({ productId: tee, quantity: 1, options: { size: 'L' } });
    const cart = res.body as CartItem[];
    expect(cart.map((i) => [i.options.size, i.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
  });

  it('takes a bracelet with its birthstone month and shows that stone', async () => {
    const bracelet = await createProduct(
      'bracelet',
      { all: 3 },
      { birthstoneImageUrls: { May: '/api/products/images/may.svg' } },
    );
    const { cart } = await visitorAdds({ productId: bracelet, quantity: 1, options: { birthstone: 'May' } });
    expect(cart[0]).toMatchObject({
      options: { birthstone: 'May' },
      imageUrl: '/api/products/images/may.svg',
    });
  });

  it('ignores a price sent by the client', async () => {
    const tee = await createProduct('t-shirt', { M: 5 });
    const { cart } = await visitorAdds({
      productId: tee,
      quantity: 1,
      options: { size: 'M' },
      priceCents: 1,
    });
    expect(cart[0]?.priceCents).toBe(2000);
  });
});

describe('POST /api/cart validation', () => {
  const cases: [string, (ids: { tee: string; bracelet: string }) => object, number, string][] = [
    [
      'a tee without a size',
      ({ tee }) => ({ productId: tee, quantity: 1 }),
      400,
      'Choose a size for this t-shirt',
    ],
    [
      'a size that does not exist',
      ({ tee }) => ({ productId: tee, quantity: 1, options: { size: 'XXL' } }),
      400,
      'Choose a size: S, M, L, XL or 2XL',
    ],
    [
      'a birthstone on a tee',
      ({ tee }) => ({ productId: tee, quantity: 1, options: { size: 'M', birthstone: 'May' } }),
      400,
      'That option does not apply to this product',
    ],
    [
      'a bracelet without a month',
      ({ bracelet }) => ({ productId: bracelet, quantity: 1 }),
      400,
      'Choose a birthstone month for this bracelet',
    ],
    [
      'a month that does not exist',
      ({ bracelet }) => ({ productId: bracelet, quantity: 1, options: { birthstone: 'Smarch' } }),
      400,
      'Choose a birthstone month from January to December',
    ],
    [
      'a size on a bracelet',
      ({ bracelet }) => ({ productId: bracelet, quantity: 1, options: { birthstone: 'May', size: 'M' } }),
      400,
      'That option does not apply to this product',
    ],
    [
      'a quantity below 1',
      ({ tee }) => ({ productId: tee, quantity: 0, options: { size: 'M' } }),
      400,
      'Quantity must be at least 1',
    ],
    [
      'a fractional quantity',
      ({ tee }) => ({ productId: tee, quantity: 1.5, options: { size: 'M' } }),
      400,
      'Quantity must be a whole number',
    ],
    ['no product', () => ({ quantity: 1 }), 400, 'Choose a product'],
    [
      'an unknown product',
      () => ({ productId: '0123456789abcdef01234567', quantity: 1, options: { size: 'M' } }),
      404,
      'Product Not Found',
    ],
    [
      'a malformed product id',
      () => ({ productId: 'sample-product', quantity: 1, options: { size: 'M' } }),
      404,
      'Product Not Found',
    ],
  ];

  it.each(cases)('refuses %s', async (_name, body, status, message) => {
    const ids = {
      tee: await createProduct('t-shirt', { S: 1, M: 5, L: 5, XL: 1, '2XL': 1 }),
      bracelet: await createProduct('bracelet', { all: 5 }),
    };
    const res = await request(app()).post('/api/cart').send(body(ids));
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await CartLineModel.countDocuments()).toBe(0);
  });

  it('answers in Spanish when asked', async () => {
    const tee = await createProduct('t-shirt', { M: 5 });
    const res = await request(app())
      .post('/api/cart')
      .set('Accept-Language', 'es')
      .send({ productId: tee, quantity: 0, options: { size: 'M' } });
    expect(res.body.message).toBe('La cantidad debe ser al menos 1');
  });
});

describe('stock limits in the cart', () => {
  it('refuses more than the stock of the chosen size, and a sold-out size, naming the item', async () => {
    const tee = await createProduct('t-shirt', { S: 2, M: 0, L: 4, XL: 0, '2XL': 3 });
    const over = await request(app())
      .post('/api/cart')
      .send({ productId: tee, quantity: 4, options: { size: '2XL' } });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: 'Sorry, only 3 of Test Tee (2XL) left in stock.' });
    const soldOut = await request(app())
      .post('/api/cart')
      .send({ productId: tee, quantity: 1, options: { size: 'M' } });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toEqual({ message: 'Sorry, Test Tee (M) is out of stock.' });
    const spanish = await request(app())
      .post('/api/cart')
      .set('Accept-Language', 'es')
      .send({ productId: tee, quantity: 1, options: { size: 'M' } });
    expect(spanish.body).toEqual({ message: 'Lo sentimos, Camiseta de prueba (M) está agotado.' });
    // Sold out in M does not block L.
    const large = await request(app())
      .post('/api/cart')
      .send({ productId: tee, quantity: 4, options: { size: 'L' } });
    expect(large.status).toBe(201);
  });

  it('counts what is already in the cart', async () => {
    const bracelet = await createProduct('bracelet', { all: 3 });
    const { cookie } = await visitorAdds({
      productId: bracelet,
      quantity: 2,
      options: { birthstone: 'March' },
    });
    const res = await request(app())
      .post('/api/cart')
      .set('Cookie', cookie)
      .send({ productId: bracelet, quantity: 2, options: { birthstone: 'March' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Sorry, only 3 of Test Bracelet (March) left in stock.');
  });
});

describe('PUT and DELETE /api/cart/:id', () => {
  async function cartWithTwoLines() {
    const tee = await createProduct('t-shirt', { S: 5, M: 5, L: 5, XL: 5, '2XL': 5 });
    const { cookie, cart } = await visitorAdds({ productId: tee, quantity: 2, options: { size: 'S' } });
    const second = await request(app())
      .post('/api/cart')
      .set('Cookie', cookie)
      .send({ productId: tee, quantity: 1, options: { size: 'L' } });
    const items = second.body as CartItem[];
    return { cookie, first: cart[0]!.id, second: items[1]!.id };
  }

  it('changes a quantity, ignores one below 1 and refuses more than the stock', async () => {
    const { cookie, first } = await cartWithTwoLines();
    const up = await request(app()).put(`/api/cart/${first}`).set('Cookie', cookie).send({ quantity: 4 });
    expect(up.status).toBe(200);
    expect((up.body as CartItem[])[0]?.quantity).toBe(4);
    const zero = await request(app()).put(`/api/cart/${first}`).set('Cookie', cookie).send({ quantity: 0 });
    expect(zero.status).toBe(200);
    expect((zero.body as CartItem[])[0]?.quantity).toBe(4);
    const negative = await request(app())
      .put(`/api/cart/${first}`)
      .set('Cookie', cookie)
      .send({ quantity: -3 });
    expect((negative.body as CartItem[])[0]?.quantity).toBe(4);
    const over = await request(app()).put(`/api/cart/${first}`).set('Cookie', cookie).send({ quantity: 6 });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Sorry, only 5 of Test Tee (S) left in stock.');
    const down = await request(app()).put(`/api/cart/${first}`).set('Cookie', cookie).send({ quantity: 1 });
    expect((down.body as CartItem[])[0]?.quantity).toBe(1);
    const bad = await request(app())
      .put(`/api/cart/${first}`)
      .set('Cookie', cookie)
      .send({ quantity: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Quantity must be a whole number');
  });

  it('lets a line be lowered even when the stock fell below it', async () => {
    const { cookie, first } = await cartWithTwoLines();
    await request(app()).put(`/api/cart/${first}`).set('Cookie', cookie).send({ quantity: 5 });
    await ProductModel.updateMany({}, { $set: { 'stock.S': 2 } });
    const down = await request(app()).put(`/api/cart/${first}`).set('Cookie', cookie).send({ quantity: 4 });
    expect(down.status).toBe(200);
    expect((down.body as CartItem[])[0]).toMatchObject({ quantity: 4, available: 2 });
  });

  it('removes one line, then clears the cart', async () => {
    const { cookie, first, second } = await cartWithTwoLines();
    const removed = await request(app()).delete(`/api/cart/${first}`).set('Cookie', cookie);
    expect(removed.status).toBe(200);
    expect((removed.body as CartItem[]).map((i) => i.id)).toEqual([second]);
    const cleared = await request(app()).delete('/api/cart').set('Cookie', cookie);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual([]);
    expect((await request(app()).get('/api/cart').set('Cookie', cookie)).body).toEqual([]);
  });

  it("refuses another cart's items and unknown ids", async () => {
    const { cookie, first } = await cartWithTwoLines();
    const stranger = await signedInCookie(db, { role: 'member' });
    for (const res of [
      await request(app()).put(`/api/cart/${first}`).set('Cookie', stranger).send({ quantity: 3 }),
      await request(app()).delete(`/api/cart/${first}`).set('Cookie', stranger),
      await request(app()).delete(`/api/cart/${first}`),
      await request(app()).put('/api/cart/not-an-id').set('Cookie', cookie).send({ quantity: 3 }),
      await request(app()).delete('/api/cart/0123456789abcdef01234567').set('Cookie', cookie),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'That item is not in your cart.' });
    }
    // Clearing a stranger's own cart leaves this one alone.
    await request(app()).delete('/api/cart').set('Cookie', stranger);
    const mine = (await request(app()).get('/api/cart').set('Cookie', cookie)).body as CartItem[];
    expect(mine.map((i) => i.quantity)).toEqual([2, 1]);
  });

  it('drops lines whose product no longer exists', async () => {
    const { cookie } = await cartWithTwoLines();
    await ProductModel.deleteMany({});
    expect((await request(app()).get('/api/cart').set('Cookie', cookie)).body).toEqual([]);
    expect(await CartLineModel.countDocuments()).toBe(0);
  });
});

describe('a member cart', () => {
  it('belongs to the user, in every session of theirs', async () => {
    const tee = await createProduct('t-shirt', { M: 5 });
    const laptop = await signedInCookie(db, { id: 'user-ruth', role: 'member' });
    const phone = await signedInCookie(db, { id: 'user-ruth', role: 'member' });
    const add = await request(app())
      .post('/api/cart')
      .set('Cookie', laptop)
      .send({ productId: tee, quantity: 1, options: { size: 'M' } });
    expect(add.status).toBe(201);
    const onPhone = (await request(app()).get('/api/cart').set('Cookie', phone)).body as CartItem[];
    expect(onPhone).toHaveLength(1);
    const other = await signedInCookie(db, { id: 'user-naomi', role: 'member' });
    expect((await request(app()).get('/api/cart').set('Cookie', other)).body).toEqual([]);
  });
});

describe('logging in merges the visitor cart into the member cart', () => {
  it('adds up the same product and options, moves the rest, and forgets the visitor cart', async () => {
    const tee = await createProduct('t-shirt', { S: 5, M: 5, L: 5, XL: 5, '2XL': 5 });
    const bracelet = await createProduct('bracelet', { all: 5 });
    const member = { id: 'user-martha', username: 'martha', role: 'member' };

    // Earlier, as a member: 1 tee in M.
    const earlier = await signedInCookie(db, member);
    await request(app())
      .post('/api/cart')
      .set('Cookie', earlier)
      .send({ productId: tee, quantity: 1, options: { size: 'M' } });

    // Now a visitor: 2 tees in M and a bracelet.
    const { cookie: visitor } = await visitorAdds({
      productId: tee,
      quantity: 2,
      options: { size: 'M' },
    });
    await request(app())
      .post('/api/cart')
      .set('Cookie', visitor)
      .send({ productId: bracelet, quantity: 1, options: { birthstone: 'June' } });

    const { cookie } = await signInWithCart(db, visitor, member);
    const res = await request(app()).get('/api/cart').set('Cookie', cookie);
    expect(res.status).toBe(200);
    const cart = res.body as CartItem[];
    expect(cart.map((i) => [i.productId, i.options, i.quantity])).toEqual([
      [tee, { size: 'M' }, 3],
      [bracelet, { birthstone: 'June' }, 1],
    ]);
    // The cart cookie is cleared, and the visitor cart is gone.
    expect(cookieSet(res, CART_COOKIE)).toBe('');
    expect(await CartLineModel.countDocuments({ owner: /^visitor:/ })).toBe(0);
    // Asking again merges nothing twice.
    const again = (await request(app()).get('/api/cart').set('Cookie', cookie)).body as CartItem[];
    expect(again.map((i) => i.quantity)).toEqual([3, 1]);
  });

  it('caps the added-up quantity by the stock', async () => {
    const bracelet = await createProduct('bracelet', { all: 4 });
    const member = { id: 'user-lydia', username: 'lydia', role: 'member' };
    const earlier = await signedInCookie(db, member);
    await request(app())
      .post('/api/cart')
      .set('Cookie', earlier)
      .send({ productId: bracelet, quantity: 3, options: { birthstone: 'July' } });
    const { cookie: visitor } = await visitorAdds({
      productId: bracelet,
      quantity: 3,
      options: { birthstone: 'July' },
    });
    const { cookie } = await signInWithCart(db, visitor, member);
    const cart = (await request(app()).get('/api/cart').set('Cookie', cookie)).body as CartItem[];
    expect(cart.map((i) => i.quantity)).toEqual([4]);
  });

  it('merges on any shop request, a write included', async () => {
    const tee = await createProduct('t-shirt', { S: 5, M: 5, L: 5, XL: 5, '2XL': 5 });
    const { cookie: visitor } = await visitorAdds({ productId: tee, quantity: 1, options: { size: 'S' } });
    const { cookie } = await signInWithCart(db, visitor, { id: 'user-eve', username: 'eve' });
    const res = await request(app())
      .post('/api/cart')
      .set('Cookie', cookie)
      .send({ productId: tee, quantity: 1, options: { size: 'S' } });
    expect(res.status).toBe(201);
    expect((res.body as CartItem[]).map((i) => i.quantity)).toEqual([2]);
  });
});
