import request from 'supertest';
import type { AdminProduct, StockAdjustment } from '@ministry/contracts/admin-product';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { ProductModel } from '../products/model';
import { takeStock } from '../shared/stock';
import { prepareDatabase } from '../setup';
import {
  createdProduct,
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
  db = await openTestDatabase('shop-admin-stock');
  await prepareDatabase();
  cookies = await signIn(db);
  app = productsApp(db);
});
afterAll(() => db.close());

const adjust = (id: string, body: object, language = 'en') =>
  request(app)
    .post(`/api/admin/products/${id}/stock`)
    .set('Cookie', cookies.admin)
    .set('Accept-Language', language)
    .send(body);

async function history(id: string): Promise<StockAdjustment[]> {
  const res = await request(app).get(`/api/admin/products/${id}/stock-history`).set('Cookie', cookies.admin);
  expect(res.status).toBe(200);
  return res.body as StockAdjustment[];
}

describe('restocks and corrections', () => {
  it('change one size’s count and are recorded with who, how many, the count after and why, newest first', async () => {
    const tee = await createdProduct(app, cookies.admin);
    const restock = await adjust(tee.id, { stockKey: 'L', change: 12, reason: 'Spring delivery' });
    expect(restock.status).toBe(200);
    expect((restock.body as AdminProduct).stock).toEqual({ ...tee.stock, L: 12 });
    const correction = await adjust(tee.id, {
      stockKey: 'M',
      change: -3,
      reason: 'Three damaged in storage',
    });
    expect(correction.status).toBe(200);
    expect((correction.body as AdminProduct).stock.M).toBe(5);

    const entries = await history(tee.id);
    expect(entries.slice(0, 2)).toEqual([
      {
        at: expect.any(String),
        by: 'lydia',
        stockKey: 'M',
        change: -3,
        after: 5,
        reason: 'Three damaged in storage',
      },
      {
        at: expect.any(String),
        by: 'lydia',
        stockKey: 'L',
        change: 12,
        after: 12,
        reason: 'Spring delivery',
      },
    ]);
    expect(entries.filter((entry) => entry.initial)).toHaveLength(4);
    const stored = await ProductModel.findById(tee.id).lean();
    expect(stored?.stock).toMatchObject({ L: 12, M: 5 });
  });

  it('restock a bracelet’s one count', async () => {
    const bracelet = await createdProduct(app, cookies.admin, NEW_BRACELET);
    const res = await adjust(bracelet.id, { stockKey: 'all', change: 8, reason: 'New batch' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ stock: { all: 20 }, inventory: 20 });
  });

  it('refuse a correction below zero with a translated message, changing nothing', async () => {
    const tee = await createdProduct(app, cookies.admin);
    const en = await adjust(tee.id, { stockKey: 'XL', change: -3, reason: 'Count' });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(`Only 2 of ${NEW_TEE.name} (XL) in stock: the count cannot go below 0.`);
    const es = await adjust(tee.id, { stockKey: 'XL', change: -3, reason: 'Recuento' }, 'es');
    expect(es.body.message).toBe(
      `Solo hay 2 de ${NEW_TEE.nameEs} (XL) en existencia: la cantidad no puede ser menor que 0.`,
    );
    expect((await ProductModel.findById(tee.id).lean())?.stock.XL).toBe(2);
    expect((await history(tee.id)).some((entry) => !entry.initial)).toBe(false);
  });

  it('leave held units alone: only sellable units can be corrected away', async () => {
    const tee = await createdProduct(app, cookies.admin);
    expect(await takeStock(tee.id, 'M', 6, 'checkout-x#0')).toBe(true);
    const res = await adjust(tee.id, { stockKey: 'M', change: -3, reason: 'Count' });
    expect(res.status).toBe(409);
    const list = (await request(app).get('/api/admin/products').set('Cookie', cookies.admin))
      .body as AdminProduct[];
    expect(list.find((p) => p.id === tee.id)).toMatchObject({ stock: { M: 2 }, held: { M: 6 } });
  });

  it('refuse a stock key the product does not have, a zero change, and a missing reason', async () => {
    const tee = await createdProduct(app, cookies.admin);
    const wrongKey = await adjust(tee.id, { stockKey: 'all', change: 1, reason: 'Count' });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.message).toBe(
      'Choose what to count: one of this t-shirt’s sizes, or all birthstones of a bracelet',
    );
    const zero = await adjust(tee.id, { stockKey: 'M', change: 0, reason: '' }, 'es');
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toEqual({
      change: 'El cambio debe ser un número entero distinto de 0, de -100,000 a 100,000',
      reason: 'Indique por qué cambian las existencias (reposición, recuento, artículos dañados…)',
    });
    const unknown = await adjust('507f1f77bcf86cd799439011', { stockKey: 'M', change: 1, reason: 'x' });
    expect(unknown.status).toBe(404);
  });
});

describe('a restock while checkouts take stock', () => {
  it('loses neither: every unit restocked and every unit taken is accounted for', async () => {
    const tee = await createdProduct(app, cookies.admin, { ...NEW_TEE, stock: { M: 10 } });
    const takes = Array.from({ length: 30 }, (_, i) => takeStock(tee.id, 'M', 1, `checkout-${i}#0`));
    const restocks = Array.from({ length: 5 }, (_, i) =>
      adjust(tee.id, { stockKey: 'M', change: 4, reason: `Delivery ${i + 1}` }),
    );
    const [taken, restocked] = await Promise.all([Promise.all(takes), Promise.all(restocks)]);
    expect(restocked.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);

    const succeeded = taken.filter(Boolean).length;
    expect(succeeded).toBeGreaterThanOrEqual(10);
    const stored = await ProductModel.findById(tee.id).lean();
    expect(stored?.takenBy).toHaveLength(succeeded);
    // 10 at the start + 5 × 4 restocked = what is left + what was taken.
    expect((stored?.stock.M ?? 0) + succeeded).toBe(30);

    const deliveries = (await history(tee.id)).filter((entry) => entry.reason.startsWith('Delivery'));
    expect(deliveries).toHaveLength(5);
    for (const entry of deliveries) expect(entry.after).toBeGreaterThanOrEqual(4);
  });
});
