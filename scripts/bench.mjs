#!/usr/bin/env node
// @ts-check
// `npm run bench`: what each route costs the browser, measured in Chromium against the built site
// (started here on its own ports with a throwaway database). A report, never a pass/fail test.
// Writes bench/results.md. BENCH_PORT moves the stack (default 18280, it uses the next 21 ports too).
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import chromiumLaunch from './lib/chromium.cjs';
import { ROOT } from './lib/paths.mjs';
import { startStack } from './lib/stack.mjs';

const { CHROMIUM_LAUNCH_OPTIONS } = chromiumLaunch;

const BASE_PORT = Number(process.env.BENCH_PORT ?? 18280);
const BUDGET_KB = 170;
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
const PAINT_ROUTES = ['/', '/shop', '/events'];
/** The heading of the notes written by hand at the end of results.md, which a new run keeps. */
const HAND_WRITTEN = '## What each change did';
const PAINT_RUNS = 3;
const CPU_SLOWDOWN = 4;
/** A page has settled when no request has been in flight (and no long task has run) for this long. */
const QUIET_MS = 1000;
const SETTLE_TIMEOUT_MS = 30_000;
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
  const perf = { fcp: 0, lcp: 0, longTasks: /** @type {[number, number][]} */ ([]) };
  w.__perf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') perf.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.lcp = entry.startTime;
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

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (/** @type {number} */ value) => value.toFixed(1);

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
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function measurePaint(browser, url) {
  const context = await browser.newContext();
  await context.addInitScript(observePaint);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const watcher = watchRequests(page);
  await page.goto(url, { waitUntil: 'load' });
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
  await context.close();
  return { lcp: perf.lcp, tbt: totalBlockingTime(perf) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'ministry-bench-db-'));
const stack = await startStack({
  basePort: BASE_PORT,
  dataDir,
  runDir: join(ROOT, '.run', 'bench'),
  quiet: true,
});
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const chromiumVersion = browser.version();

let routes;
let copies;
/** @type {{ route: string, lcp: number[], tbt: number[] }[]} */
const paint = [];
let apiSection = '';
try {
  // One warm-up visit: the services' first answers (connection pools, caches) are not what is measured.
  const warmUp = await browser.newPage();
  await warmUp.goto(stack.url + '/', { waitUntil: 'networkidle' });
  await warmUp.close();

  routes = await measureRoutes(browser, stack.url);
  copies = await measureCopies(browser, stack.url);
  for (const route of PAINT_ROUTES) {
    const runs = [];
    for (let run = 0; run < PAINT_RUNS; run += 1) runs.push(await measurePaint(browser, stack.url + route));
    paint.push({ route, lcp: runs.map((r) => r.lcp), tbt: runs.map((r) => r.tbt) });
  }
  await browser.close();

  const apiModule = new URL('./lib/bench-api.mjs', import.meta.url);
  const api = existsSync(apiModule) ? await import(apiModule.href) : null;
  if (api) apiSection = await api.benchApi({ gatewayUrl: stack.url });
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

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

const report = `# Benchmark results

Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, Chromium ${chromiumVersion}. Date: ${new Date().toISOString().slice(0, 10)}. Produced by \`npm run bench\`.

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

| route | LCP (ms) | TBT (ms) | LCP runs | TBT runs |
|---|---|---|---|---|
${paint
  .map(
    ({ route, lcp, tbt }) =>
      `| ${route} | ${Math.round(median(lcp))} | ${Math.round(median(tbt))} | ${lcp.map(Math.round).join(', ')} | ${tbt.map(Math.round).join(', ')} |`,
  )
  .join('\n')}

Method: a fresh browser context per run (empty cache), CPU slowed ${CPU_SLOWDOWN}x with CDP
\`Emulation.setCPUThrottlingRate\`, no network throttling. Largest Contentful Paint is the last
\`largest-contentful-paint\` entry (PerformanceObserver, buffered) once the page has settled. Total
Blocking Time is the sum over \`longtask\` entries of their time beyond 50 ms, counted from First
Contentful Paint (a task straddling FCP counts from FCP) until the page has settled: no request in
flight and no long task for ${QUIET_MS} ms. Timings vary with whatever else the machine runs; compare
medians from runs on an otherwise idle machine.

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
