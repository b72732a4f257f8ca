import request from 'supertest';
import { LockModel } from '@ministry/kit/lock';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { cartLock } from '../cart/service';
import { CHECKOUT_LEASE_MS, CheckoutIntentModel } from '../orders/checkout-intent';
import { OrderModel } from '../orders/model';
import { recoverCheckouts } from '../orders/checkout-claims';
import { checkoutFaults } from '../orders/service';
import { updateProduct } from '../products/admin-service';
import { ProductModel } from '../products/model';
import { prepareDatabase } from '../setup';
import { productLock, returnStock, takeStock } from '../shared/stock';
import { clearShop, createProduct, shopApp, stockOf, VALID_CHECKOUT } from './helpers';

// Every write of a product is fenced by the product's lock, and a checkout that loses its lock (or
// outlives its lease) gives back what it took instead of leaving it held.

let db: TestDatabase;
let mailbox: TestMailbox;
beforeAll(async () => {
  db = await openTestDatabase('shop-stock-fencing');
  await prepareDatabase();
  mailbox = await openTestMailbox(db.data);
});
afterAll(async () => {
  await mailbox.close();
  await db.close();
});
beforeEach(() => clearShop(db, mailbox));
afterEach(() => {
  checkoutFaults.at = undefined;
  jest.restoreAllMocks();
});

const marks = async (productId: string) => (await ProductModel.findById(productId).lean())?.takenBy ?? [];

/**
 * The product's next read answers as usual, but meanwhile its lock is taken over by another holder
 * (its lease ran out while this one waited on the database).
 */
function loseProductLockOnNextRead(productId: string) {
  const findById = ProductModel.findById.bind(ProductModel);
  jest.spyOn(ProductModel, 'findById').mockImplementationOnce(((id: string) => ({
    lean: async () => {
      await LockModel.updateOne({ _id: productLock(productId) }, { $set: { token: 'another-holder' } });
      return findById(id).lean();
    },
  })) as unknown as typeof ProductModel.findById);
}

describe('product writes under a lock that was lost', () => {
  it('a take writes nothing and answers busy', async () => {
    const tee = await createProduct('t-shirt', { M: 5 });
    loseProductLockOnNextRead(tee);
    await expect(takeStock(tee, 'M', 2, 'checkout-a#0')).rejects.toMatchObject({ status: 503 });
    expect(await stockOf(tee)).toEqual({ M: 5 });
    expect(await marks(tee)).toEqual([]);
  });

  it('a give-back writes nothing (the mark stays for the next try)', async () => {
    const tee = await createProduct('t-shirt', { M: 5 });
    expect(await takeStock(tee, 'M', 2, 'checkout-b#0')).toBe(true);
    await LockModel.deleteMany({});
    loseProductLockOnNextRead(tee);
    await expect(returnStock(tee, 'checkout-b#0')).rejects.toMatchObject({ status: 503 });
    expect(await stockOf(tee)).toEqual({ M: 3 });
    await LockModel.deleteMany({});
    await returnStock(tee, 'checkout-b#0');
    expect(await stockOf(tee)).toEqual({ M: 5 });
  });

  it('an admin edit writes nothing', async () => {
    const tee = await createProduct('t-shirt', { M: 5 });
    loseProductLockOnNextRead(tee);
    const input = {
      name: 'Renamed Tee',
      nameEs: 'Camiseta renombrada',
      description: 'A product made by a test.',
      descriptionEs: 'Un producto creado por una prueba.',
      priceCents: 2100,
      type: 't-shirt' as const,
    };
    await expect(updateProduct(tee, input, { lowStockThreshold: 3 })).rejects.toMatchObject({ status: 503 });
    expect((await ProductModel.findById(tee).lean())?.name).toBe('Test Tee');
  });
});

describe('a checkout that loses its lock or outlives its lease', () => {
  async function member(handler: ReturnType<typeof shopApp>['handler'], tee: string, bracelet: string) {
    const cookie = await signedInCookie(db, { role: 'member' });
    await request(handler)
      .post('/api/cart')
      .set('Cookie', cookie)
      .send({ productId: tee, quantity: 2, options: { size: 'M' } });
    await request(handler)
      .post('/api/cart')
      .set('Cookie', cookie)
      .send({ productId: bracelet, quantity: 1, options: { birthstone: 'May' } });
    return cookie;
  }

  it('its cart lock lost: a 503, and every unit it took is back at once (not after recovery)', async () => {
    const { handler } = shopApp(db);
    const tee = await createProduct('t-shirt', { M: 5 });
    const bracelet = await createProduct('bracelet', { all: 3 });
    const cookie = await member(handler, tee, bracelet);
    checkoutFaults.at = async (step, checkoutId) => {
      if (step !== 'stock') return;
      const owner = checkoutId.split(':').slice(0, -1).join(':');
      await LockModel.deleteOne({ _id: cartLock(owner) });
    };
    const res = await request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(res.status).toBe(503);
    expect(await stockOf(tee)).toEqual({ M: 5 });
    expect(await stockOf(bracelet)).toEqual({ all: 3 });
    expect([...(await marks(tee)), ...(await marks(bracelet))]).toEqual([]);
    expect(await OrderModel.countDocuments()).toBe(0);
    expect((await CheckoutIntentModel.findOne().lean())?.state).toBe('failed');
  });

  it('recovery gave up on it while it ran: the units it took after are given back too', async () => {
    const { handler } = shopApp(db);
    const tee = await createProduct('t-shirt', { M: 5 });
    const bracelet = await createProduct('bracelet', { all: 3 });
    const cookie = await member(handler, tee, bracelet);
    let lines = 0;
    checkoutFaults.at = async (step, checkoutId) => {
      if (step !== 'line' || ++lines !== 1) return;
      // As a recovery that found its lease run out would have: the first line's units given back, failed.
      const intent = (await CheckoutIntentModel.findById(checkoutId).lean())!;
      await returnStock(intent.lines[0]!.productId, intent.lines[0]!.mark);
      await CheckoutIntentModel.updateOne({ _id: checkoutId }, { $set: { state: 'failed' } });
    };
    const res = await request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(res.status).toBe(503);
    expect(await stockOf(tee)).toEqual({ M: 5 });
    expect(await stockOf(bracelet)).toEqual({ all: 3 });
    expect([...(await marks(tee)), ...(await marks(bracelet))]).toEqual([]);
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('recovery waits for a checkout still running past its lease instead of undoing it', async () => {
    const { handler } = shopApp(db);
    const tee = await createProduct('t-shirt', { M: 5 });
    const bracelet = await createProduct('bracelet', { all: 3 });
    const cookie = await member(handler, tee, bracelet);
    let recovering: Promise<number> | undefined;
    checkoutFaults.at = (step) => {
      if (step === 'stock') recovering = recoverCheckouts(new Date(Date.now() + CHECKOUT_LEASE_MS + 60_000));
    };
    const res = await request(handler).post('/api/checkout').set('Cookie', cookie).send(VALID_CHECKOUT);
    expect(res.status).toBe(201);
    await recovering;
    const order = await OrderModel.findOne({ orderNumber: res.body.orderNumber }).lean();
    expect(order?.status).toBe('pending_payment');
    // The order's units are held under its marks, nothing else.
    expect(await stockOf(tee)).toEqual({ M: 3 });
    expect(await stockOf(bracelet)).toEqual({ all: 2 });
    const held = [...(await marks(tee)), ...(await marks(bracelet))].map((mark) => mark.mark).sort();
    expect(held).toEqual(order!.items.map((line) => line.mark).sort());
    expect((await CheckoutIntentModel.findOne().lean())?.state).toBe('placed');
  });
});
