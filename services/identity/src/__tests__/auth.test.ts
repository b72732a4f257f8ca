import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/test-database';
import { createApp } from '../app';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('identity');
});
afterAll(() => db.close());

const app = () => createApp(db.config, db).app.callback();

describe('session endpoints', () => {
  it('answers 401 with a JSON message for a visitor', async () => {
    const res = await request(app()).get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in first.' });
  });

  it('answers in Spanish when asked', async () => {
    const res = await request(app()).get('/api/auth/user').set('Accept-Language', 'es');
    expect(res.body).toEqual({ message: 'Inicie sesión primero.' });
  });

  it('logs out to the home page', async () => {
    const res = await request(app()).get('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await request(app()).post('/api/auth/logout')).status).toBe(204);
  });
});
