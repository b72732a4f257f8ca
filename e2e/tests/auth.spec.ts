import { expect, test, type Page } from '@playwright/test';
import { signInAs, uniqueName } from '../support/session';

const PASSWORD = 'faithful steps 2026';

async function register(page: Page, username: string, extra: { firstName?: string; lastName?: string } = {}) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email Address').fill(`${username}@example.org`);
  if (extra.firstName) await page.getByLabel('First Name').fill(extra.firstName);
  if (extra.lastName) await page.getByLabel('Last Name').fill(extra.lastName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('toast')).toContainText('Registration successful');
  await expect(page).toHaveURL(/\/login$/);
}

async function login(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('member accounts', () => {
  test('register → login → avatar → profile edit persists → password change → logout', async ({ page }) => {
    // A whole account's life in one test: two password hashings and a dozen page loads.
    test.setTimeout(90_000);
    const username = uniqueName('hannah');
    await register(page, username, { firstName: 'Hannah', lastName: 'Samuel' });

    await login(page, username);
    await expect(page.getByTestId('toast')).toContainText('Login successful');
    await expect(page).toHaveURL(/\/$/);
    const avatar = page.getByRole('button', { name: 'HS, account menu for Hannah Samuel' });
    await expect(avatar).toHaveText('HS');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await avatar.click();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.getByLabel('First Name').fill('Ana');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('toast')).toContainText('Profile updated');
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Ana');
    await expect(page.getByRole('button', { name: 'AS, account menu for Ana Samuel' })).toHaveText('AS');

    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Confirm New Password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByTestId('toast')).toContainText('Password changed');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/login');
    await login(page, username);
    await expect(page.getByText('Invalid username or password').first()).toBeVisible();
    await login(page, username, 'a brand new passphrase');
    await expect(page.getByRole('button', { name: 'AS, account menu for Ana Samuel' })).toBeVisible();
  });

  test('/account signed out goes to /login, and back after signing in', async ({ page, context }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
    await signInAs(context, { username: 'martha', role: 'member', firstName: 'Martha' });
    await page.goto('/login?redirect=%2Fevents');
    await login(page, 'martha', 'e2e password 123');
    await expect(page).toHaveURL(/\/events$/);
  });

  test('a redirect to another site is ignored', async ({ page, context }) => {
    await signInAs(context, { username: 'lydia', role: 'member' });
    await page.context().clearCookies();
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example');
    await login(page, 'lydia', 'e2e password 123');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('admins and event editors see their links; the mobile menu has them too', async ({
    page,
    context,
  }) => {
    await signInAs(context, { username: 'debora', role: 'event_editor', firstName: 'Debora' });
    await page.goto('/');
    await page.getByRole('button', { name: 'D, account menu for Debora' }).click();
    await expect(page.getByRole('link', { name: 'Manage Events' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  });
});

test.describe('the mobile menu of a signed-in member', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists the account links and a logout link', async ({ page, context }) => {
    await signInAs(context, { username: 'phoebe', role: 'admin', firstName: 'Phoebe' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await menu.getByRole('link', { name: 'Logout' }).click();
    await loggedOut;
    await expect(page).toHaveURL(/\/$/);
    // Signed out (the page was '/' already, so the address alone does not say so): the menu, open
    // again if it closed, offers Login.
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 1000 });
    }).toPass();
  });

  test('stays open when her session is read after she opened it', async ({ page, context }) => {
    await signInAs(context, { username: 'phoebe', role: 'admin', firstName: 'Phoebe' });
    let answerSession = () => undefined as void;
    const sessionHeld = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    let asked = false;
    await page.route('**/api/auth/user', async (route) => {
      asked = true;
      await sessionHeld;
      await route.continue();
    });
    // A page the browser renders (the server renders hers with her session): it reads the session.
    await page.goto('/cart');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => asked).toBe(true);
    answerSession();
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('form messages', () => {
  for (const [language, messages] of [
    [
      'en',
      {
        username: 'Username must be at least 3 characters',
        usernameLong: 'Username must be less than 20 characters',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
        confirm: 'Passwords do not match',
        loginUser: 'Username is required',
        loginPassword: 'Password is required',
      },
    ],
    [
      'es',
      {
        username: 'El nombre de usuario debe tener al menos 3 caracteres',
        usernameLong: 'El nombre de usuario debe tener menos de 20 caracteres',
        email: 'Introduzca un correo electrónico válido',
        password: 'La contraseña debe tener al menos 8 caracteres',
        confirm: 'Las contraseñas no coinciden',
        loginUser: 'El nombre de usuario es obligatorio',
        loginPassword: 'La contraseña es obligatoria',
      },
    ],
  ] as const) {
    test(`every register and login message in ${language}`, async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/register');
      const form = page.locator('main form');
      const inputs = form.locator('input');
      await inputs.nth(0).fill('ab');
      await inputs.nth(1).fill('not-an-email');
      await form.locator('input[name="password"]').fill('short');
      await form.locator('input[name="confirmPassword"]').fill('different');
      await form.getByRole('button').click();
      for (const message of [messages.username, messages.email, messages.password, messages.confirm]) {
        await expect(form.getByText(message)).toBeVisible();
      }
      // The error is tied to its field.
      const username = form.locator('input[name="username"]');
      await expect(username).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await username.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(messages.username);

      await username.fill('a'.repeat(21));
      await form.getByRole('button').click();
      await expect(form.getByText(messages.usernameLong)).toBeVisible();

      await page.goto('/login');
      await page.locator('main form').getByRole('button').click();
      await expect(page.getByText(messages.loginUser)).toBeVisible();
      await expect(page.getByText(messages.loginPassword)).toBeVisible();
    });
  }

  test('registration failures show the server message', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Email Address').fill('someone@example.org');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('toast')).toContainText('Registration failed');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This username is reserved' }).first(),
    ).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('admin');
  });
});
