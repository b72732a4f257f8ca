import request from 'supertest';
import { outboxModels } from '@ministry/kit/outbox-models';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { createApp } from '../app';
import { ContactSubmissionModel } from '../contact/model';
import { ResourceModel } from '../resources/model';
import { ResourcePurchaseModel } from '../resources/purchases';

// "Download my data": identity asks content for the messages one person sent and what she bought.

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('content-people-export');
});
afterAll(() => db.close());

const exportOf = (body: object, key: string | null = db.config.internalApiKey) => {
  const call = request(createApp(db.config, db).app.callback()).post('/internal/content/people/export');
  return (key === null ? call : call.set('X-Internal-Key', key)).send(body);
};

it('answers her messages, her purchases and her mail; nobody else’s', async () => {
  await ContactSubmissionModel.create([
    { name: 'Martha', email: 'Martha@example.org', subject: 'other', message: 'Martha asks about Sunday.' },
    { name: 'Ruth', email: 'ruth@example.org', subject: 'counseling', message: 'Ruth’s private question.' },
  ]);
  const resource = await ResourceModel.create({
    title: 'Prayer journal',
    description: 'A journal.',
    category: 'prayer',
    type: 'premium',
  });
  const resourceId = String(resource._id);
  const at = new Date('2026-05-01T12:00:00Z');
  await ResourcePurchaseModel.create([
    {
      _id: `martha-id:${resourceId}`,
      userId: 'martha-id',
      resourceId,
      orderNumber: 'WOP-1',
      purchasedAt: at,
    },
    { _id: `ruth-id:${resourceId}`, userId: 'ruth-id', resourceId, orderNumber: 'WOP-9', purchasedAt: at },
  ]);
  const now = new Date();
  const base = { text: 't', html: 'h', attempts: 1, state: 'sent' as const, createdAt: now, sentAt: now };
  await outboxModels(db.data).sent.create([
    { _id: 'contact-received:1', to: 'martha@example.org', subject: 'We got your message', ...base },
    { _id: 'contact-received:2', to: 'ruth@example.org', subject: 'Ruth, we got it', ...base },
  ]);

  expect((await exportOf({ userId: 'martha-id', email: 'martha@example.org' }, 'wrong')).status).toBe(403);
  const res = await exportOf({ userId: 'martha-id', email: 'martha@example.org' });
  expect(res.status).toBe(200);
  expect(res.body.service).toBe('content');
  expect(res.body.records.messages).toEqual([
    { date: expect.any(String), subject: 'other', message: 'Martha asks about Sunday.' },
  ]);
  expect(res.body.records.resourcePurchases).toEqual([
    { resource: 'Prayer journal', orderNumber: 'WOP-1', date: at.toISOString() },
  ]);
  expect(res.body.records.mail).toEqual([{ subject: 'We got your message', sentAt: now.toISOString() }]);
  expect(JSON.stringify(res.body)).not.toContain('Ruth');
  expect(JSON.stringify(res.body)).not.toContain('@');
});
