// @ts-check
// The bench's measurements in Chromium: bytes per route (first visit and from `/`), the shared
// libraries a tour of the menu loads, and paint rounds on the desktop and on a phone, each beside the
// static floor loaded the same way in the same run.
import { SITE_PAGES } from '@ministry/contracts/pages';
import figures from './bench-figures.cjs';
import { mobileContext, throttleLikeAPhone } from './bench-mobile.mjs';
import {
  QUIET_MS,
  SETTLE_TIMEOUT_MS,
  countReactRenderers,
  loadedSharedVersions,
  manifestTiming,
  observePaint,
  packagesByBuild,
  scriptContents,
  summarize,
  totalBlockingTime,
  watchRequests,
} from './bench-page.mjs';

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
/**
 * Every address the server may render, for the phone's table: the page manifest's pages whose first
 * screen is public, in its order; `:product`, `:occurrence` are filled from the API when the run
 * starts, `/no-such-page` is the 404 page.
 */
const MOBILE_ROUTES = [
  ...SITE_PAGES.filter((page) => page.publicFirstScreen && !page.fullScreen).map((page) =>
    page.path === '/shop/:id' ? ':product' : page.path === '/events/:id/:date' ? ':occurrence' : page.path,
  ),
  '/no-such-page',
];
/** A server-rendered page carries its data island (SSR_ISLAND_ELEMENT_ID, packages/contracts/src/ssr.ts). */
const SSR_ISLAND = /<script\b[^>]*\bid=["']?ssr-data\b/i;
export const PAINT_RUNS = 3;
export const CPU_SLOWDOWN = 4;

/** `url` in a new page of `context`, watched until it has settled. @param {import('@playwright/test').BrowserContext} context @param {string} url */
async function openWatched(context, url) {
  const page = await context.newPage();
  const watcher = watchRequests(page);
  await page.goto(url, { waitUntil: 'load' });
  await watcher.settled();
  return { page, watcher };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 */
export async function measureRoutes(browser, baseUrl) {
  const rows = [];
  for (const route of MENU_ROUTES) {
    const first = await browser.newContext();
    await first.addInitScript(countReactRenderers);
    const { page, watcher } = await openWatched(first, baseUrl + route);
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
      const { page: home, watcher: homeWatcher } = await openWatched(context, baseUrl + '/');
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
export async function measureCopies(browser, baseUrl) {
  const context = await browser.newContext();
  await context.addInitScript(countReactRenderers);
  const { page, watcher } = await openWatched(context, baseUrl + '/');
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
    hydrated: perf.hydrated > 0 ? /** @type {number} */ (perf.hydrated) : null,
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
export async function resolveMobileRoutes(baseUrl) {
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
export const noRuns = () => ({
  lcp: /** @type {number[]} */ ([]),
  /** ms from navigation to `data-hydrated`, for the runs that said it (server-rendered pages). */
  hydrated: /** @type {number[]} */ ([]),
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
export async function paintRounds(browser, targets, floorUrl, device) {
  const all = [{ label: 'floor', url: floorUrl }, ...targets];
  /** @typedef {ReturnType<typeof noRuns>} Runs */
  /** @type {Map<string, Runs>} */
  const byTarget = new Map(all.map((target) => [target.label, noRuns()]));
  for (let round = 0; round < PAINT_RUNS; round += 1) {
    for (const target of all) {
      const result = await measurePaint(browser, target.url, device);
      const runs = /** @type {Runs} */ (byTarget.get(target.label));
      runs.tbt.push(result.tbt);
      if (result.hydrated !== null) runs.hydrated.push(result.hydrated);
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
