import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { CartLineModel } from '../cart/model';
import { OrderModel } from '../orders/model';
import { ADDRESS, internalPost, paidOrder } from './people-support';

// "Delete my account": identity asks the shop to forget her; her orders stay for the books.

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('shop-people-forget');
});
afterAll(() => db.close());

const order = (orderNumber: string, userId: string, email: string, firstName: string) =>
  paidOrder(orderNumber, userId, email, firstName, {
    shippingAddress: ADDRESS,
    paidAt: new Date('2026-04-01T12:00:00Z'),
  });

const forget = (body: object, key?: string | null) =>
  internalPost(db, '/internal/shop/people/forget', body, key);

it('deletes her cart and de-identifies her orders, keeping numbers, lines, totals and dates; nobody else’s', async () => {
  await order('WOP-1', 'martha-id', 'martha@example.org', 'Martha');
  await order('WOP-2', 'visitor-cart', 'Martha@Example.org', 'Martha');
  await order('WOP-3', 'ruth-id', 'ruth@example.org', 'Ruth');
  await CartLineModel.create([
    {
      owner: 'user:martha-id',
      kind: 'gift',
      ref: 'f1',
      optionsKey: 'gift:f1',
      options: {},
      quantity: 1,
      amountCents: 1000,
    },
    {
      owner: 'user:ruth-id',
      kind: 'gift',
      ref: 'f1',
      optionsKey: 'gift:f1',
      options: {},
      quantity: 1,
      amountCents: 1000,
    },
  ]);

  expect((await forget({ userId: 'martha-id', email: 'martha@example.org' }, null)).status).toBe(403);
  expect((await forget({ userId: 'martha-id' })).status).toBe(400);

  const res = await forget({ userId: 'martha-id', email: 'martha@example.org' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ service: 'shop', done: { cartLinesDeleted: 1, ordersDeidentified: 2 } });

  expect(await CartLineModel.countDocuments({ owner: 'user:martha-id' })).toBe(0);
  expect(await CartLineModel.countDocuments({ owner: 'user:ruth-id' })).toBe(1);
  const hers = [
    await OrderModel.findOne({ orderNumber: 'WOP-1' }).lean(),
    await OrderModel.findOne({ orderNumber: 'WOP-2' }).lean(),
  ];
  for (const kept of hers) {
    if (!kept) throw new Error('order gone');
    expect(kept).toMatchObject({
      totalCents: 4595,
      status: 'paid',
      contactInfo: { firstName: '', lastName: '', email: '', phone: '' },
      shippingAddress: null,
      billingAddress: { street: '', city: '' },
      notes: '',
    });
    expect(kept.items).toHaveLength(1);
    expect(kept.paidAt?.toISOString()).toBe('2026-04-01T12:00:00.000Z');
    expect((kept as unknown as { deidentifiedAt: Date }).deidentifiedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(kept)).not.toMatch(/martha/i);
  }
  const ruth = await OrderModel.findOne({ orderNumber: 'WOP-3' }).lean();
  expect(ruth?.contactInfo.email).toBe('ruth@example.org');

  // Again: nothing changes, and it succeeds.
  const again = await forget({ userId: 'martha-id', email: 'martha@example.org' });
  expect(again.status).toBe(200);
  expect(again.body.done).toEqual({ cartLinesDeleted: 0, ordersDeidentified: 0 });
});

it('erases the names of the people her place lines registered and of her cancellation requests, keeping options and prices', async () => {
  const placed = await order('WOP-9', 'naomi-id', 'naomi@example.org', 'Naomi');
  const people = [
    { name: 'Naomi Test', optionId: 'adult', optionName: 'Adult', optionNameEs: 'Adulta', unitCents: 4500 },
    { name: 'Ruthie Test', optionId: 'child', optionName: 'Child', optionNameEs: 'Niña', unitCents: 1500 },
  ];
  await OrderModel.updateOne(
    { _id: placed._id },
    {
      $set: {
        items: [
          {
            kind: 'place',
            productId: 'e1',
            name: 'Retreat',
            priceCents: 6000,
            quantity: 1,
            place: { date: '2026-05-02', people, earlyBird: false, groupDiscount: false },
          },
        ],
        cancelRequests: [{ lineIndex: 0, person: 'Naomi Test', at: new Date(), decision: null }],
      },
    },
  );

  const res = await forget({ userId: 'naomi-id', email: 'naomi@example.org' });
  expect(res.body.done).toEqual({ cartLinesDeleted: 0, ordersDeidentified: 1 });
  const kept = await OrderModel.findOne({ orderNumber: 'WOP-9' }).lean();
  expect(kept?.items[0]?.place?.people).toEqual([
    expect.objectContaining({ name: '—', optionId: 'adult', unitCents: 4500 }),
    expect.objectContaining({ name: '—', optionId: 'child', unitCents: 1500 }),
  ]);
  expect(kept?.items[0]?.priceCents).toBe(6000);
  expect(kept?.cancelRequests?.[0]).toMatchObject({ lineIndex: 0, person: '—' });
  expect(JSON.stringify(kept)).not.toMatch(/naomi|ruthie/i);
});
