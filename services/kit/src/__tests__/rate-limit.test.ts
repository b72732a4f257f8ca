import Router from '@koa/router';
import request from 'supertest';
import { createServiceApp } from '../app';
import { clientAddressKey, createRateLimiter, rateLimit, rateLimitModel } from '../rate-limit';
import { clockFromWindowStart } from '@ministry/kit/testing/clock';
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

  it('counts an IPv6 client by its /64 and an IPv4-mapped one as its IPv4 address', async () => {
    const clock = { now: Date.UTC(2030, 0, 1, 12, 0, 0) };
    const app = buildApp(clock, 1);
    const from = (address: string) => request(app).post('/api/ping').set('X-Forwarded-For', address);
    expect((await from('2001:db8:1:2::a')).status).toBe(200);
    // Another address of the same /64: the same client.
    expect((await from('2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    // The next /64 is someone else.
    expect((await from('2001:db8:1:3::a')).status).toBe(200);
    expect((await from('203.0.113.9')).status).toBe(200);
    expect((await from('::ffff:203.0.113.9')).status).toBe(429);
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

/** A limiter on a clock that starts one of its 1-minute windows: a test's hits never straddle two. */
const minuteLimiter = (name: string, limit: number) =>
  createRateLimiter({
    name,
    limit,
    windowMs: 60_000,
    connection: db.data,
    now: clockFromWindowStart(60_000),
  });

describe('createRateLimiter', () => {
  it('lets exactly `limit` concurrent hits through', async () => {
    const limiter = minuteLimiter('burst', 5);
    const results = await Promise.all(Array.from({ length: 8 }, () => limiter.hit('same-key')));
    const allowed = results.filter((r) => r.allowed);
    expect(allowed.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(results.filter((r) => !r.allowed).map((r) => r.count)).toEqual([6, 6, 6]);
  });

  it('forgets a key on reset', async () => {
    const limiter = minuteLimiter('login', 1);
    expect((await limiter.hit('ruth')).allowed).toBe(true);
    expect((await limiter.hit('ruth')).allowed).toBe(false);
    await limiter.reset('ruth');
    expect((await limiter.hit('ruth')).allowed).toBe(true);
  });
});

describe('clientAddressKey', () => {
  it('keys IPv6 by its /64, IPv4-mapped IPv6 as IPv4, and leaves IPv4 and other keys as they are', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientAddressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    // An IPv4-compatible or embedded IPv4 that is not mapped stays IPv6.
    expect(clientAddressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
    for (const other of ['user:42', 'ruth', '', 'login:2001:db8::1', '2001:db8::1::2'])
      expect(clientAddressKey(other)).toBe(other);
  });

  it('makes a limiter count the addresses of one /64 together', async () => {
    const limiter = minuteLimiter('v6', 2);
    expect((await limiter.hit('2001:db8:aa:bb::1')).allowed).toBe(true);
    expect((await limiter.hit('2001:db8:aa:bb::2')).allowed).toBe(true);
    expect((await limiter.hit('2001:db8:aa:bb:1:2:3:4')).allowed).toBe(false);
    expect((await limiter.isExhausted('2001:db8:aa:bb::99')).exhausted).toBe(true);
    expect((await limiter.hit('2001:db8:aa:bc::1')).allowed).toBe(true);
    await limiter.reset('2001:db8:aa:bb::5');
    expect((await limiter.hit('2001:db8:aa:bb::1')).allowed).toBe(true);
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
