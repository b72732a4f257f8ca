import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from '../support/site';

/**
 * Metrics stay off the public site: each service serves them on its own listener (scripts/lib/
 * stack.mjs: its API port + 1000, the shop's base + 1014) and the gateway's counters on its internal
 * status port (base + 1000); the public gateway answers 404 for them. A request through the gateway
 * moves its route's counter, labelled by the route's template, never the raw path.
 */
const SHOP_METRICS = `http://127.0.0.1:${E2E_PORT + 1014}/metrics`;
const GATEWAY_STATUS = `http://127.0.0.1:${E2E_PORT + 1000}/stub_status`;

/** The shop's count of GET /api/orders/:orderNumber answered 401 (other specs may add to it). */
async function unauthorisedOrderReads(request: APIRequestContext): Promise<number> {
  const text = await (await request.get(SHOP_METRICS)).text();
  const line = text
    .split('\n')
    .find(
      (entry) =>
        entry.startsWith('ministry_http_requests_total{') &&
        entry.includes('route="/api/orders/:orderNumber"') &&
        entry.includes('method="GET"') &&
        entry.includes('status="401"'),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

test('a request through the gateway moves its route counter on the service metrics address', async ({
  request,
}) => {
  const before = await unauthorisedOrderReads(request);
  const answer = await request.get(`${E2E_BASE_URL}/api/orders/WOP-METRICS-1`);
  expect(answer.status()).toBe(401);

  await expect.poll(() => unauthorisedOrderReads(request)).toBeGreaterThan(before);
  const text = await (await request.get(SHOP_METRICS)).text();
  expect(text).toContain('service="shop"');
  expect(text).not.toContain('WOP-METRICS-1');
});

test('the public gateway does not publish the metrics or its own counters', async ({ request }) => {
  expect((await request.get(`${E2E_BASE_URL}/metrics`)).status()).toBe(404);
  expect((await request.get(`${E2E_BASE_URL}/stub_status`)).status()).toBe(404);

  const status = await request.get(GATEWAY_STATUS);
  expect(status.status()).toBe(200);
  expect(await status.text()).toContain('Active connections');
});
