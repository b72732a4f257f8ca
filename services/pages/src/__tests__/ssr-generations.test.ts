import { createServer } from 'node:http';
import request from 'supertest';
import { createApp } from '../app';
import type { Generations, GenerationsOptions } from '../ssr/generations';
import { fakeGenerations as generations, page, snapshot } from './fake-worker';
import {
  SHELL_INDEX_HTML,
  shellFolder,
  silentLogger,
  startStub,
  testConfig,
  type StubService,
} from './support';

describe('render generations', () => {
  it('render on the warm worker of the current sources, and only for the same shell build', async () => {
    const sources = { snapshot: snapshot('v1') };
    const subject = generations(sources);
    try {
      expect(await subject.render(page('/shop'))).toEqual({ ok: false, reason: 'no warm generation' });
      await subject.warmUp();
      const rendered = await subject.render(page('/shop'));
      expect(rendered.ok && rendered.result.html).toContain('rendered /shop in es from /remotes/shop/v1/');
      expect(rendered.ok && rendered.snapshot.remotes).toEqual(sources.snapshot.remotes);
      expect(await subject.render(page('/shop', 'b0'))).toMatchObject({ ok: false, reason: /shell build/ });
      expect(await subject.render(page('/shop', null))).toMatchObject({ ok: false });
    } finally {
      await subject.stop();
    }
  });

  it('swap to a new worker when the sources change, without a restart, and end the old one', async () => {
    const sources = { snapshot: snapshot('v1') };
    const subject = generations(sources);
    try {
      await subject.warmUp();
      const first = subject.worker!;
      const exited = new Promise((resolve) => first.once('exit', resolve));
      sources.snapshot = snapshot('v2');
      // Until the new one is warm, the old one answers.
      const during = await subject.render(page('/shop'));
      expect(during.ok && during.result.html).toContain('/remotes/shop/v1/');
      await subject.warmUp();
      const after = await subject.render(page('/shop'));
      expect(after.ok && after.result.html).toContain('/remotes/shop/v2/');
      expect(subject.worker).not.toBe(first);
      await exited;
    } finally {
      await subject.stop();
    }
  });

  it('answer without the worker over the budget; after 3 timeouts in a row, start another', async () => {
    const sources = { snapshot: snapshot('v1') };
    const subject = generations(sources, { timings: { renderMs: 100 } });
    try {
      await subject.warmUp();
      const first = subject.worker!;
      const exited = new Promise((resolve) => first.once('exit', resolve));
      for (let i = 0; i < 3; i += 1)
        expect(await subject.render(page('/slow'))).toMatchObject({ ok: false, reason: /render budget/ });
      await exited;
      expect(await subject.render(page('/shop'))).toMatchObject({ ok: false, reason: 'no warm generation' });
      await subject.warmUp();
      expect(subject.worker).not.toBe(first);
      expect(await subject.render(page('/shop'))).toMatchObject({ ok: true });
    } finally {
      await subject.stop();
    }
  });

  it('carry on without a worker that died, then start another', async () => {
    const subject = generations({ snapshot: snapshot('v1') });
    try {
      await subject.warmUp();
      await subject.worker!.terminate();
      expect(await subject.render(page('/shop'))).toMatchObject({ ok: false });
      await subject.warmUp();
      expect(await subject.render(page('/shop'))).toMatchObject({ ok: true });
    } finally {
      await subject.stop();
    }
  });

  it('never use a worker that could not start', async () => {
    const subject = generations(
      { snapshot: snapshot('v1') },
      { worker: { fake: 'fail' } as unknown as GenerationsOptions['worker'] },
    );
    try {
      await expect(subject.warmUp()).rejects.toThrow();
      expect(await subject.render(page('/shop'))).toMatchObject({ ok: false });
    } finally {
      await subject.stop();
    }
  });
});

describe('a server-rendered page', () => {
  const INDEX = SHELL_INDEX_HTML.replace(
    '<meta charset=utf-8>',
    '<meta charset=utf-8><meta name=shell-build content=b1>',
  ).replace('</head>', '<link rel=preload href=/1904.a.css as=style></head>');
  const shell = shellFolder(INDEX);
  const oldShell = shellFolder(SHELL_INDEX_HTML);
  const BASE_CSP = "default-src 'self'; style-src 'self'; object-src 'none'";
  /** The gateway's internal listener: a member's session and saved language (identity's /api/auth/user). */
  const MEMBER = { id: 'u1', firstName: 'Lydia', preferredLanguage: 'es' };
  let api: StubService;
  let subject: Generations;
  let app: ReturnType<ReturnType<typeof createApp>['callback']>;

  beforeAll(async () => {
    api = await startStub({ '/api/auth/user': { body: MEMBER } });
    subject = generations({ snapshot: snapshot('v1') });
    await subject.warmUp();
    const config = testConfig({ shellIndex: shell.indexPath });
    config.ssr = { ...config.ssr, enabled: true };
    config.apiOrigin = api.url;
    app = createApp(config, { logger: silentLogger, generations: subject }).callback();
  });
  afterAll(async () => {
    await Promise.all([subject.stop(), api.close()]);
    shell.remove();
    oldShell.remove();
  });

  const languageReads = () => api.requests.filter((read) => read.url === '/api/auth/user');
  const island = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as Record<string, unknown>;

  it('says in its health whether a warm worker takes pages', async () => {
    expect((await request(app).get('/healthz')).body).toEqual({
      status: 'ok',
      service: 'pages',
      ssr: 'ready',
    });
  });

  it("for a visitor: the first screen, the island, her language, the style's hash in the policy", async () => {
    const response = await request(app).get('/shop?lang=es').set('X-Base-Csp', BASE_CSP);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<html lang="es" data-visitor data-language="es">');
    expect(response.text).toContain('<div id="root"><main><p>rendered /shop?lang=es in es');
    expect(response.text).toContain('<style>main{display:block}</style>');
    expect(response.text).toContain(
      '<link rel="stylesheet" media="print" href="/1904.a.css" data-href="/1904.a.css"><noscript>' +
        '<link rel="stylesheet" href="/1904.a.css" data-href="/1904.a.css"></noscript></body>',
    );
    expect(island(response.text)).toMatchObject({
      language: 'es',
      fallback: { '/api/products': [{ id: 'p1' }], '/api/auth/user': null },
      sections: { 'shop/ShopList': 'rendered', 'shop/CartBadge': 'deferred' },
      remotes: { shop: '/remotes/shop/v1/mf-manifest.json' },
    });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-language']).toBe('es');
    expect(response.headers['content-security-policy']).toMatch(
      /^default-src 'self'; style-src 'self' 'sha256-[A-Za-z0-9+/=]+'; object-src 'none'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/,
    );
    expect(response.headers['server-timing']).toMatch(/^ssr;desc="server";dur=/);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['x-accel-expires']).toBeUndefined();
  });

  it('in the language of the ministry_lang cookie; for a member, private, in her saved language, with her session', async () => {
    const byCookie = await request(app).get('/shop').set('Cookie', 'ministry_lang=es');
    expect(byCookie.text).toContain('in es');
    const member = await request(app).get('/shop').set('Cookie', 'ministry.sid=abc; tracking=1');
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers['content-language']).toBe('es');
    expect(island(member.text).fallback).toHaveProperty(['/api/auth/user'], MEMBER);
    expect(languageReads().at(-1)?.headers.cookie).toBe('ministry.sid=abc');
  });

  it("a member whose session ended is rendered a visitor's header; one identity did not answer for, none", async () => {
    try {
      api.answers.set('/api/auth/user', { status: 401 });
      const ended = await request(app).get('/shop?lang=en').set('Cookie', 'ministry.sid=abc');
      expect(island(ended.text).fallback).toHaveProperty(['/api/auth/user'], null);
      expect(ended.headers['cache-control']).toBe('private, no-store');
      api.answers.set('/api/auth/user', { status: 503 });
      const unknown = await request(app).get('/shop?lang=en').set('Cookie', 'ministry.sid=abc');
      expect(island(unknown.text).fallback).not.toHaveProperty(['/api/auth/user']);
    } finally {
      api.answers.set('/api/auth/user', { body: MEMBER });
    }
  });

  it('renders for whom the gateway says: its language choice, and a member only when identity accepted her', async () => {
    const asked = languageReads().length;
    // The gateway keyed this one English: so is the page, whatever the cookie's odd form says.
    const english = await request(app)
      .get('/shop')
      .set('Cookie', 'MINISTRY_LANG=en; ministry_lang=es')
      .set('X-Language-Choice', 'none')
      .set('X-Session-Member', '0');
    expect(english.text).toContain('<html lang="en" data-visitor data-language="en">');
    expect(english.headers['content-language']).toBe('en');
    const chosen = await request(app).get('/shop').set('X-Language-Choice', 'es');
    expect(chosen.text).toContain('in es');
    // A session cookie identity did not accept: a visitor's page, to be kept, and no one is asked.
    const madeUp = await request(app)
      .get('/shop')
      .set('Cookie', 'ministry.sid=made-up; ministry.sid.sig=forged')
      .set('X-Language-Choice', 'none')
      .set('X-Session-Member', '0');
    expect(madeUp.headers['cache-control']).toBe('no-cache');
    expect(island(madeUp.text).fallback).toHaveProperty(['/api/auth/user'], null);
    expect(languageReads().length).toBe(asked);
    const member = await request(app)
      .get('/shop')
      .set('Cookie', 'ministry.sid=abc; ministry.sid.sig=def')
      .set('X-Language-Choice', 'none')
      .set('X-Session-Member', '1');
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers['content-language']).toBe('es');
    expect(member.text).toContain('<html lang="es" data-language="es">');
  });

  it('answers a burst of 100 renders at once with a page each, and the worker lives on', async () => {
    const burst = generations({ snapshot: snapshot('v1') });
    const config = testConfig({ shellIndex: shell.indexPath });
    config.ssr = { ...config.ssr, enabled: true };
    config.apiOrigin = api.url;
    const server = createServer(createApp(config, { logger: silentLogger, generations: burst }).callback());
    try {
      await burst.warmUp();
      const worker = burst.worker!;
      let ended = false;
      worker.once('exit', () => {
        ended = true;
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => request(server).get(`/shop?busy=${i}`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
      for (const answer of answers) {
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(answer.text).toMatch(/^<!doctype html>.*<div id=(root|"root")>.*<\/html>$/s);
      }
      // Some rendered here, the rest in the browser (never kept by the gateway).
      const browser = answers.filter((answer) => answer.headers['x-accel-expires'] === '0');
      expect(browser.length).toBeLessThan(100);
      for (const answer of browser) expect(answer.text).toContain('<div id=root></div>');
      expect(ended).toBe(false);
      expect(burst.worker).toBe(worker);
      expect(await burst.render(page('/shop'))).toMatchObject({ ok: true });
    } finally {
      server.close();
      await burst.stop();
    }
  });

  it('404 for an address that names nothing; kept 1 s by the gateway when a section waited for the browser', async () => {
    const missing = await request(app).get('/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('id="ssr-data"');
    const deferred = await request(app).get('/shop?defer=1');
    expect(deferred.status).toBe(200);
    expect(deferred.headers['x-accel-expires']).toBe('1');
  });

  it("rendered in the browser: a page of one person's, over the budget, another shell build", async () => {
    const asked = languageReads().length;
    const cart = await request(app).get('/cart').set('Cookie', 'ministry.sid=abc');
    expect(cart.text).not.toContain('ssr-data');
    expect(cart.text).toContain('<div id=root></div>');
    expect(cart.headers['cache-control']).toBe('private, no-store');
    expect(cart.text).toContain('<html lang="en">');
    // A visitor's: marked so, and her browser does not ask identity for a session she does not have.
    const visitorCart = await request(app).get('/cart').set('X-Session-Member', '0');
    expect(visitorCart.text).toContain('<html lang="en" data-visitor>');
    expect(visitorCart.text).not.toContain('ssr-data');
    // Her saved language changes nothing the server renders here: identity is not asked.
    expect(languageReads().length).toBe(asked);
    const slow = await request(app).get('/shop?slow=1');
    expect(slow.text).toContain('<div id=root></div>');
    expect(slow.headers['x-accel-expires']).toBe('0');
    expect(slow.headers['server-timing']).toMatch(/desc="browser"/);
    expect(slow.headers['content-security-policy']).toBeUndefined();
    const config = testConfig({ shellIndex: oldShell.indexPath });
    config.ssr = { ...config.ssr, enabled: true };
    const other = await request(
      createApp(config, { logger: silentLogger, generations: subject }).callback(),
    ).get('/shop');
    expect(other.status).toBe(200);
    expect(other.text).toContain('<div id=root></div>');
  });
});
