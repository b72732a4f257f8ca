import { expect, test, type Page } from '@playwright/test';
import type { User } from '@ministry/contracts/user';
import { signInAs, uniqueName } from '../support/session';

const toast = (page: Page) => page.getByTestId('toast');

/** A name no other test uses, so runs and parallel tests never meet. */
async function openUser(page: Page, username: string) {
  await page.goto('/admin?tab=users');
  await page.getByRole('searchbox').fill(username);
  const row = page.locator(`[data-testid="user-row"][data-username="${username}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  return row;
}

test.beforeEach(async ({ context }) => {
  await signInAs(context, { username: 'grace', role: 'admin', firstName: 'Grace' });
});

test('an admin makes a member an event editor, and the member then sees Manage Events', async ({
  page,
  browser,
}) => {
  const username = uniqueName('ruth');
  const memberContext = await browser.newContext();
  try {
    await signInAs(memberContext, { username, role: 'member', firstName: 'Ruth', lastName: 'Moab' });
    const memberPage = await memberContext.newPage();
    await memberPage.goto('/');
    await memberPage.getByRole('button', { name: 'RM, account menu for Ruth Moab' }).click();
    await expect(memberPage.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(memberPage.getByRole('link', { name: 'Manage Events' })).toHaveCount(0);

    const row = await openUser(page, username);
    await expect(row).toContainText('Ruth Moab');
    await expect(row).toContainText(`${username}@example.org`);
    const role = row.getByRole('combobox', { name: 'Role for Ruth Moab' });
    await expect(role).toHaveValue('member');
    await role.selectOption('event_editor');
    await expect(toast(page)).toContainText('Role updated');
    await expect(role).toHaveValue('event_editor');
    const users = (await (await page.request.get('/api/admin/users')).json()) as User[];
    expect(users.find((user) => user.username === username)?.role).toBe('event_editor');

    // The member's open session follows the new role.
    await memberPage.reload();
    await memberPage.getByRole('button', { name: 'RM, account menu for Ruth Moab' }).click();
    await memberPage.getByRole('link', { name: 'Manage Events' }).click();
    await expect(memberPage).toHaveURL(/\/events\/manage$/);
    await expect(memberPage.getByRole('heading', { name: 'Event Management', level: 1 })).toBeVisible();
  } finally {
    await memberContext.close();
  }
});

test('Make Admin promotes a member and is then disabled; a failure says so', async ({ page, browser }) => {
  const username = uniqueName('naomi');
  const memberContext = await browser.newContext();
  await signInAs(memberContext, { username, role: 'member', firstName: 'Naomi' });
  await memberContext.close();

  const row = await openUser(page, username);
  const makeAdmin = row.getByRole('button', { name: 'Make Admin (Naomi)' });
  await expect(makeAdmin).toBeEnabled();
  await makeAdmin.click();
  await expect(toast(page)).toContainText('Role updated');
  await expect(makeAdmin).toBeDisabled();
  await expect(row.getByRole('combobox', { name: 'Role for Naomi' })).toHaveValue('admin');
  await page.reload();
  await page.getByRole('searchbox').fill(username);
  await expect(page.getByRole('button', { name: 'Make Admin (Naomi)' })).toBeDisabled();

  // A refused change: the error message, and the dropdown keeps the real role.
  await page.route('**/api/admin/users/*/role', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
  );
  await page.getByRole('combobox', { name: 'Role for Naomi' }).selectOption('member');
  await expect(toast(page)).toContainText('Failed to update user role. Please try again.');
  await expect(page.getByRole('combobox', { name: 'Role for Naomi' })).toHaveValue('admin');
  await page.unroute('**/api/admin/users/*/role');

  // Back to member, so the run leaves no extra admin behind.
  await page.getByRole('combobox', { name: 'Role for Naomi' }).selectOption('member');
  await expect(toast(page)).toContainText('Role updated');
  await expect(page.getByRole('button', { name: 'Make Admin (Naomi)' })).toBeEnabled();
});

test('search finds users by name, username or e-mail; the empty state', async ({ page }) => {
  await page.goto('/admin?tab=users');
  await page.getByRole('searchbox').fill('GRACE@example');
  await expect(page.locator('[data-testid="user-row"][data-username="grace"]')).toBeVisible();
  await page.getByRole('searchbox').fill('no such person anywhere');
  await expect(page.getByText('No users match “no such person anywhere”.')).toBeVisible();

  await page.route('**/api/admin/users', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.reload();
  await expect(page.getByText('No users found or you lack permission to view users.')).toBeVisible();
});
