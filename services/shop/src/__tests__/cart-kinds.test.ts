import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import type { CartItem } from '@ministry/contracts/cart';
import { CartLineModel } from '../cart/model';
import { ProductModel } from '../products/model';
import { prepareDatabase } from '../setup';
import { cartCookieFrom, createProduct, signInWithCart } from './helpers';
import { fund, premium, shopWithServices, startServicesDouble, type ServicesDouble } from './services-double';

// The one cart's gift and resource lines: named and priced by billing and content (a stand-in here).

let db: TestDatabase;
let services: ServicesDouble;
beforeAll(async () => {
  db = await openTestDatabase('shop-cart-kinds');
  await prepareDatabase();
  services = await startServicesDouble(db.config.internalApiKey);
});
afterAll(async () => {
  await services.close();
  await db.close();
});
beforeEach(async () => {
  await Promise.all([ProductModel.deleteMany({}), CartLineModel.deleteMany({})]);
  services.reset();
  services.funds = [
    fund('f-build', 'Building Fund', 'Fondo de Construcción'),
    fund('f-gen', 'General Fund', 'Fondo General'),
  ];
  services.resources.set('r-journal', premium('r-journal', 'Prayer Journal', 900));
});

const app = () => shopWithServices(db, services).handler;
const member = () => signedInCookie(db, { role: 'member' });
const cart = async (cookie: string) =>
  (await request(app()).get('/api/cart').set('Cookie', cookie)).body as CartItem[];

describe('POST /api/cart/gift', () => {
  it('adds a gift named by its fund; a second gift to the same fund replaces the amount', async () => {
    const cookie = await member();
    const first = await request(app())
      .post('/api/cart/gift')
      .set('Cookie', cookie)
      .send({ fundId: 'f-build', giftCents: 2500 });
    expect(first.status).toBe(201);
    expect(first.body).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/) as string,
        kind: 'gift',
        productId: 'f-build',
        name: 'Building Fund',
        nameEs: 'Fondo de Construcción',
        priceCents: 2500,
        quantity: 1,
        options: {},
        imageUrl: null,
      },
    ]);
    const again = await request(app())
      .post('/api/cart/gift')
      .set('Cookie', cookie)
      .send({ fundId: 'f-build', giftCents: 4000 });
    expect(again.body).toHaveLength(1);
    expect(again.body[0]).toMatchObject({ kind: 'gift', priceCents: 4000 });
    await request(app())
      .post('/api/cart/gift')
      .set('Cookie', cookie)
      .send({ fundId: 'f-gen', giftCents: 1000 });
    expect((await cart(cookie)).map((line) => [line.productId, line.priceCents])).toEqual([
      ['f-build', 4000],
      ['f-gen', 1000],
    ]);
  });

  it('refuses bad amounts with translated field messages, and an unknown or archived fund (404)', async () => {
    const cookie = await member();
    const small = await request(app())
      .post('/api/cart/gift')
      .set('Cookie', cookie)
      .set('Accept-Language', 'es')
      .send({ fundId: 'f-build', giftCents: 100 });
    expect(small.status).toBe(400);
    expect(small.body).toEqual({
      message: 'El donativo mínimo es de $5.00.',
      errors: { giftCents: 'El donativo mínimo es de $5.00.' },
    });
    const fraction = await request(app())
      .post('/api/cart/gift')
      .set('Cookie', cookie)
      .send({ fundId: 'f-build', giftCents: 25.5 });
    expect(fraction.status).toBe(400);
    const unknown = await request(app())
      .post('/api/cart/gift')
      .set('Cookie', cookie)
      .send({ fundId: 'nope', giftCents: 2500 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('That fund does not exist or no longer takes gifts.');
    expect(await cart(cookie)).toEqual([]);
  });

  it('works for a visitor too, whose gift joins her cart when she signs in (her own gift to a fund is kept)', async () => {
    const first = await request(app()).post('/api/cart/gift').send({ fundId: 'f-build', giftCents: 2500 });
    expect(first.status).toBe(201);
    const visitor = cartCookieFrom(first)!;
    await request(app())
      .post('/api/cart/gift')
      .set('Cookie', visitor)
      .send({ fundId: 'f-gen', giftCents: 700 });
    await request(app()).post('/api/cart/resource').set('Cookie', visitor).send({ resourceId: 'r-journal' });
    const { cookie: both } = await signInWithCart(db, visitor);
    const memberOnly = both.split('; ').slice(0, 2).join('; ');
    await request(app())
      .post('/api/cart/gift')
      .set('Cookie', memberOnly)
      .send({ fundId: 'f-build', giftCents: 9000 });
    await request(app())
      .post('/api/cart/resource')
      .set('Cookie', memberOnly)
      .send({ resourceId: 'r-journal' });
    const merged = await cart(both);
    expect(merged.map((line) => [line.kind, line.productId, line.priceCents]).sort()).toEqual([
      ['gift', 'f-build', 9000],
      ['gift', 'f-gen', 700],
      ['resource', 'r-journal', 900],
    ]);
  });
});

describe('POST /api/cart/resource', () => {
  it('adds a premium resource once: adding it again changes nothing', async () => {
    const cookie = await member();
    const res = await request(app())
      .post('/api/cart/resource')
      .set('Cookie', cookie)
      .send({ resourceId: 'r-journal' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/) as string,
        kind: 'resource',
        productId: 'r-journal',
        name: 'Prayer Journal',
        nameEs: 'Prayer Journal (ES)',
        priceCents: 900,
        quantity: 1,
        options: {},
        imageUrl: '/api/resources/images/r-journal.svg',
      },
    ]);
    await Promise.all(
      [1, 2, 3].map(() =>
        request(app()).post('/api/cart/resource').set('Cookie', cookie).send({ resourceId: 'r-journal' }),
      ),
    );
    expect(await cart(cookie)).toHaveLength(1);
    // One unit, always.
    const put = await request(app())
      .put(`/api/cart/${res.body[0].id}`)
      .set('Cookie', cookie)
      .send({ quantity: 3 });
    expect(put.body[0].quantity).toBe(1);
  });

  it('refuses a free or unknown resource (404, translated) and a missing id (400)', async () => {
    const cookie = await member();
    services.resources.set('r-free', {
      ...premium('r-free', 'Free Guide', 0),
      type: 'free',
      priceCents: null,
    });
    for (const resourceId of ['r-free', 'r-none']) {
      const res = await request(app())
        .post('/api/cart/resource')
        .set('Cookie', cookie)
        .set('Accept-Language', 'es')
        .send({ resourceId });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Recurso no encontrado.');
    }
    expect((await request(app()).post('/api/cart/resource').set('Cookie', cookie).send({})).status).toBe(400);
  });
});

describe('the lines of other services in the cart', () => {
  it('go when the fund is archived or the resource is no longer premium, like a deleted product', async () => {
    const cookie = await member();
    const tee = await createProduct('t-shirt', { M: 5 });
    await request(app())
      .post('/api/cart')
      .set('Cookie', cookie)
      .send({ productId: tee, quantity: 1, options: { size: 'M' } });
    await request(app())
      .post('/api/cart/gift')
      .set('Cookie', cookie)
      .send({ fundId: 'f-build', giftCents: 2500 });
    await request(app()).post('/api/cart/resource').set('Cookie', cookie).send({ resourceId: 'r-journal' });
    expect((await cart(cookie)).map((line) => line.kind)).toEqual(['product', 'gift', 'resource']);
    services.funds = services.funds.filter((f) => f.id !== 'f-build');
    services.resources.set('r-journal', { ...premium('r-journal', 'Prayer Journal', 900), type: 'free' });
    expect((await cart(cookie)).map((line) => line.kind)).toEqual(['product']);
    expect(await CartLineModel.countDocuments()).toBe(1);
  });

  it('stay, as last read, while their service does not answer; adding is refused with a translated 503', async () => {
    const cookie = await member();
    await request(app())
      .post('/api/cart/gift')
      .set('Cookie', cookie)
      .send({ fundId: 'f-build', giftCents: 2500 });
    await request(app()).post('/api/cart/resource').set('Cookie', cookie).send({ resourceId: 'r-journal' });
    services.down = { billing: true, content: true, events: false };
    expect((await cart(cookie)).map((line) => [line.name, line.priceCents])).toEqual([
      ['Building Fund', 2500],
      ['Prayer Journal', 900],
    ]);
    const gift = await request(app())
      .post('/api/cart/gift')
      .set('Cookie', cookie)
      .set('Accept-Language', 'es')
      .send({ fundId: 'f-gen', giftCents: 2500 });
    expect(gift.status).toBe(503);
    expect(gift.body.message).toBe('El servicio no está disponible temporalmente.');
    const resource = await request(app())
      .post('/api/cart/resource')
      .set('Cookie', cookie)
      .send({ resourceId: 'r-journal' });
    expect(resource.status).toBe(503);
    expect(await CartLineModel.countDocuments()).toBe(2);
  });

  it('are removed with DELETE /api/cart/:id', async () => {
    const cookie = await member();
    const added = await request(app())
      .post('/api/cart/gift')
      .set('Cookie', cookie)
      .send({ fundId: 'f-build', giftCents: 2500 });
    const res = await request(app()).delete(`/api/cart/${added.body[0].id}`).set('Cookie', cookie);
    expect(res.body).toEqual([]);
  });
});
