import request from 'supertest';
import type { AdminProduct, ShopSummary, StockAdjustment } from '@ministry/contracts/admin-product';
import type { Product } from '@ministry/contracts/product';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { OrderModel } from '../orders/model';
import { ProductModel } from '../products/model';
import { backfillProducts, catalogue, seedProducts } from '../products/seed';
import { findStoredProduct, storedProductsById } from '../products/service';
import { prepareDatabase } from '../setup';
import {
  createdProduct,
  LOW_STOCK_THRESHOLD,
  NEW_BRACELET,
  NEW_TEE,
  productsApp,
  signIn,
  type Cookies,
} from './admin-products-setup';

let db: TestDatabase;
let cookies: Cookies;
let app: ReturnType<typeof productsApp>;
beforeAll(async () => {
  db = await openTestDatabase('shop-admin-products');
  await prepareDatabase();
  cookies = await signIn(db);
  app = productsApp(db);
});
afterAll(() => db.close());

async function adminList(): Promise<AdminProduct[]> {
  const res = await request(app).get('/api/admin/products').set('Cookie', cookies.admin);
  expect(res.status).toBe(200);
  return res.body as AdminProduct[];
}

async function shopIds(): Promise<string[]> {
  return ((await request(app).get('/api/products')).body as Product[]).map((p) => p.id);
}

describe('the admin product list', () => {
  it('shows every product with sellable and held stock per key and a low-stock mark', async () => {
    const created = await createdProduct(app, cookies.admin);
    await ProductModel.updateOne(
      { _id: created.id },
      {
        $set: {
          'stock.M': 6,
          takenBy: [
            { mark: 'checkout-a#0', stockKey: 'M', quantity: 2 },
            { mark: 'checkout-b#1', stockKey: 'M', quantity: 1 },
          ],
        },
      },
    );
    const list = await adminList();
    expect(list.length).toBe(catalogue().length + 1);
    const tee = list.find((p) => p.id === created.id);
    expect(tee).toMatchObject({
      name: NEW_TEE.name,
      nameEs: NEW_TEE.nameEs,
      priceCents: 2650,
      stock: { S: 4, M: 6, L: 0, XL: 2, '2XL': 1 },
      held: { S: 0, M: 3, L: 0, XL: 0, '2XL': 0 },
      archived: false,
      lowStock: true,
      lowStockThreshold: LOW_STOCK_THRESHOLD,
    });
    const bracelet = list.find((p) => p.type === 'bracelet');
    expect(Object.keys(bracelet?.stock ?? {})).toEqual(['all']);
    expect(bracelet?.lowStock).toBe(false);
  });
});

describe('creating a product', () => {
  it('answers the new product, puts it in the shop in both languages and records its starting stock', async () => {
    const res = await request(app)
      .post('/api/admin/products')
      .set('Cookie', cookies.admin)
      .send(NEW_BRACELET);
    expect(res.status).toBe(201);
    const product = res.body as AdminProduct;
    expect(product).toMatchObject({
      name: NEW_BRACELET.name,
      nameEs: NEW_BRACELET.nameEs,
      descriptionEs: NEW_BRACELET.descriptionEs,
      priceCents: 1500,
      type: 'bracelet',
      imageUrl: '',
      inventory: 12,
      stock: { all: 12 },
      held: { all: 0 },
      archived: false,
      lowStock: false,
    });
    const shown = (await request(app).get(`/api/products/${product.id}`)).body as Product;
    expect(shown).toMatchObject({ name: NEW_BRACELET.name, nameEs: NEW_BRACELET.nameEs, inventory: 12 });
    expect(await shopIds()).toContain(product.id);

    const history = await request(app)
      .get(`/api/admin/products/${product.id}/stock-history`)
      .set('Cookie', cookies.admin);
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      {
        at: expect.any(String),
        by: 'lydia',
        stockKey: 'all',
        change: 12,
        after: 12,
        reason: 'Initial stock',
        initial: true,
      },
    ]);
  });

  it('keeps only the stock keys of the product’s type and records none for a zero count', async () => {
    const product = await createdProduct(app, cookies.admin, { ...NEW_TEE, stock: { M: 3, all: 9 } });
    expect(product.stock).toEqual({ S: 0, M: 3, L: 0, XL: 0, '2XL': 0 });
    const history = (
      await request(app).get(`/api/admin/products/${product.id}/stock-history`).set('Cookie', cookies.admin)
    ).body as StockAdjustment[];
    expect(history.map((entry) => [entry.stockKey, entry.change])).toEqual([['M', 3]]);
  });

  it('refuses a bad product with every problem translated, storing nothing', async () => {
    const before = await ProductModel.countDocuments();
    const bad = { ...NEW_TEE, nameEs: '', priceCents: 1234.5, type: 'mug', stock: { M: -1 } };
    const en = await request(app).post('/api/admin/products').set('Cookie', cookies.admin).send(bad);
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({
      nameEs: 'Enter the product name in Spanish',
      priceCents: 'Enter the price in dollars, like 25 or 25.00',
      type: 'Choose the product type: t-shirt or bracelet',
      'stock.M': 'Stock must be a whole number from 0 to 100,000',
    });
    const es = await request(app)
      .post('/api/admin/products')
      .set('Cookie', cookies.admin)
      .set('Accept-Language', 'es')
      .send({ ...NEW_TEE, priceCents: 10 });
    expect(es.status).toBe(400);
    expect(es.body.message).toBe('El precio debe estar entre $0.50 y $10,000.00');
    expect(await ProductModel.countDocuments()).toBe(before);
  });
});

describe('editing a product', () => {
  it('changes its names, descriptions and price, in the shop too', async () => {
    const product = await createdProduct(app, cookies.admin);
    const res = await request(app)
      .put(`/api/admin/products/${product.id}`)
      .set('Cookie', cookies.admin)
      .send({ ...NEW_TEE, name: 'Joy Tee', nameEs: 'Camiseta Gozo', priceCents: 2400 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: product.id,
      name: 'Joy Tee',
      nameEs: 'Camiseta Gozo',
      priceCents: 2400,
    });
    expect((res.body as AdminProduct).stock).toEqual(product.stock);
    const shown = (await request(app).get(`/api/products/${product.id}`)).body as Product;
    expect(shown).toMatchObject({ name: 'Joy Tee', nameEs: 'Camiseta Gozo', priceCents: 2400 });
  });

  it('changes the type of a product never stocked, and refuses it once there is stock or an order', async () => {
    const empty = await createdProduct(app, cookies.admin, { ...NEW_TEE, stock: {} });
    const changed = await request(app)
      .put(`/api/admin/products/${empty.id}`)
      .set('Cookie', cookies.admin)
      .send({ ...NEW_TEE, type: 'bracelet' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ type: 'bracelet', stock: { all: 0 }, held: { all: 0 } });

    const stocked = await createdProduct(app, cookies.admin);
    const refused = await request(app)
      .put(`/api/admin/products/${stocked.id}`)
      .set('Cookie', cookies.admin)
      .set('Accept-Language', 'es')
      .send({ ...NEW_TEE, type: 'bracelet' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'El tipo de un producto con existencias o pedidos no puede cambiar. Cree un producto nuevo.',
    );

    const ordered = await createdProduct(app, cookies.admin, { ...NEW_TEE, stock: {} });
    await OrderModel.collection.insertOne({
      orderNumber: 'WOP-TEST-0001',
      items: [{ productId: ordered.id }],
    });
    const alsoRefused = await request(app)
      .put(`/api/admin/products/${ordered.id}`)
      .set('Cookie', cookies.admin)
      .send({ ...NEW_TEE, type: 'bracelet' });
    expect(alsoRefused.status).toBe(409);
    expect((await ProductModel.findById(ordered.id).lean())?.type).toBe('t-shirt');
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await request(app)
      .put('/api/admin/products/507f1f77bcf86cd799439011')
      .set('Cookie', cookies.admin)
      .send(NEW_TEE);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product Not Found');
  });
});

describe('archiving a product', () => {
  it('takes it out of the shop (list, link, carts and checkout) and brings it back on restore', async () => {
    const product = await createdProduct(app, cookies.admin);
    const archived = await request(app)
      .post(`/api/admin/products/${product.id}/archive`)
      .set('Cookie', cookies.admin);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id: product.id, archived: true });

    expect(await shopIds()).not.toContain(product.id);
    expect(await findStoredProduct(product.id)).toBeNull();
    expect((await storedProductsById([product.id])).size).toBe(0);
    const link = await request(app).get(`/api/products/${product.id}`).set('Accept-Language', 'es');
    expect(link.status).toBe(404);
    expect(link.body.message).toBe('Producto no encontrado');
    const inList = (await adminList()).find((p) => p.id === product.id);
    expect(inList?.archived).toBe(true);

    const restored = await request(app)
      .post(`/api/admin/products/${product.id}/restore`)
      .set('Cookie', cookies.admin);
    expect(restored.status).toBe(200);
    expect(restored.body.archived).toBe(false);
    expect((await request(app).get(`/api/products/${product.id}`)).status).toBe(200);
    expect(await shopIds()).toContain(product.id);
  });
});

describe('the dashboard’s shop counts', () => {
  it('counts paid orders to ship (not those with nothing to ship) and low-stock products on sale', async () => {
    const shippingAddress = { street: '1 Main St', city: 'Queens', state: 'NY', zipCode: '11385' };
    await OrderModel.collection.insertMany([
      { orderNumber: 'WOP-SHIP-0001', status: 'paid', shippingAddress },
      { orderNumber: 'WOP-SHIP-0002', status: 'paid', shippingAddress },
      { orderNumber: 'WOP-SHIP-0003', status: 'shipped', shippingAddress },
      { orderNumber: 'WOP-SHIP-0004', status: 'pending_payment', shippingAddress },
      // A gift and a resource: paid, nothing to send.
      { orderNumber: 'WOP-SHIP-0005', status: 'paid', shippingAddress: null },
    ]);
    const lowOnSale = (await adminList()).filter((p) => p.lowStock && !p.archived).length;
    const low = await createdProduct(app, cookies.admin, { ...NEW_BRACELET, stock: { all: 1 } });
    await request(app).post(`/api/admin/products/${low.id}/archive`).set('Cookie', cookies.admin);

    const res = await request(app).get('/api/admin/shop/summary').set('Cookie', cookies.admin);
    expect(res.status).toBe(200);
    expect(res.body as ShopSummary).toEqual({ ordersToShip: 2, lowStockProducts: lowOnSale });
  });
});

describe('products stored before the back office', () => {
  it('get archived: false, once, and stay in the shop', async () => {
    const raw = await ProductModel.collection.insertOne({
      ...catalogue()[0],
      name: 'Old Tee',
    });
    await backfillProducts();
    await backfillProducts();
    expect((await ProductModel.findById(raw.insertedId).lean())?.archived).toBe(false);
    await seedProducts();
    expect(await shopIds()).toContain(String(raw.insertedId));
  });
});

describe('who may use the back office', () => {
  const writes: [string, string, object | undefined][] = [
    ['get', '/api/admin/products', undefined],
    ['post', '/api/admin/products', NEW_TEE],
    ['put', '/api/admin/products/:id', NEW_TEE],
    ['post', '/api/admin/products/:id/archive', undefined],
    ['post', '/api/admin/products/:id/restore', undefined],
    ['post', '/api/admin/products/:id/stock', { stockKey: 'M', change: 5, reason: 'Restock' }],
    ['get', '/api/admin/products/:id/stock-history', undefined],
    ['post', '/api/admin/products/:id/image', undefined],
    ['get', '/api/admin/shop/summary', undefined],
  ];

  it.each(writes)(
    '%s %s: a visitor gets 401, a member or an event editor 403, changing nothing',
    async (method, path, body) => {
      const product = await createdProduct(app, cookies.admin);
      const before = JSON.stringify(await ProductModel.find().sort({ _id: 1 }).lean());
      const url = path.replace(':id', product.id);
      const call = (cookie?: string) => {
        let req = request(app)[method as 'get'](url);
        if (cookie) req = req.set('Cookie', cookie);
        return body ? req.send(body) : req;
      };
      expect((await call()).status).toBe(401);
      for (const cookie of [cookies.member, cookies.editor]) {
        const res = await call(cookie);
        expect(res.status).toBe(403);
        expect(res.body.message).toEqual(expect.any(String));
      }
      expect(JSON.stringify(await ProductModel.find().sort({ _id: 1 }).lean())).toBe(before);
    },
  );
});
