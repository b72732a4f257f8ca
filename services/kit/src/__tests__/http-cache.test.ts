import Router from '@koa/router';
import request from 'supertest';
import { createServiceApp } from '../app';
import { AppError } from '../errors';
import { cacheable, ifNoneMatchNames } from '../http-cache';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('kit-cache');
});
afterAll(() => db.close());

function buildApp(catalogue: { name: string }[]) {
  const router = new Router();
  router.get('/api/catalogue', cacheable, (ctx) => {
    ctx.body = catalogue;
  });
  router.get('/api/catalogue/missing', cacheable, () => {
    throw new AppError(404, 'api.notFound');
  });
  router.get('/api/catalogue/touch-session', cacheable, (ctx) => {
    ctx.session!.seen = true;
    ctx.body = catalogue;
  });
  router.get('/api/personal', (ctx) => {
    ctx.body = { mine: true };
  });
  return createServiceApp({
    name: 'kit-cache-test',
    config: db.config,
    data: db.data,
    sessions: db.sessions,
    routers: [router],
    // Sets a session (only identity does in the site): the cache rules for such an answer.
    ownsSessions: true,
  }).app.callback();
}

describe('HTTP caching', () => {
  it('keeps every route no-store unless it opts in', async () => {
    const res = await request(buildApp([])).get('/api/personal');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('gives an opted-in read an ETag and answers 304 to it, strong or weakened by a gzip proxy', async () => {
    const app = buildApp([{ name: 'Tee' }]);
    const first = await request(app).get('/api/catalogue');
    expect(first.status).toBe(200);
    expect(first.body).toEqual([{ name: 'Tee' }]);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);

    const strong = await request(app).get('/api/catalogue').set('If-None-Match', etag);
    expect(strong.status).toBe(304);
    expect(strong.text).toBe('');
    expect(strong.headers.etag).toBe(etag);
    expect(strong.headers['cache-control']).toBe('public, no-cache');

    const weak = await request(app).get('/api/catalogue').set('If-None-Match', `"other", W/${etag}`);
    expect(weak.status).toBe(304);
  });

  it('sends the new body after the data changed', async () => {
    const catalogue = [{ name: 'Tee' }];
    const app = buildApp(catalogue);
    const etag = (await request(app).get('/api/catalogue')).headers.etag as string;
    catalogue[0]!.name = 'Tee, new price';
    const after = await request(app).get('/api/catalogue').set('If-None-Match', etag);
    expect(after.status).toBe(200);
    expect(after.body).toEqual([{ name: 'Tee, new price' }]);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('never caches an error of an opted-in route', async () => {
    const res = await request(buildApp([])).get('/api/catalogue/missing');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('keeps an answer that sets a session cookie out of shared caches', async () => {
    const res = await request(buildApp([])).get('/api/catalogue/touch-session');
    expect(res.headers['set-cookie']).toBeDefined();
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers a signed-in visitor the same cacheable catalogue without a cookie', async () => {
    const cookie = await signedInCookie(db, { role: 'member' });
    const res = await request(buildApp([{ name: 'Tee' }]))
      .get('/api/catalogue')
      .set('Cookie', cookie);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });
});

describe('ifNoneMatchNames', () => {
  it.each([
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"b", W/"a"', '"a"', true],
    ['*', '"a"', true],
    ['"b"', '"a"', false],
    ['', '"a"', false],
    ['"a-longer"', '"a"', false],
  ])('%s against %s is %s', (header, etag, expected) => {
    expect(ifNoneMatchNames(header, etag)).toBe(expected);
  });
});
