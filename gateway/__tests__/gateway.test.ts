import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import { join } from 'node:path';
import Router from '@koa/router';
import Koa from 'koa';
import { cacheable, httpCache } from '@ministry/kit/http-cache';
import { renderTemplateFile } from '../render.cjs';
import { nginxMainConfig } from '../../scripts/lib/nginx.cjs';
import { freePort, waitForPort } from '../../scripts/lib/net.cjs';

// The real nginx with the real templates and the real container start-up scripts. Every service
// points at a port where nothing listens (what a visitor gets when a service is down) except the shop:
// a tiny Koa app with the kit's HTTP caching, to see ETags survive the gateway's gzip; and the pages
// service: a double that answers each navigation with its path (or fails, or is slow, on purpose).
// A third gateway has no pages service at all. The shell and the shop remote are served by static
// servers rendered from static.conf.template, the shop's root filled by 30-publish-version.sh as two
// containers of two versions would fill their volume.
const gateway = join(__dirname, '..');
const templates = join(gateway, 'templates');
const publishVersion = join(gateway, 'static-entrypoint.d', '30-publish-version.sh');
const renderRemotesJson = join(gateway, 'docker-entrypoint.d', '40-remotes-json.sh');
const trustedProxies = join(gateway, 'docker-entrypoint.d', '30-trusted-proxies.sh');
const REMOTES = ['content', 'shop', 'events', 'account', 'admin'];

let dir: string;
const nginxes: ChildProcess[] = [];
/** A second gateway that trusts 127.0.0.2 only, and the TLS-terminating proxy (an nginx) in front of it. */
let direct: string;
let behindProxy: string;
let base: string;
/** The same gateway's internal listener (GATEWAY_INTERNAL_PORT), for calls from inside the site. */
let inside: string;
/** A gateway whose pages service is down. */
let pagesDown: string;
let shop: Server;
let pages: Server;
/** What the pages double was asked. */
const pageRequests: { url: string; headers: IncomingHttpHeaders }[] = [];
const SHELL_INDEX = '<title>shell</title>';

const CATALOGUE = Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Product ${i}` }));

async function startShopDouble(): Promise<number> {
  const router = new Router();
  router.get('/api/products', cacheable, (ctx) => {
    ctx.body = CATALOGUE;
  });
  // The request id a service is given.
  router.get('/api/products/request-id', (ctx) => {
    ctx.set('X-Request-Id', 'the-service-echo');
    ctx.body = { requestId: ctx.get('X-Request-Id') };
  });
  // What a service learns of its client from the gateway.
  router.get('/api/products/whoami', (ctx) => {
    ctx.body = { forwardedFor: ctx.get('X-Forwarded-For'), proto: ctx.get('X-Forwarded-Proto') };
  });
  const app = new Koa();
  // A product picture: a file with an extension that is the shop's, not the shell's.
  router.get('/api/products/images/tee.svg', (ctx) => {
    ctx.type = 'image/svg+xml';
    ctx.body = '<svg>from the shop</svg>';
  });
  app.use(httpCache());
  app.use(router.routes());
  shop = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => shop.once('listening', resolve));
  const address = shop.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * The pages service's stand-in: a navigation gets "<title>pages:<url></title>"; /gone is a 404 page;
 * /boom fails; /slow answers after the gateway has given up; robots.txt, the sitemap and a picture
 * are its own.
 */
async function startPagesDouble(): Promise<number> {
  pages = createServer((req, res) => {
    const url = req.url ?? '/';
    pageRequests.push({ url, headers: req.headers });
    const send = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(body);
    if (url === '/robots.txt') send(200, 'text/plain', 'User-agent: *\nDisallow: /admin\n# from pages\n');
    else if (url === '/sitemap.xml') send(200, 'application/xml', '<urlset><!-- from pages --></urlset>');
    else if (url.startsWith('/social/')) send(200, 'image/png', 'png from pages');
    else if (url === '/gone') send(404, 'text/html', '<title>pages:404</title>');
    else if (url === '/boom') send(500, 'text/plain', 'The page could not be rendered.');
    else if (url === '/slow')
      setTimeout(() => send(200, 'text/html', '<title>pages:late</title>'), 3500).unref();
    else send(200, 'text/html', `<title>pages:${url}</title>`);
  });
  pages.listen(0, '127.0.0.1');
  await new Promise((resolve) => pages.once('listening', resolve));
  const address = pages.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const chunkName = (version: string) =>
  `main.${createHash('sha256').update(version).digest('hex').slice(0, 10)}.js`;

/** A remote's build as its image bakes it: a manifest, a hashed chunk, an asset in a folder. */
function fakeBuild(at: string, version: string) {
  mkdirSync(join(at, 'assets'), { recursive: true });
  writeFileSync(join(at, 'mf-manifest.json'), JSON.stringify({ name: 'shop', version }));
  writeFileSync(join(at, chunkName(version)), `/* ${version} */`);
  writeFileSync(join(at, 'assets', 'logo.svg'), `<svg>${version}</svg>`);
}

function runScript(script: string, env: Record<string, string>) {
  return spawnSync('sh', [script], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
}

/** Runs 30-publish-version.sh as the container of one version would at start. */
function publish(versionsDir: string, buildDir: string, version: string, keep = '10') {
  const result = runScript(publishVersion, {
    VERSIONS_DIR: versionsDir,
    BUILD_DIR: buildDir,
    VERSION: version,
    KEEP_VERSIONS: keep,
  });
  if (result.status !== 0) throw new Error(`publish ${version} failed: ${result.stderr}`);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  // A folder only its owner may enter, as a home folder is: nginx's workers must still read it.
  chmodSync(dir, 0o700);
  const [port, shellPort, shopPort] = [await freePort(), await freePort(), await freePort()];
  const nowhere = `127.0.0.1:${await freePort()}`;

  // The shop remote: v1 deployed first, then v2 (whose container now serves unversioned paths).
  const versions = join(dir, 'shop-versions');
  fakeBuild(join(dir, 'shop-build-v1'), 'v1');
  fakeBuild(join(dir, 'shop-build-v2'), 'v2');
  publish(versions, join(dir, 'shop-build-v1'), 'v1');
  publish(versions, join(dir, 'shop-build-v2'), 'v2');
  mkdirSync(join(dir, 'shell'));
  writeFileSync(join(dir, 'shell', 'index.html'), SHELL_INDEX);
  writeFileSync(join(dir, 'shell', 'main.0123456789.js'), '/* the shell */');

  // The map is pinned to v1 for the shop; every other remote keeps its default.
  const rendered = runScript(renderRemotesJson, {
    REMOTES_JSON_TEMPLATE: join(templates, 'remotes.json.template'),
    REMOTES_JSON_DIR: join(dir, 'public'),
    REMOTE_SHOP_URL: '/remotes/shop/v1/mf-manifest.json',
  });
  if (rendered.status !== 0) throw new Error(`40-remotes-json.sh failed: ${rendered.stderr}`);

  const values: Record<string, string> = {
    GATEWAY_PORT: String(port),
    GATEWAY_INTERNAL_PORT: String(await freePort()),
    GATEWAY_CACHE_DIR: join(dir, 'cache-main'),
    REMOTES_JSON_DIR: join(dir, 'public'),
    // This gateway is the edge: nobody may tell it who the client is.
    TRUSTED_PROXIES_DIR: trustProxies('', join(dir, 'trusted-none')),
    SHELL_UPSTREAM: `127.0.0.1:${shellPort}`,
    REMOTE_SHOP_UPSTREAM: `127.0.0.1:${shopPort}`,
  };
  for (const name of ['CONTENT', 'EVENTS', 'ACCOUNT', 'ADMIN']) values[`REMOTE_${name}_UPSTREAM`] = nowhere;
  for (const name of ['IDENTITY', 'CONTENT', 'EVENTS', 'BILLING', 'CARE'])
    values[`${name}_UPSTREAM`] = nowhere;
  values.SHOP_UPSTREAM = `127.0.0.1:${await startShopDouble()}`;
  values.PAGES_UPSTREAM = `127.0.0.1:${await startPagesDouble()}`;
  const confs = {
    'gateway.conf': renderTemplateFile(join(templates, 'gateway.conf.template'), values),
    'shell.conf': renderTemplateFile(join(templates, 'static.conf.template'), {
      STATIC_PORT: shellPort,
      STATIC_ROOT: join(dir, 'shell'),
      STATIC_FALLBACK: '/index.html',
    }),
    'shop.conf': renderTemplateFile(join(templates, 'static.conf.template'), {
      STATIC_PORT: shopPort,
      STATIC_ROOT: versions,
      STATIC_FALLBACK: '=404',
    }),
  };
  await startNginx(join(dir, 'main'), confs, port);
  base = `http://127.0.0.1:${port}`;
  inside = `http://127.0.0.1:${values.GATEWAY_INTERNAL_PORT}`;

  // The proxy connects from 127.0.0.2, appends the client to X-Forwarded-For and says https.
  const [secondPort, proxyPort] = [await freePort(), await freePort()];
  const second = {
    ...values,
    GATEWAY_PORT: String(secondPort),
    GATEWAY_INTERNAL_PORT: String(await freePort()),
    GATEWAY_CACHE_DIR: join(dir, 'cache-second'),
    TRUSTED_PROXIES_DIR: trustProxies('127.0.0.2, 10.0.0.0/8', join(dir, 'trusted-proxy')),
  };
  await startNginx(
    join(dir, 'second'),
    { 'gateway.conf': renderTemplateFile(join(templates, 'gateway.conf.template'), second) },
    secondPort,
  );
  await startNginx(
    join(dir, 'proxy'),
    {
      'proxy.conf': `server {
  listen 127.0.0.1:${proxyPort};
  client_max_body_size 10m;
  location / {
    proxy_pass http://127.0.0.1:${secondPort};
    proxy_bind 127.0.0.2;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto https;
  }
}
`,
    },
    proxyPort,
  );
  direct = `http://127.0.0.1:${secondPort}`;
  behindProxy = `http://127.0.0.1:${proxyPort}`;

  // The same site with its pages service down.
  const downPort = await freePort();
  await startNginx(
    join(dir, 'pages-down'),
    {
      'gateway.conf': renderTemplateFile(join(templates, 'gateway.conf.template'), {
        ...values,
        GATEWAY_PORT: String(downPort),
        GATEWAY_INTERNAL_PORT: String(await freePort()),
        GATEWAY_CACHE_DIR: join(dir, 'cache-pages-down'),
        PAGES_UPSTREAM: nowhere,
      }),
    },
    downPort,
  );
  pagesDown = `http://127.0.0.1:${downPort}`;
});

/** An nginx of its own (its prefix in `at`) serving the given configs; ready once `port` answers. */
async function startNginx(at: string, confs: Record<string, string>, port: number) {
  mkdirSync(join(at, 'temp'), { recursive: true });
  for (const [name, text] of Object.entries(confs)) writeFileSync(join(at, name), text);
  writeFileSync(
    join(at, 'nginx.conf'),
    nginxMainConfig({
      dir: at,
      include: Object.keys(confs).map((name) => join(at, name)),
      workers: 1,
      errorLog: 'crit',
    }),
  );
  // nginx -t on the production gateway template and the frontends' static template.
  const check = spawnSync('nginx', ['-t', '-q', '-p', at, '-c', join(at, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  nginxes.push(spawn('nginx', ['-p', at, '-c', join(at, 'nginx.conf')], { stdio: 'ignore' }));
  await waitForPort(port, 10000);
}

/** Runs 30-trusted-proxies.sh as the container does at start; the folder it wrote. */
function trustProxies(list: string, into: string): string {
  const result = runScript(trustedProxies, { TRUSTED_PROXIES: list, TRUSTED_PROXIES_DIR: into });
  if (result.status !== 0) throw new Error(`30-trusted-proxies.sh failed: ${result.stderr}`);
  return into;
}

afterAll(async () => {
  await Promise.all(
    nginxes.map(
      (nginx) =>
        new Promise((resolve) => {
          nginx.once('exit', resolve);
          nginx.kill('SIGTERM');
        }),
    ),
  );
  rmSync(dir, { recursive: true, force: true });
  pages.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => shop.close(resolve)),
    new Promise((resolve) => pages.close(resolve)),
  ]);
});

describe('gateway', () => {
  it.each([
    '/api/events',
    '/api/auth/user',
    '/api/resources',
    '/api/contact',
    '/api/subscription',
    '/api/site-content/home',
  ])('answers JSON 503 when the service behind %s is down', async (path) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      message: 'The service is temporarily unavailable.',
      requestId: response.headers.get('x-request-id'),
    });
  });

  it("answers that 503 in the caller's language", async () => {
    const response = await fetch(`${base}/api/events`, { headers: { 'Accept-Language': 'es' } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: 'El servicio no está disponible temporalmente.',
      requestId: response.headers.get('x-request-id'),
    });
  });

  it('answers JSON 404 for an API path no service owns', async () => {
    const response = await fetch(`${base}/api/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers JSON 413 for a body over the limit', async () => {
    const response = await fetch(`${base}/api/contact`, {
      method: 'POST',
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('lets a site-content picture of up to 6 MB through to the content service, and no more', async () => {
    const upload = (megabytes: number) =>
      fetch(`${base}/api/admin/site-content/images`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/jpeg' },
        body: Buffer.alloc(megabytes * 1024 * 1024),
      });
    // The content service is down here: a body the gateway let through is answered 503.
    expect((await upload(5)).status).toBe(503);
    expect((await upload(7)).status).toBe(413);
  });

  it('never caches the remote map and hides the server version', async () => {
    const response = await fetch(`${base}/remotes.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('server')).toBe('nginx');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('passes ETags through gzip: the weakened ETag a browser sends back still gets a 304', async () => {
    const first = await fetch(`${base}/api/products`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(await first.json()).toEqual(CATALOGUE);

    const again = await fetch(`${base}/api/products`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('pages: a head per address', () => {
  const pageAsked = (url: string) => pageRequests.filter((request) => request.url === url);

  it('sends a navigation, its query included, to the pages service, with the request id and the client', async () => {
    const response = await fetch(`${base}/events/some-event/2026-12-05?lang=es`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('<title>pages:/events/some-event/2026-12-05?lang=es</title>');
    const [asked] = pageAsked('/events/some-event/2026-12-05?lang=es');
    expect(asked?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(asked?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(await (await fetch(`${base}/`)).text()).toBe('<title>pages:/</title>');
  });

  it("passes the pages service's 404 through: an address that names nothing", async () => {
    const response = await fetch(`${base}/gone`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<title>pages:404</title>');
  });

  it("serves the shell's files (a name with an extension) from the shell, and the APIs and remotes as before", async () => {
    const before = pageRequests.length;
    const chunk = await fetch(`${base}/main.0123456789.js`);
    expect(await chunk.text()).toBe('/* the shell */');
    const picture = await fetch(`${base}/api/products/images/tee.svg`);
    expect(await picture.text()).toBe('<svg>from the shop</svg>');
    expect((await fetch(`${base}/api/products`)).headers.get('content-type')).toMatch(/application\/json/);
    expect((await fetch(`${base}/remotes/shop/v1/mf-manifest.json`)).status).toBe(200);
    expect((await fetch(`${base}/remotes.json`)).status).toBe(200);
    expect(pageRequests.length).toBe(before);
  });

  it("sends /sitemap.xml, /robots.txt and the preview pictures to the pages service; /healthz stays the shell's", async () => {
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('# from pages');
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).toBe('<urlset><!-- from pages --></urlset>');
    expect(await (await fetch(`${base}/social/ministry-card.0123456789.png`)).text()).toBe('png from pages');
    expect(await (await fetch(`${base}/healthz`)).text()).toBe(SHELL_INDEX);
  });

  it('keeps /sitemap.xml a minute, whatever its query: the pages service makes it once', async () => {
    const sitemaps = () => pageRequests.filter((request) => request.url.startsWith('/sitemap.xml')).length;
    const before = sitemaps();
    for (const path of ['/sitemap.xml', '/sitemap.xml', '/sitemap.xml?x=1', '/sitemap.xml?x=2']) {
      const response = await fetch(base + path);
      expect(await response.text()).toBe('<urlset><!-- from pages --></urlset>');
    }
    // Once at most here (none when an earlier test's answer is still kept).
    expect(sitemaps() - before).toBeLessThanOrEqual(1);
    expect((await fetch(`${base}/sitemap.xml?y`)).headers.get('x-cache-status')).toBe('HIT');
  });

  it("serves the shell's plain index.html at once when the pages service is down", async () => {
    for (const path of ['/', '/about?lang=es', '/events/some-event/2026-12-05', '/shop/abc']) {
      const response = await fetch(pagesDown + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(SHELL_INDEX);
    }
    // Nothing else changes.
    expect(await (await fetch(`${pagesDown}/main.0123456789.js`)).text()).toBe('/* the shell */');
    expect((await fetch(`${pagesDown}/api/products`)).status).toBe(200);
  });

  it('serves the plain index.html when the pages service errs or is slow', async () => {
    const failed = await fetch(`${base}/boom`);
    expect(failed.status).toBe(200);
    expect(await failed.text()).toBe(SHELL_INDEX);
    const slow = await fetch(`${base}/slow`);
    expect(slow.status).toBe(200);
    expect(await slow.text()).toBe(SHELL_INDEX);
  });

  it('still keeps crawlers out of the private pages without the pages service', async () => {
    const robots = await fetch(`${pagesDown}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await robots.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/account', '/cart', '/checkout', '/api'])
      expect(lines).toContain(`Disallow: ${path}`);
  });
});

describe('remote map rendered from the environment', () => {
  it('points each remote at its REMOTE_<NAME>_URL, or at its unversioned default', async () => {
    const response = await fetch(`${base}/remotes.json`);
    const expected = Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
    expect(await response.json()).toEqual({ ...expected, shop: '/remotes/shop/v1/mf-manifest.json' });
  });

  it('refuses a URL that would break the JSON, and leaves no map behind', () => {
    const out = join(dir, 'refused');
    const result = runScript(renderRemotesJson, {
      REMOTES_JSON_TEMPLATE: join(templates, 'remotes.json.template'),
      REMOTES_JSON_DIR: out,
      REMOTE_EVENTS_URL: '/remotes/events/"x"/mf-manifest.json',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('REMOTE_EVENTS_URL must be a URL without quotes');
    expect(existsSync(join(out, 'remotes.json'))).toBe(false);
  });
});

describe('versioned remote paths', () => {
  it('serves two versions of one remote side by side under /remotes/<name>/<version>/', async () => {
    for (const version of ['v1', 'v2']) {
      const manifest = await fetch(`${base}/remotes/shop/${version}/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(await manifest.json()).toEqual({ name: 'shop', version });
      const asset = await fetch(`${base}/remotes/shop/${version}/assets/logo.svg`);
      expect(await asset.text()).toBe(`<svg>${version}</svg>`);
    }
  });

  it('caches a version’s hashed chunks for a year', async () => {
    const chunk = await fetch(`${base}/remotes/shop/v1/${chunkName('v1')}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await chunk.text()).toBe('/* v1 */');
  });

  it('answers unversioned paths from the build of the container started last', async () => {
    const manifest = await fetch(`${base}/remotes/shop/mf-manifest.json`);
    expect(await manifest.json()).toEqual({ name: 'shop', version: 'v2' });
    expect(await (await fetch(`${base}/remotes/shop/assets/logo.svg`)).text()).toBe('<svg>v2</svg>');
  });

  it('answers 404 for a version never published', async () => {
    expect((await fetch(`${base}/remotes/shop/v9/mf-manifest.json`)).status).toBe(404);
  });
});

describe('30-publish-version.sh', () => {
  it('keeps the newest KEEP_VERSIONS versions and always the one it publishes', () => {
    const versions = join(dir, 'pruned');
    for (const version of ['a1', 'a2', 'a3']) {
      fakeBuild(join(dir, `build-${version}`), version);
      publish(versions, join(dir, `build-${version}`), version, '2');
    }
    expect(['a1', 'a2', 'a3'].filter((version) => existsSync(join(versions, version)))).toEqual(['a2', 'a3']);
    expect(readFileSync(join(versions, 'current', 'mf-manifest.json'), 'utf8')).toContain('"a3"');
  });

  it('replaces a version label rebuilt with other content, and refuses a label that is not a path segment', () => {
    const versions = join(dir, 'relabelled');
    fakeBuild(join(dir, 'build-latest-1'), 'first');
    fakeBuild(join(dir, 'build-latest-2'), 'second');
    publish(versions, join(dir, 'build-latest-1'), 'latest');
    publish(versions, join(dir, 'build-latest-2'), 'latest');
    expect(readFileSync(join(versions, 'latest', 'mf-manifest.json'), 'utf8')).toContain('"second"');

    for (const version of ['current', '../up', 'a b']) {
      const result = runScript(publishVersion, {
        VERSIONS_DIR: versions,
        BUILD_DIR: join(dir, 'build-latest-1'),
        VERSION: version,
      });
      expect(result.status).toBe(1);
    }
  });
});

describe('gateway security headers', () => {
  const CSP = [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https://*.stripe.com",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://m.stripe.network',
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  // A page (from the pages service), the remote map, an API answer, an API error nginx writes
  // itself, and a body over the limit.
  const requests: { path: string; init?: RequestInit }[] = [
    { path: '/' },
    { path: '/gone' },
    { path: '/main.0123456789.js' },
    { path: '/robots.txt' },
    { path: '/remotes.json' },
    { path: '/remotes/shop/v1/mf-manifest.json' },
    { path: '/api/products' },
    { path: '/api/events' },
    { path: '/api/nothing' },
    { path: '/api/contact', init: { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) } },
  ];

  it.each(requests)('sends every security header on $path', async ({ path, init }) => {
    const response = await fetch(base + path, init);
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('server')).toBe('nginx');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  // The fallbacks nginx picks itself when the pages service is down.
  it.each(['/about', '/robots.txt', '/sitemap.xml'])(
    'sends every security header on %s with the pages service down',
    async (path) => {
      const response = await fetch(pagesDown + path);
      expect(response.headers.get('content-security-policy')).toBe(CSP);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('permissions-policy')).toMatch(/^camera=\(\)/);
    },
  );

  it.each(requests)('adds HSTS on $path only when the request came over HTTPS', async ({ path, init }) => {
    // A direct client cannot claim HTTPS; the trusted TLS proxy can.
    const claimed = await fetch(base + path, { ...init, headers: { 'X-Forwarded-Proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    const response = await fetch(behindProxy + path, init);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
  });
});

describe('one id per request (X-Request-Id)', () => {
  const askService = async (at: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${at}/api/products/request-id`, { headers });
    const { requestId } = (await response.json()) as { requestId: string };
    return { answered: response.headers.get('x-request-id'), given: requestId };
  };

  /** The main gateway's access log, once the line of the request `id` has been written. */
  async function accessLogLine(id: string): Promise<string> {
    const file = join(dir, 'main', 'gateway-access.log');
    for (;;) {
      const line = (existsSync(file) ? readFileSync(file, 'utf8') : '')
        .split('\n')
        .find((l) => l.endsWith(` ${id}`));
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('gives each request an id: passed to the service, answered to the browser (never the one a service sent), logged', async () => {
    const first = await askService(base);
    const second = await askService(base);
    expect(first.given).toMatch(/^[0-9a-f]{32}$/);
    expect(first.answered).toBe(first.given);
    expect(second.given).not.toBe(first.given);
    expect(await accessLogLine(first.given)).toContain('"GET /api/products/request-id HTTP/1.1" 200');
  });

  it("answers the id with the gateway's own 503 and 404 too", async () => {
    for (const path of ['/api/events', '/api/nothing']) {
      const response = await fetch(base + path);
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(await accessLogLine(id)).toContain(`"GET ${path} HTTP/1.1" ${response.status}`);
    }
  });

  it('never takes an id from a visitor: only a trusted proxy may send one, and only a short token of safe characters', async () => {
    const chosen = { 'X-Request-Id': 'chosen-by-a-visitor' };
    expect((await askService(base, chosen)).given).not.toBe('chosen-by-a-visitor');
    expect((await askService(direct, chosen)).given).not.toBe('chosen-by-a-visitor');
    expect(await askService(behindProxy, { 'X-Request-Id': 'edge-1234_abc' })).toEqual({
      answered: 'edge-1234_abc',
      given: 'edge-1234_abc',
    });
    const odd = await askService(behindProxy, { 'X-Request-Id': 'a b"c' });
    expect(odd.given).toMatch(/^[0-9a-f]{32}$/);
    expect(odd.answered).toBe(odd.given);
  });

  it('keeps the id a call from inside sends on the internal listener (the navigation a server render reads for)', async () => {
    const navigation = { 'X-Request-Id': '0123456789abcdef0123456789abcdef' };
    expect(await askService(inside, navigation)).toEqual({
      answered: navigation['X-Request-Id'],
      given: navigation['X-Request-Id'],
    });
    expect(await accessLogLine(navigation['X-Request-Id'])).toContain(
      '"GET /api/products/request-id HTTP/1.1" 200',
    );
    // Without one, or with one of unsafe characters, it gives its own, as on the public listener.
    expect((await askService(inside)).given).toMatch(/^[0-9a-f]{32}$/);
    expect((await askService(inside, { 'X-Request-Id': 'a b"c' })).given).toMatch(/^[0-9a-f]{32}$/);
    // The public listener still never takes one.
    expect((await askService(base, navigation)).given).not.toBe(navigation['X-Request-Id']);
  });
});

describe('the client behind a proxy (TRUSTED_PROXIES)', () => {
  const whoami = async (at: string, headers: Record<string, string> = {}) =>
    (await (await fetch(`${at}/api/products/whoami`, { headers })).json()) as {
      forwardedFor: string;
      proto: string;
    };

  it('passes the real client on from a trusted proxy, never what the client wrote itself', async () => {
    expect(await whoami(behindProxy, { 'X-Forwarded-For': '203.0.113.66' })).toEqual({
      forwardedFor: '127.0.0.1',
      proto: 'https',
    });
  });

  it('believes neither X-Forwarded-For nor X-Forwarded-Proto from a peer it does not trust', async () => {
    const spoofed = { 'X-Forwarded-For': '203.0.113.66', 'X-Forwarded-Proto': 'https' };
    expect(await whoami(direct, spoofed)).toEqual({ forwardedFor: '127.0.0.1', proto: 'http' });
    expect(await whoami(base, spoofed)).toEqual({ forwardedFor: '127.0.0.1', proto: 'http' });
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or a range', () => {
    const result = runScript(trustedProxies, {
      TRUSTED_PROXIES: '10.0.0.1; include /etc/passwd',
      TRUSTED_PROXIES_DIR: join(dir, 'trusted-bad'),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/not an IP address or CIDR range/);
  });
});
