import { expect, test, type Locator, type Page } from '@playwright/test';
import { openInLanguage } from '../support/axe';
import { createProduct } from '../support/catalog';
import { createSignupEvent } from '../support/events';
import { addToCart } from '../support/orders';
import { asAdmin, signInAs, signInAsNew } from '../support/session';

/**
 * The site without a mouse: every menu, dropdown, dialog, tab set, the calendar and the steppers
 * work with the keyboard, focus is visible, dialogs keep focus and give it back, and form errors are
 * tied to their fields and announced.
 */

const TAB_LIMIT = 60;

/** Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < TAB_LIMIT; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `not reached with ${TAB_LIMIT} presses of ${key}`).toBeFocused();
}

/** True when the focused element is inside the given element. */
async function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Focus stays in the dialog for more Tab and Shift+Tab presses than it has controls. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const controls = await dialog.locator('a[href], button:not([disabled]), input, select, textarea').count();
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let presses = 0; presses <= controls + 1; presses += 1) {
      await page.keyboard.press(key);
      expect(await focusIsInside(dialog), `focus left the dialog after ${key} × ${presses + 1}`).toBe(true);
    }
  }
}

/** Opens the dialog `opener` opens with Enter: focus is inside and stays there; Escape closes it and gives focus back. */
async function expectKeyboardDialog(page: Page, opener: Locator): Promise<void> {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await focusIsInside(dialog)).toBe(true);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('keyboard: the site header', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await focusIsInside(page.locator('main'))).toBe(true);
  });

  test('the full-screen screens have a skip link to their main content too', async ({ page, context }) => {
    await signInAs(context, { username: 'kb_admin', role: 'admin', firstName: 'Ada', lastName: 'Ruiz' });
    for (const path of ['/admin', '/events/manage']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    }
  });

  test('the menu is reached with Tab and followed with Enter', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await tabTo(page, menu.getByRole('link', { name: 'Events' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/events$/);
    await expect(menu.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  });

  test('the language switch names each language in itself, with its lang, and works with Enter and Space', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    const switcher = page.locator('.language-switch');
    const spanish = switcher.getByRole('button', { name: 'Español' });
    const english = switcher.getByRole('button', { name: 'English' });
    await expect(spanish).toHaveAttribute('lang', 'es');
    await expect(english).toHaveAttribute('lang', 'en');
    await tabTo(page, spanish);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(spanish).toHaveAttribute('aria-pressed', 'true');
    // In Spanish the group is renamed, the languages keep their own names and lang.
    await expect(page.getByRole('group', { name: 'Idioma' })).toBeVisible();
    await expect(english).toHaveAttribute('lang', 'en');
    await tabTo(page, english, 'Shift+Tab');
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('aria-pressed', 'true');
  });

  test('the avatar dropdown opens with Enter, moves with the arrows and closes with Escape', async ({
    page,
    context,
  }) => {
    await signInAs(context, { username: 'kb_admin', role: 'admin', firstName: 'Ada', lastName: 'Ruiz' });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'AR, account menu for Ada Ruiz' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'My Account' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('link', { name: 'My Account' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'My Account' })).toBeHidden();
    await expect(toggle).toBeFocused();
    // Open again and follow a link with Enter.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('the admin header menu works with the keyboard too', async ({ page, context }) => {
    await signInAs(context, { username: 'kb_admin', role: 'admin', firstName: 'Ada', lastName: 'Ruiz' });
    await page.goto('/admin');
    const toggle = page.getByRole('button', { name: 'AR, account menu for Ada Ruiz' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'My Account' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('link', { name: 'My Account' })).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu opens and closes from the keyboard', async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Menu' });
      const menu = page.getByRole('navigation', { name: 'Main navigation' });
      await tabTo(page, toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // The next stop is inside the opened menu.
      await page.keyboard.press('Tab');
      expect(await focusIsInside(menu)).toBe(true);
      await tabTo(page, toggle, 'Shift+Tab');
      await page.keyboard.press('Space');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // Open again and follow a link: the menu closes on the route change.
      await page.keyboard.press('Enter');
      await tabTo(page, menu.getByRole('link', { name: 'Shop' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/shop$/);
      await expect(menu).toBeHidden();
    });
  });
});

test.describe('keyboard: dialogs keep focus and give it back', () => {
  test('the delete confirmation in event management', async ({ page, context }) => {
    await signInAs(context, { username: 'kb_editor', role: 'event_editor' });
    await page.goto('/events/manage');
    const list = page.getByRole('region', { name: 'Existing events' });
    const opener = list.getByRole('button', { name: /^Delete / }).first();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Cancel with Enter gives focus back too (once the dialog has put focus on Cancel).
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the delete confirmation in the admin resources tab', async ({ page, context }) => {
    await signInAs(context, { username: 'kb_admin', role: 'admin', firstName: 'Ada', lastName: 'Ruiz' });
    await page.goto('/admin?tab=resources');
    const opener = page.getByRole('button', { name: /^Delete / }).first();
    await expectKeyboardDialog(page, opener);
  });

  test('an event on the calendar', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('button', { name: 'Show all upcoming events' }).click();
    const opener = page.locator('main button[aria-haspopup="dialog"]').first();
    await expectKeyboardDialog(page, opener);
  });

  test('a service on /services', async ({ page }) => {
    await page.goto('/services');
    const opener = page.getByRole('button', { name: /Learn More/ }).first();
    await expectKeyboardDialog(page, opener);
  });
});

test.describe('keyboard: tab sets', () => {
  test('the account tabs switch with the arrow keys', async ({ page, context }) => {
    await signInAs(context, { username: 'kb_member', role: 'member', firstName: 'Mia' });
    await page.goto('/account');
    const tabs = page.getByRole('tablist', { name: 'Account sections' });
    const profile = tabs.getByRole('tab', { name: 'Profile' });
    await tabTo(page, profile);
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const subscription = tabs.getByRole('tab', { name: 'Subscription' });
    await expect(subscription).toBeFocused();
    await expect(subscription).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page).toHaveURL(/tab=subscription/);
    await page.keyboard.press('ArrowUp');
    await expect(profile).toBeFocused();
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is a Tab stop: the next Tab leaves the tab list.
    await page.keyboard.press('Tab');
    expect(await focusIsInside(tabs)).toBe(false);
  });

  test('the admin tabs switch with the arrow keys', async ({ page, context }) => {
    await signInAs(context, { username: 'kb_admin', role: 'admin', firstName: 'Ada', lastName: 'Ruiz' });
    await page.goto('/admin');
    const dashboard = page.getByRole('tab', { name: 'Dashboard' });
    await tabTo(page, dashboard);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: 'Events' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=events/);
    await page.keyboard.press('ArrowUp');
    await expect(dashboard).toBeFocused();
    // From the first tab, ArrowUp wraps to the last.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('tab', { name: 'Users' })).toBeFocused();
    await expect(page).toHaveURL(/tab=users/);
  });
});

test.describe('keyboard: calendar and steppers', () => {
  test('the events calendar moves by day, week and month and chooses a day with Enter', async ({ page }) => {
    await page.goto('/events?date=2030-03-13');
    const grid = page.getByRole('grid', { name: 'March 2030' });
    await expect(grid).toBeVisible();
    const day = (iso: string) => grid.locator(`button[data-day="${iso}"]`);
    await tabTo(page, day('2030-03-13'));
    await page.keyboard.press('ArrowRight');
    await expect(day('2030-03-14')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(day('2030-03-21')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(day('2030-03-17')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /March 17, 2030/ })).toBeVisible();
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('grid', { name: 'April 2030' })).toBeVisible();
    await expect(page.locator('button[data-day="2030-04-17"]')).toBeFocused();
    // Only one day is a Tab stop.
    await expect(page.locator('.ev-calendar button[tabindex="0"]')).toHaveCount(1);
  });

  test('the quantity stepper and the plan choice work with the keyboard', async ({ page }) => {
    await page.goto('/shop');
    await tabTo(page, page.getByRole('link', { name: 'View Details, Faith Over Fear Tee' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Faith Over Fear Tee', level: 1 })).toBeVisible();
    const size = page.getByRole('radio', { name: 'L', exact: true });
    await tabTo(page, page.getByRole('radio', { name: 'M', exact: true }));
    await page.keyboard.press('ArrowRight');
    await expect(size).toBeChecked();
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    await tabTo(page, increase);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');

    await page.goto('/subscribe');
    const transform = page.getByRole('button', { name: 'Select Plan, Transform' });
    await tabTo(page, transform);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('plan-transform').getByRole('button')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Transform plan — $149.00/month')).toBeVisible();
  });
});

test.describe('keyboard: focus is visible', () => {
  /** The focus ring of the focused element: a non-zero outline or a box shadow. */
  async function focusRing(page: Page): Promise<string> {
    return page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none';
      return outline || shadow ? 'visible' : `none on ${element.outerHTML.slice(0, 120)}`;
    });
  }

  test('every Tab stop of the header, a form and the footer shows a focus ring', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const seen = new Set<string>();
    for (let presses = 0; presses < 45; presses += 1) {
      await page.keyboard.press('Tab');
      const tag = await page.evaluate(() => document.activeElement?.tagName ?? '');
      if (tag === 'BODY') break;
      seen.add(tag);
      expect(await focusRing(page)).toBe('visible');
    }
    expect([...seen]).toEqual(expect.arrayContaining(['A', 'BUTTON', 'INPUT']));
  });
});

test.describe('form errors are tied to their fields and announced', () => {
  /** After a refused submit: each invalid field names its error, and each error is announced. */
  async function expectErrorsTiedAndAnnounced(page: Page, form: Locator): Promise<void> {
    const invalid = form.locator('[aria-invalid="true"]');
    await expect(invalid.first()).toBeVisible();
    const count = await invalid.count();
    for (let index = 0; index < count; index += 1) {
      const field = invalid.nth(index);
      const report = await field.evaluate((element) => {
        const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        const errors = ids
          .map((id) => document.getElementById(id))
          .filter((node): node is HTMLElement => !!node && node.classList.contains('invalid-feedback'));
        const announced = (node: HTMLElement) =>
          !!node.closest('[role="alert"], [aria-live="assertive"], [aria-live="polite"]');
        const summary = !!element.closest('form')?.querySelector('[role="alert"]');
        return {
          name: element.getAttribute('name') ?? element.id,
          tied: errors.length > 0 && errors.every((node) => node.textContent?.trim()),
          announced: errors.some(announced) || summary,
        };
      });
      expect(report, `the error of ${report.name}`).toEqual({
        name: report.name,
        tied: true,
        announced: true,
      });
    }
  }

  const submitAndCheck = async (page: Page, path: string, prepare?: (form: Locator) => Promise<void>) => {
    await page.goto(path);
    const form = page.locator('main form:visible').first();
    await expect(form).toBeVisible();
    await prepare?.(form);
    await form.locator('button[type="submit"]').first().click();
    await expectErrorsTiedAndAnnounced(page, form);
  };

  // Every remote's forms, in two tests per language so that each stays well within its time.
  for (const language of ['en', 'es'] as const) {
    test(`on every remote's forms for visitors in ${language}`, async ({ page }) => {
      await openInLanguage(page, language);
      await submitAndCheck(page, '/contact');
      await submitAndCheck(page, '/login');
      await submitAndCheck(page, '/register');
      // A visitor's sign-up for an event of the test's own (sign-up on).
      const { event, date } = await asAdmin((admin) => createSignupEvent(admin));
      await submitAndCheck(page, `/events/${event.id}/${date}`);
    });

    test(`on every remote's forms for members and admins in ${language}`, async ({ page, context }) => {
      await openInLanguage(page, language);
      const tee = await asAdmin((admin) => createProduct(admin, { type: 't-shirt' }));
      await signInAsNew(context, 'kb_forms_', { role: 'admin', firstName: 'Eva' });
      await addToCart(context.request, { productId: tee.id, options: { size: 'M' } });
      await submitAndCheck(page, '/account?tab=profile', (form) => form.locator('input').first().fill(''));
      await submitAndCheck(page, '/account?tab=security');
      await submitAndCheck(page, '/checkout', (form) => form.locator('input').first().fill(''));
      await submitAndCheck(page, '/events/manage');
      await submitAndCheck(page, '/admin?tab=resources&resource=new');
    });
  }
});
