import { expect, test, type Page } from '@playwright/test';
import { createProduct } from '../support/catalog';
import { addToCart } from '../support/orders';
import { asAdmin, signInAsNew } from '../support/session';

const MESSAGES: [label: string, message: string][] = [
  ['First Name', 'First name is required'],
  ['Last Name', 'Last name is required'],
  ['Email', 'Valid email is required'],
  ['Phone', 'Phone number is required'],
  ['Street Address', 'Street address is required'],
  ['City', 'City is required'],
  ['State', 'State is required'],
  ['ZIP Code', 'ZIP code is required'],
  ['Country', 'Country is required'],
];

/** A new member with one bracelet of the test's own in the cart, on the checkout page. */
async function memberAtCheckout(page: Page) {
  const bracelet = await asAdmin((admin) => createProduct(admin, { type: 'bracelet' }));
  await signInAsNew(page.context(), 'validator', { role: 'member' });
  await addToCart(page.request, { productId: bracelet.id, options: { birthstone: 'March' } });
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
}

test.describe('checkout validation', () => {
  test('every message of the checkout schema, tied to its field, and none once fixed', async ({ page }) => {
    await memberAtCheckout(page);
    const form = page.locator('main form');
    for (const label of ['First Name', 'Last Name', 'Email', 'Country']) {
      await form.getByRole('textbox', { name: label, exact: true }).fill('');
    }
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    for (const [label, message] of MESSAGES) {
      const field = form.getByRole('textbox', { name: label, exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(form.getByRole('textbox', { name: 'First Name', exact: true })).toBeFocused();

    // An invalid e-mail has the same message.
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('martha-at-example');
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
      'Valid email is required',
    );

    // The billing address has the same rules once it is not the shipping one.
    await page.getByLabel('Billing address is the same as the shipping address').uncheck();
    const billing = page.getByRole('region', { name: 'Billing Address' });
    for (const [label, message] of MESSAGES.slice(4, 8)) {
      await expect(billing.getByRole('textbox', { name: label, exact: true })).toHaveAccessibleDescription(
        message,
      );
    }

    // In Spanish.
    await page.getByTestId('language-es').click();
    await expect(form.getByRole('textbox', { name: 'Teléfono', exact: true })).toHaveAccessibleDescription(
      'El número de teléfono es obligatorio',
    );
    await page.getByTestId('language-en').click();

    // Fixed fields lose their message, and nothing was ordered.
    await form.getByRole('textbox', { name: 'First Name', exact: true }).fill('Martha');
    await expect(form.getByRole('textbox', { name: 'First Name', exact: true })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(await (await page.request.get('/api/orders')).json()).toEqual([]);
  });

  test('the service refuses the same invalid body, in the caller language', async ({ page }) => {
    await memberAtCheckout(page);
    const response = await page.request.post('/api/checkout', {
      data: { contactInfo: { email: 'nope' } },
      headers: { 'Accept-Language': 'es' },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors['contactInfo.firstName']).toBe('El nombre es obligatorio');
    expect(body.errors['contactInfo.email']).toBe('Se requiere un correo electrónico válido');
  });
});
