import mongoose from 'mongoose';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { CheckoutIntentModel } from '../orders/checkout-intent';
import { recoverCheckouts } from '../orders/checkout-claims';
import { sweepExpiredHolds } from '../orders/holds';
import { OrderModel } from '../orders/model';
import { prepareDatabase } from '../setup';
import { shopApp } from './helpers';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('shop-passes');
  await prepareDatabase();
});
afterAll(() => db.close());

const DAY = 86_400_000;

describe("the shop's background passes", () => {
  it('read only the checkouts due, never the history of orders and checkouts', async () => {
    // History: paid orders and their placed checkouts, written as they were (none live).
    const long = (n: number) => new Date(Date.now() - (n + 1) * DAY);
    await CheckoutIntentModel.collection.insertMany(
      Array.from({ length: 120 }, (_, n) => ({
        _id: `history-${n}` as never,
        owner: `member-${n}`,
        userId: `member-${n}`,
        state: 'placed',
        leaseUntil: long(n),
        lines: [],
        orderNumber: `WOP-H${n}`,
      })),
    );
    await OrderModel.collection.insertMany(
      Array.from({ length: 120 }, (_, n) => ({
        orderNumber: `WOP-H${n}`,
        userId: `member-${n}`,
        status: 'delivered',
        items: [],
        holdExpiresAt: null,
        paidAt: long(n),
        checkoutId: `history-${n}`,
        createdAt: long(n),
      })),
    );
    const { orders } = shopApp(db);
    // A process's first passes list what was live before the list existed (one read, at start-up).
    await sweepExpiredHolds(orders);
    await recoverCheckouts();

    const queries: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => {
      // Index builds of models compiled meanwhile are not the passes' reads.
      if (method !== 'createIndex') queries.push(`${collection}.${method}`);
    });
    try {
      expect(await sweepExpiredHolds(orders, new Date(Date.now() + DAY))).toBe(0);
      expect(await recoverCheckouts(new Date(Date.now() + DAY))).toBe(0);
    } finally {
      mongoose.set('debug', false);
    }
    expect(queries).toEqual(['checkouts_due.find', 'checkouts_due.find']);
  });
});
