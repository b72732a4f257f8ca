// @ts-check
// What the bench reads from inside a page: every transfer with its size and timing, the manifests'
// timing, which packages each script carries (from its source map), the React renderers and shared
// module versions loaded, and the paint and long-task entries.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

/** A page has settled when no request has been in flight (and no long task has run) for this long. */
export const QUIET_MS = 1000;
/** A phone's page (slow network, 4x CPU) may take a while to settle. */
export const SETTLE_TIMEOUT_MS = 60_000;

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
export function watchRequests(page) {
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
export function summarize(transfers) {
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
export async function manifestTiming(page) {
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
export function scriptContents(transfer) {
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
export function packagesByBuild(transfers) {
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
export function countReactRenderers() {
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
export function loadedSharedVersions() {
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

/**
 * Collects FCP, the last LCP candidate, every long task from the start of the page, and when the page
 * said it was hydrated (`<html data-hydrated="true">`: every part of a server-rendered page answers a
 * tap; 0 until then, and on a page the browser rendered alone).
 */
export function observePaint() {
  const w = /** @type {any} */ (window);
  const perf = {
    fcp: 0,
    lcp: 0,
    lcpElement: '',
    hydrated: 0,
    longTasks: /** @type {[number, number][]} */ ([]),
  };
  w.__perf = perf;
  // On the document, not its element: this runs before the page's <html> exists.
  new MutationObserver(() => {
    if (!perf.hydrated && document.documentElement?.dataset.hydrated === 'true')
      perf.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
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
export function totalBlockingTime(perf) {
  let total = 0;
  for (const [start, duration] of perf.longTasks) {
    const end = start + duration;
    if (end <= perf.fcp) continue;
    total += Math.max(0, end - Math.max(start, perf.fcp) - 50);
  }
  return total;
}
