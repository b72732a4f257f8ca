import request from 'supertest';
import { outboxModels } from '@ministry/kit/outbox-models';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { createApp } from '../app';
import { SubscriptionModel } from '../billing/model';
import { GiftModel } from '../giving/model';
import { testConfig } from './support';

// "Download my data": identity asks billing for one person's gifts, receipts, plan and mail.

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('billing-people-export');
});
afterAll(() => db.close());

const gift = (sourceId: string, userId: string | null, donorEmail: string, receiptNumber: string) =>
  GiftModel.create({
    sourceId,
    receiptNumber,
    userId,
    donorName: donorEmail.split('@')[0],
    donorEmail,
    donorEmailKey: donorEmail.toLowerCase(),
    language: 'en',
    fundId: 'general',
    fundName: 'General fund',
    fundNameEs: 'Fondo general',
    amountCents: 5000,
    frequency: 'once',
    status: 'succeeded',
    paidAt: new Date('2026-05-01T12:00:00Z'),
  });

const exportOf = (body: object, key: string | null = db.config.internalApiKey) => {
  const app = createApp(testConfig(db, 'http://127.0.0.1:9', false), db).app.callback();
  const call = request(app).post('/internal/billing/people/export');
  return (key === null ? call : call.set('X-Internal-Key', key)).send(body);
};

it('answers her gifts with their receipts, her plan and her mail; no other donor’s', async () => {
  await gift('pi_1', 'martha-id', 'martha@example.org', 'G-2026-000001');
  await gift('pi_2', null, 'Martha@Example.org', 'G-2026-000002');
  await gift('pi_3', 'ruth-id', 'ruth@example.org', 'G-2026-000003');
  await SubscriptionModel.create({
    userId: 'martha-id',
    stripeSubscriptionId: 'sub_1',
    stripeCustomerId: 'cus_1',
    planId: 'growth',
    status: 'active',
  });
  const now = new Date();
  const base = { text: 't', html: 'h', attempts: 1, state: 'sent' as const, createdAt: now, sentAt: now };
  await outboxModels(db.data).sent.create([
    { _id: 'gift-receipt:1', to: 'martha@example.org', subject: 'Thank you, Martha', ...base },
    { _id: 'gift-receipt:3', to: 'ruth@example.org', subject: 'Thank you, Ruth', ...base },
  ]);

  expect((await exportOf({ userId: 'martha-id', email: 'martha@example.org' }, null)).status).toBe(403);
  const res = await exportOf({ userId: 'martha-id', email: 'martha@example.org' });
  expect(res.status).toBe(200);
  expect(res.body.service).toBe('billing');
  expect(res.body.records.gifts.map((g: { receiptNumber: string }) => g.receiptNumber).sort()).toEqual([
    'G-2026-000001',
    'G-2026-000002',
  ]);
  expect(res.body.records.subscription).toMatchObject({ planId: 'growth', status: 'active' });
  expect(res.body.records.mail).toEqual([{ subject: 'Thank you, Martha', sentAt: now.toISOString() }]);
  expect(JSON.stringify(res.body).toLowerCase()).not.toContain('ruth');

  const visitor = await exportOf({ userId: null, email: 'ruth@example.org' });
  expect(visitor.body.records.subscription).toBeNull();
  expect(visitor.body.records.gifts.map((g: { receiptNumber: string }) => g.receiptNumber)).toEqual([
    'G-2026-000003',
  ]);
});
