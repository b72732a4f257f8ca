import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';
import { SITE_PATHS, untilHydrated } from '../support/site';

async function expectInsideShell(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
}

test.describe('the shell', () => {
  // One page visits them all: a new browser context per path was most of this file's time.
  test('every page renders inside the shell', async ({ page }) => {
    test.setTimeout(SITE_PATHS.length * 5_000);
    for (const path of SITE_PATHS)
      await test.step(path, async () => {
        await page.goto(path);
        await expectInsideShell(page);
      });
  });

  test('the full-screen routes render without the shell for an admin', async ({ page, context }) => {
    await signInAs(context, { username: 'grace', role: 'admin', firstName: 'Grace', lastName: 'Lopez' });
    for (const [path, heading] of [
      ['/admin', 'Admin Dashboard'],
      ['/events/manage', 'Event Management'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Site' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
    }
  });

  test('the full-screen routes send a visitor to login and a member to not-found', async ({
    page,
    context,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
    await signInAs(context, { username: 'martha', role: 'member' });
    await page.goto('/events/manage');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('any other path shows the 404 screen', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await page.goto('/not-found');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('the language switch changes text, persists across reload and sets <html lang>', async ({ page }) => {
    await page.goto('/events');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-es').click();
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByTestId('language-en').click();
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("a page downloads its texts in its own language only; a switch fetches the other's first", async ({
    page,
    request,
  }) => {
    const manifest = (await (await request.get('/remotes/shop/mf-manifest.json')).json()) as {
      metaData: { firstTexts: Record<string, Record<'en' | 'es', string[]>> };
    };
    const { en, es } = manifest.metaData.firstTexts.ShopList!;
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
    const named = (files: string[]) => files.map((file) => `/remotes/shop/${file}`);

    await page.goto('/shop?lang=es');
    await untilHydrated(page);
    await expect(page.getByRole('button', { name: /^Añadir al carrito/ }).first()).toBeVisible();
    expect(asked).toEqual(expect.arrayContaining(named(es)));
    expect(asked.filter((path) => named(en).includes(path))).toEqual([]);

    await page.getByTestId('language-en').click();
    await expect(page.getByRole('button', { name: /^Add to Cart/ }).first()).toBeVisible();
    expect(asked).toEqual(expect.arrayContaining(named(en)));
  });

  test('the menu highlights the current route and the header changes past 10 px of scroll', async ({
    page,
  }) => {
    await page.goto('/events');
    await expect(
      page
        .getByRole('grid')
        .getByRole('button', { name: /, \d+ events?$/ })
        .first(),
    ).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'Events' })).toHaveClass(/active/);
    await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveClass(/active/);
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/events');
    // The page is only tall enough to scroll once the events are in.
    await expect(
      page
        .getByRole('grid')
        .getByRole('button', { name: /, \d+ events?$/ })
        .first(),
    ).toBeVisible();
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator('footer').getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the title and description follow the language', async ({ page }) => {
    await page.goto('/events');
    await expect(page).toHaveTitle('Events | Spiritual Counseling & Bible Study');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /faith-based counseling and Bible study/,
    );
  });

  test('visitors see Login and Register; a signed-in user sees an avatar menu', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await signInAs(context, { username: 'grace', role: 'admin', firstName: 'Grace', lastName: 'Lopez' });
    await page.reload();
    const avatar = page.getByRole('button', { name: 'GL, account menu for Grace Lopez' });
    await expect(avatar).toHaveText('GL');
    await avatar.click();
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Events' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test("a visitor's page rendered in the browser asks for no session; a member's does", async ({
    page,
    context,
  }) => {
    const asked: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/user') asked.push(page.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const [path, heading] of [
      ['/login', 'Welcome Back'],
      ['/register', 'Create an Account'],
      ['/cart', 'Shopping Cart'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('#site-menu').getByRole('link', { name: 'Login' })).toBeVisible();
    }
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await signInAs(context, { username: 'martha', role: 'member', firstName: 'Martha', lastName: 'Diaz' });
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'MD, account menu for Martha Diaz' })).toBeVisible();
    expect(asked).toHaveLength(1);
  });
});

test.describe('the header at every width', () => {
  for (const language of ['en', 'es'] as const) {
    test(`fits 768 to 1440 px in ${language}: every menu link and button inside the window`, async ({
      page,
    }) => {
      for (const width of [768, 1024, 1200, 1280, 1366, 1440])
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`/contact?lang=${language}`);
          const header = page.locator('header').first();
          const controls = header.locator('nav[aria-label] a, a.btn, button:visible');
          await expect(controls.first()).toBeVisible();
          for (const box of await controls.evaluateAll((elements) =>
            elements
              .map((element) => element.getBoundingClientRect())
              .filter((rect) => rect.width > 0)
              .map((rect) => ({ left: Math.round(rect.left), right: Math.round(rect.right) })),
          ))
            expect(box.left >= 0 && box.right <= width, `${width} px: ${JSON.stringify(box)}`).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        });
    });
  }

  for (const width of [360, 390]) {
    for (const language of ['en', 'es'] as const) {
      test(`on a ${width} px phone in ${language} the name, the cart and the menu button share one row`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/about?lang=${language}`);
        await untilHydrated(page);
        // Measured in one step: the cart link is swapped for the shop's badge once the shop loads.
        const rows = await page.evaluate(() => {
          const box = (selector: string) => {
            const rect = Array.from(document.querySelectorAll(`header ${selector}`))
              .map((element) => element.getBoundingClientRect())
              .find((candidate) => candidate.width > 0)!;
            return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
          };
          return {
            name: box('a.navbar-brand'),
            cart: box('a[href="/cart"]'),
            toggle: box('.navbar-toggler'),
          };
        });
        const { name, cart, toggle } = rows;
        // Each part's middle lies inside the name's height: no part went down to a row of its own.
        for (const part of [cart, toggle]) {
          const middle = part.y + part.height / 2;
          expect(middle > name.y && middle < name.y + name.height, JSON.stringify(rows)).toBe(true);
        }
        expect(name.x + name.width <= cart.x && cart.x + cart.width <= toggle.x, JSON.stringify(rows)).toBe(
          true,
        );
        expect(toggle.x + toggle.width).toBeLessThanOrEqual(width);
      });
    }
  }
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the toggle and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(menu).toBeHidden();
  });
});
