import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import type { Resource } from '@ministry/contracts/resource';
import { createApp } from '../app';
import { migrateResourcePrices } from '../resources/migrate-prices';
import { ResourceModel } from '../resources/model';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('content-resources-migration');
});
afterAll(() => db.close());
beforeEach(() => ResourceModel.deleteMany({}));

const app = () => createApp(db.config, db).app.callback();

const resource = (title: string, type: 'free' | 'premium', price: Record<string, unknown>) => ({
  title,
  description: 'A guide.',
  category: 'family',
  type,
  imageUrl: null,
  document: null,
  createdAt: new Date('2024-03-01T12:00:00Z'),
  updatedAt: new Date('2024-03-01T12:00:00Z'),
  ...price,
});

/** Every stored document as the database holds it, fields included that the model no longer has. */
const stored = () => ResourceModel.collection.find({}, { sort: { title: 1 } }).toArray();

describe('moving resource prices from dollars to cents', () => {
  it('converts a dollar price once, and leaves a resource already in cents as it is', async () => {
    await ResourceModel.collection.insertMany([
      resource('A premium in dollars', 'premium', { price: 12.99 }),
      resource('B free in dollars', 'free', { price: null }),
      resource('C premium in cents', 'premium', { priceCents: 1499 }),
      resource('D premium in dollars, cents', 'premium', { price: 0.29 }),
    ]);

    expect(await migrateResourcePrices()).toBe(3);
    const after = await stored();
    expect(after.map(({ title, price, priceCents }) => ({ title, price, priceCents }))).toEqual([
      { title: 'A premium in dollars', price: undefined, priceCents: 1299 },
      { title: 'B free in dollars', price: undefined, priceCents: null },
      { title: 'C premium in cents', price: undefined, priceCents: 1499 },
      { title: 'D premium in dollars, cents', price: undefined, priceCents: 29 },
    ]);
    expect(after.every((doc) => !('price' in doc))).toBe(true);

    // A second run (the next start, another instance) changes nothing.
    expect(await migrateResourcePrices()).toBe(0);
    expect(await stored()).toEqual(after);

    const listed = (await request(app()).get('/api/resources')).body as Resource[];
    expect(Object.fromEntries(listed.map((each) => [each.title, each.priceCents]))).toEqual({
      'A premium in dollars': 1299,
      'B free in dollars': null,
      'C premium in cents': 1499,
      'D premium in dollars, cents': 29,
    });
  });

  it('never overwrites cents with a leftover dollar price beside them', async () => {
    await ResourceModel.collection.insertOne(resource('Both', 'premium', { price: 5, priceCents: 1200 }));
    expect(await migrateResourcePrices()).toBe(0);
    expect(await stored()).toMatchObject([{ title: 'Both', price: 5, priceCents: 1200 }]);
  });
});
