import { expect, test, type Page } from '@playwright/test';
import type { Resource } from '@ministry/contracts/resource';
import { signInAs } from '../support/session';

const toast = (page: Page) => page.getByTestId('toast');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('an admin creates, edits and deletes a resource, and /resources follows', async ({ page, context }) => {
  // A long journey (three pages, both languages): 20 s on a quiet machine.
  test.setTimeout(60_000);
  await signInAs(context, { username: 'grace', role: 'admin', firstName: 'Grace' });
  const title = `Mothers and Daughters ${Date.now()}`;

  await page.goto('/admin?tab=resources');
  await expect(page.getByTestId('admin-resources').getByRole('rowheader').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add New Resource' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=resources&resource=new$/);
  await expect(page.getByRole('heading', { name: 'New Resource' })).toBeVisible();

  // The shared schema's messages, in the active language.
  await page.getByRole('button', { name: 'Create Resource' }).click();
  for (const message of ['Title is required', 'Description is required', 'Category is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, 'Title')).toBeFocused();
  await field(page, 'Type').selectOption('premium');
  await field(page, 'Price (USD)').fill('abc');
  await field(page, 'Category').fill('Not A Category!');
  await page.getByRole('button', { name: 'Create Resource' }).click();
  await expect(page.getByText('Price must be a positive amount in dollars and cents')).toBeVisible();
  await expect(
    page.getByText('Category must be lowercase words joined by hyphens, such as bible-study'),
  ).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.getByText('El título es obligatorio', { exact: true })).toBeVisible();
  await expect(
    page.getByText('El precio debe ser una cantidad positiva en dólares y centavos'),
  ).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('Title is required', { exact: true })).toBeVisible();

  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('A study for mothers and daughters growing in faith together.');
  await field(page, 'Category').fill('family');
  await field(page, 'Price (USD)').fill('8.5');
  await page.getByRole('button', { name: 'Create Resource' }).click();
  await expect(toast(page)).toContainText('Resource created');
  await expect(page).toHaveURL(/\/admin\?tab=resources$/);
  const row = page.getByTestId('admin-resources').getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('$8.50');
  const created = ((await (await page.request.get('/api/resources')).json()) as Resource[]).find(
    (resource) => resource.title === title,
  )!;
  expect(created).toMatchObject({ category: 'family', type: 'premium', priceCents: 850 });

  await page.goto('/resources');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Edit: the form fills; the address names the resource, so a reload keeps it open.
  await page.goto('/admin?tab=resources');
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`resource=${created.id}$`));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit Resource' })).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue(title);
  await expect(field(page, 'Price (USD)')).toHaveValue('8.50');
  await field(page, 'Title').fill(`${title} (revised)`);
  await field(page, 'Type').selectOption('free');
  await expect(field(page, 'Price (USD)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Update Resource' }).click();
  await expect(toast(page)).toContainText('Resource updated');
  const updated = (await (await page.request.get(`/api/resources/${created.id}`)).json()) as Resource;
  expect(updated).toMatchObject({ title: `${title} (revised)`, type: 'free', priceCents: null });
  await page.goto('/resources');
  await expect(page.getByRole('heading', { name: `${title} (revised)` })).toBeVisible();

  // Delete asks first.
  await page.goto('/admin?tab=resources');
  const revised = page
    .getByTestId('admin-resources')
    .getByRole('row')
    .filter({ hasText: `${title} (revised)` });
  await revised.getByRole('button', { name: `Delete ${title} (revised)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete resource?' });
  await expect(dialog).toContainText(`“${title} (revised)”`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Resource deleted');
  await expect(revised).toHaveCount(0);
  expect((await page.request.get(`/api/resources/${created.id}`)).status()).toBe(404);
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} (revised)` })).toHaveCount(0);
});

test('a failed load shows the error with a retry, and an empty list says so', async ({ page, context }) => {
  await signInAs(context, { username: 'grace', role: 'admin', firstName: 'Grace' });
  let fail = true;
  await page.route('**/api/resources', (route) =>
    fail
      ? route.fulfill({ status: 500, body: 'down' })
      : route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.goto('/admin?tab=resources');
  await expect(page.getByText('There was an error loading the resources.')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No resources are currently available.')).toBeVisible();
});
