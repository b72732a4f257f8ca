import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { AdminProduct } from '@ministry/contracts/admin-product';
import { memberOrder, payOrder, placeOrder } from '../support/orders';
import { signInAs, signInAsNew, uniqueName } from '../support/session';
import { E2E_BASE_URL } from '../support/site';

const IMAGE = join(__dirname, '..', 'fixtures', 'product.png');
const toast = (page: Page) => page.getByTestId('toast');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('an admin adds a product with an image, restocks it and ships a paid order the member sees shipped', async ({
  page,
  context,
  browser,
}) => {
  // The product's whole life in one test (create with an image, restock, an order paid and shipped,
  // the member's view): about twenty page loads and API round trips.
  test.setTimeout(60_000);
  await signInAs(context, { username: 'grace', role: 'admin', firstName: 'Grace' });
  const suffix = uniqueName('');
  const name = `Grace Upon Grace Tee ${suffix}`;
  const nameEs = `Camiseta Gracia sobre gracia ${suffix}`;

  // Create: the shared schema's checks first, then the product with its starting stock and image.
  await page.goto('/admin?tab=products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { name: 'New Product' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Enter the product name', { exact: true })).toBeVisible();
  await field(page, 'Name (English)').fill(name);
  await field(page, 'Name (Spanish)').fill(nameEs);
  await field(page, 'Description (English)').fill('Soft cotton, for every season of grace.');
  await field(page, 'Description (Spanish)').fill('Algodón suave, para cada temporada de gracia.');
  await field(page, 'Price (USD)').fill('27.50');
  for (const [size, count] of [
    ['S', '2'],
    ['M', '1'],
    ['L', '4'],
  ] as const)
    await field(page, size).fill(count);
  await field(page, 'Image').setInputFiles(IMAGE);
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page)).toContainText('Product created');
  const row = page.getByTestId('admin-products').getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('img', { name })).toBeVisible();
  await expect(row).toContainText('$27.50');
  await expect(row.getByTestId('low-stock')).toHaveText(/Low stock/);

  const products = (await (await page.request.get('/api/admin/products')).json()) as AdminProduct[];
  const created = products.find((product) => product.name === name)!;
  expect(created).toMatchObject({ nameEs, priceCents: 2750, type: 't-shirt', archived: false });
  expect(created.stock).toMatchObject({ S: 2, M: 1, L: 4 });
  const image = await page.request.get(created.imageUrl);
  expect(image.status()).toBe(200);

  // In the shop, in English and in Spanish.
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByTestId('language-es').click();
  await expect(page.getByRole('heading', { name: nameEs })).toBeVisible();
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Restock a size: the change is recorded with who, how many and why.
  await page.goto('/admin?tab=products');
  await page.getByRole('button', { name: `Restock, ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Stock of ${name}` });
  await dialog.getByLabel('Size').selectOption('M');
  await dialog.getByLabel('Change').fill('5');
  await dialog.getByLabel('Reason').fill('New shipment from the printer');
  await dialog.getByRole('button', { name: 'Record Change' }).click();
  await expect(toast(page)).toContainText('M: 6 in stock');
  const latest = dialog.getByTestId('stock-history').getByRole('row').nth(1);
  await expect(latest).toContainText('grace');
  await expect(latest).toContainText('+5');
  await expect(latest).toContainText('New shipment from the printer');
  // The toast sits over the dialog's corner: dismiss it first, so the click reaches the dialog.
  await toast(page).getByRole('button').click();
  await expect(toast(page)).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // A member orders it and pays (Stripe's signed webhook); the admin ships it with a tracking number.
  const member = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    await signInAsNew(member, 'ruth', { role: 'member', firstName: 'Ruth', lastName: 'Moab' });
    const { orderNumber } = await placeOrder(member.request, [
      { productId: created.id, quantity: 1, options: { size: 'M' } },
    ]);
    await payOrder(page.request, orderNumber);

    await page.goto(`/admin?tab=orders&order=${orderNumber}`);
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await page.getByRole('button', { name: `Mark Shipped, ${orderNumber}` }).click();
    const ship = page.getByRole('dialog', { name: `Ship order ${orderNumber}` });
    await ship.getByLabel('Carrier').fill('USPS');
    await ship.getByLabel('Tracking number').fill('9400 1000 0000 0000');
    await ship.getByRole('button', { name: 'Mark Shipped' }).click();
    await expect(toast(page)).toContainText('Order marked shipped');
    await expect(page.getByTestId('order-status')).toHaveText('Shipped');
    await expect(page.getByTestId('order-shipment')).toContainText('USPS, tracking 9400 1000 0000 0000');
    await expect(page.getByTestId('order-history')).toContainText('by grace');

    // The member sees it shipped, in her account and through the API.
    expect((await memberOrder(member.request, orderNumber))?.status).toBe('shipped');
    const memberPage = await member.newPage();
    await memberPage.goto('/account?tab=orders');
    await expect(memberPage.getByText(orderNumber).first()).toBeVisible();
    await expect(memberPage.getByText('Shipped').first()).toBeVisible();
  } finally {
    await member.close();
  }
});
