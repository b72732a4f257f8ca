import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { createApp } from '../app';
import { ContactSubmissionModel } from '../contact/model';
import { ResourcePurchaseModel } from '../resources/purchases';

// "Delete my account": content deletes the messages she sent and keeps her purchases without her.

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('content-people-forget');
});
afterAll(() => db.close());

const forget = (body: object, key: string | null = db.config.internalApiKey) => {
  const call = request(createApp(db.config, db).app.callback()).post('/internal/content/people/forget');
  return (key === null ? call : call.set('X-Internal-Key', key)).send(body);
};

it('deletes her messages and de-identifies her purchases; nobody else’s', async () => {
  await ContactSubmissionModel.create([
    { name: 'Martha', email: 'Martha@example.org', subject: 'other', message: 'Martha asks about Sunday.' },
    { name: 'Ruth', email: 'ruth@example.org', subject: 'other', message: 'Ruth asks too.' },
  ]);
  const at = new Date('2026-05-01T12:00:00Z');
  await ResourcePurchaseModel.create([
    { _id: 'martha-id:r1', userId: 'martha-id', resourceId: 'r1', orderNumber: 'WOP-1', purchasedAt: at },
    { _id: 'ruth-id:r1', userId: 'ruth-id', resourceId: 'r1', orderNumber: 'WOP-9', purchasedAt: at },
  ]);

  expect((await forget({ userId: 'martha-id', email: 'martha@example.org' }, null)).status).toBe(403);
  const res = await forget({ userId: 'martha-id', email: 'martha@example.org' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    service: 'content',
    done: { messagesDeleted: 1, resourcePurchasesDeidentified: 1 },
  });

  expect((await ContactSubmissionModel.find().lean()).map((m) => m.name)).toEqual(['Ruth']);
  const kept = await ResourcePurchaseModel.findOne({ orderNumber: 'WOP-1' }).lean();
  expect(kept).toMatchObject({ userId: 'deleted', resourceId: 'r1' });
  expect(kept?.purchasedAt.toISOString()).toBe(at.toISOString());
  expect(String(kept?._id)).not.toContain('martha');
  expect(await ResourcePurchaseModel.countDocuments({ userId: 'ruth-id' })).toBe(1);

  const again = await forget({ userId: 'martha-id', email: 'martha@example.org' });
  expect(again.status).toBe(200);
  expect(again.body.done).toEqual({ messagesDeleted: 0, resourcePurchasesDeidentified: 0 });
});
