import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { shippingCents, type ShopSettings } from '@ministry/contracts/checkout';
import type { Gift } from '@ministry/contracts/giving';
import type { Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import type { PurchasedResource, Resource, ResourceLink } from '@ministry/contracts/resource';
import { openInLanguage } from '../support/axe';
import { createProduct } from '../support/catalog';
import { readMailbox, waitForMail } from '../support/mail';
import { addToCart, orderPaymentIntentId, sendOrderPaymentSucceeded } from '../support/orders';
import { asAdmin, signInAsNew } from '../support/session';
import { installStripeDouble, paymentIntentIdOf } from '../support/stripe-double';

const TEE_CENTS = 2500;
const GIFT_CENTS = 2000;

/** What she reads, in each language. */
const TEXTS = {
  en: {
    addToCart: 'Add to Cart',
    added: 'Added to your cart.',
    giftAmount: 'Amount in dollars',
    addGift: 'Add Gift to Cart',
    giftLine: 'Gift to General Fund',
    continue: 'Continue to Payment',
    pay: (amount: string) => `Pay ${amount}`,
    created: 'Order Created!',
    deductible: `Tax-deductible amount: ${formatCents(GIFT_CENTS)}`,
    quidProQuo: (paid: string, received: string) =>
      `Your payment of ${paid} includes a tax-deductible contribution of ${formatCents(GIFT_CENTS)}. In exchange you received goods or services with an estimated value of ${received}.`,
    download: 'Download',
  },
  es: {
    addToCart: 'Añadir al carrito',
    added: 'Se añadió a su carrito.',
    giftAmount: 'Importe en dólares',
    addGift: 'Añadir donativo al carrito',
    giftLine: 'Donativo al Fondo General',
    continue: 'Continuar al pago',
    pay: (amount: string) => `Pagar ${amount}`,
    created: '¡Pedido creado!',
    deductible: `Importe deducible de impuestos: ${formatCents(GIFT_CENTS)}`,
    quidProQuo: (paid: string, received: string) =>
      `Su pago de ${paid} incluye una contribución deducible de impuestos de ${formatCents(GIFT_CENTS)}. A cambio recibió bienes o servicios con un valor estimado de ${received}.`,
    download: 'Descargar',
  },
} as const;

async function premiumResource(request: APIRequestContext): Promise<Resource> {
  const resources = (await (await request.get('/api/resources')).json()) as Resource[];
  const premium = resources.find((resource) => resource.type === 'premium' && resource.downloadable);
  if (!premium) throw new Error('no premium resource to buy');
  return premium;
}

const linkFor = (request: APIRequestContext, resource: Resource) =>
  request.post(`/api/resources/${resource.id}/link`);

/** Pays the checkout on the page with the Stripe.js double, then Stripe's signed webhook: the order number. */
async function payOnPage(page: Page, language: Language, totalCents: number): Promise<string> {
  const text = TEXTS[language];
  await page.getByRole('button', { name: text.continue }).click();
  await expect(page.getByTestId('payment-amount')).toHaveText(formatCents(totalCents));
  await page.getByRole('button', { name: text.pay(formatCents(totalCents)) }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?order=WOP-/);
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  await sendOrderPaymentSucceeded(page.request, {
    orderNumber,
    paymentIntentId: await orderPaymentIntentId(orderNumber),
    totalCents,
  });
  await expect(page.getByRole('heading', { name: text.created, level: 1 })).toBeVisible();
  return orderNumber;
}

test.describe('one cart: goods, a gift and a premium resource, one payment, one receipt', () => {
  for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
    test(`a member pays for two tees, a premium resource and a $20 gift at once, in ${language}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const text = TEXTS[language];
      await openInLanguage(page, language);
      const tee = await asAdmin((admin) => createProduct(admin, { type: 't-shirt', priceCents: TEE_CENTS }));
      const member = await signInAsNew(page.context(), 'onecart_', {
        role: 'member',
        firstName: 'Martha',
        lastName: 'Reyes',
      });
      // Her saved language: the one her e-mails are written in.
      expect((await page.request.put('/api/account/language', { data: { language } })).status()).toBe(200);
      await addToCart(page.request, { productId: tee.id, quantity: 2, options: { size: 'M' } });
      const resource = await premiumResource(page.request);
      const title = language === 'es' && resource.titleEs ? resource.titleEs : resource.title;

      // The resource from the resources page, the gift from the cart page.
      await page.goto('/resources');
      await page.getByRole('button', { name: `${text.addToCart}, ${title}` }).click();
      await expect(page.getByText(text.added)).toBeVisible();
      await page.goto('/cart');
      await page.getByLabel(text.giftAmount).fill('20');
      await page.getByRole('button', { name: text.addGift }).click();
      await expect(page.getByText(text.giftLine, { exact: true })).toBeVisible();

      const settings = (await (await page.request.get('/api/shop/settings')).json()) as ShopSettings;
      const shipping = shippingCents(TEE_CENTS * 2, settings);
      const total = TEE_CENTS * 2 + GIFT_CENTS + resource.priceCents! + shipping;
      // Not hers before she pays.
      expect((await linkFor(page.request, resource)).status()).toBe(403);

      await installStripeDouble(page, {
        onConfirmPayment: async (clientSecret) => ({ paymentIntentId: paymentIntentIdOf(clientSecret) }),
      });
      await page.goto('/checkout');
      await expect(page.getByTestId('summary-total')).toHaveText(formatCents(total));
      await page.locator('#checkout-contactInfo-phone').fill('(718) 555-0101');
      await page.locator('#checkout-shippingAddress-street').fill('60-12 Myrtle Avenue');
      await page.locator('#checkout-shippingAddress-city').fill('Ridgewood');
      await page.locator('#checkout-shippingAddress-state').fill('NY');
      await page.locator('#checkout-shippingAddress-zipCode').fill('11385');
      const before = (await readMailbox()).filter((mail) =>
        mail.to.includes(member.email.toLowerCase()),
      ).length;
      const orderNumber = await payOnPage(page, language, total);

      // One receipt, in her language, itemised, with the deductible gift and the IRS statement (over $75).
      const receipt = await waitForMail(member.email, {
        match: (mail) => mail.subject.includes(orderNumber),
      });
      expect(receipt.language).toBe(language);
      expect(receipt.text).toContain(text.giftLine);
      expect(receipt.text).toContain(title);
      expect(receipt.text).toContain(text.deductible);
      expect(receipt.text).toContain(text.quidProQuo(formatCents(total), formatCents(total - GIFT_CENTS)));
      await page.waitForTimeout(3000); // what else the outbox would send her has had its time
      expect(
        (await readMailbox()).filter((mail) => mail.to.includes(member.email.toLowerCase())).length,
      ).toBe(before + 1);

      // Every line in her account; the gift in her giving history under the order's number.
      await page.goto(`/account?tab=orders&order=${orderNumber}`);
      await expect(page.getByTestId('order-line')).toHaveCount(3);
      const gifts = (await (await page.request.get('/api/giving/gifts')).json()) as Gift[];
      expect(gifts).toEqual([
        expect.objectContaining({ amountCents: GIFT_CENTS, receiptNumber: orderNumber }),
      ]);

      // The resource is hers: a fresh signed link at each download.
      await page.goto('/account?tab=resources');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `${text.download}, ${title}` }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    });
  }

  test('a gift and a resource need no shipping address; the download link is hers only once paid and only for a while', async ({
    page,
  }) => {
    await openInLanguage(page, 'en');
    await signInAsNew(page.context(), 'digital_', { role: 'member', firstName: 'Lydia', lastName: 'Ortiz' });
    const resource = await premiumResource(page.request);
    const funds = (await (await page.request.get('/api/giving/funds')).json()) as { id: string }[];
    expect(
      (await page.request.post('/api/cart/resource', { data: { resourceId: resource.id } })).status(),
    ).toBe(201);
    expect(
      (
        await page.request.post('/api/cart/gift', { data: { fundId: funds[0]!.id, giftCents: 5000 } })
      ).status(),
    ).toBe(201);
    expect((await linkFor(page.request, resource)).status()).toBe(403);

    await installStripeDouble(page, {
      onConfirmPayment: async (clientSecret) => ({ paymentIntentId: paymentIntentIdOf(clientSecret) }),
    });
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-no-shipping')).toBeVisible();
    await expect(page.locator('#checkout-shippingAddress-street')).toHaveCount(0);
    const total = 5000 + resource.priceCents!;
    await expect(page.getByTestId('summary-total')).toHaveText(formatCents(total));
    await page.locator('#checkout-contactInfo-phone').fill('(718) 555-0102');
    await page.locator('#checkout-billingAddress-street').fill('60-12 Myrtle Avenue');
    await page.locator('#checkout-billingAddress-city').fill('Ridgewood');
    await page.locator('#checkout-billingAddress-state').fill('NY');
    await page.locator('#checkout-billingAddress-zipCode').fill('11385');
    await payOnPage(page, 'en', total);

    const purchased = (await (
      await page.request.get('/api/resources/purchased')
    ).json()) as PurchasedResource[];
    expect(purchased.map((one) => one.resource.id)).toEqual([resource.id]);
    const link = (await (await linkFor(page.request, resource)).json()) as ResourceLink;
    const file = await page.request.get(link.url);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    // Signed for a moment that has passed: refused, whoever holds it.
    const expired = new URL(link.url, 'http://site');
    expired.searchParams.set('expires', String(Date.now() - 1000));
    const refused = await page.request.get(`${expired.pathname}${expired.search}`);
    expect(refused.status()).toBe(403);
  });
});
