import Router from '@koa/router';
import request from 'supertest';
import { object, string } from 'yup';
import { createServiceApp } from '../app';
import { AppError } from '../errors';
import { requireAdmin, requireUser, sessionUser } from '../guards';
import {
  MongoSessionStore,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_COOKIE,
  SESSION_MAX_AGE_MS,
  storedSessionId,
} from '../session';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { validate, validated } from '../validate';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('kit');
});
afterAll(() => db.close());

function buildApp(ownsSessions = true) {
  const router = new Router();
  router.get('/api/boom', () => {
    throw new Error('secret internals');
  });
  router.get('/api/missing', () => {
    throw new AppError(404, 'api.notFound');
  });
  router.get('/api/short', () => {
    throw new AppError(409, 'shop.notEnoughStock', {
      values: { item: { en: 'Faith Tee (M)', es: 'Camiseta Fe (M)' }, available: 2 },
    });
  });
  router.post(
    '/api/echo',
    validate('body', object({ name: string().required('event.titleRequired') })),
    (ctx) => {
      ctx.body = validated(ctx.state, 'body');
    },
  );
  router.post('/api/test-login', (ctx) => {
    ctx.session!.user = { id: 'u1', username: 'ruth', role: (ctx.request.body as { role: string }).role };
    ctx.body = { ok: true };
  });
  router.get('/api/whoami', requireUser, (ctx) => {
    ctx.body = sessionUser(ctx);
  });
  router.get('/api/admin-only', requireAdmin, (ctx) => {
    ctx.body = { ok: true };
  });
  return createServiceApp({
    name: 'kit-test',
    config: db.config,
    data: db.data,
    sessions: db.sessions,
    routers: [router],
    ownsSessions,
  }).app;
}

describe('service app', () => {
  it("fills an error message's values in the caller's language", async () => {
    const app = buildApp().callback();
    const en = await request(app).get('/api/short');
    const es = await request(app).get('/api/short').set('Accept-Language', 'es');
    expect(en.status).toBe(409);
    expect(en.body.message).toContain('Faith Tee (M)');
    expect(en.body.message).toContain('2');
    expect(es.body.message).toContain('Camiseta Fe (M)');
    expect(es.body.message).not.toContain('{');
  });

  it('answers JSON errors without internals, with a request id to quote', async () => {
    const res = await request(buildApp().callback()).get('/api/boom');
    expect(res.status).toBe(500);
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(res.body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      requestId: res.headers['x-request-id'],
    });
    expect(res.text).not.toContain('secret internals');
  });

  it('keeps a valid incoming request id', async () => {
    const res = await request(buildApp().callback()).get('/api/missing').set('X-Request-Id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found.' });
  });

  it('translates messages into the caller language', async () => {
    const res = await request(buildApp().callback()).get('/api/nowhere').set('Accept-Language', 'es');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No encontrado.' });
  });

  it('validates bodies and strips unknown keys', async () => {
    const app = buildApp().callback();
    const bad = await request(app).post('/api/echo').send({});
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Title is required', errors: { name: 'Title is required' } });
    const good = await request(app)
      .post('/api/echo')
      .send({ name: 'Ana', extra: { $ne: 1 } });
    expect(good.body).toEqual({ name: 'Ana' });
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const app = buildApp().callback();
    const malformed = await request(app)
      .post('/api/echo')
      .set('Content-Type', 'application/json')
      .send('{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON.' });
    const big = await request(app)
      .post('/api/echo')
      .send({ name: 'x'.repeat(200 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'The request body is too large.' });
  });

  it('refuses writes from another origin', async () => {
    const res = await request(buildApp().callback())
      .post('/api/echo')
      .set('Origin', 'https://evil.example')
      .send({ name: 'Ana' });
    expect(res.status).toBe(403);
  });

  it('reports health from the database', async () => {
    const res = await request(buildApp().callback()).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', service: 'kit-test' });
  });

  it('reports a failed start-up step as unhealthy, the database up or not', async () => {
    const service = createServiceApp({
      name: 'kit-test',
      config: db.config,
      data: db.data,
      sessions: db.sessions,
      routers: [],
    });
    expect((await request(service.app.callback()).get('/healthz')).status).toBe(200);
    service.failStartup('the first admin could not be created');
    const res = await request(service.app.callback()).get('/healthz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'Start-up failed', service: 'kit-test' });
  });

  it('guards: 401 signed out, 403 wrong role', async () => {
    const agent = request.agent(buildApp().callback());
    expect((await agent.get('/api/whoami')).status).toBe(401);
    await agent.post('/api/test-login').send({ role: 'member' });
    expect((await agent.get('/api/whoami')).body).toEqual({ id: 'u1', username: 'ruth', role: 'member' });
    expect((await agent.get('/api/admin-only')).status).toBe(403);
  });

  it('shares one session between two services through the store', async () => {
    const login = await request(buildApp(true).callback()).post('/api/test-login').send({ role: 'admin' });
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    expect(
      cookies.some(
        (c) => c.startsWith(`${SESSION_COOKIE}=`) && /httponly/i.test(c) && /samesite=lax/i.test(c),
      ),
    ).toBe(true);
    const other = await request(buildApp().callback())
      .get('/api/admin-only')
      .set('Cookie', cookies.map((c) => c.split(';')[0]).join('; '));
    expect(other.status).toBe(200);
  });
});

describe('the session store, written by the identity service alone', () => {
  it('lets another service read a session but never save one (no store write, no cookie)', async () => {
    const app = buildApp(false).callback();
    const stored = () => db.sessions.collection('sessions').countDocuments();
    const before = await stored();
    const login = await request(app).post('/api/test-login').send({ role: 'admin' });
    expect(login.status).toBe(200);
    expect(login.headers['set-cookie']).toBeUndefined();
    expect(await stored()).toBe(before);
    const cookie = await signedInCookie(db, { role: 'admin', username: 'grace' });
    expect((await request(app).get('/api/admin-only').set('Cookie', cookie)).status).toBe(200);
  });

  it('refuses every write through a read-only store', async () => {
    const readOnly = new MongoSessionStore(db.sessions, false);
    await expect(readOnly.set('key', { user: { id: 'u2' } }, SESSION_MAX_AGE_MS)).rejects.toThrow(
      /only the identity service/,
    );
    await expect(readOnly.destroy('key')).rejects.toThrow(/only the identity service/);
    await expect(readOnly.destroyUserSessions('u2')).rejects.toThrow(/only the identity service/);
  });
});

describe('signedInCookie (test helper)', () => {
  it('signs a user in for integration tests', async () => {
    const cookie = await signedInCookie(db, { role: 'admin', username: 'grace' });
    const res = await request(buildApp().callback()).get('/api/whoami').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'admin', username: 'grace' });
  });
});

describe('session lifetime', () => {
  const store = () => new MongoSessionStore(db.sessions);
  const DAY = 24 * 60 * 60 * 1000;

  it('ends a session 30 days after it began however often it was used, and a renewal keeps its start', async () => {
    await store().set('old-session', { user: { id: 'u1' } }, SESSION_MAX_AGE_MS);
    const began = (await store().sessions.findById(storedSessionId('old-session')).lean())!.createdAt;
    // Used every day: each save renews its expiry but not its start.
    await store().set('old-session', { user: { id: 'u1' }, seen: 2 }, SESSION_MAX_AGE_MS);
    expect((await store().sessions.findById(storedSessionId('old-session')).lean())!.createdAt).toEqual(
      began,
    );
    expect(await store().get('old-session')).toEqual({ user: { id: 'u1' }, seen: 2 });

    await store().sessions.updateOne(
      { _id: storedSessionId('old-session') },
      { createdAt: new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS - DAY) },
    );
    expect(await store().get('old-session')).toBeUndefined();
  });
});
