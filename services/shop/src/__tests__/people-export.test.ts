import { outboxModels } from '@ministry/kit/outbox-models';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { internalPost, paidOrder } from './people-support';

// "Download my data": identity asks the shop for one person's orders and the mail it sent her.

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('shop-people-export');
});
afterAll(() => db.close());

const order = (orderNumber: string, userId: string, email: string, firstName: string) =>
  paidOrder(orderNumber, userId, email, firstName, {
    history: [{ at: new Date(), action: 'paid', by: 'staff', status: 'paid', note: 'STAFF-ONLY remark' }],
  });

const exportOf = (body: object, key?: string | null) =>
  internalPost(db, '/internal/shop/people/export', body, key);

it('answers her orders (by account and by address) and her mail; nobody else’s, and no staff notes', async () => {
  await order('WOP-1', 'martha-id', 'martha@example.org', 'Martha');
  await order('WOP-2', 'visitor-cart', 'Martha@Example.org', 'Martha');
  await order('WOP-3', 'ruth-id', 'ruth@example.org', 'Ruth');
  const now = new Date();
  const base = { text: 't', html: 'h', attempts: 1, state: 'sent' as const, createdAt: now, sentAt: now };
  await outboxModels(db.data).sent.create([
    { _id: 'order-paid:WOP-1', to: 'martha@example.org', subject: 'Your order WOP-1', ...base },
    { _id: 'order-paid:WOP-3', to: 'ruth@example.org', subject: 'Your order WOP-3', ...base },
  ]);

  expect((await exportOf({ userId: 'martha-id', email: 'martha@example.org' }, null)).status).toBe(403);
  expect((await exportOf({ userId: 'martha-id', email: 'martha@example.org' }, 'wrong')).status).toBe(403);
  expect((await exportOf({ userId: 'martha-id' })).status).toBe(400);

  const res = await exportOf({ userId: 'martha-id', email: 'martha@example.org' });
  expect(res.status).toBe(200);
  expect(res.body.service).toBe('shop');
  expect(res.body.records.orders.map((o: { number: string }) => o.number).sort()).toEqual(['WOP-1', 'WOP-2']);
  expect(res.body.records.orders[0]).toMatchObject({
    lines: [{ name: 'Tee', quantity: 2 }],
    totalCents: 4595,
    status: 'paid',
  });
  expect(res.body.records.mail).toEqual([{ subject: 'Your order WOP-1', sentAt: now.toISOString() }]);
  const text = JSON.stringify(res.body);
  expect(text).not.toContain('ruth');
  expect(text).not.toContain('STAFF-ONLY');

  // A visitor: by her address only.
  const visitor = await exportOf({ userId: null, email: 'ruth@example.org' });
  expect(visitor.body.records.orders.map((o: { number: string }) => o.number)).toEqual(['WOP-3']);
  expect(JSON.stringify(visitor.body)).not.toContain('martha');
});
