import { expect, test, type Page } from '@playwright/test';
import { shippingCents, type ShopSettings } from '@ministry/contracts/checkout';
import type { Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import type { Order } from '@ministry/contracts/order';
import { openInLanguage } from '../support/axe';
import { createProduct } from '../support/catalog';
import {
  addToCart,
  memberOrder,
  orderPaymentIntentId,
  sendOrderPaymentFailed,
  sendOrderPaymentSucceeded,
} from '../support/orders';
import { asAdmin, signInAsNew } from '../support/session';
import { installStripeDouble, paymentIntentIdOf } from '../support/stripe-double';

const TEE_CENTS = 2500;

const TEXTS = {
  en: {
    continue: 'Continue to Payment',
    pay: (amount: string) => `Pay ${amount}`,
    declined: 'Your card was declined. Please try another card.',
    confirming: 'Confirming your payment…',
    notCompleted: 'Payment not completed',
    created: 'Order Created!',
  },
  es: {
    continue: 'Continuar al pago',
    pay: (amount: string) => `Pagar ${amount}`,
    declined: 'Su tarjeta fue rechazada. Pruebe con otra tarjeta.',
    confirming: 'Confirmando su pago…',
    notCompleted: 'El pago no se completó',
    created: '¡Pedido creado!',
  },
} as const;

/** The completion page asked the shop for the order `times` more times. */
async function orderAskedAgain(page: Page, orderNumber: string, times: number) {
  for (let i = 0; i < times; i++)
    await page.waitForResponse((response) => response.url().endsWith(`/api/orders/${orderNumber}`));
}

test.describe('shop payment: a declined card, then a good one on the same order', () => {
  for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
    test(`ends on the paid order once the webhook says so, in ${language}`, async ({ page }) => {
      const text = TEXTS[language];
      await openInLanguage(page, language);
      const tee = await asAdmin((admin) => createProduct(admin, { type: 't-shirt', priceCents: TEE_CENTS }));
      await signInAsNew(page.context(), 'redeclined_', {
        role: 'member',
        firstName: 'Martha',
        lastName: 'Reyes',
      });
      await addToCart(page.request, { productId: tee.id, options: { size: 'M' } });
      const settings = (await (await page.request.get('/api/shop/settings')).json()) as ShopSettings;
      const total = TEE_CENTS + shippingCents(TEE_CENTS, settings);

      // The first card is declined, the second one goes through.
      let confirmations = 0;
      await installStripeDouble(page, {
        onConfirmPayment: async (clientSecret) =>
          ++confirmations === 1
            ? { error: { code: 'card_declined', message: 'Your card was declined.' } }
            : { paymentIntentId: paymentIntentIdOf(clientSecret) },
      });
      await page.goto('/checkout');
      await page.locator('#checkout-contactInfo-phone').fill('(718) 555-0101');
      await page.locator('#checkout-shippingAddress-street').fill('60-12 Myrtle Avenue');
      await page.locator('#checkout-shippingAddress-city').fill('Ridgewood');
      await page.locator('#checkout-shippingAddress-state').fill('NY');
      await page.locator('#checkout-shippingAddress-zipCode').fill('11385');
      await page.getByRole('button', { name: text.continue }).click();
      const pay = page.getByRole('button', { name: text.pay(formatCents(total)) });
      await expect(pay).toBeEnabled();
      await pay.click();
      await expect(page.getByTestId('payment-error')).toContainText(text.declined);

      // Stripe's webhook tells the shop about the decline: the order is payment_failed.
      const [placed] = (await (await page.request.get('/api/orders')).json()) as Pick<Order, 'orderNumber'>[];
      const payment = {
        orderNumber: placed!.orderNumber,
        paymentIntentId: await orderPaymentIntentId(placed!.orderNumber),
        totalCents: total,
      };
      await sendOrderPaymentFailed(page.request, payment);
      expect((await memberOrder(page.request, payment.orderNumber))?.status).toBe('payment_failed');

      // Another card on the same order: Stripe sends her to the completion page, which keeps waiting.
      await expect(pay).toBeEnabled();
      await pay.click();
      await expect(page).toHaveURL(new RegExp(`/checkout/complete\\?order=${payment.orderNumber}`));
      await orderAskedAgain(page, payment.orderNumber, 2);
      await expect(page.getByRole('status').filter({ hasText: text.confirming })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.notCompleted })).toHaveCount(0);

      await sendOrderPaymentSucceeded(page.request, payment);
      await expect(page.getByRole('heading', { name: text.created, level: 1 })).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(payment.orderNumber);
      expect((await memberOrder(page.request, payment.orderNumber))?.status).toBe('paid');
    });
  }
});
