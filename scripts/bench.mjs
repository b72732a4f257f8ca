#!/usr/bin/env node
// @ts-check
// `npm run bench`: what each route costs the browser, measured in Chromium against the built site
// (started here on its own ports with a throwaway database), each paint beside a static floor loaded
// the same way in the same run, and Lighthouse's scores. A report, never a pass/fail test.
// Writes bench/results.md. BENCH_PORT moves the stack (default 18280, it uses the next 23 ports too);
// BENCH_LIGHTHOUSE_RUNS (default 3) sets how many Lighthouse runs each of its routes gets.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import figures from './lib/bench-figures.cjs';
import { LIGHTHOUSE_CATEGORIES, runLighthouse } from './lib/bench-lighthouse.mjs';
import { MOBILE_PROFILE, floorPage, mobileContext, throttleLikeAPhone } from './lib/bench-mobile.mjs';
import { startStaticNginx } from './lib/bench-static.mjs';
import chromiumLaunch from './lib/chromium.cjs';
import { ROOT } from './lib/paths.mjs';
import { startStack } from './lib/stack.mjs';

const { CHROMIUM_LAUNCH_OPTIONS } = chromiumLaunch;

const BASE_PORT = Number(process.env.BENCH_PORT ?? 18280);
const BUDGET_KB = 172;
/** The main menu, in its order; a navigation is measured by clicking its link on `/`. */
const MENU_ROUTES = [
  '/',
  '/about',
  '/services',
  '/team',
  '/events',
  '/resources',
  '/shop',
  '/subscribe',
  '/contact',
];
const PAINT_ROUTES = ['/', '/shop', '/events', '/give'];
/**
 * Every address the server may render, for the phone's table; `:product`, `:occurrence` are filled
 * from the API when the run starts, `/no-such-page` is the 404 page.
 */
const MOBILE_ROUTES = [
  '/',
  '/about',
  '/services',
  '/team',
  '/contact',
  '/resources',
  '/events',
  ':occurrence',
  '/shop',
  ':product',
  '/give',
  '/subscribe',
  '/no-such-page',
];
/** Issue 31's goals, as ratios to the static floor of the same run. */
const GOALS = {
  mobileRoutes: ['/', '/shop', '/events', '/give'],
  mobileRatio: 2,
  desktopRatio: 3,
  blockingKbOnHome: 50,
  lighthouse: /** @type {Record<string, number>} */ ({
    performance: 90,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
  }),
};
/** A server-rendered page carries its data island (SSR_ISLAND_ELEMENT_ID, packages/contracts/src/ssr.ts). */
const SSR_ISLAND = /<script\b[^>]*\bid=["']?ssr-data\b/i;
const LIGHTHOUSE_ROUTES = ['/', '/shop', '/events', '/give'];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The heading of the notes written by hand at the end of results.md, which a new run keeps. */
const HAND_WRITTEN = '## What each change did';
const PAINT_RUNS = 3;
const CPU_SLOWDOWN = 4;
/** A page has settled when no request has been in flight (and no long task has run) for this long. */
const QUIET_MS = 1000;
/** A phone's page (slow network, 4x CPU) may take a while to settle. */
const SETTLE_TIMEOUT_MS = 60_000;
/** The singletons the federation config shares (packages/webpack-config). */
const SHARED_LIBRARIES = [
  'react',
  'react-dom',
  'react-router-dom',
  'swr',
  'i18next',
  'react-i18next',
  'react-bootstrap',
  '@ministry/platform',
];
/** The npm package whose code a shared name carries, when they differ. */
const PACKAGE_OF_SHARED = /** @type {Record<string, string>} */ ({ 'react-router-dom': 'react-router' });
/**
 * Shared without being singletons, or glue every container needs: several builds each providing some
 * of them is expected (each contracts module is its own shared module; each remoteEntry.js keeps its
 * small federation glue while the runtime core comes from the shell).
 */
const EXPECTED_IN_SEVERAL_BUILDS = [
  '@ministry/contracts',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];
/** URL prefix → the build folder it is served from (gateway/templates/gateway.conf.template). */
const BUILD_FOLDERS = [
  ...['content', 'shop', 'events', 'account', 'admin'].map((name) => ({
    prefix: `/remotes/${name}/`,
    dir: `mfe-${name}/dist`,
  })),
  { prefix: '/', dir: 'shell/dist' },
];

/**
 * @typedef {{ url: string, type: string, bytes: number, start: number, end: number }} Transfer
 * @typedef {{ transfers: Transfer[], settled: () => Promise<void>, reset: () => void }} Watcher
 */

/**
 * Records every finished request of a page with its encoded (on the wire) body size and timing.
 * @param {import('@playwright/test').Page} page
 * @returns {Watcher}
 */
function watchRequests(page) {
  /** @type {Transfer[]} */
  let transfers = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', async (request) => {
    const list = transfers;
    try {
      const sizes = await request.sizes();
      const timing = request.timing();
      // A file served from the memory cache costs nothing on the wire and is not a request.
      if (sizes.responseHeadersSize > 0) {
        list.push({
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes.responseBodySize,
          start: timing.startTime,
          end: timing.startTime + timing.responseEnd,
        });
      }
    } catch {
      // the page closed before the sizes were read: nothing left to measure
    } finally {
      done();
    }
  });
  return {
    get transfers() {
      return transfers;
    },
    reset() {
      transfers = [];
    },
    async settled() {
      const since = Date.now();
      const deadline = since + SETTLE_TIMEOUT_MS;
      // At least one quiet window from now: a click's requests may not have started yet.
      while (
        Date.now() < deadline &&
        (inFlight > 0 || Date.now() - Math.max(lastActivity, since) < QUIET_MS)
      ) {
        await page.waitForTimeout(100);
      }
    },
  };
}

/** @param {Transfer[]} list */
const sumKb = (list) => list.reduce((sum, t) => sum + t.bytes, 0) / 1024;

/** @param {Transfer[]} transfers */
function summarize(transfers) {
  const js = transfers.filter((t) => t.type === 'script');
  const css = transfers.filter((t) => t.type === 'stylesheet');
  return {
    jsKb: sumKb(js),
    jsFiles: js.length,
    cssKb: sumKb(css),
    cssFiles: css.length,
    requests: transfers.length,
  };
}

/**
 * How many of a page's manifest requests were in flight at once, from the page's own Resource Timing
 * (when fetch() was called). Fetched one after another, that is 1. Fetched in one go, it is all of
 * them, or all but one: over loopback the first answer can come back while the page is still
 * issuing the last request (each fetch() call takes the page about a millisecond).
 * @param {import('@playwright/test').Page} page
 */
async function manifestTiming(page) {
  const manifests = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('/mf-manifest.json'))
      .map((entry) => ({
        start: entry.startTime,
        end: /** @type {PerformanceResourceTiming} */ (entry).responseEnd,
      })),
  );
  const inFlightAt = (/** @type {number} */ time) =>
    manifests.filter((t) => t.start <= time && time < t.end).length;
  const mostInFlight = Math.max(0, ...manifests.map((t) => inFlightAt(t.start)));
  return {
    count: manifests.length,
    mostInFlight,
    parallel: mostInFlight >= manifests.length - 1,
  };
}

/**
 * The build a downloaded script comes from and what its source map says it contains.
 * @param {Transfer} transfer
 */
function scriptContents(transfer) {
  const path = new URL(transfer.url).pathname;
  const folder = BUILD_FOLDERS.find((f) => path.startsWith(f.prefix));
  const build = folder?.dir.split('/')[0] ?? '?';
  const mapFile = folder ? join(ROOT, folder.dir, path.slice(folder.prefix.length) + '.map') : '';
  if (!folder || !existsSync(mapFile)) return { build, file: path, packages: [] };
  const { sources } = /** @type {{ sources: string[] }} */ (JSON.parse(readFileSync(mapFile, 'utf8')));
  const packages = [...new Set(sources.map((source) => packageOf(source) ?? `${build} (own code)`))];
  return { build, file: path, packages };
}

/**
 * @param {Transfer[]} transfers
 * @returns {Map<string, Set<string>>} package → builds that shipped code of it to this page
 */
function packagesByBuild(transfers) {
  /** @type {Map<string, Set<string>>} */
  const found = new Map();
  for (const transfer of transfers.filter((t) => t.type === 'script')) {
    const { build, packages } = scriptContents(transfer);
    for (const name of packages) {
      if (!found.has(name)) found.set(name, new Set());
      found.get(name)?.add(build);
    }
  }
  return found;
}

/** @param {string} source a webpack source map path */
function packageOf(source) {
  if (source.includes('packages/platform/')) return '@ministry/platform';
  if (source.includes('packages/contracts/')) return '@ministry/contracts';
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const [scope, name] = source.slice(at + 'node_modules/'.length).split('/');
  // node_modules/.federation holds webpack's generated federation entry, not a package
  if (!scope || scope.startsWith('.')) return null;
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/** React DOM announces each renderer copy to the devtools hook: count them. */
function countReactRenderers() {
  const w = /** @type {any} */ (window);
  w.__renderers = 0;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => ++w.__renderers,
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** Versions of each federation-shared module that were actually loaded, with the build that gave each. */
function loadedSharedVersions() {
  /** @type {Record<string, string[]>} */
  const result = {};
  const share = /** @type {any} */ (window).__FEDERATION__?.__SHARE__ ?? {};
  for (const scopes of Object.values(share)) {
    for (const [name, versions] of Object.entries(/** @type {any} */ (scopes).default ?? {})) {
      for (const [version, entry] of Object.entries(/** @type {Record<string, any>} */ (versions))) {
        if (!entry.loaded && !entry.lib) continue;
        const label = `${version} from ${entry.from}`;
        result[name] = [...new Set([...(result[name] ?? []), label])];
      }
    }
  }
  return result;
}

/** Collects FCP, the last LCP candidate and every long task from the start of the page. */
function observePaint() {
  const w = /** @type {any} */ (window);
  const perf = { fcp: 0, lcp: 0, lcpElement: '', longTasks: /** @type {[number, number][]} */ ([]) };
  w.__perf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') perf.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      perf.lcp = entry.startTime;
      // What it was: `h1`, `img`, `p.lead` (read now: the element may leave the page later).
      const element = /** @type {any} */ (entry).element;
      const className =
        typeof element?.className === 'string' ? element.className.trim().split(/\s+/)[0] : '';
      perf.lcpElement = element ? `${element.tagName.toLowerCase()}${className ? `.${className}` : ''}` : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Total Blocking Time as Lighthouse counts it: for each long task after First Contentful Paint, the
 * part beyond 50 ms (a task straddling FCP counts from FCP).
 * @param {{ fcp: number, longTasks: [number, number][] }} perf
 */
function totalBlockingTime(perf) {
  let total = 0;
  for (const [start, duration] of perf.longTasks) {
    const end = start + duration;
    if (end <= perf.fcp) continue;
    total += Math.max(0, end - Math.max(start, perf.fcp) - 50);
  }
  return total;
}

const { median, ratio, goalCell } = figures;
const kb = (/** @type {number} */ value) => value.toFixed(1);
const ms = (/** @type {number | null} */ value) => (value == null ? '—' : String(Math.round(value)));
const times = (/** @type {number | null} */ value) => (value == null ? '—' : `${value.toFixed(1)}×`);

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 */
async function measureRoutes(browser, baseUrl) {
  const rows = [];
  for (const route of MENU_ROUTES) {
    const first = await browser.newContext();
    await first.addInitScript(countReactRenderers);
    const page = await first.newPage();
    const watcher = watchRequests(page);
    await page.goto(baseUrl + route, { waitUntil: 'load' });
    await watcher.settled();
    const firstVisit = summarize(watcher.transfers);
    const manifests = await manifestTiming(page);
    const packages = packagesByBuild(watcher.transfers);
    const scripts = watcher.transfers
      .filter((t) => t.type === 'script')
      .sort((a, b) => b.bytes - a.bytes)
      .map((t) => ({ kb: t.bytes / 1024, ...scriptContents(t) }));
    await first.close();

    let navigation = null;
    if (route !== '/') {
      const context = await browser.newContext();
      const home = await context.newPage();
      const homeWatcher = watchRequests(home);
      await home.goto(baseUrl + '/', { waitUntil: 'load' });
      await homeWatcher.settled();
      homeWatcher.reset();
      await home.getByRole('navigation', { name: 'Main navigation' }).locator(`a[href="${route}"]`).click();
      await home.waitForURL(baseUrl + route);
      await homeWatcher.settled();
      navigation = summarize(homeWatcher.transfers);
      await context.close();
    }
    rows.push({ route, firstVisit, navigation, manifests, packages, scripts });
  }
  return rows;
}

/**
 * Visits every menu route in one page, then counts the copies of each library the whole tour loaded.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 */
async function measureCopies(browser, baseUrl) {
  const context = await browser.newContext();
  await context.addInitScript(countReactRenderers);
  const page = await context.newPage();
  const watcher = watchRequests(page);
  await page.goto(baseUrl + '/', { waitUntil: 'load' });
  await watcher.settled();
  for (const route of MENU_ROUTES.slice(1)) {
    await page.getByRole('navigation', { name: 'Main navigation' }).locator(`a[href="${route}"]`).click();
    await page.waitForURL(baseUrl + route);
    await watcher.settled();
  }
  const renderers = /** @type {number} */ (
    await page.evaluate(() => /** @type {any} */ (window).__renderers)
  );
  const shared = await page.evaluate(loadedSharedVersions);
  const packages = packagesByBuild(watcher.transfers);
  await context.close();
  return { renderers, shared, packages };
}

/**
 * One load in a fresh context (empty cache): on the desktop (4x CPU, no network throttling) or on the
 * phone (Lighthouse's mobile profile, see lib/bench-mobile.mjs).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {'desktop' | 'mobile'} [device]
 */
async function measurePaint(browser, url, device = 'desktop') {
  const context = device === 'mobile' ? await mobileContext(browser) : await browser.newContext();
  await context.addInitScript(observePaint);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (device === 'mobile') await throttleLikeAPhone(cdp);
  else await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const watcher = watchRequests(page);
  const answer = await page.goto(url, { waitUntil: 'load' });
  await watcher.settled();
  // Wait until the main thread has been free of long tasks for the quiet window too.
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const busy = await page.evaluate((quiet) => {
      const { longTasks } = /** @type {any} */ (window).__perf;
      const last = longTasks.at(-1);
      return Boolean(last && performance.now() - (last[0] + last[1]) < quiet);
    }, QUIET_MS);
    if (!busy) break;
    await page.waitForTimeout(200);
  }
  const perf = await page.evaluate(() => /** @type {any} */ (window).__perf);
  // What held the first paint back, from the very answer this run painted (as it travelled).
  const html = answer ? await answer.text() : '';
  const htmlBytes = answer ? (await answer.request().sizes()).responseBodySize : 0;
  const sizes = new Map(watcher.transfers.map((t) => [t.url, t.bytes]));
  const firstPaint = figures.firstPaintBytes({
    html,
    htmlBytes,
    pageUrl: answer?.url() ?? url,
    sizeOf: (address) => sizes.get(address) ?? null,
  });
  await context.close();
  // No largest-contentful-paint entry: the page painted no content (a blank or broken answer).
  return {
    lcp: perf.lcp > 0 ? /** @type {number} */ (perf.lcp) : null,
    element: /** @type {string} */ (perf.lcpElement),
    status: answer?.status() ?? 0,
    tbt: totalBlockingTime(perf),
    firstPaint,
    serverRendered: SSR_ISLAND.test(html),
  };
}

/**
 * The phone's addresses with a real product and a real occurrence: the first product of the
 * catalogue, the first coming single event whose date answers (else the first event that does).
 * @param {string} baseUrl
 */
async function resolveMobileRoutes(baseUrl) {
  const products = /** @type {{ id: string }[]} */ (await (await fetch(`${baseUrl}/api/products`)).json());
  const events = /** @type {{ id: string, date: string, isRecurring?: boolean }[]} */ (
    await (await fetch(`${baseUrl}/api/events`)).json()
  );
  const today = new Date().toISOString().slice(0, 10);
  const candidates = [
    ...events.filter((event) => !event.isRecurring && event.date.slice(0, 10) >= today),
    ...events,
  ];
  let occurrence = null;
  for (const event of candidates) {
    const path = `/events/${event.id}/${event.date.slice(0, 10)}`;
    const answer = await fetch(`${baseUrl}/api${path.replace(/\/([^/]+)$/, '/occurrences/$1')}`);
    if (answer.ok) {
      occurrence = path;
      break;
    }
  }
  return MOBILE_ROUTES.flatMap((route) => {
    if (route === ':product') return products[0] ? [`/shop/${products[0].id}`] : [];
    if (route === ':occurrence') return occurrence ? [occurrence] : [];
    return [route];
  });
}

/** An empty set of runs. */
const noRuns = () => ({
  lcp: /** @type {number[]} */ ([]),
  tbt: /** @type {number[]} */ ([]),
  runs: /** @type {string[]} */ ([]),
  element: '',
  blockingBytes: /** @type {number[]} */ ([]),
  htmlBytes: /** @type {number[]} */ ([]),
  serverRendered: 0,
  firstPaint: /** @type {ReturnType<typeof figures.firstPaintBytes> | undefined} */ (undefined),
});

/**
 * `runs` loads of each URL and of the floor, round by round (the floor first in each round), so a
 * machine that slows down during the run slows both alike.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ label: string, url: string }[]} targets
 * @param {string} floorUrl
 * @param {'desktop' | 'mobile'} device
 */
async function paintRounds(browser, targets, floorUrl, device) {
  const all = [{ label: 'floor', url: floorUrl }, ...targets];
  /** @typedef {ReturnType<typeof noRuns>} Runs */
  /** @type {Map<string, Runs>} */
  const byTarget = new Map(all.map((target) => [target.label, noRuns()]));
  for (let round = 0; round < PAINT_RUNS; round += 1) {
    for (const target of all) {
      const result = await measurePaint(browser, target.url, device);
      const runs = /** @type {Runs} */ (byTarget.get(target.label));
      runs.tbt.push(result.tbt);
      runs.blockingBytes.push(result.firstPaint.totalBytes);
      runs.htmlBytes.push(result.firstPaint.htmlBytes);
      runs.firstPaint = result.firstPaint;
      if (result.serverRendered) runs.serverRendered += 1;
      if (result.lcp === null) {
        runs.runs.push(`no paint (HTTP ${result.status})`);
        continue;
      }
      runs.lcp.push(result.lcp);
      runs.runs.push(String(Math.round(result.lcp)));
      runs.element = result.element || runs.element;
    }
  }
  return {
    floor: /** @type {Runs} */ (byTarget.get('floor')),
    rows: targets.map(({ label }) => ({ route: label, .../** @type {Runs} */ (byTarget.get(label)) })),
  };
}

const startedAt = Date.now();
/** @type {Record<string, number>} seconds each part of the run took */
const took = {};
const timed = async (/** @type {string} */ part, /** @type {() => Promise<void>} */ work) => {
  const since = Date.now();
  await work();
  took[part] = Math.round((Date.now() - since) / 1000);
};
const dataDir = mkdtempSync(join(tmpdir(), 'ministry-bench-db-'));
const stack = await startStack({
  basePort: BASE_PORT,
  dataDir,
  runDir: join(ROOT, '.run', 'bench'),
  quiet: true,
});
const floorServer = await startStaticNginx();
const floorUrl = floorServer.url + floorServer.publish(floorPage(), 'html');
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const chromiumVersion = browser.version();

/** @type {Awaited<ReturnType<typeof measureRoutes>>} */
let routes = [];
/** @type {Awaited<ReturnType<typeof measureCopies>>} */
let copies = { renderers: 0, shared: {}, packages: new Map() };
/** @type {Awaited<ReturnType<typeof paintRounds>>} */
let desktop = { floor: noRuns(), rows: [] };
/** @type {Awaited<ReturnType<typeof paintRounds>>} */
let mobile = { floor: noRuns(), rows: [] };
/** @type {Awaited<ReturnType<typeof runLighthouse>>} */
let lighthouse = new Map();
let apiSection = '';
try {
  // One warm-up visit: the services' first answers (connection pools, caches) are not what is measured.
  const warmUp = await browser.newPage();
  await warmUp.goto(stack.url + '/', { waitUntil: 'networkidle' });
  await warmUp.close();

  await timed('bytes and libraries', async () => {
    routes = await measureRoutes(browser, stack.url);
    copies = await measureCopies(browser, stack.url);
  });
  await timed('desktop paint', async () => {
    const targets = PAINT_ROUTES.map((route) => ({ label: route, url: stack.url + route }));
    desktop = await paintRounds(browser, targets, floorUrl, 'desktop');
  });
  const mobileRoutes = await resolveMobileRoutes(stack.url);
  await timed('phone paint', async () => {
    const targets = mobileRoutes.map((route) => ({ label: route, url: stack.url + route }));
    mobile = await paintRounds(browser, targets, floorUrl, 'mobile');
  });
  await browser.close();

  await timed('Lighthouse', async () => {
    lighthouse = await runLighthouse(
      LIGHTHOUSE_ROUTES.map((route) => stack.url + route),
      LIGHTHOUSE_RUNS,
    );
  });
  await timed('API', async () => {
    const apiModule = new URL('./lib/bench-api.mjs', import.meta.url);
    const api = existsSync(apiModule) ? await import(apiModule.href) : null;
    if (api) apiSection = await api.benchApi({ gatewayUrl: stack.url });
  });
} finally {
  await browser.close();
  await floorServer.stop();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
const git = (/** @type {string[]} */ args) =>
  spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
const commit = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';

const home = routes.find((row) => row.route === '/');
const homeJs = home?.firstVisit.jsKb ?? Infinity;
const sharedCopies = SHARED_LIBRARIES.map((name) => {
  // Subpaths (react/jsx-runtime, @ministry/platform/i18n) are shared under their own keys.
  const keys = Object.keys(copies.shared).filter((key) => key === name || key.startsWith(`${name}/`));
  return {
    name,
    builds: [...(copies.packages.get(PACKAGE_OF_SHARED[name] ?? name) ?? [])],
    loaded: [...new Set(keys.flatMap((key) => copies.shared[key] ?? []))],
    copies: Math.max(0, ...keys.map((key) => copies.shared[key]?.length ?? 0)),
  };
});
const oneCopyEach = copies.renderers === 1 && sharedCopies.every((lib) => lib.copies <= 1);
const duplicated = [...copies.packages.entries()]
  .filter(([name, builds]) => builds.size > 1 && !SHARED_LIBRARIES.includes(name))
  .filter(([name]) => !EXPECTED_IN_SEVERAL_BUILDS.includes(name))
  .map(([name, builds]) => `${name} (${[...builds].join(', ')})`);
const pass = (/** @type {boolean} */ ok) => (ok ? '**PASS**' : '**FAIL**');
const dash = '—';

const desktopFloor = median(desktop.floor.lcp);
const desktopRows = desktop.rows.map((row) => ({ ...row, times: ratio(median(row.lcp), desktopFloor) }));
const mobileFloor = median(mobile.floor.lcp);
const mobileRows = mobile.rows.map((row) => ({ ...row, times: ratio(median(row.lcp), mobileFloor) }));
const homeBlockingBytes = median(mobile.rows.find((row) => row.route === '/')?.blockingBytes ?? []);
const homeBlocking = homeBlockingBytes === null ? null : homeBlockingBytes / 1024;
const floorBytes = median(mobile.floor.blockingBytes) ?? 0;
const kbOf = (/** @type {number[]} */ values) => {
  const value = median(values);
  return value === null ? dash : kb(value / 1024);
};
const lighthouseVersion = /** @type {{ version: string }} */ (
  JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'))
).version;
/** @type {Set<string>} */
const failingAudits = new Set();
/** @type {Set<string>} */
const consoleErrors = new Set();
const lighthouseRows = [...lighthouse.entries()].map(([url, runs]) => {
  const route = new URL(url).pathname;
  for (const run of runs) for (const audit of run.failing) failingAudits.add(`${route} ${audit}`);
  for (const run of runs) for (const message of run.consoleErrors) consoleErrors.add(`${route}: ${message}`);
  const errors = runs.flatMap((run) => (run.error ? [run.error] : []));
  const score = (/** @type {string} */ id) =>
    median(runs.flatMap((run) => (run.scores[id] == null ? [] : [/** @type {number} */ (run.scores[id])])));
  const cells = LIGHTHOUSE_CATEGORIES.map((id) => {
    const value = score(id);
    return `${value ?? dash} (${goalCell(value, { min: GOALS.lighthouse[id] })})`;
  });
  const metric = (/** @type {'lcp' | 'tbt'} */ key) =>
    ms(median(runs.flatMap((run) => (run[key] == null ? [] : [/** @type {number} */ (run[key])]))));
  const performanceRuns = runs.map((run) => run.scores.performance ?? dash).join(', ');
  const note = errors.length ? ` (errors: ${[...new Set(errors)].join('; ')})` : '';
  return `| ${route} | ${cells.join(' | ')} | ${metric('lcp')} | ${metric('tbt')} | ${performanceRuns}${note} |`;
});
const lighthouseNotes = [
  failingAudits.size
    ? `What cost points outside performance (audits below full marks, in any run): ${[...failingAudits].join('; ')}.`
    : 'No audit outside performance lost points.',
  ...(consoleErrors.size
    ? [
        "Errors in the console (Lighthouse's errors-in-console, any run, shortened):",
        [...consoleErrors].map((message) => `- ${message}`).join('\n'),
      ]
    : []),
].join('\n\n');

const report = `# Benchmark results

Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, Chromium ${chromiumVersion}. Date: ${new Date().toISOString().slice(0, 10)}. Commit ${commit}${dirty ? ' (the working tree had uncommitted changes)' : ''}. Produced by \`npm run bench\` in ${minutes} min (${Object.entries(
  took,
)
  .map(([part, seconds]) => `${part} ${seconds} s`)
  .join(', ')}).

## Budgets

- First visit to \`/\`: ${kb(homeJs)} KB of gzipped JS (budget ${BUDGET_KB} KB): ${pass(homeJs <= BUDGET_KB)}
- One copy of each shared library at runtime (React renderers: ${copies.renderers}): ${pass(oneCopyEach)}
- Remote manifests needed by \`/\` fetched in parallel (${home?.manifests.count ?? 0} manifests, up to ${home?.manifests.mostInFlight ?? 0} in flight at once): ${pass(Boolean(home?.manifests.parallel))}

## Bytes per route

On the wire through the nginx gateway (gzip), KB = 1024 bytes, source maps excluded (never fetched).
"First visit" is an empty cache; "from \`/\`" is a click on the main menu link after \`/\` has settled,
counting only what that navigation loads.

| route | first visit: JS KB | JS files | CSS KB | CSS files | requests | manifests (parallel) | from \`/\`: JS KB | JS files | CSS KB | requests |
|---|---|---|---|---|---|---|---|---|---|---|
${routes
  .map(({ route, firstVisit: f, navigation: n, manifests: m }) =>
    [
      route,
      kb(f.jsKb),
      f.jsFiles,
      kb(f.cssKb),
      f.cssFiles,
      f.requests,
      `${m.count} (${m.parallel ? 'yes' : 'no'})`,
      n ? kb(n.jsKb) : dash,
      n ? n.jsFiles : dash,
      n ? kb(n.cssKb) : dash,
      n ? n.requests : dash,
    ].join(' | '),
  )
  .map((line) => `| ${line} |`)
  .join('\n')}

## What a first visit to \`/\` downloads

| script | KB | contents (from its source map) |
|---|---|---|
${(home?.scripts ?? [])
  .map((script) => `| ${script.file} | ${kb(script.kb)} | ${script.packages.join(', ') || dash} |`)
  .join('\n')}

## Paint and responsiveness (${CPU_SLOWDOWN}x CPU throttling, median of ${PAINT_RUNS} runs)

| route | LCP (ms) | floor LCP (ms) | ratio | goal (≤ ${GOALS.desktopRatio}× floor) | LCP element | TBT (ms) | LCP runs | TBT runs |
|---|---|---|---|---|---|---|---|---|
${desktopRows
  .map(
    ({ route, lcp, tbt, runs, element, times: r }) =>
      `| ${route} | ${ms(median(lcp))} | ${ms(desktopFloor)} | ${times(r)} | ${goalCell(r, { max: GOALS.desktopRatio, unit: '×' })} | ${element || dash} | ${ms(median(tbt))} | ${runs.join(', ')} | ${tbt.map(Math.round).join(', ')} |`,
  )
  .join('\n')}
| static floor | ${ms(desktopFloor)} | | | | ${desktop.floor.element || dash} | ${ms(median(desktop.floor.tbt))} | ${desktop.floor.runs.join(', ')} | ${desktop.floor.tbt.map(Math.round).join(', ')} |

Method: a fresh browser context per run (empty cache), CPU slowed ${CPU_SLOWDOWN}x with CDP
\`Emulation.setCPUThrottlingRate\`, no network throttling. Largest Contentful Paint is the last
\`largest-contentful-paint\` entry (PerformanceObserver, buffered) once the page has settled. Total
Blocking Time is the sum over \`longtask\` entries of their time beyond 50 ms, counted from First
Contentful Paint (a task straddling FCP counts from FCP) until the page has settled: no request in
flight and no long task for ${QUIET_MS} ms; a run whose page painted no content says "no paint" and
its answer's status, and the median is over the runs that painted. "LCP element" is the tag (and first
class) of the largest paint's element in the last run that painted. The static floor is one HTML answer (${floorBytes} bytes
gzipped) holding the home page's hero text (eyebrow, title and lead, read from mfe-content's English
texts) with its styles inline and nothing else to fetch, served by a throwaway nginx on loopback with
the gateway's gzip settings (not the gateway itself), loaded the same way in the same run, round by
round with the routes; the ratio is the route's median over the floor's. Timings vary with whatever
else the machine runs; the ratio is what compares across machines.

## On a phone (Lighthouse's mobile profile, median of ${PAINT_RUNS} runs)

| route | LCP (ms) | floor LCP (ms) | ratio | goal (≤ ${GOALS.mobileRatio}× floor) | LCP element | server-rendered runs | blocking the first paint: KB gz | HTML KB gz | stylesheets | scripts | LCP runs |
|---|---|---|---|---|---|---|---|---|---|---|---|
${mobileRows
  .map(({ route, lcp, runs, element, times: r, ...row }) => {
    const goal = GOALS.mobileRoutes.includes(route)
      ? goalCell(r, { max: GOALS.mobileRatio, unit: '×' })
      : dash;
    const missing = row.firstPaint?.missing.length ? ` (not seen: ${row.firstPaint.missing.join(', ')})` : '';
    return `| ${route} | ${ms(median(lcp))} | ${ms(mobileFloor)} | ${times(r)} | ${goal} | ${element || dash} | ${row.serverRendered} of ${runs.length} | ${kbOf(row.blockingBytes)}${missing} | ${kbOf(row.htmlBytes)} | ${row.firstPaint?.stylesheets ?? dash} | ${row.firstPaint?.scripts ?? dash} | ${runs.join(', ')} |`;
  })
  .join('\n')}
| static floor | ${ms(mobileFloor)} | | | | ${mobile.floor.element || dash} | — | ${kbOf(mobile.floor.blockingBytes)} | ${kbOf(mobile.floor.htmlBytes)} | ${mobile.floor.firstPaint?.stylesheets ?? dash} | ${mobile.floor.firstPaint?.scripts ?? dash} | ${mobile.floor.runs.join(', ')} |

- Render-blocking bytes on \`/\`: ${homeBlocking == null ? dash : `${kb(homeBlocking)} KB`} gzipped, ${goalCell(homeBlocking, { max: GOALS.blockingKbOnHome, unit: ' KB' })}

Method: Lighthouse 12's mobile profile applied through the DevTools protocol to a fresh Playwright
context per run (empty cache): \`Network.emulateNetworkConditions\` with ${MOBILE_PROFILE.latencyMs} ms latency,
${MOBILE_PROFILE.downloadKbps} kbps down and ${MOBILE_PROFILE.uploadKbps} kbps up (Lighthouse's "slow 4G" as DevTools throttling
applies it), \`Emulation.setCPUThrottlingRate\` ${MOBILE_PROFILE.cpuSlowdown}, a ${MOBILE_PROFILE.viewport.width}×${MOBILE_PROFILE.viewport.height} mobile viewport at
device scale factor ${MOBILE_PROFILE.deviceScaleFactor} with touch and a mobile user agent (Playwright's context
options, which set them through \`Emulation.setDeviceMetricsOverride\` and its user-agent override).
LCP is read as in the desktop table; the floor is the same page, loaded under the same profile in the
same run. The product and the occurrence are the catalogue's first product and the first coming
event date the API answers for; \`/no-such-page\` is the 404 page. "Blocking the first paint" is
the page's HTML plus the stylesheets and scripts that HTML makes render-blocking (stylesheets linked
in the head or before content in the body, classic scripts in the head without \`defer\`/\`async\`;
see \`scripts/lib/bench-figures.cjs\`), read from the very answer each run loaded and counted as it
travelled (gzipped; median of the runs). Stylesheets that scripts add later are not counted.
"Server-rendered runs" counts the runs whose HTML carried the server's data island (\`#ssr-data\`):
a page the pages service could not render in time is answered with the plain shell.

## Lighthouse (${LIGHTHOUSE_RUNS === 1 ? 'one run' : `median of ${LIGHTHOUSE_RUNS} runs`} per route)

| route | ${LIGHTHOUSE_CATEGORIES.map((id) => `${id} (goal)`).join(' | ')} | LCP (ms) | TBT (ms) | runs: performance |
|---|${LIGHTHOUSE_CATEGORIES.map(() => '---|').join('')}---|---|---|
${lighthouseRows.join('\n')}

${lighthouseNotes}

Method: the \`lighthouse\` package (node API, version ${lighthouseVersion}) in its default mode (mobile form
factor, simulated throttling, its own emulation), against Debian's Chromium (headless) launched by
\`chrome-launcher\` with the project's Chromium flags, one Chromium for every run (Lighthouse clears
the origin's cache and storage before each). The scores are the median of the runs; the goals are
issue 31's.

## Shared libraries

After visiting every menu route in one page. "Builds shipping code" are the builds whose downloaded
scripts contain the library, read from their source maps; "loaded" is what the federation share
scope instantiated.

| library | copies loaded | builds shipping code | loaded (version from build) |
|---|---|---|---|
${sharedCopies.map((lib) => `| ${lib.name} | ${lib.copies} | ${lib.builds.join(', ') || dash} | ${lib.loaded.join('; ') || dash} |`).join('\n')}

The federation runtime core was downloaded from: ${[...(copies.packages.get('@module-federation/runtime-core') ?? [])].join(', ') || dash}.
Other libraries downloaded from more than one build (each build brought its own copy):
${duplicated.length ? duplicated.join(', ') : 'none'}.
${apiSection ? `\n${apiSection.trim()}\n` : ''}`;

// The notes written by hand after the generated tables (from HAND_WRITTEN on) are kept as they are.
const resultsFile = join(ROOT, 'bench', 'results.md');
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
const handWritten = previous.includes(HAND_WRITTEN) ? previous.slice(previous.indexOf(HAND_WRITTEN)) : '';
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(resultsFile, handWritten ? `${report}\n${handWritten}` : report);
console.log(report);
