import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import request from 'supertest';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { createApp } from '../app';
import { Generations } from '../ssr/generations';
import { ssrSources } from '../ssr/sources';
import { BUILT, requireBuilds, startFrontendOrigin, type FrontendOrigin } from './built-frontends';
import { HOME, SOLD_OUT_BRACELET, TEE } from './fixtures';
import { readHead, silentLogger, SITE, testConfig } from './support';

// Server rendering against the REAL built frontends (shell, content, shop, events, account, each with
// its server build): they are served by a stand-in for the gateway with a fixture API, and rendered
// by the real worker (dist/ssr/worker.js). Run after the frontends' build; they fail without it.
// Budgets are generous: the machine running the tests may be busy; the budgets' logic is tested
// with a stand-in worker in ssr-generations.test.ts.
jest.setTimeout(120_000);

let origin: FrontendOrigin;
let generations: Generations;
let app: ReturnType<ReturnType<typeof createApp>['callback']>;
const v2 = mkdtempSync(join(tmpdir(), 'pages-shop-v2-'));

beforeAll(async () => {
  requireBuilds();
  origin = await startFrontendOrigin();
  origin.folders.set('/', BUILT.shell);
  for (const name of ['content', 'shop', 'events', 'account'] as const) {
    origin.folders.set(`/remotes/${name}/`, BUILT[name]);
    origin.map[name] = `/remotes/${name}/mf-manifest.json`;
  }
  origin.api.set('/api/products', [TEE, SOLD_OUT_BRACELET]);
  origin.api.set('/api/site-content/ministry', PUBLISHED_MINISTRY);
  origin.api.set('/api/site-content/home', {
    key: 'home',
    content: HOME,
    revision: 1,
    publishedAt: PUBLISHED,
  });
  origin.api.set('/api/site-content/banner', new Error('content down'));
  origin.api.set(`/api/products/${TEE.id}`, TEE);
  const frontend = origin.url;
  generations = new Generations({
    sources: ssrSources({
      remoteMapUrl: `${frontend}/remotes.json`,
      shellServerManifest: `${frontend}/server/mf-manifest.json`,
      siteUrl: SITE,
      frontendOrigin: frontend,
      logger: silentLogger,
    }),
    logger: silentLogger,
    worker: {
      siteUrl: SITE,
      frontendOrigin: frontend,
      apiOrigin: frontend,
      shellServerManifest: `${frontend}/server/mf-manifest.json`,
      timings: { sectionMs: 20_000, renderPageMs: 1000, codeFetchMs: 20_000 },
    },
    heapMb: 256,
    timings: { renderMs: 60_000, warmUpMs: 60_000, restartBaseMs: 0 },
  });
  // Ready means: the shell's server container loaded, every section warmed, and exactly one React in
  // the share scope, the shell's, which is the shell module's own (the worker refuses to start otherwise).
  await generations.warmUp();
  const config = testConfig({ shellIndex: join(BUILT.shell, 'index.html'), apiOrigin: frontend });
  config.ssr = { ...config.ssr, enabled: true };
  app = createApp(config, { logger: silentLogger, generations }).callback();
});

afterAll(async () => {
  await generations?.stop();
  await origin?.close();
  rmSync(v2, { recursive: true, force: true });
});

/** The ministry's details as the content service publishes them, with a phone of its own. */
const PUBLISHED = '2026-11-27T12:00:00.000Z';
const PUBLISHED_MINISTRY = {
  key: 'ministry',
  content: { ...MINISTRY_CONTENT, phone: '(718) 555-0199' },
  revision: 2,
  publishedAt: PUBLISHED,
};

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/\s+/g, ' ');
const root = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>(?:<link rel="preload" as="script"[^>]*>)*<script type="application\/json"/.exec(
    html,
  )?.[1] ?? '';
const island = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as {
    sections: Record<string, string>;
    fallback: Record<string, unknown>;
    manifests?: Record<string, string>;
  } | null;

describe('server rendering with the built frontends', () => {
  it("loads one React, the shell's, which every section shares", () => {
    expect(generations.react).toEqual({ copies: 1, from: 'shell', sameAsShell: true });
  });

  it('/shop?lang=es: the layout and the products in Spanish with their prices, and the island', async () => {
    const navigation = 'fedcba9876543210fedcba9876543210';
    const response = await request(app)
      .get('/shop?lang=es')
      .set('X-Base-Csp', "default-src 'self'; style-src 'self'")
      .set('X-Request-Id', navigation);
    expect(response.status).toBe(200);
    const visible = text(root(response.text));
    expect(visible).toContain(TEE.nameEs);
    expect(visible).toContain(SOLD_OUT_BRACELET.nameEs);
    expect(visible).toMatch(/25[.,]00/);
    expect(visible).toMatch(/32[.,]50/);
    expect(visible).toContain('Agotado');
    expect(visible).not.toContain('Cargando productos');
    // The layout: the header's navigation and the footer, in Spanish.
    expect(visible).toContain('Todos los derechos reservados');
    expect(response.text).toMatch(/<a[^>]*aria-current="page"[^>]*>Tienda<\/a>/);
    expect(island(response.text)).toMatchObject({
      sections: { 'shop/ShopList': 'rendered', 'shop/CartBadge': 'deferred' },
      fallback: {
        '/api/products': [TEE, SOLD_OUT_BRACELET],
        '/api/auth/user': null,
        '/api/site-content/ministry': PUBLISHED_MINISTRY,
      },
    });
    // The footer with the published details; the banner that could not be read is left to the browser.
    expect(visible).toContain(PUBLISHED_MINISTRY.content.phone);
    expect(island(response.text)?.fallback).not.toHaveProperty(['/api/site-content/banner']);
    expect(readHead(response.text).lang).toBe('es');
    // Its data read under the navigation's id (the gateway's internal listener keeps it, so the shop
    // logs the visit's own id).
    expect(origin.apiHeaders.get('/api/products')).toMatchObject({ 'x-request-id': navigation });
    // The critical CSS is inline and allowed by its hash; the full sheets end the body (preloaded: main.js
    // applies them; style sheets without JavaScript).
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.text)?.[1] ?? '';
    expect(style).toContain('.card');
    expect(response.headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-[^']+'(;|$)/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
    expect(response.text).toMatch(
      /<link rel="stylesheet" media="print" href="\/[^"]+\.css"[^>]*><noscript><link rel="stylesheet" href="\/[^"]+\.css"[^>]*>.*<\/noscript><\/body>/,
    );
    expect(response.headers['x-accel-expires']).toBeUndefined();
  });

  it("a member's page: her header rendered from her session (her menu, her links), her session in the island", async () => {
    const martha = {
      id: 'u-martha',
      username: 'martha',
      email: 'martha@example.org',
      firstName: 'Martha',
      lastName: 'Diaz',
      role: 'member',
      preferredLanguage: 'es',
    };
    origin.api.set('/api/auth/user', martha);
    try {
      const response = await request(app)
        .get('/shop')
        .set('Cookie', 'ministry.sid=abc; ministry.sid.sig=def')
        .set('X-Session-Member', '1');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      // In her saved language, with her account's links where a visitor's sign-in links would be.
      expect(readHead(response.text).lang).toBe('es');
      const visible = text(root(response.text));
      expect(visible).toContain('Martha Diaz · martha@example.org');
      expect(visible).toContain('Mi cuenta');
      expect(visible).not.toContain('Iniciar sesión');
      expect(response.text).not.toContain('session-placeholder');
      expect(island(response.text)?.fallback).toMatchObject({ '/api/auth/user': martha });
    } finally {
      origin.api.delete('/api/auth/user');
    }
  });

  it('/: everything that blocks the first paint (the document, its inline CSS) is at most 50 KB gzipped', async () => {
    const response = await request(app).get('/');
    expect(response.status).toBe(200);
    expect(island(response.text)?.sections['content/Home']).toBe('rendered');
    // No style sheet or script in the head blocks the paint: sheets end the body, the script is deferred.
    const head = response.text.slice(0, response.text.indexOf('</head>'));
    expect(head).not.toMatch(/<link[^>]*rel=["']?stylesheet/);
    expect(head.match(/<script\b[^>]*\bsrc=[^>]*>/g)?.every((tag) => /\bdefer\b/.test(tag))).toBe(true);
    expect(gzipSync(response.text).length).toBeLessThanOrEqual(50 * 1024);
    // A remote's picture as a path, so it loads under any host name the site answers to.
    expect(response.text).toMatch(
      /<img src="\/remotes\/content\/assets\/story-illustration\.[0-9a-f]+\.svg"/,
    );
    expect(response.text).not.toContain(`${SITE}/remotes/`);
  });

  it('/privacy: a static section, kept as the server wrote it, its remote not carried in the island', async () => {
    const response = await request(app).get('/privacy');
    expect(response.status).toBe(200);
    expect(text(root(response.text))).toContain(PUBLISHED_MINISTRY.content.phone);
    expect(island(response.text)).toMatchObject({ sections: { 'content/Privacy': 'static' }, manifests: {} });
    // Its remote's manifest is not in the island: the browser loads none of its code.
  });

  it("a product's page: its head made from what the render read, the product read once", async () => {
    const reads = () => origin.asked.filter((path) => path === `/api/products/${TEE.id}`).length;
    const before = reads();
    const response = await request(app).get(`/shop/${TEE.id}?lang=es`);
    expect(response.status).toBe(200);
    expect(text(root(response.text))).toContain(TEE.nameEs);
    expect(readHead(response.text).titles[0]).toMatch(new RegExp(`^${TEE.nameEs} \\| `));
    expect(reads() - before).toBe(1);
  });

  it('a product that does not exist: 404, with the layout and the page saying so', async () => {
    const response = await request(app).get('/shop/65a0c0ffee0000000000beef');
    expect(response.status).toBe(404);
    expect(text(root(response.text))).toContain('Product Not Found');
  });

  it('a section whose data fails: the layout, the section left to the browser, kept 1 s', async () => {
    origin.api.set('/api/products', new Error('shop down'));
    try {
      const response = await request(app).get('/shop');
      expect(response.status).toBe(200);
      expect(text(root(response.text))).toContain('All rights reserved');
      expect(text(root(response.text))).not.toContain(TEE.name);
      expect(island(response.text)?.sections['shop/ShopList']).toBe('deferred');
      expect(island(response.text)?.fallback).toEqual({
        '/api/auth/user': null,
        '/api/site-content/ministry': PUBLISHED_MINISTRY,
      });
      expect(response.headers['x-accel-expires']).toBe('1');
    } finally {
      origin.api.set('/api/products', [TEE, SOLD_OUT_BRACELET]);
      origin.api.set('/api/site-content/ministry', PUBLISHED_MINISTRY);
      origin.api.set('/api/site-content/home', {
        key: 'home',
        content: HOME,
        revision: 1,
        publishedAt: PUBLISHED,
      });
      origin.api.set('/api/site-content/banner', new Error('content down'));
    }
  });

  it('a new version of a remote in the map: rendered from it, without a restart', async () => {
    // v2 of the shop: its build with one text changed in its server build.
    cpSync(BUILT.shop, v2, { recursive: true });
    const serverDir = join(v2, 'server');
    let changed = 0;
    for (const file of readdirSync(serverDir).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(join(serverDir, file), 'utf8');
      if (code.includes('Ver detalles')) {
        writeFileSync(join(serverDir, file), code.replaceAll('Ver detalles', 'Mirar de cerca'));
        changed += 1;
      }
    }
    expect(changed).toBeGreaterThan(0);
    expect(text(root((await request(app).get('/shop?lang=es')).text))).toContain('Ver detalles');
    origin.folders.set('/remotes/shop/v2/', v2);
    origin.map.shop = '/remotes/shop/v2/mf-manifest.json';
    const worker = generations.worker;
    // The map is read again at most every 2 s, and the new generation warms before it answers.
    for (;;) {
      const response = await request(app).get('/shop?lang=es');
      if (text(root(response.text)).includes('Mirar de cerca')) {
        expect(island(response.text)).toMatchObject({
          remotes: { shop: '/remotes/shop/v2/mf-manifest.json' },
        });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(generations.worker).not.toBe(worker);
    expect(origin.asked).toContain('/remotes/shop/v2/server/remoteEntry.js');
  });

  it.each([
    ['the server entry is missing', 'v3', (dir: string) => rmSync(join(dir, 'server', 'remoteEntry.js'))],
    [
      'the manifest names no server build',
      'v4',
      (dir: string) => {
        const file = join(dir, 'mf-manifest.json');
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: Record<string, unknown> };
        delete manifest.metaData.ssrRemoteEntry;
        writeFileSync(file, JSON.stringify(manifest));
      },
    ],
  ])('a shop version where %s: the layout, its section left to the browser', async (_, version, spoil) => {
    const dir = join(v2, '..', `${version}-${Date.now()}`);
    cpSync(BUILT.shop, dir, { recursive: true });
    try {
      spoil(dir);
      origin.folders.set(`/remotes/shop/${version}/`, dir);
      origin.map.shop = `/remotes/shop/${version}/mf-manifest.json`;
      for (;;) {
        const response = await request(app).get('/shop');
        const data = island(response.text) as { remotes?: Record<string, string> } | null;
        if (data?.remotes?.shop === origin.map.shop) {
          expect(text(root(response.text))).toContain('All rights reserved');
          expect(island(response.text)?.sections['shop/ShopList']).toBe('deferred');
          expect(response.headers['x-accel-expires']).toBe('1');
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a worker that dies: the page is rendered in the browser, then a new worker renders again', async () => {
    origin.map.shop = '/remotes/shop/mf-manifest.json';
    for (;;) {
      const response = await request(app).get('/shop');
      if (island(response.text)?.sections['shop/ShopList'] === 'rendered') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await generations.worker!.terminate();
    const plain = await request(app).get('/shop');
    expect(plain.status).toBe(200);
    expect(plain.text).toContain('<div id=root></div>');
    expect(plain.text).not.toContain('ssr-data');
    await generations.warmUp();
    const rendered = await request(app).get('/shop');
    expect(text(root(rendered.text))).toContain(TEE.name);
  });
});
