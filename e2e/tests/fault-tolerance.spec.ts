import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { MongoClient } from 'mongodb';
import { createProduct } from '../support/catalog';
import { E2E_PORT, untilHydrated } from '../support/site';
import { RemoteBuildCopy, startPrivateStack, type PrivateStack } from '../support/private-stack';

/**
 * Real faults on a site of this file's own (the shared e2e stack is never touched): a service
 * stopped, the database killed under load, a remote's build broken. Each test leaves the stack whole.
 */
const BASE_PORT = E2E_PORT + 40;
const BASE_URL = `http://localhost:${BASE_PORT}`;
const UNAVAILABLE = {
  en: 'The service is temporarily unavailable.',
  es: 'El servicio no está disponible temporalmente.',
};

// One worker runs them in order (they share the private stack); after a failure a new worker starts a
// fresh stack for the rest, where serial mode would skip them.
test.describe.configure({ mode: 'default' });
test.use({ baseURL: BASE_URL });

let stack: PrivateStack;
let content: RemoteBuildCopy;

/** The About page's server module throws when it is loaded (as a bad server build would). */
function breakAboutServerModule(copy: RemoteBuildCopy): void {
  const manifest = JSON.parse(copy.read('server/mf-manifest.json')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes
    .find((entry) => entry.name === 'About')
    ?.assets.js.sync.find((file) => file.startsWith('__federation_expose_'));
  if (!chunk) throw new Error('no server chunk for About');
  copy.write(`server/${chunk}`, "throw new Error('a broken server build');");
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  content = new RemoteBuildCopy('mfe-content');
  // Broken before the site starts: the pages service loads every section's server module at start.
  breakAboutServerModule(content);
  stack = await startPrivateStack(BASE_PORT, { 'mfe-content': content.folder });
});

test.afterAll(async () => {
  await stack?.stop();
  content?.dispose();
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const eventsOnCalendar = (page: Page) =>
  page
    .getByRole('grid')
    .getByRole('button', { name: /, \d+ events?$/ })
    .first();
const productHeading = (page: Page) => page.getByRole('heading', { name: 'Faith Over Fear Tee' });
const cartBadge = (page: Page, count: number) =>
  page.getByRole('link', { name: new RegExp(`^Cart, ${count} items?$`) });

/** Set once per page load: still there later means the page recovered without reloading. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { faultMarker: boolean }).faultMarker = true));
}
async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { faultMarker?: boolean }).faultMarker)).toBe(true);
}

async function expectUnavailable(api: APIRequestContext, path: string): Promise<void> {
  for (const language of ['en', 'es'] as const) {
    const response = await api.get(path, { headers: { 'Accept-Language': language } });
    expect(response.status(), path).toBe(503);
    expect(response.headers()['content-type']).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      message: UNAVAILABLE[language],
      requestId: response.headers()['x-request-id'],
    });
  }
}

/** An API client signed in as the private site's seeded admin; the caller disposes of it. */
async function signedInAdmin(): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  const login = await admin.post('/api/auth/login', {
    data: { username: 'admin', password: 'ministry-admin-dev' },
  });
  expect(login.status(), await login.text()).toBe(200);
  return admin;
}

async function switchLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  await page.getByTestId(`language-${language}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test("a remote's server module that throws: its section is rendered in the browser, the rest comes from the server", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const noScript = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    // While the pages service warms a new generation, or when a render runs past its budget on a busy
    // machine, the whole page is the browser's by design (no menu without script): ask again until the
    // server renders it.
    await expect(async () => {
      await plain.goto('/about');
      await expect(mainNav(plain).getByRole('link', { name: 'About' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 45_000 });
    await expect(plain.locator('footer')).toBeVisible();
    await expect(plain.getByRole('heading', { name: 'About Us', level: 1 })).toHaveCount(0);
    // Another section of the same remote is still rendered on the server.
    await expect(async () => {
      await plain.goto('/team');
      await expect(plain.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 45_000 });
  } finally {
    await noScript.close();
  }
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
  await untilHydrated(page);
  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a stopped service answers 503, shows its error states, and the site recovers without a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // A visitor's cart with one item of a tee of the test's own, while everything is up.
  const admin = await signedInAdmin();
  const tee = await createProduct(admin, { type: 't-shirt' });
  await admin.dispose();
  const added = await page.request.post('/api/cart', {
    data: { productId: tee.id, quantity: 1, options: { size: 'M' } },
    headers: { Origin: BASE_URL },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  await page.goto('/events');
  await expect(eventsOnCalendar(page)).toBeVisible();
  await expect(cartBadge(page, 1)).toBeVisible();
  await markPage(page);

  // The shop stops: its API answers a JSON 503 in the caller's language, its screens their error state.
  await stack.stopService('shop', { kill: true });
  await expectUnavailable(page.request, '/api/products');
  await expectUnavailable(page.request, '/api/cart');
  await mainNav(page).getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByText('Error loading products. Please try again later.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await switchLanguage(page, 'es');
  await expect(page.getByText('Error al cargar los productos. Inténtelo de nuevo más tarde.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await switchLanguage(page, 'en');

  // Every other section works meanwhile.
  await mainNav(page).getByRole('link', { name: 'Events' }).click();
  await expect(eventsOnCalendar(page)).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Resources' }).click();
  await expect(page.getByRole('heading', { name: 'Finding Peace in Anxious Times' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();

  // A page opened during the outage: the badge cannot know the cart yet.
  const opened = await context.newPage();
  await opened.goto('/about');
  await expect(opened.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
  await expect(cartBadge(opened, 0)).toBeVisible();
  await markPage(opened);

  // The shop comes back: "Try again", or navigating back, shows the data, and the badge recovers.
  await stack.startService('shop');
  await mainNav(page).getByRole('link', { name: 'Shop' }).click();
  await expect(productHeading(page)).toBeVisible();
  await expectSamePage(page);
  await mainNav(opened).getByRole('link', { name: 'Shop' }).click();
  await expect(productHeading(opened)).toBeVisible();
  await expect(cartBadge(opened, 1)).toBeVisible();
  await expectSamePage(opened);

  // The events service stops: a visitor's calendar of a month already read is the gateway's last copy
  // (as /shop's list is below); a month nobody has asked for shows its error state in both languages.
  await stack.stopService('events', { kill: true });
  await expectUnavailable(page.request, '/api/events');
  const calendar = await context.newPage();
  const unseenMonth = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await calendar.goto(`/events?date=${unseenMonth}`);
  await expect(calendar.getByText('There was an error loading the events.')).toBeVisible();
  await expect(calendar.getByText('Please try again later.')).toBeVisible();
  await switchLanguage(calendar, 'es');
  await expect(calendar.getByText('Hubo un error al cargar los eventos.')).toBeVisible();
  await expect(calendar.getByText('Inténtelo de nuevo más tarde.')).toBeVisible();
  await switchLanguage(calendar, 'en');
  await markPage(calendar);
  await mainNav(page).getByRole('link', { name: 'Shop' }).click();
  await expect(productHeading(page)).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Resources' }).click();
  await expect(page.getByRole('heading', { name: 'Finding Peace in Anxious Times' })).toBeVisible();

  await stack.startService('events');
  await calendar.getByRole('button', { name: 'Try again' }).click();
  await expect(eventsOnCalendar(calendar)).toBeVisible();
  await expectSamePage(calendar);
});

test("the gateway's micro-cache: visitors share the catalogue, a session bypasses it, and /shop still lists products with the shop stopped", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const cacheStatus = async (path: string) => (await page.request.get(path)).headers()['x-cache-status'];
  const names = async (api: APIRequestContext) =>
    ((await (await api.get('/api/products')).json()) as { name: string }[]).map((product) => product.name);

  // A visitor's reads come from the cache (the first one, or its refresh, may have reached the shop).
  await expect.poll(() => cacheStatus('/api/products')).toBe('HIT');

  // An admin carries a session: she always reaches the shop and sees her edit at once; visitors within seconds.
  const admin = await signedInAdmin();
  const bracelet = await createProduct(admin, { type: 'bracelet', name: 'Micro-cache Bracelet' });
  expect((await admin.get('/api/products')).headers()['x-cache-status']).toBe('BYPASS');
  expect(await names(admin)).toContain(bracelet.name);
  await expect.poll(() => names(page.request), { timeout: 15_000 }).toContain(bracelet.name);

  // A visitor's /shop fills the cache (its head and the list); then the shop stops.
  await page.goto('/shop');
  await expect(productHeading(page)).toBeVisible();
  await stack.stopService('shop', { kill: true });
  try {
    // With a session: straight to the stopped shop, the JSON 503.
    expect((await admin.get('/api/products')).status()).toBe(503);
    // Without: the last list, kept for 24 h (the gateway's test checks the configuration); once it is
    // older than its few seconds it is served stale, however long the shop stays down.
    await expect.poll(() => cacheStatus('/api/products'), { timeout: 15_000 }).toMatch(/^(STALE|UPDATING)$/);
    const visitor = await browser.newPage();
    await visitor.goto('/shop');
    await expect(productHeading(visitor)).toBeVisible();
    await expect(visitor.getByRole('heading', { name: bracelet.name })).toBeVisible();

    // The pages service stops too: /shop keeps its head (stale), an address never seen gets the plain
    // index.html, and the page still lists the products.
    await stack.stopService('pages', { kill: true });
    try {
      await expect.poll(() => cacheStatus('/shop'), { timeout: 15_000 }).toMatch(/^(STALE|UPDATING)$/);
      const head = await page.request.get('/shop');
      expect(head.status()).toBe(200);
      expect(await head.text()).toMatch(/<title>Shop\b/);
      const plain = await page.request.get('/contact?fault=pages-down');
      expect(plain.status()).toBe(200);
      expect(await plain.text()).not.toContain('rel="canonical"');
      const another = await browser.newPage();
      await another.goto('/shop');
      await expect(productHeading(another)).toBeVisible();
    } finally {
      await stack.startService('pages');
    }
  } finally {
    await stack.startService('shop');
  }
  expect((await admin.post(`/api/admin/products/${bracelet.id}/archive`)).status()).toBe(200);
  await admin.dispose();
});

interface Outcome {
  kind: string;
  /** The HTTP status, or 0 when no answer came within the client's timeout. */
  status: number;
  body: string;
  /** What identifies a write in the database: a contact message's text, an event's title. */
  marker?: string;
}

const CLIENT_TIMEOUT_MS = 20_000;

/** A GET, or a POST of `write.data`; never throws: no answer within the client's timeout is status 0. */
async function call(
  api: APIRequestContext,
  kind: string,
  path: string,
  write?: { data: unknown; marker: string },
): Promise<Outcome> {
  try {
    const response = write
      ? await api.post(path, { data: write.data, timeout: CLIENT_TIMEOUT_MS })
      : await api.get(path, { timeout: CLIENT_TIMEOUT_MS });
    return { kind, status: response.status(), body: await response.text(), marker: write?.marker };
  } catch (error) {
    return { kind, status: 0, body: String(error), marker: write?.marker };
  }
}

async function allHealthy(): Promise<boolean> {
  const checks = Object.values(stack.ports.services).map((port) =>
    fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(3000) })
      .then((response) => response.ok)
      .catch(() => false),
  );
  return (await Promise.all(checks)).every(Boolean);
}

test('the database killed and restarted under load: no hang, JSON 503s, reconnection, no accepted write lost', async () => {
  test.setTimeout(150_000);
  const headers = { Origin: BASE_URL };
  const visitor = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: headers });
  const admin = await signedInAdmin();

  const outcomes: Outcome[] = [];
  let stopLoad = false;
  let sequence = 0;
  const worker = async (id: number) => {
    while (!stopLoad) {
      const n = `${id}-${sequence++}`;
      const message = `Fault tolerance message ${n}`;
      const title = `Fault tolerance event ${n}`;
      const contact = { name: 'Load Test', email: 'load@example.org', subject: 'other', message };
      const event = {
        title,
        date: '2030-01-15',
        time: '10:00 AM',
        location: 'Fellowship hall',
        description: 'Created under load while the database restarts.',
        category: 'workshop',
      };
      outcomes.push(
        ...(await Promise.all([
          call(visitor, 'contact', '/api/contact', { data: contact, marker: message }),
          call(admin, 'event', '/api/events', { data: event, marker: title }),
          call(visitor, 'products', '/api/products'),
          call(visitor, 'events', '/api/events'),
          call(admin, 'user', '/api/auth/user'),
        ])),
      );
    }
  };
  const load = Promise.all([1, 2, 3, 4].map(worker));

  const answered = () => outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 300).length;
  await expect.poll(answered).toBeGreaterThan(20);
  await stack.stopDatabase({ kill: true });
  const outageStart = outcomes.length;
  // The database stays down until each kind of request has met the outage (not for a fixed time):
  // a write, a write through the session, and a read of the session store.
  const OUTAGE_KINDS = ['contact', 'event', 'user'];
  const notYetRefused = () =>
    OUTAGE_KINDS.filter(
      (kind) => !outcomes.slice(outageStart).some((o) => o.kind === kind && o.status === 503),
    );
  await expect.poll(notYetRefused, { timeout: 45_000 }).toEqual([]);
  await stack.startDatabase();
  await expect.poll(allHealthy, { timeout: 30_000 }).toBe(true);
  const recovered = outcomes.length;
  await expect
    .poll(() => outcomes.slice(recovered).filter((o) => o.kind === 'contact' && o.status === 201).length)
    .toBeGreaterThan(4);
  stopLoad = true;
  await load;

  // Every request was answered in time, with success or a JSON 503 without internals.
  const unexpected = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 503);
  expect(unexpected, JSON.stringify(unexpected.slice(0, 5))).toEqual([]);
  for (const outcome of outcomes.filter((o) => o.status === 503)) {
    expect(JSON.parse(outcome.body)).toEqual({
      message: UNAVAILABLE.en,
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
    });
  }

  // Every write that was answered 2xx is in the database.
  const client = await MongoClient.connect(stack.mongodbUri);
  try {
    const stored = async (db: string, collection: string, field: string) =>
      new Set(
        (
          await client
            .db(db)
            .collection(collection)
            .find({}, { projection: { [field]: 1 } })
            .toArray()
        ).map((document) => String(document[field])),
      );
    const messages = await stored('ministry-content', 'contact_submissions', 'message');
    const titles = await stored('ministry-events', 'events', 'title');
    const accepted = outcomes.filter((o) => o.marker && o.status >= 200 && o.status < 300);
    expect(accepted.length).toBeGreaterThan(20);
    const lost = accepted.filter((o) => !(o.kind === 'contact' ? messages : titles).has(o.marker!));
    expect(lost.map((o) => o.marker)).toEqual([]);
    const summary = `${outcomes.length} requests, ${outcomes.filter((o) => o.status === 503).length} answered 503, ${accepted.length} writes accepted and found`;
    test.info().annotations.push({ type: 'load', description: summary });
    console.log(summary);
  } finally {
    await client.close();
  }
  await visitor.dispose();
  await admin.dispose();
});

test.describe('a remote whose deployed files are broken', () => {
  test.afterEach(() => content.restore());

  const breakages: { name: string; breakBuild: () => void }[] = [
    {
      name: 'an exposed module whose chunk is not JavaScript',
      breakBuild: () => {
        // A broken build has its own hashed names: the fixed one is not hidden by a cached chunk.
        const chunk = content.exposedChunk('About');
        const hash = /\.([0-9a-f]{10})\.js$/.exec(chunk)?.[1] ?? '';
        const brokenHash = 'badc0ffee0';
        content.write(chunk.replace(hash, brokenHash), 'this is not JavaScript (');
        for (const file of ['remoteEntry.js', 'mf-manifest.json'])
          content.write(file, content.read(file).replaceAll(hash, brokenHash));
      },
    },
    {
      name: 'a remote entry that throws',
      breakBuild: () => content.write('remoteEntry.js', "throw new Error('a broken build');"),
    },
    {
      name: 'a manifest naming files that do not exist',
      breakBuild: () =>
        content.write(
          'mf-manifest.json',
          content.read('mf-manifest.json').replaceAll('remoteEntry.js', 'missing.js'),
        ),
    },
  ];

  for (const { name, breakBuild } of breakages) {
    test(`${name}: the section's fallback, the rest works, "Try again" loads the repaired build`, async ({
      page,
    }) => {
      breakBuild();
      await page.goto('/events');
      await expect(eventsOnCalendar(page)).toBeVisible();
      await markPage(page);

      await mainNav(page).getByRole('link', { name: 'About' }).click();
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toContainText('This section is not available right now');
      await expect(page.locator('footer')).toBeVisible();
      await switchLanguage(page, 'es');
      await expect(fallback).toContainText('Esta sección no está disponible en este momento');
      await expect(fallback.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      await switchLanguage(page, 'en');

      await mainNav(page).getByRole('link', { name: 'Shop' }).click();
      await expect(productHeading(page)).toBeVisible();
      await mainNav(page).getByRole('link', { name: 'About' }).click();
      await expect(fallback).toBeVisible();

      content.restore();
      await fallback.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
      await expect(fallback).toHaveCount(0);
      await expectSamePage(page);
    });
  }
});
