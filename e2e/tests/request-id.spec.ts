import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { createProduct } from '../support/catalog';
import { checkoutForm } from '../support/orders';
import { E2E_PORT } from '../support/site';
import { startPrivateStack, type PrivateStack } from '../support/private-stack';

/**
 * One failing checkout followed through the site by its request id, on a site of this file's own
 * (the shared e2e stack is never touched): with Stripe's stand-in stopped, the shop cannot start the
 * payment and answers 503 with the id, which the gateway's access log and the shop's log lines for
 * that request carry too; the page shows it as the reference to quote.
 */
const BASE_PORT = E2E_PORT + 60;
const BASE_URL = `http://localhost:${BASE_PORT}`;

test.use({ baseURL: BASE_URL });
// One private site for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'serial' });

let stack: PrivateStack;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startPrivateStack(BASE_PORT);
});

test.afterAll(async () => {
  await stack?.stop();
});

/** A client of the private site signed in with the given account. */
async function signedIn(username: string, password: string): Promise<APIRequestContext> {
  const client = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  const login = await client.post('/api/auth/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  return client;
}

/** The lines of a log file that name `id`, once there is one (the file is written as it comes). */
async function linesWith(file: string, id: string): Promise<string[]> {
  let lines: string[] = [];
  await expect
    .poll(() => {
      lines = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.includes(id));
      return lines.length;
    })
    .toBeGreaterThan(0);
  return lines;
}

test('a failing checkout answers a request id found in the gateway’s and the shop’s log lines', async ({
  page,
}) => {
  // The first admin of a local run makes a product; a new member puts it in her cart.
  const admin = await signedIn('admin', 'ministry-admin-dev');
  const { id: productId } = await createProduct(admin, { type: 'bracelet' });
  const visitor = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  const registered = await visitor.post('/api/auth/register', {
    data: { username: 'tracedruth', email: 'tracedruth@example.org', password: 'traced password 1' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const member = await signedIn('tracedruth', 'traced password 1');
  const added = await member.post('/api/cart', {
    data: { productId, quantity: 1, options: { birthstone: 'May' } },
  });
  expect(added.status(), await added.text()).toBe(201);

  // Stripe cannot be reached: the checkout fails on the site's side.
  await stack.stopService('stripe-mock');
  const failed = await member.post('/api/checkout', { data: checkoutForm() });
  // The shop's own answer (payments unavailable), not the gateway's: its body carries the id.
  expect(failed.status()).toBe(503);
  const requestId = failed.headers()['x-request-id'] ?? '';
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  expect(((await failed.json()) as { requestId: string }).requestId).toBe(requestId);

  const [access] = await linesWith(stack.accessLog, requestId);
  expect(access).toContain('"POST /api/checkout HTTP/1.1" 503');
  const shopLines = (await linesWith(join(stack.logDir, 'shop.log'), requestId)).map(
    (line) => JSON.parse(line) as Record<string, unknown>,
  );
  expect(shopLines).toContainEqual(
    expect.objectContaining({ service: 'shop', level: 'error', requestId, path: '/api/checkout' }),
  );
  // Only the shop's own lines and the gateway's carry it: no other service took part.
  for (const other of ['identity', 'billing', 'content', 'events'])
    expect(readFileSync(join(stack.logDir, `${other}.log`), 'utf8')).not.toContain(requestId);

  // In the browser, the failure's toast gives the reference to quote.
  await page.context().addCookies((await member.storageState()).cookies);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  const form = page.locator('main form');
  const fields: [string, string][] = [
    ['First Name', 'Ruth'],
    ['Last Name', 'Moab'],
    ['Email', 'tracedruth@example.org'],
    ['Phone', '(718) 555-0100'],
    ['Street Address', '12 Olive Street'],
    ['City', 'Brooklyn'],
    ['State', 'NY'],
    ['ZIP Code', '11201'],
    ['Country', 'United States'],
  ];
  for (const [label, value] of fields)
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/checkout'));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const pageRequestId = (await answered).headers()['x-request-id'] ?? '';
  expect(pageRequestId).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.getByTestId('toast')).toContainText(`Reference: ${pageRequestId}`);
  await linesWith(join(stack.logDir, 'shop.log'), pageRequestId);
});

test('a page the server renders reads the API under its own navigation’s id', async () => {
  const visitor = await request.newContext({ baseURL: BASE_URL });
  // Each time an address of its own, so the gateway's micro-cache cannot answer from an earlier visit;
  // asked again until the server renders it (its render worker may still be warming up).
  let navigation = '';
  await expect
    .poll(
      async () => {
        const page = await visitor.get(`/shop?visit=${Date.now()}`);
        navigation = page.headers()['x-request-id'] ?? '';
        return `${page.status()} ${page.headers()['server-timing'] ?? ''}`;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^200 ssr;desc="server"/);
  expect(navigation).toMatch(/^[0-9a-f]{32}$/);
  // The navigation's line (logged without its query) and the reads its render made (the section's
  // products, the layout's documents), all under that id. The navigation's own line is written once
  // its answer has been sent, after its reads' lines: each is waited for.
  const lines = () => linesWith(stack.accessLog, navigation).then((found) => found.join('\n'));
  await expect.poll(lines).toContain('"GET /api/products HTTP/1.1" 200');
  await expect.poll(lines).toContain('"GET /api/site-content/ministry HTTP/1.1" 200');
  await expect.poll(lines).toContain('"GET /shop HTTP/1.1" 200');
});
