import { expect, test, type Page } from '@playwright/test';
import type { CartItem } from '@ministry/contracts/cart';
import type { Product } from '@ministry/contracts/product';
import { createSignupEvent, untilVisitorsSeeEvent } from '../support/events';
import { asAdmin } from '../support/session';
import { untilHydrated } from '../support/site';

/**
 * No refused taps (issue 43): on a phone, a server-rendered page is painted seconds before it is
 * hydrated. A tap or typing in that time is kept and acted on once it is, never lost on a disabled
 * control. The phone is played by a 4× slower CPU, and the shell's script (or the script `held`) is held
 * back until the test has tapped or typed, so the taps surely come before hydration however busy the
 * machine is.
 */
async function slowPhone(page: Page, path: string, held = /\/main\.[^/]*\.js$/): Promise<() => void> {
  // Only a page the server rendered paints before its script: wait until the server renders it.
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes('id="ssr-data"'), {
      timeout: 30_000,
    })
    .toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

test.describe('taps before hydration', () => {
  // A slowed phone, and an event made and listed first: slower than the default 30 s allows.
  test.describe.configure({ timeout: 60_000 });
  test('a menu link followed while the page still hydrates opens its page, which hydrates', async ({
    page,
  }) => {
    // The shop's section is held back: React has taken the page, but not all of it is hydrated yet.
    const release = await slowPhone(page, '/shop', /__federation_expose_ShopList\.[^/]*\.js$/);

    await page.goto('/shop', { waitUntil: 'commit' });
    // hydrateRoot has been called: from now on a click is React's (the router's), not a new page load.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Events' })
      .click();
    release();

    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible({ timeout: 30_000 });
    await untilHydrated(page);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('Add to Cart tapped 100 ms after it is painted puts the product in the cart', async ({ page }) => {
    const products = (await (await page.request.get('/api/products')).json()) as Product[];
    const product = products.find((p) => p.inventory > 2 && p.type !== 't-shirt') ?? products[0]!;
    const path = `/shop/${product.id}`;
    const release = await slowPhone(page, path);

    await page.goto(path, { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await expect(add).toBeVisible();
    await page.waitForTimeout(100);
    expect(await hydrated(page)).toBe(false);
    await add.click();

    release();
    await untilHydrated(page);
    await expect(page.getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const cart = (await (await page.request.get('/api/cart')).json()) as CartItem[];
    expect(cart.map((line) => [line.productId, line.quantity])).toEqual([[product.id, 1]]);
  });

  test('a name typed 100 ms after the sign-up form is painted is kept, and the sign-up sent', async ({
    page,
  }) => {
    const own = await asAdmin((admin) => createSignupEvent(admin));
    await untilVisitorsSeeEvent(page.request, own);
    const name = `Ana Early ${Date.now()}`;
    const path = `/events/${own.event.id}/${own.date}`;
    const release = await slowPhone(page, path);

    await page.goto(path, { waitUntil: 'commit' });
    const box = page.getByRole('region', { name: 'Sign up' });
    const field = box.getByLabel('Your name');
    await expect(field).toBeVisible();
    await page.waitForTimeout(100);
    expect(await hydrated(page)).toBe(false);
    await field.pressSequentially(name);
    expect(await hydrated(page)).toBe(false);

    release();
    await untilHydrated(page);
    await expect(field).toHaveValue(name);
    await box.getByLabel('Email').fill(`ana.early.${Date.now()}@example.org`);
    await box.getByRole('button', { name: 'Sign up' }).click();
    // Hydrating, replaying and sending at a quarter of the CPU's speed takes a while.
    await expect(box.getByTestId('signup-status')).toHaveAttribute('data-status', 'unconfirmed', {
      timeout: 30_000,
    });
  });

  test('Sign up tapped before hydration, with the form filled, sends it once hydrated', async ({ page }) => {
    const own = await asAdmin((admin) => createSignupEvent(admin));
    await untilVisitorsSeeEvent(page.request, own);
    const path = `/events/${own.event.id}/${own.date}`;
    const release = await slowPhone(page, path);

    await page.goto(path, { waitUntil: 'commit' });
    const box = page.getByRole('region', { name: 'Sign up' });
    await expect(box.getByLabel('Your name')).toBeVisible();
    await box.getByLabel('Your name').fill('Lidia Early');
    await box.getByLabel('Email').fill(`lidia.early.${Date.now()}@example.org`);
    expect(await hydrated(page)).toBe(false);
    await box.getByRole('button', { name: 'Sign up' }).click();

    release();
    // Hydrating, replaying and sending at a quarter of the CPU's speed takes a while.
    await expect(box.getByTestId('signup-status')).toHaveAttribute('data-status', 'unconfirmed', {
      timeout: 30_000,
    });
  });
});
