import { expect, test, type Page } from '@playwright/test';
import { shippingCents, type ShopSettings } from '@ministry/contracts/checkout';
import type { Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { openInLanguage } from '../support/axe';
import { createProduct } from '../support/catalog';
import { addToCart, memberOrder, orderPaymentIntentId, sendOrderPaymentSucceeded } from '../support/orders';
import { asAdmin, signInAsNew } from '../support/session';
import { installStripeDouble, paymentIntentIdOf } from '../support/stripe-double';

const TEE_CENTS = 2500;

/** What the buyer reads, in each language. */
const TEXTS = {
  en: {
    continue: 'Continue to Payment',
    pay: (amount: string) => `Pay ${amount}`,
    hold: /We're holding your items for 30 minutes/,
    confirming: 'Confirming your payment…',
    created: 'Order Created!',
    viewOrders: 'View My Orders',
    ordersTab: 'Orders',
    paid: 'Paid',
    free: 'Free',
    declined: 'Your card was declined. Please try another card.',
  },
  es: {
    continue: 'Continuar al pago',
    pay: (amount: string) => `Pagar ${amount}`,
    hold: /Reservamos sus artículos durante 30 minutos/,
    confirming: 'Confirmando su pago…',
    created: '¡Pedido creado!',
    viewOrders: 'Ver mis pedidos',
    ordersTab: 'Pedidos',
    paid: 'Pagado',
    free: 'Gratis',
    declined: 'Su tarjeta fue rechazada. Pruebe con otra tarjeta.',
  },
} as const;

const cartBadge = (page: Page, count: number) =>
  page.getByRole('link', { name: new RegExp(`^(Cart|Carrito), ${count} `) });

/**
 * A new member with `quantity` tees (size M) of the test's own in her cart; the amounts the checkout
 * must show.
 */
async function memberWithTees(page: Page, quantity: number) {
  const tee = await asAdmin((admin) => createProduct(admin, { type: 't-shirt', priceCents: TEE_CENTS }));
  await signInAsNew(page.context(), 'payer_', { role: 'member', firstName: 'Martha', lastName: 'Reyes' });
  await addToCart(page.request, { productId: tee.id, quantity, options: { size: 'M' } });
  const settings = (await (await page.request.get('/api/shop/settings')).json()) as ShopSettings;
  const subtotal = TEE_CENTS * quantity;
  const shipping = shippingCents(subtotal, settings);
  return { subtotal, shipping, total: subtotal + shipping };
}

/** The fields her account does not fill, by id (the same in both languages). */
async function fillDetails(page: Page) {
  await page.locator('#checkout-contactInfo-phone').fill('(718) 555-0101');
  await page.locator('#checkout-shippingAddress-street').fill('60-12 Myrtle Avenue');
  await page.locator('#checkout-shippingAddress-city').fill('Ridgewood');
  await page.locator('#checkout-shippingAddress-state').fill('NY');
  await page.locator('#checkout-shippingAddress-zipCode').fill('11385');
}

test.describe('shop payment: checkout → Payment Element → webhook → paid order (Stripe.js double)', () => {
  for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
    test(`a member pays for her order and sees it paid, in ${language}`, async ({ page }) => {
      const text = TEXTS[language];
      await openInLanguage(page, language);
      const amounts = await memberWithTees(page, 2);
      await installStripeDouble(page, {
        onConfirmPayment: async (clientSecret) => ({ paymentIntentId: paymentIntentIdOf(clientSecret) }),
      });

      await page.goto('/checkout');
      await expect(page.getByTestId('summary-subtotal')).toHaveText(formatCents(amounts.subtotal));
      await expect(page.getByTestId('summary-shipping')).toHaveText(
        amounts.shipping === 0 ? text.free : formatCents(amounts.shipping),
      );
      await expect(page.getByTestId('summary-total')).toHaveText(formatCents(amounts.total));
      await fillDetails(page);
      await page.getByRole('button', { name: text.continue }).click();

      // The order exists, pending payment, its items held; the cart is not emptied yet.
      await expect(page.getByTestId('hold-notice')).toHaveText(text.hold);
      await expect(page.getByTestId('payment-amount')).toHaveText(formatCents(amounts.total));
      await expect(page.getByTestId('stripe-double-payment-element')).toBeVisible();
      const pay = page.getByRole('button', { name: text.pay(formatCents(amounts.total)) });
      await expect(pay).toBeEnabled();
      await expect(cartBadge(page, 2)).toBeVisible();
      await pay.click();

      // Stripe sends her to the completion page, which waits for the webhook.
      await expect(page).toHaveURL(/\/checkout\/complete\?order=WOP-/);
      const orderNumber = new URL(page.url()).searchParams.get('order')!;
      const paymentIntentId = await orderPaymentIntentId(orderNumber);
      await expect(page.getByRole('status').filter({ hasText: text.confirming })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.created })).toHaveCount(0);
      expect((await memberOrder(page.request, orderNumber))?.status).toBe('pending_payment');

      await sendOrderPaymentSucceeded(page.request, {
        orderNumber,
        paymentIntentId,
        totalCents: amounts.total,
      });
      await expect(page.getByRole('heading', { name: text.created, level: 1 })).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
      await expect(cartBadge(page, 0)).toBeVisible();

      // Her orders in the account: listed as paid, with its total.
      await page.getByRole('link', { name: text.viewOrders }).click();
      await expect(page.getByRole('tab', { name: text.ordersTab })).toHaveAttribute('aria-selected', 'true');
      const row = page.getByTestId('order-row').filter({ hasText: orderNumber });
      await expect(row.getByTestId('order-status')).toHaveText(text.paid);
      await expect(row).toContainText(formatCents(amounts.total));
      await row.getByRole('link', { name: orderNumber }).click();
      await expect(page.getByTestId('order-total')).toHaveText(formatCents(amounts.total));
      await expect(page.getByTestId('order-line')).toHaveCount(1);
    });
  }

  test('a declined card stays on the payment step with the error, and the order waits', async ({ page }) => {
    const amounts = await memberWithTees(page, 1);
    await installStripeDouble(page, {
      onConfirmPayment: async () => ({
        error: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    });
    await page.goto('/checkout');
    await fillDetails(page);
    await page.getByRole('button', { name: TEXTS.en.continue }).click();
    const pay = page.getByRole('button', { name: TEXTS.en.pay(formatCents(amounts.total)) });
    await expect(pay).toBeEnabled();
    await pay.click();

    const error = page.getByTestId('payment-error');
    await expect(error).toContainText('Payment not completed');
    await expect(error).toContainText(TEXTS.en.declined);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(pay).toBeEnabled();
    const orders = (await (await page.request.get('/api/orders')).json()) as { status: string }[];
    expect(orders.map((order) => order.status)).toEqual(['pending_payment']);
    await expect(cartBadge(page, 1)).toBeVisible();

    // Her details can still change: that is a new checkout.
    await page.getByRole('button', { name: 'Edit Details' }).click();
    await expect(page.locator('#checkout-contactInfo-firstName')).toBeFocused();
    await expect(page.locator('#checkout-shippingAddress-city')).toHaveValue('Ridgewood');
  });
});
