import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';
import { SITE_PATHS } from '../support/site';
import { installStripeDouble } from '../support/stripe-double';

/**
 * The gateway's Content-Security-Policy breaks nothing the site does: no page reports a violation,
 * signed out, as a member (with the Stripe.js double on the payment page, served at Stripe's URL), or
 * as an admin on the full-screen routes.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  // Some paths redirect (a visitor on /account goes to /login): wait for the page it lands on.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
}

test.describe('Content-Security-Policy', () => {
  test('the gateway sends the policy with the page', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain(
      "script-src 'self' https://js.stripe.com",
    );
  });

  // One page visits them all (each violation names its path): a new browser context per path was
  // most of this file's time.
  test('every page, signed out, loads without a violation', async ({ page }) => {
    test.setTimeout((SITE_PATHS.length + 1) * 5_000);
    const violations = await recordViolations(page);
    const products = (await (await page.request.get('/api/products')).json()) as { id: string }[];
    for (const path of [...SITE_PATHS, `/shop/${products[0]!.id}`])
      await test.step(path, async () => {
        await visit(page, path);
        expect(violations).toEqual([]);
      });
  });

  test('a member on the account and payment pages (Stripe.js) sees no violation', async ({
    page,
    context,
  }) => {
    await signInAs(context, { username: 'lydia', role: 'member', firstName: 'Lydia' });
    await installStripeDouble(page, { onConfirmSetup: () => Promise.resolve({ error: {} }) });
    const violations = await recordViolations(page);
    await visit(page, '/account');
    await visit(page, '/subscribe');
    await expect(page.getByTestId('stripe-double-payment-element')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('an admin on the full-screen routes sees no violation', async ({ page, context }) => {
    await signInAs(context, { username: 'deborah', role: 'admin', firstName: 'Deborah' });
    const violations = await recordViolations(page);
    await visit(page, '/admin');
    await visit(page, '/events/manage');
    expect(violations).toEqual([]);
  });

  test('a violation would be seen: an inline script is blocked and reported', async ({ page }) => {
    const violations = await recordViolations(page);
    await visit(page, '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBe(
      undefined,
    );
  });
});
