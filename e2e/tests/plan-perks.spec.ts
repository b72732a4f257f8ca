import { expect, test } from '@playwright/test';
import type { EventPricing } from '@ministry/contracts/event-pricing';
import type { ListedRegistrations } from '@ministry/contracts/event-signup';
import type { Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import type { PurchasedResource, Resource } from '@ministry/contracts/resource';
import { openInLanguage } from '../support/axe';
import { createSignupEvent } from '../support/events';
import { waitForMail } from '../support/mail';
import { orderPaymentIntentId, sendOrderPaymentSucceeded } from '../support/orders';
import { asAdmin, signInAsNew } from '../support/session';
import { installStripeDouble, markSubscribedInBilling, paymentIntentIdOf } from '../support/stripe-double';

/** A Bible study season's date: $35 a place, the Growth and Transform members' own place free. */
const BIBLE_STUDY: EventPricing = {
  options: [
    {
      id: 'participant',
      kind: 'participant',
      name: 'Participant',
      nameEs: 'Participante',
      priceCents: 3500,
      earlyBirdCents: null,
      capacity: null,
    },
  ],
  earlyBirdUntil: null,
  groupDiscountPercent: 0,
  opensDaysBefore: 30,
  planPerk: 'bible-study',
};

const TEXTS = {
  en: {
    perk: 'Your own place is included with your plan.',
    addToCart: 'Add to Cart',
    confirm: 'Confirm Order',
    continue: 'Continue to Payment',
    pay: /^Pay /,
    created: 'Order Created!',
    download: 'Download',
  },
  es: {
    perk: 'Su propio lugar está incluido en su plan.',
    addToCart: 'Añadir al carrito',
    confirm: 'Confirmar pedido',
    continue: 'Continuar al pago',
    pay: /^Pagar /,
    created: '¡Pedido creado!',
    download: 'Descargar',
  },
} as const;

test.describe('plan perks and a visitor’s purchase', () => {
  for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
    test(`a Growth member takes her Bible study place at no cost and no card form appears, in ${language}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const text = TEXTS[language];
      await openInLanguage(page, language);
      const study = await asAdmin((admin) => createSignupEvent(admin, { inDays: 10, pricing: BIBLE_STUDY }));
      const member = await signInAsNew(page.context(), 'growth_', {
        role: 'member',
        firstName: 'Noemi',
        lastName: 'Vega',
      });
      await markSubscribedInBilling(member.username);
      expect((await page.request.put('/api/account/language', { data: { language } })).status()).toBe(200);

      await page.goto(`/events/${study.event.id}/${study.date}`);
      await expect(page.getByText(text.perk)).toBeVisible();
      await expect(page.getByTestId('total-amount')).toHaveText(formatCents(0));
      await page.getByTestId('places-form').getByRole('button', { name: text.addToCart }).click();
      await expect(page.getByRole('link', { name: /^(Cart|Carrito), 1 / })).toBeVisible();

      await page.goto('/checkout');
      await expect(page.getByTestId('summary-total')).toHaveText(formatCents(0));
      await page.locator('#checkout-contactInfo-phone').fill('(718) 555-0103');
      await page.locator('#checkout-billingAddress-street').fill('60-12 Myrtle Avenue');
      await page.locator('#checkout-billingAddress-city').fill('Ridgewood');
      await page.locator('#checkout-billingAddress-state').fill('NY');
      await page.locator('#checkout-billingAddress-zipCode').fill('11385');
      await expect(page.getByRole('button', { name: text.continue })).toHaveCount(0);
      await page.getByRole('button', { name: text.confirm }).click();

      // Confirmed without Stripe: no card form, no pay button, the order done.
      await expect(page).toHaveURL(/\/checkout\/complete\?order=WOP-/);
      await expect(page.getByRole('heading', { name: text.created, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: text.pay })).toHaveCount(0);
      await expect(page.locator('iframe')).toHaveCount(0);
      const orderNumber = new URL(page.url()).searchParams.get('order')!;
      const listed = await asAdmin(async (admin) => {
        const response = await admin.get(
          `/api/events/${study.event.id}/occurrences/${study.date}/registrations`,
        );
        return (await response.json()) as ListedRegistrations;
      });
      expect(listed.registrations.map((one) => [one.name, one.status])).toEqual([
        ['Noemi Vega', 'confirmed'],
      ]);

      const receipt = await waitForMail(member.email.toLowerCase(), {
        match: (mail) => mail.subject.includes(orderNumber),
      });
      expect(receipt.language).toBe(language);
      expect(receipt.text).toContain('Noemi Vega');

      // The season's place is used: the same date again is priced, not free.
      await page.goto(`/events/${study.event.id}/${study.date}`);
      const again = await page.request.post('/api/cart/place', {
        data: {
          eventId: study.event.id,
          date: study.date,
          people: [{ name: 'Noemi Vega', optionId: 'participant' }],
        },
      });
      expect(again.status()).toBe(201);
      const cart = (await (await page.request.get('/api/cart')).json()) as { priceCents: number }[];
      expect(cart.map((line) => line.priceCents)).toEqual([3500]);
    });
  }

  test('a visitor puts a premium resource in the cart, signs in at checkout, pays and downloads it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const text = TEXTS.en;
    await openInLanguage(page, 'en');
    const resources = (await (await page.request.get('/api/resources')).json()) as Resource[];
    const resource = resources.find((one) => one.type === 'premium' && one.downloadable);
    if (!resource) throw new Error('no premium resource to buy');

    await page.goto('/resources');
    await page.getByRole('button', { name: `${text.addToCart}, ${resource.title}` }).click();
    await expect(page.getByRole('link', { name: /^Cart, 1 / })).toBeVisible();
    await page.goto('/checkout');
    await expect(page.locator('#main-content').getByRole('link', { name: 'Login' })).toBeVisible();

    // She signs in; what she put in the cart as a visitor is hers now.
    await signInAsNew(page.context(), 'visitor_', { role: 'member', firstName: 'Ana', lastName: 'Rios' });
    await installStripeDouble(page, {
      onConfirmPayment: async (clientSecret) => ({ paymentIntentId: paymentIntentIdOf(clientSecret) }),
    });
    await page.goto('/checkout');
    const total = resource.priceCents!;
    await expect(page.getByTestId('summary-total')).toHaveText(formatCents(total));
    expect((await page.request.post(`/api/resources/${resource.id}/link`)).status()).toBe(403);
    await page.locator('#checkout-contactInfo-phone').fill('(718) 555-0104');
    await page.locator('#checkout-billingAddress-street').fill('60-12 Myrtle Avenue');
    await page.locator('#checkout-billingAddress-city').fill('Ridgewood');
    await page.locator('#checkout-billingAddress-state').fill('NY');
    await page.locator('#checkout-billingAddress-zipCode').fill('11385');
    await page.getByRole('button', { name: text.continue }).click();
    await page.getByRole('button', { name: `Pay ${formatCents(total)}` }).click();
    await expect(page).toHaveURL(/\/checkout\/complete\?order=WOP-/);
    const orderNumber = new URL(page.url()).searchParams.get('order')!;
    await sendOrderPaymentSucceeded(page.request, {
      orderNumber,
      paymentIntentId: await orderPaymentIntentId(orderNumber),
      totalCents: total,
    });
    await expect(page.getByRole('heading', { name: text.created, level: 1 })).toBeVisible();

    const purchased = (await (
      await page.request.get('/api/resources/purchased')
    ).json()) as PurchasedResource[];
    expect(purchased.map((one) => one.resource.id)).toEqual([resource.id]);
    await page.goto('/account?tab=resources');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `${text.download}, ${resource.title}` }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
});
