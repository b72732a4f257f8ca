import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { loadConfig, TIMINGS } from '../config';
import { injectHead, type PageHead } from '../heads/head';
import { shellIndexFrom } from '../heads/shell-index';
import { loadSocialImages, pngSize } from '../social/images';
import { readHead, SHELL_INDEX_HTML, shellFolder, silentLogger, SITE, testApp } from './support';

describe('preview pictures', () => {
  const images = loadSocialImages();

  it('serves the card and the logo under hashed names, cached for a year', async () => {
    const app = testApp({});
    for (const image of [images.card, images.logo]) {
      const response = await request(app).get(image.path);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(pngSize(response.body as Buffer)).toEqual({ width: image.width, height: image.height });
    }
    expect(images.card).toMatchObject({ width: 1200, height: 630 });
    expect(images.logo).toMatchObject({ width: 512, height: 512 });
    expect((await request(app).get('/social/ministry-card.0000000000.png')).status).toBe(404);
  });
});

describe('health and failures', () => {
  it('is healthy while the shell’s index.html can be read, and says so only at /healthz', async () => {
    const shell = shellFolder();
    const app = testApp({ shellIndex: shell.indexPath });
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok', service: 'pages' });
    shell.remove();
    const down = await request(app).get('/healthz');
    expect(down.status).toBe(503);
    // Without it no page can be answered: a 500 the gateway replaces with the plain index.html.
    const page = await request(app).get('/about');
    expect(page.status).toBe(500);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('sees a rebuilt index.html at once', async () => {
    const shell = shellFolder();
    const app = testApp({ shellIndex: shell.indexPath });
    expect((await request(app).get('/about')).text).toContain('/main.0123456789.js');
    writeFileSync(shell.indexPath, SHELL_INDEX_HTML.replace('main.0123456789.js', 'main.abcdef0123.js'));
    expect((await request(app).get('/about')).text).toContain('/main.abcdef0123.js');
    shell.remove();
  });
});

describe("the shell's index.html from its container", () => {
  let server: Server;
  let url: string;
  let html = SHELL_INDEX_HTML;
  let up = true;
  const seen: (string | undefined)[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers['if-none-match']);
      if (!up) {
        res.writeHead(502).end();
        return;
      }
      const etag = `"${html.length}"`;
      if (req.headers['if-none-match'] === etag) res.writeHead(304).end();
      else res.writeHead(200, { ETag: etag, 'Content-Type': 'text/html' }).end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('revalidates with its ETag every 2 s, picks up a release, and keeps the last copy while the shell is down', async () => {
    let clock = 0;
    const index = shellIndexFrom(url, { logger: silentLogger, now: () => clock });
    expect(await index.read()).toBe(SHELL_INDEX_HTML);
    expect(await index.read()).toBe(SHELL_INDEX_HTML);
    expect(seen).toEqual([undefined]);

    clock += TIMINGS.revalidateMs;
    expect(await index.read()).toBe(SHELL_INDEX_HTML);
    expect(seen).toEqual([undefined, `"${SHELL_INDEX_HTML.length}"`]);

    html = SHELL_INDEX_HTML.replace('main.0123456789.js', 'main.fedcba9876.js.new');
    clock += TIMINGS.revalidateMs;
    expect(await index.read()).toContain('main.fedcba9876.js.new');

    up = false;
    clock += TIMINGS.revalidateMs;
    expect(await index.read()).toContain('main.fedcba9876.js.new');
    up = true;
  });

  it('fails when it never had a copy', async () => {
    const index = shellIndexFrom('http://127.0.0.1:9/index.html', { logger: silentLogger, timeoutMs: 300 });
    await expect(index.read()).rejects.toThrow();
  });
});

describe('writing the head into index.html', () => {
  const head: PageHead = {
    status: 200,
    language: 'es',
    title: 'Título',
    socialTitle: 'Título',
    description: 'Descripción',
    path: '/about',
    noindex: false,
    ogType: 'website',
    image: { url: `${SITE}/x.png`, alt: 'x' },
    openGraph: [],
    jsonLd: [],
    siteName: 'Ministerio Mujeres con Propósito',
  };

  it('replaces the shell’s title, description and language in a readable build too, and keeps the rest', () => {
    const pretty = `<!doctype html>
<html lang="en" data-theme='light'>
  <head>
    <meta charset="utf-8" />
    <title>Spiritual Counseling &amp; Bible Study</title>
    <meta
      name="description"
      content="Old description"
    />
    <meta name="theme-color" content="#5b2a56" />
    <meta property="og:title" content="Old" />
  </head>
  <body><div id="root"></div></body>
</html>`;
    const html = injectHead(pretty, head, SITE);
    const read = readHead(html);
    expect(read.lang).toBe('es');
    expect(read.titles).toEqual(['Título']);
    expect(read.meta.description).toEqual(['Descripción']);
    expect(read.meta['og:title']).toEqual(['Título']);
    expect(read.meta['theme-color']).toEqual(['#5b2a56']);
    expect(html).toContain(`<html lang="es" data-theme='light'>`);
    // Right after the charset, which must stay in the first bytes.
    expect(html.indexOf('<meta charset="utf-8" />')).toBeLessThan(html.indexOf('<title>'));
    expect(() => injectHead('<html><body></body></html>', head, SITE)).toThrow(/no <head>/);
  });
});

describe('configuration', () => {
  it('has local defaults outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4006,
      siteUrl: 'http://localhost:8080',
      apiOrigin: 'http://localhost:8082',
      timings: TIMINGS,
      socialProfiles: [],
    });
    expect(config.shellIndex).toMatch(/shell\/dist\/index\.html$/);
  });

  it('requires the public address and the shell’s index.html in production, and refuses an example address', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SITE_URL is required[\s\S]*SHELL_INDEX is required/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SITE_URL: 'https://www.replace-with-your-domain.org',
        SHELL_INDEX: 'http://gateway:8082/index.html',
      }),
    ).toThrow(/SITE_URL is still an example value/);
    const config = loadConfig({
      NODE_ENV: 'production',
      SITE_URL: 'https://womenofpurpose.org/',
      SHELL_INDEX: 'http://gateway:8082/index.html',
      SSR_API_ORIGIN: 'http://gateway:8082/',
      SSR_BUDGET_MS: '1500',
      SOCIAL_PROFILES: 'https://www.facebook.com/wopm, https://www.instagram.com/wopm',
    });
    expect(config).toMatchObject({
      siteUrl: 'https://womenofpurpose.org',
      apiOrigin: 'http://gateway:8082',
      timings: { ...TIMINGS, renderMs: 1500 },
      socialProfiles: ['https://www.facebook.com/wopm', 'https://www.instagram.com/wopm'],
    });
  });

  it('refuses addresses that are not web addresses', () => {
    expect(() => loadConfig({ SITE_URL: 'javascript:alert(1)' })).toThrow(/SITE_URL must be a web address/);
    expect(() => loadConfig({ SOCIAL_PROFILES: 'http://insecure.example' })).toThrow(
      /not an https:\/\/ address/,
    );
    expect(() => loadConfig({ SSR_BUDGET_MS: '60000' })).toThrow(/SSR_BUDGET_MS/);
    expect(() => loadConfig({ SSR_API_ORIGIN: 'gateway:8082' })).toThrow(
      /SSR_API_ORIGIN must be a web address/,
    );
  });

  it('lists the social profiles as sameAs on the Organization', async () => {
    const shell = shellFolder();
    const app = testApp({ shellIndex: shell.indexPath, socialProfiles: ['https://www.facebook.com/wopm'] });
    const head = readHead((await request(app).get('/')).text);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Organization',
      sameAs: ['https://www.facebook.com/wopm'],
    });
    shell.remove();
  });
});
