import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { loadConfig } from '../config';
import { OrderModel } from '../orders/model';
import { shopForget } from '../privacy/forget-routes';
import { deidentifyOldOrders, ordersRetentionJob } from '../privacy/retention';

// Orders keep their buyer's name, e-mail, addresses and account 7 years (FINANCIAL_RECORDS_RETENTION_YEARS),
// then are de-identified like a deleted account's; number, lines, prices and totals stay for the books.

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('shop-financial-retention');
});
afterAll(() => db.close());
beforeEach(() => OrderModel.collection.deleteMany({}));

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-01T12:00:00.000Z');
/** Exactly 7 calendar years before NOW. */
const CUTOFF = new Date('2019-03-01T12:00:00.000Z');
const OLD = new Date(CUTOFF.getTime() - DAY);
const YOUNG = new Date(CUTOFF.getTime() + DAY);

const address = {
  street: '1 Main St',
  city: 'Queens',
  state: 'NY',
  zipCode: '11385',
  country: 'United States',
};

/** An order placed at `createdAt` (stored as is: the schema's timestamps would say now). */
async function order(orderNumber: string, firstName: string, createdAt: Date, giftCents: number) {
  const doc = new OrderModel({
    orderNumber,
    userId: `${firstName.toLowerCase()}-id`,
    status: 'paid',
    items: [
      { kind: 'product', productId: 'tee', name: 'Tee', priceCents: 2000, quantity: 2 },
      { kind: 'gift', productId: 'general', name: 'General fund', priceCents: giftCents, quantity: 1 },
    ],
    subtotalCents: 4000 + giftCents,
    shippingCents: 595,
    totalCents: 4595 + giftCents,
    contactInfo: {
      firstName,
      lastName: 'Test',
      email: `${firstName.toLowerCase()}@example.org`,
      phone: '718-555-0101',
    },
    billingAddress: address,
    shippingAddress: address,
    notes: `Gift-wrap for ${firstName}`,
    clientAddress: '203.0.113.7',
    cartOwner: `user:${firstName.toLowerCase()}-id`,
    paymentIntentId: `pi_${orderNumber}`,
    paidAt: createdAt,
  });
  await OrderModel.collection.insertOne({ ...doc.toObject(), createdAt, updatedAt: createdAt });
}

const byNumber = async () =>
  Object.fromEntries((await OrderModel.find().lean()).map((o) => [o.orderNumber, o]));

/** What the books need: per fund (a gift line's productId) and per product, the cents of every order. */
const totals = async () => {
  const sums: Record<string, number> = {};
  for (const o of await OrderModel.find().lean())
    for (const line of o.items)
      sums[line.productId] = (sums[line.productId] ?? 0) + line.priceCents * line.quantity;
  return sums;
};

const BOOKS = [
  'orderNumber',
  'status',
  'items',
  'subtotalCents',
  'shippingCents',
  'totalCents',
  'paidAt',
  'createdAt',
] as const;
const books = (o: object) =>
  Object.fromEntries(BOOKS.map((key) => [key, (o as Record<string, unknown>)[key]]));

describe('financial records retention (shop)', () => {
  it('de-identifies orders placed 7 years and a day ago, not those a day younger; totals do not move; twice changes nothing', async () => {
    await order('WOP-OLD-1', 'Martha', OLD, 1000);
    await order('WOP-OLD-2', 'Ruth', new Date(CUTOFF.getTime() - 60_000), 2500);
    await order('WOP-YOUNG', 'Martha', YOUNG, 700);
    await order('WOP-RECENT', 'Naomi', new Date('2026-02-01T12:00:00Z'), 300);
    const before = await byNumber();
    const sums = await totals();

    expect(await deidentifyOldOrders(NOW, 7)).toBe(2);
    const after = await byNumber();
    for (const number of ['WOP-OLD-1', 'WOP-OLD-2']) {
      expect(books(after[number]!)).toEqual(books(before[number]!));
      expect(after[number]).toMatchObject({
        userId: 'deleted',
        contactInfo: { firstName: '', lastName: '', email: '', phone: '' },
        shippingAddress: null,
        billingAddress: { street: '', city: '', state: '', zipCode: '', country: '' },
        notes: '',
        clientAddress: '',
        cartOwner: null,
        deidentifiedAt: NOW,
      });
    }
    expect(JSON.stringify([after['WOP-OLD-1'], after['WOP-OLD-2']])).not.toMatch(/martha|ruth|Main St/i);
    expect(after['WOP-YOUNG']).toEqual(before['WOP-YOUNG']);
    expect(after['WOP-RECENT']).toEqual(before['WOP-RECENT']);
    expect(await totals()).toEqual(sums);
    expect(sums).toEqual({ tee: 16000, general: 4500 });

    // A second pass (a day later) finds nothing and changes nothing.
    expect(await deidentifyOldOrders(new Date(NOW.getTime() + 60_000), 7)).toBe(0);
    expect(await byNumber()).toEqual(after);
  });

  it('leaves an order her account deletion already erased as it is', async () => {
    await order('WOP-FORGOTTEN', 'Martha', OLD, 1000);
    const forgotten = new Date('2025-01-01T00:00:00Z');
    await shopForget({ userId: 'martha-id', email: 'martha@example.org' }, forgotten);
    expect(await deidentifyOldOrders(NOW, 7)).toBe(0);
    expect(await OrderModel.findOne({ orderNumber: 'WOP-FORGOTTEN' }).lean()).toMatchObject({
      deidentifiedAt: forgotten,
    });
  });

  it('handles a bounded batch at a time and repeats until all are done', async () => {
    for (let i = 0; i < 7; i++) await order(`WOP-B${i}`, `Buyer${i}`, OLD, 100);
    await order('WOP-B-YOUNG', 'Buyer0', YOUNG, 100);
    expect(await deidentifyOldOrders(NOW, 7, 3)).toBe(7);
    expect(await OrderModel.countDocuments({ userId: 'deleted' })).toBe(7);
    expect((await OrderModel.findOne({ orderNumber: 'WOP-B-YOUNG' }).lean())?.contactInfo.email).toBe(
      'buyer0@example.org',
    );
  });

  it('runs daily as the service job with the configured years', async () => {
    await order('WOP-4Y', 'Martha', new Date('2021-06-01T12:00:00Z'), 100);
    await order('WOP-2Y', 'Ruth', new Date('2024-06-01T12:00:00Z'), 100);
    const job = ordersRetentionJob(3, () => NOW);
    expect(job).toMatchObject({ everyMs: DAY, atStart: true });
    await job.run();
    const named = await OrderModel.find({ userId: /-id$/ }).lean();
    expect(named.map((o) => o.orderNumber)).toEqual(['WOP-2Y']);
  });

  it('reads FINANCIAL_RECORDS_RETENTION_YEARS: default 7, a whole number from 1 to 30', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).financialRecordsRetentionYears).toBe(7);
    expect(
      loadConfig({ NODE_ENV: 'development', FINANCIAL_RECORDS_RETENTION_YEARS: '30' })
        .financialRecordsRetentionYears,
    ).toBe(30);
    for (const bad of ['0', '31', '7.5', 'seven'])
      expect(() => loadConfig({ NODE_ENV: 'development', FINANCIAL_RECORDS_RETENTION_YEARS: bad })).toThrow(
        /FINANCIAL_RECORDS_RETENTION_YEARS/,
      );
  });
});
