import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { pageLanguageChoice } from '@ministry/contracts/page-language';
import { httpCache } from '@ministry/kit/http-cache';
import { requestLanguage } from '@ministry/kit/request-language';
import { SESSION_COOKIE } from '@ministry/kit/session';
import { PAGE_LANGUAGE_CASES } from '@ministry/kit/testing/page-language-cases';
import { renderTemplateFile } from '../render.cjs';
import { nginxMainConfig } from '../../scripts/lib/nginx.cjs';
import { freePort, waitForPort } from '../../scripts/lib/net.cjs';

// The gateway's micro-cache (gateway.conf.template), with the real nginx and the real template. The
// shop, events and content services are one double built on the kit's HTTP caching (so its answers say
// `public, no-cache`, `private` or `no-store` exactly as the services do); the pages service is another.
// Both count what they are asked, so a test sees what reached the service and what the cache answered.
// Identity is a third: it accepts one session, the member's (SESSION below).
jest.setTimeout(30_000);

const template = join(__dirname, '..', 'templates', 'gateway.conf.template');
let dir: string;
let nginx: ChildProcess;
let base: string;
/** The same gateway's internal listener (GATEWAY_INTERNAL_PORT): calls from inside the site. */
let inside: string;
let values: Record<string, string>;
let api: Server;
let pages: Server;
let identity: Server;
/** What identity was asked: each request's method and Cookie header. */
const identityAsked: { method: string; cookie: string }[] = [];
/** What the pages double was sent with each navigation. */
const pageHeaders = new Map<string, Record<string, string | string[] | undefined>>();
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

/**
 * The pages service: every navigation a head, "no-cache" as the real one says, in the language the
 * gateway chose (X-Language-Choice; none is English) and for a member when it says so
 * (X-Session-Member), private then; without them, by its own reading, as the real one does.
 */
function startPagesDouble(): Server {
  return createServer((req, res) => {
    const url = req.url ?? '/';
    asked.set(url, timesAsked(url) + 1);
    pageHeaders.set(url, req.headers);
    // A server-rendered page: the gateway's policy (X-Base-Csp) with its <style>'s hash.
    const policy = url.startsWith('/rendered')
      ? { 'Content-Security-Policy': `${String(req.headers['x-base-csp'])}; style-src-elem 'sha256-abc'` }
      : {};
    // A page the pages service could not render on the server: never kept.
    const kept = url.startsWith('/unrendered') ? { 'X-Accel-Expires': '0' } : {};
    const said = (name: string) => (typeof req.headers[name] === 'string' ? req.headers[name] : undefined);
    const member =
      (said('x-session-member') ?? (req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ? '1' : '0')) === '1';
    res.writeHead(200, {
      'Content-Type': 'text/html',
      'Cache-Control': member ? 'private, no-store' : 'no-cache',
      ...policy,
      ...kept,
    });
    const choice =
      said('x-language-choice') ??
      pageLanguageChoice(url.split('?')[1] ?? '', req.headers.cookie ?? '') ??
      'none';
    const language = choice === 'none' ? '' : `, ${choice}`;
    res.end(`<title>head of ${url}, price ${price}${language}${member ? ', member' : ''}</title>`);
  }).listen(0, '127.0.0.1');
}

/** Identity's `/api/auth/user`: 200 for the member's session, 401 (clearing a bad signature) otherwise. */
function startIdentityDouble(): Server {
  return createServer((req, res) => {
    const cookie = req.headers.cookie ?? '';
    identityAsked.push({ method: req.method ?? '', cookie });
    if (req.url === '/api/auth/user' && cookie === `${SESSION_COOKIE}=abc; ${SESSION_COOKIE}.sig=def`) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : '{"username":"member"}');
      return;
    }
    res.writeHead(401, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      ...(cookie.includes('.sig=') && {
        'Set-Cookie': `${SESSION_COOKIE}.sig=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`,
      }),
    });
    res.end(req.method === 'HEAD' ? undefined : '{"message":"Unauthorized"}');
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
  identity = startIdentityDouble();
  const port = await freePort();
  const nowhere = `127.0.0.1:${await freePort()}`;
  const apiAt = `127.0.0.1:${await portOf(api)}`;
  mkdirSync(join(dir, 'public'));
  mkdirSync(join(dir, 'trusted'));
  writeFileSync(join(dir, 'trusted', 'real-ip.conf'), '');
  writeFileSync(join(dir, 'trusted', 'trusted.geo'), '');
  values = {
    GATEWAY_PORT: String(port),
    GATEWAY_INTERNAL_PORT: String(await freePort()),
    GATEWAY_CACHE_DIR: join(dir, 'cache'),
    REMOTES_JSON_DIR: join(dir, 'public'),
    TRUSTED_PROXIES_DIR: join(dir, 'trusted'),
    SHELL_UPSTREAM: nowhere,
    IDENTITY_UPSTREAM: `127.0.0.1:${await portOf(identity)}`,
    BILLING_UPSTREAM: nowhere,
    CARE_UPSTREAM: nowhere,
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
  inside = `http://127.0.0.1:${values.GATEWAY_INTERNAL_PORT}`;
});

afterAll(async () => {
  await new Promise((resolve) => {
    nginx.once('exit', resolve);
    nginx.kill('SIGTERM');
  });
  for (const server of [api, pages, identity]) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}, at = base) {
  const response = await fetch(at + path, { headers });
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
    '/api/site-content/home',
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
      expect(again.body).toBe(
        `<title>head of ${path}, price 10${path.endsWith('=es') ? ', es' : ''}</title>`,
      );
      expect(timesAsked(path)).toBe(1);
    }
  });

  it('keys a page by its language: ?lang, then the ministry_lang cookie, not Accept-Language', async () => {
    const english = await get('/events');
    expect(english.cache).toBe('MISS');
    expect((await get('/events', { 'Accept-Language': 'es' })).cache).toBe('HIT');
    expect((await get('/events', { Cookie: 'ministry_lang=en' })).cache).toBe('HIT');
    const spanish = await get('/events', { Cookie: 'theme=dark; ministry_lang=es' });
    expect(spanish.cache).toBe('MISS');
    expect(spanish.body).toBe('<title>head of /events, price 10, es</title>');
    const again = await get('/events', { Cookie: 'ministry_lang=es' });
    expect(again.cache).toBe('HIT');
    expect(again.body).toBe(spanish.body);
    // ?lang wins over the cookie, as in the pages service.
    expect((await get('/events?lang=en', { Cookie: 'ministry_lang=es' })).cache).toBe('MISS');
    expect((await get('/events?lang=en')).cache).toBe('HIT');
    expect((await get('/events?lang=es')).cache).toBe('MISS');
    expect((await get('/events?lang=es', { Cookie: 'ministry_lang=en' })).cache).toBe('HIT');
    expect(timesAsked('/events')).toBe(2);
    // A member's page (her saved language, her name after hydration) is never kept nor served from here.
    expect((await get('/events', SESSION)).cache).toBe('BYPASS');
    expect((await get('/events', { ...SESSION, Cookie: `${SESSION.Cookie}; ministry_lang=es` })).cache).toBe(
      'BYPASS',
    );
    expect(timesAsked('/events')).toBe(4);
  });

  it("sends a server-rendered page's own policy, on a HIT too, and never the gateway's beside it", async () => {
    for (const expected of ['MISS', 'HIT']) {
      const page = await get('/rendered');
      expect(page.cache).toBe(expected);
      const policy = page.response.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/^default-src 'self'; .*; style-src-elem 'sha256-abc'$/);
      // One header: fetch would join two with ", ".
      expect(policy).not.toContain(', default-src');
      expect(page.response.headers.get('x-frame-options')).toBe('DENY');
    }
    const plain = await get('/about?policy');
    expect(plain.response.headers.get('content-security-policy')).toMatch(/^default-src 'self'.*'none'$/);
  });

  it('never keeps a page the pages service could only render in the browser (X-Accel-Expires: 0)', async () => {
    expect((await get('/unrendered')).cache).toBe('MISS');
    expect((await get('/unrendered')).cache).toBe('MISS');
    expect(timesAsked('/unrendered')).toBe(2);
  });

  it("keys by the caller's language, as the services read it", async () => {
    const spanish = await get('/api/products/lang', { 'Accept-Language': 'es-MX,es;q=0.9' });
    const english = await get('/api/products/lang', { 'Accept-Language': 'en-US,es;q=0.5' });
    expect(JSON.parse(spanish.body).language).toBe('es');
    expect(JSON.parse(english.body).language).toBe('en');
    expect(english.cache).toBe('MISS');
    expect((await get('/api/products/lang', { 'Accept-Language': 'es' })).cache).toBe('HIT');
  });

  it("keys by address and language only: a page built before cents shares the visitors' answer", async () => {
    const path = '/api/products/one-key';
    expect((await get(path)).cache).toBe('MISS');
    // What a page loaded before this release still sends.
    expect((await get(path, { 'X-Api-Contract': '2' })).cache).toBe('HIT');
    expect(timesAsked(path)).toBe(1);
  });

  it("serves a made-up session cookie the visitors' cache: only a session identity accepts is a member's", async () => {
    for (const path of ['/api/products/made-up', '/about?made-up']) {
      expect((await get(path)).cache).toBe('MISS');
      for (const cookie of [
        `${SESSION_COOKIE}=made-up`,
        `${SESSION_COOKIE}=made-up; ${SESSION_COOKIE}.sig=forged`,
        `${SESSION_COOKIE}=abc; ${SESSION_COOKIE}.sig=forged`,
        `ministry_lang=en; ${SESSION_COOKIE}=made-up; ${SESSION_COOKIE}.sig=forged; ${SESSION_COOKIE}=abc`,
      ])
        expect((await get(path, { Cookie: cookie })).cache).toBe('HIT');
      expect(timesAsked(path)).toBe(1);
    }
    // Identity is given the session cookies alone; one without a signature is nobody's without asking.
    expect(identityAsked.map(({ cookie }) => cookie)).toContain(
      `${SESSION_COOKIE}=made-up; ${SESSION_COOKIE}.sig=forged`,
    );
    expect(
      identityAsked.every(({ cookie }) => /^ministry\.sid=[^;]*; ministry\.sid\.sig=[^;]*$/.test(cookie)),
    ).toBe(true);
    const before = identityAsked.length;
    expect((await get('/about?made-up', { Cookie: `theme=dark; ${SESSION_COOKIE}=abc` })).cache).toBe('HIT');
    expect(identityAsked.length).toBe(before);
  });

  it('gives a signed-in member her own page, never stored, and asks identity about her session once in a while', async () => {
    const path = '/about?member-page';
    const before = identityAsked.length;
    for (let i = 0; i < 3; i += 1) {
      const own = await get(path, SESSION);
      expect(own.cache).toBe('BYPASS');
      expect(own.body).toBe(`<title>head of ${path}, price ${price}, member</title>`);
    }
    expect(pageHeaders.get(path)?.['x-session-member']).toBe('1');
    expect(timesAsked(path)).toBe(3);
    // Her session's verdict is kept: identity is asked about it at most once here (maybe once more
    // if an earlier test's verdict expired just now).
    expect(identityAsked.length - before).toBeLessThanOrEqual(1);
    expect(identityAsked.every(({ method }) => method === 'HEAD')).toBe(true);
    const visitor = await get(path);
    expect(visitor.cache).toBe('MISS');
    expect(visitor.body).toBe(`<title>head of ${path}, price ${price}</title>`);
    expect(pageHeaders.get(path)?.['x-session-member']).toBe('0');
  });

  it.each(['MINISTRY_LANG=en; ministry_lang=es', 'ministry_lang=es ; a=b', 'ministry_lang=es, a=b'])(
    'never keeps a Spanish page under the English key (Cookie: %s)',
    async (cookie) => {
      const path = `/odd-cookie-${timesAsked('odd')}`;
      asked.set('odd', timesAsked('odd') + 1);
      const first = await get(path, { Cookie: cookie });
      const english = await get(path);
      expect(english.body).not.toContain(', es');
      if (english.cache === 'HIT') expect(first.body).toBe(english.body);
    },
  );

  it.each(PAGE_LANGUAGE_CASES.map((example, index) => ({ ...example, index })))(
    'keys and renders a page in one language: query "$query", cookie "$cookie" choose $choice',
    async ({ query, cookie, choice, index }) => {
      const path = `/language-case-${index}${query ? `?${query}` : ''}`;
      const first = await get(path, cookie ? { Cookie: cookie } : {});
      expect(first.cache).toBe('MISS');
      expect(pageHeaders.get(path)?.['x-language-choice']).toBe(choice ?? 'none');
      // What was stored is found by the same address plainly asked for in that language.
      const plain = await get(path, { Cookie: `ministry_lang=${choice ?? 'en'}` });
      expect(plain.cache).toBe('HIT');
      expect(plain.body).toBe(first.body);
    },
  );

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

  it("reads past the cache for a member's server-rendered page (X-Fresh-Read, from inside), and refreshes it for visitors", async () => {
    const path = '/api/products/fresh-read';
    expect((await get(path)).cache).toBe('MISS');
    expect((await get(path)).cache).toBe('HIT');
    expect((await get(path, { 'X-Fresh-Read': '1' }, inside)).cache).toBe('BYPASS');
    expect(timesAsked(path)).toBe(2);
    // Its answer is a visitor's answer: stored, so the next visitor gets it from the cache.
    expect((await get(path)).cache).toBe('HIT');
    expect(timesAsked(path)).toBe(2);
  });

  it('ignores X-Fresh-Read from the public listener: served from the cache, never passed on', async () => {
    const path = '/about?fresh-read';
    expect((await get(path)).cache).toBe('MISS');
    for (const value of ['1', 'yes']) expect((await get(path, { 'X-Fresh-Read': value })).cache).toBe('HIT');
    expect(timesAsked(path)).toBe(1);
    expect((await get('/about?fresh-read-passed', { 'X-Fresh-Read': '1' })).cache).toBe('MISS');
    expect(pageHeaders.get('/about?fresh-read-passed')).not.toHaveProperty(['x-fresh-read']);
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
    for (const path of [
      '/api/products/images/tee.svg',
      '/api/resources/images/bible.svg',
      '/api/site-content/images/5f0000000000000000000000.webp',
    ]) {
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

/** Every file the micro-cache holds, read whole (keys included). */
function cachedFiles(folder = values.GATEWAY_CACHE_DIR!): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cachedFiles(join(folder, entry.name))
      : [readFileSync(join(folder, entry.name), 'latin1')],
  );
}

/** The access log's lines, once the line of a request made now has been written (one worker: in order). */
async function accessLog(): Promise<string[]> {
  const mark = `/log-mark-${Date.now()}`;
  await get(mark);
  const file = join(dir, 'gateway-access.log');
  for (;;) {
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
    if (lines.some((line) => line.includes(mark))) return lines.filter(Boolean);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('addresses that carry a secret: never cached, never logged with their query', () => {
  const TOKEN = 'tok3n-S3CRET-value';

  it.each([
    `/reset-password?token=${TOKEN}`,
    `/Reset-Password/?lang=es&token=${TOKEN}`,
    `/reset-password?x=1`,
    `/verify-email?token=${TOKEN}`,
    `/events/confirm?token=${TOKEN}`,
    `/events/cancel?token=${TOKEN}`,
    `/give/claim?token=${TOKEN}`,
    // Any other address whose query names a token or a secret (Stripe's return to the site).
    `/about?token=${TOKEN}`,
    `/checkout/complete?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_${TOKEN}`,
    // A premium resource's signed download link.
    `/about?expires=1&user=u1&signature=${TOKEN}`,
  ])('%s: the second request is not a HIT and reaches the pages service again', async (path) => {
    const first = await get(path);
    expect(first.status).toBe(200);
    const second = await get(path);
    expect(second.cache).not.toBe('HIT');
    expect(second.cache).toBe('BYPASS');
    expect(timesAsked(path)).toBe(2);
  });

  it('keeps no token in a cache key or a cached file', async () => {
    await get(`/reset-password?token=${TOKEN}`);
    await get(`/api/events/registrations/cancel?token=${TOKEN}`);
    expect(cachedFiles().length).toBeGreaterThan(0);
    expect(cachedFiles().filter((file) => file.includes(TOKEN))).toEqual([]);
  });

  it('logs a page navigation by its path only, and no query or Referer with a token', async () => {
    await get(`/reset-password?token=${TOKEN}`);
    await get(`/about?lang=es&utm=newsletter`);
    await get('/Reset-Password/?token=' + TOKEN);
    await get(`/api/events/registrations/cancel?token=${TOKEN}`);
    await get(`/api/resources/r1/download?expires=1&signature=${TOKEN}`);
    await get('/api/events?from=2030-06-01&to=2030-06-30');
    await get('/api/products', { Referer: `http://localhost/reset-password?token=${TOKEN}` });
    const lines = await accessLog();
    expect(lines.filter((line) => /token=|S3CRET/.test(line))).toEqual([]);
    expect(lines.some((line) => line.includes('"GET /reset-password HTTP/1.1" 200'))).toBe(true);
    expect(lines.some((line) => line.includes('"GET /about HTTP/1.1" 200'))).toBe(true);
    expect(lines.some((line) => line.includes('"GET /Reset-Password/ HTTP/1.1" 200'))).toBe(true);
    expect(lines.some((line) => line.includes('"GET /api/events/registrations/cancel HTTP/1.1"'))).toBe(true);
    // The Referer: the page a request came from, without its query.
    expect(lines.some((line) => line.includes('"http://localhost/reset-password" "'))).toBe(true);
    // No Referer: "-", as in nginx's own format.
    expect(lines.some((line) => /"GET \/about HTTP\/1\.1" 200 \d+ "-" /.test(line))).toBe(true);
    // An API call keeps its query (filters and dates), as before.
    expect(
      lines.some((line) => line.includes('"GET /api/events?from=2030-06-01&to=2030-06-30 HTTP/1.1"')),
    ).toBe(true);
  });

  it('still keeps the catalogue and ordinary pages with their query', async () => {
    for (const path of ['/api/events?from=2031-01-01&to=2031-01-31', '/about?lang=es&ref=tokens']) {
      await get(path);
      expect((await get(path)).cache).toBe('HIT');
    }
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
    expect(JSON.parse(never.body)).toEqual({
      message: 'The service is temporarily unavailable.',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
    });
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

  it('writes the access log, in its own format, to the container’s output in the image', () => {
    expect(directive('access_log')).toBe('gateway-access.log gateway');
    const dockerfile = readFileSync(join(__dirname, '..', 'Dockerfile'), 'utf8');
    // nginx's prefix in the image is /etc/nginx: the relative path lands on the link.
    expect(dockerfile).toMatch(/ln -sf \/dev\/stdout \/etc\/nginx\/gateway-access\.log/);
  });

  it('keeps the cache in a folder the unprivileged gateway image can write', () => {
    const dockerfile = readFileSync(join(__dirname, '..', 'Dockerfile'), 'utf8');
    const cacheDir = /GATEWAY_CACHE_DIR=(\S+)/.exec(dockerfile)?.[1] ?? '';
    expect(cacheDir).toMatch(/^\/var\/cache\/nginx\//);
    expect(dockerfile).toMatch(new RegExp(`chown 101:0 [^\\n]*${cacheDir}`));
  });
});
