import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

/** The header's cart link (the visible one of the desktop and mobile copies). */
const cartBadge = (page: Page, count: number) => page.getByRole('link', { name: `Cart, ${count} items` });

test.describe('shop journey: browse → detail → cart → checkout as a visitor → login → order', () => {
  test('a visitor shops both product types, logs in at checkout and places an order', async ({
    page,
    context,
  }) => {
    // Browse the shop and filter by type.
    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Faith Over Fear Tee' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Birthstone Cross Bracelet' })).toBeVisible();
    await page.getByRole('tab', { name: 'T-Shirts' }).click();
    await expect(page).toHaveURL(/\/shop\?type=t-shirt$/);
    await expect(page.getByRole('heading', { name: 'Birthstone Cross Bracelet' })).toHaveCount(0);
    // A sold-out product cannot be added.
    await expect(page.getByRole('button', { name: 'Add to Cart, Be Still Retreat Tee' })).toBeDisabled();
    await expect(cartBadge(page, 0)).toBeVisible();

    // A tee: size M by default, choose L and quantity 2.
    await page.getByRole('link', { name: 'View Details, Faith Over Fear Tee' }).click();
    await expect(page.getByRole('heading', { name: 'Faith Over Fear Tee', level: 1 })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await expect(page.getByText('$25.00')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Faith Over Fear Tee' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.locator('label').filter({ hasText: /^L$/ }).click();
    await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('toast')).toContainText('Item added to cart');
    await expect(cartBadge(page, 2)).toBeVisible();

    // A bracelet: January by default, choose May.
    await breadcrumb.getByRole('link', { name: 'Shop' }).click();
    await page.getByRole('tab', { name: 'Bracelets' }).click();
    await page.getByRole('link', { name: 'View Details, Birthstone Cross Bracelet' }).click();
    const month = page.getByRole('combobox', { name: 'Birthstone month' });
    await expect(month).toHaveValue('January');
    await expect(page.getByText('Garnet · Deep Red')).toBeVisible();
    await month.selectOption('May');
    await expect(page.getByText('Emerald · Green')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('toast')).toContainText('Item added to cart');
    await expect(cartBadge(page, 3)).toBeVisible();

    // The cart: options, prices, quantities and the badge.
    await cartBadge(page, 3).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
    const rows = page.getByTestId('cart-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Faith Over Fear Tee');
    await expect(rows.nth(0)).toContainText('Size: L');
    await expect(rows.nth(1)).toContainText('Birthstone: May (Emerald)');
    await expect(page.getByTestId('cart-total')).toHaveText('Total: $72.00');
    await page.getByRole('button', { name: 'Increase quantity of Birthstone Cross Bracelet' }).click();
    await expect(page.getByRole('textbox', { name: 'Quantity of Birthstone Cross Bracelet' })).toHaveValue(
      '2',
    );
    await expect(cartBadge(page, 4)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('Total: $94.00');
    await page.getByRole('button', { name: 'Decrease quantity of Faith Over Fear Tee' }).click();
    await expect(page.getByRole('textbox', { name: 'Quantity of Faith Over Fear Tee' })).toHaveValue('1');
    await expect(
      page.getByRole('button', { name: 'Decrease quantity of Faith Over Fear Tee' }),
    ).toBeDisabled();
    await expect(cartBadge(page, 3)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('Total: $69.00');

    // Checkout as a visitor: a notice, then the login page, which will bring the visitor back here.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)cart$/);
    await expect(page.getByTestId('toast')).toContainText('Login required');

    // Logging in keeps the visitor's cart: it becomes the member's.
    const username = `shopper${Date.now() % 1_000_000}`;
    await signInAs(context, { username, role: 'member', firstName: 'Martha', lastName: 'Reyes' });
    await page.goto('/cart');
    await expect(rows).toHaveCount(2);
    await expect(cartBadge(page, 3)).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // The checkout form: contact filled from the account, country United States by default.
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Martha');
    await expect(page.getByLabel('Country')).toHaveValue('United States');
    const summary = page.getByTestId('summary-line');
    await expect(summary).toHaveCount(2);
    await expect(page.getByTestId('summary-total')).toHaveText('$69.00');
    await page.getByLabel('Phone').fill('(718) 555-0101');
    await page.getByLabel('Street Address').fill('60-12 Myrtle Avenue');
    await page.getByLabel('City').fill('Ridgewood');
    await page.getByLabel('State').fill('NY');
    await page.getByLabel('ZIP Code').fill('11385');
    await page.getByLabel('Special Notes (optional)').fill('Please gift-wrap the bracelet.');
    await page.getByRole('button', { name: 'Place Order' }).click();

    // Confirmation with the order number; the cart is empty.
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^WOP-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expect(page.getByTestId('toast')).toContainText('Order Created!');
    await expect(page.getByTestId('toast')).toContainText(orderNumber);
    await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/account');
    await expect(cartBadge(page, 0)).toBeVisible();

    const orders = await page.request.get('/api/orders');
    expect(orders.status()).toBe(200);
    const [order] = (await orders.json()) as { orderNumber: string; total: string; notes: string }[];
    expect(order).toMatchObject({ orderNumber, total: '69.00', notes: 'Please gift-wrap the bracelet.' });

    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });
});
