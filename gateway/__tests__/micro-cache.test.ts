import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { httpCache } from '@ministry/kit/http-cache';
import { requestLanguage } from '@ministry/kit/request-language';
import { SESSION_COOKIE } from '@ministry/kit/session';
import { renderTemplateFile } from '../render.cjs';
import { nginxMainConfig } from '../../scripts/lib/nginx.cjs';
import { freePort, waitForPort } from '../../scripts/lib/net.cjs';

// The gateway's micro-cache (gateway.conf.template), with the real nginx and the real template. The
// shop, events and content services are one double built on the kit's HTTP caching (so its answers say
// `public, no-cache`, `private` or `no-store` exactly as the services do); the pages service is another.
// Both count what they are asked, so a test sees what reached the service and what the cache answered.
jest.setTimeout(30_000);

const template = join(__dirname, '..', 'templates', 'gateway.conf.template');
let dir: string;
let nginx: ChildProcess;
let base: string;
let values: Record<string, string>;
let api: Server;
let pages: Server;
/** How many times the doubles were asked for each URL. */
const asked = new Map<string, number>();
const timesAsked = (url: string) => asked.get(url) ?? 0;
/** The catalogue's version: an admin's edit bumps it. */
let price = 10;

/** The catalogue services: every read is `cacheable` unless its path says otherwise. */
function startApiDouble(): Server {
  const app = new Koa();
  app.use(httpCache());
  app.use(async (ctx) => {
    asked.set(ctx.url, timesAsked(ctx.url) + 1);
    if (ctx.path === '/api/products/slow') await new Promise((resolve) => setTimeout(resolve, 300));
    if (ctx.path.startsWith('/api/products/images/')) {
      ctx.type = 'image/svg+xml';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = '<svg/>';
      return;
    }
    // A personal answer: not opted in, so the kit says no-store.
    if (ctx.path === '/api/products/personal') {
      ctx.body = { asked: timesAsked(ctx.url) };
      return;
    }
    // An answer that sets a cookie: the kit says private.
    if (ctx.path === '/api/products/greeting') ctx.cookies.set('greeted', 'yes', { signed: false });
    ctx.state.cacheable = true;
    ctx.body = { url: ctx.url, price, language: requestLanguage(ctx) };
  });
  return app.listen(0, '127.0.0.1');
}

/** The pages service: every navigation a head, "no-cache" as the real one says. */
function startPagesDouble(): Server {
  return createServer((req, res) => {
    const url = req.url ?? '/';
    asked.set(url, timesAsked(url) + 1);
    res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-cache' });
    res.end(`<title>head of ${url}, price ${price}</title>`);
  }).listen(0, '127.0.0.1');
}

const portOf = async (server: Server) => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-cache-test-'));
  api = startApiDouble();
  pages = startPagesDouble();
  const port = await freePort();
  const nowhere = `127.0.0.1:${await freePort()}`;
  const apiAt = `127.0.0.1:${await portOf(api)}`;
  mkdirSync(join(dir, 'public'));
  mkdirSync(join(dir, 'trusted'));
  writeFileSync(join(dir, 'trusted', 'real-ip.conf'), '');
  writeFileSync(join(dir, 'trusted', 'trusted.geo'), '');
  values = {
    GATEWAY_PORT: String(port),
    GATEWAY_CACHE_DIR: join(dir, 'cache'),
    REMOTES_JSON_DIR: join(dir, 'public'),
    TRUSTED_PROXIES_DIR: join(dir, 'trusted'),
    SHELL_UPSTREAM: nowhere,
    IDENTITY_UPSTREAM: nowhere,
    BILLING_UPSTREAM: nowhere,
    SHOP_UPSTREAM: apiAt,
    EVENTS_UPSTREAM: apiAt,
    CONTENT_UPSTREAM: apiAt,
    PAGES_UPSTREAM: `127.0.0.1:${await portOf(pages)}`,
  };
  for (const name of ['CONTENT', 'SHOP', 'EVENTS', 'ACCOUNT', 'ADMIN'])
    values[`REMOTE_${name}_UPSTREAM`] = nowhere;
  mkdirSync(join(dir, 'temp'));
  writeFileSync(join(dir, 'gateway.conf'), renderTemplateFile(template, values));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    nginxMainConfig({ dir, include: [join(dir, 'gateway.conf')], workers: 1, errorLog: 'crit' }),
  );
  const check = spawnSync('nginx', ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  nginx = spawn('nginx', ['-p', dir, '-c', conf], { stdio: 'ignore' });
  await waitForPort(port, 10_000);
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => {
    nginx.once('exit', resolve);
    nginx.kill('SIGTERM');
  });
  for (const server of [api, pages]) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers });
  const cache = response.headers.get('x-cache-status');
  return { status: response.status, cache, response, body: await response.text() };
}

/** Asks again every 100 ms until `done` holds for the answer (or the test's time runs out). */
async function until(path: string, done: (answer: Awaited<ReturnType<typeof get>>) => boolean) {
  for (;;) {
    const answer = await get(path);
    if (done(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const SESSION = { Cookie: `theme=dark; ${SESSION_COOKIE}=abc; ${SESSION_COOKIE}.sig=def` };

describe('the micro-cache: anonymous catalogue reads and heads', () => {
  it.each([
    '/api/products',
    '/api/products/tee',
    '/api/events',
    '/api/events?from=2030-06-01&to=2030-06-30',
    '/api/events/e1',
    '/api/resources',
    '/api/resources/r1',
  ])('keeps %s: the second anonymous read is a HIT and the service was asked once', async (path) => {
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    const second = await get(path);
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
    // What the service said still reaches the browser, which revalidates with the ETag.
    expect(second.response.headers.get('cache-control')).toBe('public, no-cache');
    expect((await get(path, { 'If-None-Match': second.response.headers.get('etag') ?? '' })).status).toBe(
      304,
    );
    expect(timesAsked(path)).toBe(1);
  });

  it('keeps the pages’ heads, each address with its query', async () => {
    for (const path of ['/about', '/about?lang=es']) {
      expect((await get(path)).cache).toBe('MISS');
      const again = await get(path);
      expect(again.cache).toBe('HIT');
      expect(again.body).toBe(`<title>head of ${path}, price 10</title>`);
      expect(timesAsked(path)).toBe(1);
    }
  });

  it("keys by the caller's language, as the services read it", async () => {
    const spanish = await get('/api/products/lang', { 'Accept-Language': 'es-MX,es;q=0.9' });
    const english = await get('/api/products/lang', { 'Accept-Language': 'en-US,es;q=0.5' });
    expect(JSON.parse(spanish.body).language).toBe('es');
    expect(JSON.parse(english.body).language).toBe('en');
    expect(english.cache).toBe('MISS');
    expect((await get('/api/products/lang', { 'Accept-Language': 'es' })).cache).toBe('HIT');
  });

  it('bypasses requests with the session cookie or an Authorization header, and never stores their answers', async () => {
    const path = '/api/products/member-view';
    expect((await get(path, SESSION)).cache).toBe('BYPASS');
    expect((await get(path, SESSION)).cache).toBe('BYPASS');
    expect((await get(path, { Authorization: 'Bearer x' })).cache).toBe('BYPASS');
    expect(timesAsked(path)).toBe(3);
    // Nothing was stored: the first anonymous read goes to the service.
    expect((await get(path)).cache).toBe('MISS');
    // Another cookie is not a session: still served from the cache.
    expect((await get(path, { Cookie: 'theme=dark' })).cache).toBe('HIT');
  });

  it('never stores what the service keeps private: no-store, or an answer that sets a cookie', async () => {
    for (const path of ['/api/products/personal', '/api/products/greeting']) {
      const first = await get(path);
      const second = await get(path);
      expect([first.cache, second.cache]).toEqual(['MISS', 'MISS']);
      expect(timesAsked(path)).toBe(2);
    }
    const greeting = await fetch(`${base}/api/products/greeting`);
    expect(greeting.headers.get('set-cookie')).toMatch(/^greeted=yes/);
    expect(greeting.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('sends one request per key to the service at a time', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => get('/api/products/slow')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(timesAsked('/api/products/slow')).toBe(1);
  });

  it('leaves the pictures to the browsers: never kept here', async () => {
    for (const path of ['/api/products/images/tee.svg', '/api/resources/images/bible.svg']) {
      expect((await get(path)).cache).toBeNull();
      expect((await get(path)).cache).toBeNull();
      expect(timesAsked(path)).toBe(2);
    }
  });

  it('sends every security header with a cached answer', async () => {
    const hit = await until('/api/products', (answer) => answer.cache === 'HIT');
    expect(hit.response.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
    expect(hit.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hit.response.headers.get('x-frame-options')).toBe('DENY');
    expect(hit.response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(hit.response.headers.get('permissions-policy')).toMatch(/^camera=\(\)/);
  });

  it("shows an admin's edit to her at once and to visitors within the cache time", async () => {
    const before = await get('/api/products');
    expect(JSON.parse(before.body).price).toBe(10);
    price = 12;
    expect(JSON.parse((await get('/api/products', SESSION)).body).price).toBe(12);
    const after = await until('/api/products', (answer) => JSON.parse(answer.body).price === 12);
    expect(after.status).toBe(200);
  });
});

describe('the micro-cache with the services down', () => {
  beforeAll(() => {
    for (const server of [api, pages]) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('serves the last catalogue and heads stale (the entries are kept 24 h), and the JSON 503 for what it never kept', async () => {
    for (const path of ['/api/products', '/api/events?from=2030-06-01&to=2030-06-30', '/about?lang=es']) {
      const stale = await until(path, (answer) => answer.cache !== 'HIT');
      expect(stale.status).toBe(200);
      expect(['STALE', 'UPDATING']).toContain(stale.cache);
      const again = await get(path);
      expect(again.status).toBe(200);
      expect(again.body).toBe(stale.body);
    }
    const never = await get('/api/products/never-asked');
    expect(never.status).toBe(503);
    expect(JSON.parse(never.body)).toEqual({ message: 'The service is temporarily unavailable.' });
  });
});

describe('the micro-cache’s configuration', () => {
  const conf = () => renderTemplateFile(template, values);
  const directive = (name: string) => new RegExp(`^\\s*${name} ([^;]*);`, 'm').exec(conf())?.[1] ?? '';
  const SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

  it('keeps an entry usable for at least 10 minutes after its last use, within a bounded size', () => {
    const path = directive('proxy_cache_path');
    const [, amount, unit] = /\binactive=(\d+)([smhd])\b/.exec(path) ?? [];
    expect(Number(amount) * SECONDS[unit ?? 's']!).toBeGreaterThanOrEqual(600);
    expect(path).toMatch(/\bmax_size=\d+[mg]\b/);
    expect(directive('proxy_cache_use_stale').split(' ').sort()).toEqual(
      ['error', 'http_500', 'http_502', 'http_503', 'http_504', 'timeout', 'updating'].sort(),
    );
    expect(directive('proxy_cache_background_update')).toBe('on');
    expect(directive('proxy_cache_lock')).toBe('on');
    expect(directive('proxy_cache_valid')).toBe('200 5s');
  });

  it('still refuses to keep an answer that sets a cookie (Set-Cookie is not ignored)', () => {
    expect(directive('proxy_ignore_headers').split(' ')).not.toContain('Set-Cookie');
  });

  it('keeps the cache in a folder the unprivileged gateway image can write', () => {
    const dockerfile = readFileSync(join(__dirname, '..', 'Dockerfile'), 'utf8');
    const cacheDir = /GATEWAY_CACHE_DIR=(\S+)/.exec(dockerfile)?.[1] ?? '';
    expect(cacheDir).toMatch(/^\/var\/cache\/nginx\//);
    expect(dockerfile).toMatch(new RegExp(`chown 101:0 [^\\n]*${cacheDir}`));
  });
});
