import type { Page } from '@playwright/test';
import { SITE_PAGES } from '@ministry/contracts/pages';

/** The e2e stack runs on its own ports, so it never meets a site started with `npm start`. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** scripts/lib/stack.mjs puts the database at base port + 20. */
export const E2E_MONGODB_URI = process.env.E2E_MONGODB_URI ?? `mongodb://127.0.0.1:${E2E_PORT + 20}`;

/**
 * Every page inside the site layout (the page manifest's), a product's with a sample id; an event
 * occurrence needs a real event, so its own tests visit it.
 */
export const SITE_PATHS = SITE_PAGES.filter(
  (page) => !page.fullScreen && page.path !== '/events/:id/:date',
).map((page) => page.path.replace(/:id$/, 'sample-product'));

/**
 * Resolves once a page the server rendered is hydrated (React has attached: its controls answer).
 * Wait for it before clicking or typing on such a page: until then a click does nothing.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
