import { expect, test, type Page } from '@playwright/test';
import { shippingCents, type ShopSettings } from '@ministry/contracts/checkout';
import { formatCents } from '@ministry/contracts/money';
import { createProduct, untilVisitorsSee } from '../support/catalog';
import { asAdmin, signInAsNew } from '../support/session';
import { installStripeDouble } from '../support/stripe-double';

/** The header's cart link (the visible one of the desktop and mobile copies). */
const cartBadge = (page: Page, count: number) => page.getByRole('link', { name: `Cart, ${count} items` });

test.describe('shop journey: browse → detail → cart → checkout as a visitor → login → order', () => {
  test('a visitor shops both product types, logs in at checkout and places an order to pay', async ({
    page,
    context,
    request,
  }) => {
    // The whole journey in one test: its own three products, five pages, a sign-in and the payment step.
    test.setTimeout(60_000);
    // The test's own products (nobody else buys them): a $25.00 tee, a $22.00 bracelet, a sold-out tee.
    const [tee, bracelet, soldOut] = await asAdmin(
      async (admin) =>
        [
          await createProduct(admin, { type: 't-shirt', priceCents: 2500, withImage: true }),
          await createProduct(admin, { type: 'bracelet', priceCents: 2200 }),
          await createProduct(admin, { type: 't-shirt', stock: {} }),
        ] as const,
    );
    for (const product of [tee, bracelet, soldOut]) await untilVisitorsSee(request, product);
    await installStripeDouble(page, {});
    // Browse the shop and filter by type.
    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: tee.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: bracelet.name })).toBeVisible();
    await page.getByRole('tab', { name: 'T-Shirts' }).click();
    await expect(page).toHaveURL(/\/shop\?type=t-shirt$/);
    await expect(page.getByRole('heading', { name: bracelet.name })).toHaveCount(0);
    // A sold-out product cannot be added.
    await expect(page.getByRole('button', { name: `Add to Cart, ${soldOut.name}` })).toBeDisabled();
    await expect(cartBadge(page, 0)).toBeVisible();

    // A tee: size M by default, choose L and quantity 2.
    await page.getByRole('link', { name: `View Details, ${tee.name}` }).click();
    await expect(page.getByRole('heading', { name: tee.name, level: 1 })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await expect(page.getByText('$25.00')).toBeVisible();
    await expect(page.getByRole('img', { name: tee.name })).toBeVisible();
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
    await page.getByRole('link', { name: `View Details, ${bracelet.name}` }).click();
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
    await expect(rows.nth(0)).toContainText(tee.name);
    await expect(rows.nth(0)).toContainText('Size: L');
    await expect(rows.nth(1)).toContainText('Birthstone: May (Emerald)');
    await expect(page.getByTestId('cart-total')).toHaveText('Total: $72.00');
    await page.getByRole('button', { name: `Increase quantity of ${bracelet.name}` }).click();
    await expect(page.getByRole('textbox', { name: `Quantity of ${bracelet.name}` })).toHaveValue('2');
    await expect(cartBadge(page, 4)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('Total: $94.00');
    await page.getByRole('button', { name: `Decrease quantity of ${tee.name}` }).click();
    await expect(page.getByRole('textbox', { name: `Quantity of ${tee.name}` })).toHaveValue('1');
    await expect(page.getByRole('button', { name: `Decrease quantity of ${tee.name}` })).toBeDisabled();
    await expect(cartBadge(page, 3)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('Total: $69.00');

    // Checkout as a visitor: a notice, then the login page, which will bring the visitor back here.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)cart$/);
    await expect(page.getByTestId('toast')).toContainText('Login required');

    // Logging in keeps the visitor's cart: it becomes the member's.
    await signInAsNew(context, 'shopper', { role: 'member', firstName: 'Martha', lastName: 'Reyes' });
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
    await page.getByLabel('Phone').fill('(718) 555-0101');
    await page.getByLabel('Street Address').fill('60-12 Myrtle Avenue');
    await page.getByLabel('City').fill('Ridgewood');
    await page.getByLabel('State').fill('NY');
    await page.getByLabel('ZIP Code').fill('11385');
    await page.getByLabel('Special Notes (optional)').fill('Please gift-wrap the bracelet.');
    const settings = (await (await page.request.get('/api/shop/settings')).json()) as ShopSettings;
    const shipping = shippingCents(6900, settings);
    const total = formatCents(6900 + shipping);
    await expect(page.getByTestId('summary-subtotal')).toHaveText('$69.00');
    await expect(page.getByTestId('summary-shipping')).toHaveText(
      shipping === 0 ? 'Free' : formatCents(shipping),
    );
    await expect(page.getByTestId('summary-total')).toHaveText(total);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    // The order exists and waits for its payment (shop-payment.spec.ts pays one): the amount, the
    // Pay button, and the cart kept until the payment arrives.
    await expect(page.getByRole('heading', { name: 'Payment', level: 2 })).toBeVisible();
    await expect(page.getByTestId('payment-amount')).toHaveText(total);
    await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeEnabled();
    const orders = await page.request.get('/api/orders');
    expect(orders.status()).toBe(200);
    const [order] = (await orders.json()) as { status: string; totalCents: number; notes: string }[];
    expect(order).toMatchObject({
      status: 'pending_payment',
      totalCents: 6900 + shipping,
      notes: 'Please gift-wrap the bracelet.',
    });
    await expect(cartBadge(page, 3)).toBeVisible();
  });
});
