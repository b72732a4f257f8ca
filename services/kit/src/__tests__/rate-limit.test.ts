import Router from '@koa/router';
import request from 'supertest';
import { createServiceApp } from '../app';
import { createRateLimiter, rateLimit, rateLimitModel } from '../rate-limit';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('kit-rate-limit');
});
afterAll(() => db.close());
beforeEach(() => rateLimitModel(db.data).deleteMany({}));

/** Polls until the value is the expected one (or gives up after ~5 s and returns the last value). */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let value = await read();
  for (let i = 0; i < 50 && value !== expected; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

function buildApp(clock: { now: number }, limit = 2) {
  const router = new Router();
  router.post(
    '/api/ping',
    rateLimit({
      name: 'ping',
      key: (ctx) => ctx.ip,
      limit,
      windowMs: 60_000,
      connection: db.data,
      now: () => clock.now,
    }),
    (ctx) => {
      ctx.body = { ok: true };
    },
  );
  const { app } = createServiceApp({
    name: 'kit-test',
    config: db.config,
    data: db.data,
    sessions: db.sessions,
    routers: [router],
  });
  return app.callback();
}

describe('rateLimit middleware', () => {
  it('answers 429 with a translated message and Retry-After once the limit is passed', async () => {
    const clock = { now: Date.UTC(2030, 0, 1, 12, 0, 10) };
    const app = buildApp(clock);
    const first = await request(app).post('/api/ping');
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-remaining']).toBe('1');
    expect((await request(app).post('/api/ping')).status).toBe(200);

    const blocked = await request(app).post('/api/ping');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Too many requests. Please wait a few minutes and try again.' });
    expect(blocked.headers['retry-after']).toBe('50');

    const spanish = await request(app).post('/api/ping').set('Accept-Language', 'es');
    expect(spanish.status).toBe(429);
    expect(spanish.body).toEqual({
      message: 'Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.',
    });
  });

  it('counts each client address apart (behind the proxy, from X-Forwarded-For)', async () => {
    const clock = { now: Date.UTC(2030, 0, 1, 12, 0, 0) };
    const app = buildApp(clock, 1);
    expect((await request(app).post('/api/ping').set('X-Forwarded-For', '203.0.113.1')).status).toBe(200);
    expect((await request(app).post('/api/ping').set('X-Forwarded-For', '203.0.113.1')).status).toBe(429);
    expect((await request(app).post('/api/ping').set('X-Forwarded-For', '203.0.113.2')).status).toBe(200);
  });

  it('starts counting again in the next window and deletes expired counters', async () => {
    const clock = { now: Date.UTC(2030, 0, 1, 12, 0, 0) };
    const app = buildApp(clock, 1);
    expect((await request(app).post('/api/ping')).status).toBe(200);
    expect((await request(app).post('/api/ping')).status).toBe(429);
    clock.now += 60_000;
    expect((await request(app).post('/api/ping')).status).toBe(200);
    // The expired window's counter is deleted in the background, on the back of that request.
    expect(await eventually(() => rateLimitModel(db.data).countDocuments(), 1)).toBe(1);
  });
});

describe('createRateLimiter', () => {
  it('lets exactly `limit` concurrent hits through', async () => {
    const limiter = createRateLimiter({ name: 'burst', limit: 5, windowMs: 60_000, connection: db.data });
    const results = await Promise.all(Array.from({ length: 8 }, () => limiter.hit('same-key')));
    const allowed = results.filter((r) => r.allowed);
    expect(allowed.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(results.filter((r) => !r.allowed).map((r) => r.count)).toEqual([6, 6, 6]);
  });

  it('forgets a key on reset', async () => {
    const limiter = createRateLimiter({ name: 'login', limit: 1, windowMs: 60_000, connection: db.data });
    expect((await limiter.hit('ruth')).allowed).toBe(true);
    expect((await limiter.hit('ruth')).allowed).toBe(false);
    await limiter.reset('ruth');
    expect((await limiter.hit('ruth')).allowed).toBe(true);
  });
});

describe('isExhausted', () => {
  it('tells whether a window is used up without counting a hit', async () => {
    const clock = { now: Date.UTC(2030, 0, 1, 12, 0, 0) };
    const limiter = createRateLimiter({
      name: 'peek',
      limit: 2,
      windowMs: 60_000,
      connection: db.data,
      now: () => clock.now,
    });
    expect(await limiter.isExhausted('ruth')).toEqual({ exhausted: false, resetAt: clock.now + 60_000 });
    await limiter.hit('ruth');
    expect((await limiter.isExhausted('ruth')).exhausted).toBe(false);
    await limiter.hit('ruth');
    expect((await limiter.isExhausted('ruth')).exhausted).toBe(true);
    expect((await limiter.isExhausted('naomi')).exhausted).toBe(false);
    clock.now += 60_000;
    expect((await limiter.isExhausted('ruth')).exhausted).toBe(false);
  });
});
