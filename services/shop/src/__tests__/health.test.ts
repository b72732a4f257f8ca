import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/test-database';
import { createApp } from '../app';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('service');
});
afterAll(() => db.close());

describe('service spine', () => {
  it('reports health and answers unknown API paths with a JSON 404', async () => {
    const app = createApp(db.config, db).app.callback();
    expect((await request(app).get('/healthz')).status).toBe(200);
    const missing = await request(app).get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found.' });
  });
});
