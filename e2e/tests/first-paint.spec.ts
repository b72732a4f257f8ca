import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

// A first visit to a page the browser renders (the cart, sign-in: the server renders only the public
// first screens) gets preload hints for the shell's own start-up files (its build writes them into
// index.html): the browser downloads them while main.js still loads and runs, uses those copies, never
// a second one, and preloads no file a visit without hints would not load. A server-rendered page is
// painted from its HTML: its hints come at the end of the body. And the first render shows the
// address's section, never a placeholder first.

/**
 * How many times each file's body came over the network, by path: a response the browser took from
 * its memory cache (a preloaded copy) or HTTP cache (a prefetched one) is not a download, nor is a
 * 304 (remoteEntry.js is `no-cache`: the prefetched copy is revalidated, not downloaded again).
 */
async function watchDownloads(page: Page): Promise<() => Map<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fromCache = new Set<string>();
  const downloads: { id: string; path: string }[] = [];
  cdp.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    const { response } = event;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) return;
    if (response.status === 304) return;
    downloads.push({ id: event.requestId, path: new URL(response.url).pathname });
  });
  return () => {
    const counts = new Map<string, number>();
    for (const { id, path } of downloads)
      if (!fromCache.has(id)) counts.set(path, (counts.get(path) ?? 0) + 1);
    return counts;
  };
}

/** The files a page's head hints at (preload or prefetch, quoted or as the shell's build writes them). */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="?pre(?:load|fetch)"? href="?([^"\s>]+)"?/g)].map((match) => match[1]!);

for (const { path, ready } of [
  { path: '/cart', ready: (page: Page) => page.getByRole('heading', { name: 'Shopping Cart', level: 1 }) },
  { path: '/login', ready: (page: Page) => page.getByRole('heading', { name: 'Welcome Back' }) },
]) {
  test(`a first visit to ${path} uses each preloaded file once, and preloads nothing it would not load`, async ({
    page,
    browser,
  }) => {
    const downloads = await watchDownloads(page);
    const response = await page.goto(path);
    const hinted = preloads((await response!.text()).split('</head>')[0]!);
    await expect(ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(hinted.length).toBeGreaterThan(3);
    // No double download: the script, style sheet or picture the page inserts takes the hinted copy.
    const files = downloads();
    for (const file of hinted) expect(files.get(file), file).toBe(1);

    // The same visit with the hints taken out of the page loads the same files.
    const bare = await browser.newContext();
    try {
      const plain = await bare.newPage();
      await plain.route(`**${path}`, async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const original = await route.fetch();
        const body = (await original.text()).replace(/<link rel="?pre(?:load|fetch)"?[^>]*>/g, '');
        await route.fulfill({ response: original, body });
      });
      const plainDownloads = await watchDownloads(plain);
      await plain.goto(path);
      await expect(ready(plain)).toBeVisible();
      await plain.waitForLoadState('networkidle');
      const plainFiles = plainDownloads();
      for (const file of hinted)
        expect(plainFiles.has(file), `${file} is loaded without hints too`).toBe(true);
    } finally {
      await bare.close();
    }
  });
}

/**
 * A visit to `path` whose answer is the server's complete one: `remote`'s section rendered and the first
 * picture in the HTML. On a loaded machine (the fault-tolerance tests start a second stack) the pages
 * service may leave either to the browser for one answer, as it should; the visit is then made again
 * (a degraded answer is kept by the gateway for one second only).
 */
const visits: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(visits.splice(0).map((context) => context.close()));
});

async function completeVisit(browser: Browser, path: string, remote: string) {
  for (let attempt = 1; ; attempt += 1) {
    // A context of its own each time: nothing in the browser's cache from the visit before.
    const context = await browser.newContext();
    visits.push(context);
    const page = await context.newPage();
    // When the page says it is hydrated, on the clock of its resource timings.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const downloads = await watchDownloads(page);
    const response = await page.goto(path);
    const [head, body] = (await response!.text()).split('</head>') as [string, string];
    const complete =
      new RegExp(`"${remote}/\\w+":"rendered"`).test(body) &&
      /<img src="data:image\/[^>]*fetchpriority="high"/.test(body);
    if (complete || attempt === 5) return { page, head, body, downloads };
    await context.close();
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}

// A server-rendered page paints from its HTML: no hint in its head. At the end of its body it names
// every script hydration needs (the shell's start-up files, the rendered section's remote entry, chunks
// and the shared modules they need first) and carries that remote's manifest, so they download at once
// instead of one after another, at low priority: the first screen needs none of them.
for (const { path, remote } of [
  { path: '/', remote: 'content' },
  { path: '/shop', remote: 'shop' },
]) {
  test(`${path}: no hint in the head; the scripts hydration needs named at the end of the body, each downloaded once`, async ({
    browser,
  }) => {
    const { page, head, body, downloads } = await completeVisit(browser, path, remote);
    expect(body).toContain('id="ssr-data"');
    expect(preloads(head)).toEqual([]);
    const hinted = [
      ...body.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g),
    ].map((m) => m[1]!);
    expect(hinted).toContainEqual(
      expect.stringMatching(new RegExp(`^/remotes/${remote}/.*remoteEntry\\.js$`)),
    );
    expect(hinted.length).toBeGreaterThan(4);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    // Its full style sheets come for print (asked for after the scripts, holding nothing back):
    // main.js applies each to the screen once it has loaded.
    const sheets = [...body.matchAll(/<link rel="stylesheet" media="print" href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(sheets.length).toBeGreaterThan(0);
    const applied = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="stylesheet"][data-href]'), (link) =>
        (link as HTMLLinkElement).media === 'all' ? link.getAttribute('href') : null,
      ),
    );
    expect(applied).toEqual(expect.arrayContaining(sheets));
    const files = downloads();
    for (const file of [...hinted, ...sheets]) expect(files.get(file), file).toBe(1);
    // Nothing hydration needed was left out: every script it asked for before the page was hydrated was named.
    const beforeHydrated = await page.evaluate(() => {
      const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < hydratedAt && /\.js$/.test(entry.name))
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(beforeHydrated.length).toBeGreaterThan(4);
    expect(beforeHydrated.filter((file) => !hinted.includes(file) && !file.startsWith('/main.'))).toEqual([]);
    const manifests = [...files.keys()].filter(
      (file) => file.startsWith(`/remotes/${remote}/`) && file.endsWith('mf-manifest.json'),
    );
    expect(manifests).toEqual([]);
  });
}

// The first screen's picture, when it is small, comes inside the HTML (services/pages, ssr/inline-picture.ts):
// it paints with the text, without a request of its own (a round trip on a phone's network), and
// hydration keeps it. A static page (/about) is not hydrated: its HTML is kept as it is until she changes
// the language, when its section renders in Spanish and its picture is then fetched.
for (const { path, file, alt, hydrated } of [
  {
    path: '/',
    file: /hero-illustration/,
    alt: ['Three women standing together', 'Tres mujeres juntas'],
    hydrated: true,
  },
  {
    path: '/about',
    file: /\/api\/site-content\/images\//,
    alt: ['Portrait of', 'Retrato de'],
    hydrated: false,
  },
]) {
  test(`${path}: the first picture is in the HTML, painted without a request and kept by hydration`, async ({
    browser,
  }) => {
    const { page, head, body, downloads } = await completeVisit(browser, path, 'content');
    expect(head).not.toContain('as="image"');
    expect(/<img [^>]*fetchpriority="high"[^>]*>/.exec(body)?.[0]).toMatch(/^<img src="data:image\//);

    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const picture = page.locator('main img[fetchpriority="high"]');
    await expect(picture).toHaveAttribute('alt', new RegExp(`^${alt[0]}`));
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    expect(await picture.getAttribute('src')).toMatch(/^data:image\//);

    expect([...downloads().keys()].filter((path) => file.test(path))).toEqual([]);

    await page.getByTestId('language-es').click();
    await expect(picture).toHaveAttribute('alt', new RegExp(`^${alt[1]}`));
    if (hydrated) expect(await picture.getAttribute('src')).toMatch(/^data:image\//);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    if (hydrated) expect([...downloads().keys()].filter((path) => file.test(path))).toEqual([]);
  });
}

/** Runs in the page: what `<main>` held the first time it held anything. */
function recordFirstMain() {
  const record = window as unknown as { firstMain?: { heading: boolean; text: string } };
  const observer = new MutationObserver(() => {
    const main = document.querySelector('main');
    if (!main || main.childElementCount === 0) return;
    record.firstMain = { heading: Boolean(main.querySelector('h1')), text: main.innerText.slice(0, 80) };
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

for (const { path, heading } of [
  { path: '/', heading: 'Find Hope, Healing and Purpose' },
  { path: '/shop', heading: 'Shop' },
  { path: '/events', heading: 'Events' },
  { path: '/events?lang=es', heading: 'Eventos' },
]) {
  test(`${path}: the first render shows the section itself, never its loading placeholder first`, async ({
    page,
    request,
  }) => {
    // A section whose first screen is data (the home page's published documents, the catalogue) is the
    // browser's until the pages service has its first warm worker, which the run may start before: wait
    // until the server renders it (its heading inside <main>), the case this test is about.
    await expect
      .poll(async () => (await request.get(path)).text(), { timeout: 30_000 })
      .toMatch(/<main[^>]*>[\s\S]*<h1/);
    await page.addInitScript(recordFirstMain);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const first = await page.evaluate(
      () => (window as unknown as { firstMain?: { heading: boolean; text: string } }).firstMain,
    );
    expect(first?.heading, `the first content of <main>: "${first?.text}"`).toBe(true);
  });
}
