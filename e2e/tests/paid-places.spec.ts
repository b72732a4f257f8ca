import { expect, test } from '@playwright/test';
import { shippingCents, type ShopSettings } from '@ministry/contracts/checkout';
import type { EventPricing } from '@ministry/contracts/event-pricing';
import type { ListedRegistrations } from '@ministry/contracts/event-signup';
import type { Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { openInLanguage } from '../support/axe';
import { createProduct } from '../support/catalog';
import { createSignupEvent } from '../support/events';
import { waitForMail } from '../support/mail';
import { addToCart, orderPaymentIntentId, sendOrderPaymentSucceeded } from '../support/orders';
import { asAdmin, signInAsNew } from '../support/session';
import { installStripeDouble, paymentIntentIdOf } from '../support/stripe-double';

const TEE_CENTS = 2500;
const GIFT_CENTS = 2000;
/** $40 a place, $30 early-bird (through 14 days before), 10% off each place for a group of 3. */
const WORKSHOP: EventPricing = {
  options: [
    {
      id: 'participant',
      kind: 'participant',
      name: 'Participant',
      nameEs: 'Participante',
      priceCents: 4000,
      earlyBirdCents: 3000,
      capacity: null,
    },
  ],
  earlyBirdUntil: null,
  groupDiscountPercent: 10,
  opensDaysBefore: 30,
};
/** Three early-bird places less 10% each. */
const PLACE_CENTS = 2700;

const TEXTS = {
  en: {
    name: 'Name',
    addPerson: 'Add person',
    addToCart: 'Add to Cart',
    earlyBird: 'Early-bird price applied',
    group: 'Group discount applied: 10% off each place',
    continue: 'Continue to Payment',
    pay: (amount: string) => `Pay ${amount}`,
    created: 'Order Created!',
    deductible: `Tax-deductible amount: ${formatCents(GIFT_CENTS)}`,
  },
  es: {
    name: 'Nombre',
    addPerson: 'Añadir persona',
    addToCart: 'Añadir al carrito',
    earlyBird: 'Precio de inscripción anticipada aplicado',
    group: 'Descuento de grupo aplicado: 10% menos en cada lugar',
    continue: 'Continuar al pago',
    pay: (amount: string) => `Pagar ${amount}`,
    created: '¡Pedido creado!',
    deductible: `Importe deducible de impuestos: ${formatCents(GIFT_CENTS)}`,
  },
} as const;

test.describe('paid places in the one cart', () => {
  for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
    test(`a member registers herself and two friends at the early-bird group price, with a gift and a tee, and pays once, in ${language}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const text = TEXTS[language];
      await openInLanguage(page, language);
      const { workshop, tee } = await asAdmin(async (admin) => ({
        workshop: await createSignupEvent(admin, { inDays: 20, pricing: WORKSHOP }),
        tee: await createProduct(admin, { type: 't-shirt', priceCents: TEE_CENTS }),
      }));
      const member = await signInAsNew(page.context(), 'places_', {
        role: 'member',
        firstName: 'Martha',
        lastName: 'Reyes',
      });
      expect((await page.request.put('/api/account/language', { data: { language } })).status()).toBe(200);

      // Herself and two friends on the workshop's page: the price the server will charge, shown live.
      await page.goto(`/events/${workshop.event.id}/${workshop.date}`);
      const rows = page.getByTestId('person-row');
      await expect(rows.first().getByLabel(text.name)).toHaveValue('Martha Reyes');
      await page.getByRole('button', { name: text.addPerson }).click();
      await rows.nth(1).getByLabel(text.name).fill('Eva Soto');
      await page.getByRole('button', { name: text.addPerson }).click();
      await rows.nth(2).getByLabel(text.name).fill('Lia Cruz');
      await expect(page.getByTestId('total-amount')).toHaveText(formatCents(3 * PLACE_CENTS));
      await expect(page.getByText(text.earlyBird)).toBeVisible();
      await expect(page.getByText(text.group)).toBeVisible();
      await page.getByTestId('places-form').getByRole('button', { name: text.addToCart }).click();
      await expect(page.getByRole('link', { name: /^(Cart|Carrito), 1 / })).toBeVisible();

      await addToCart(page.request, { productId: tee.id, options: { size: 'M' } });
      const funds = (await (await page.request.get('/api/giving/funds')).json()) as { id: string }[];
      expect(
        (
          await page.request.post('/api/cart/gift', { data: { fundId: funds[0]!.id, giftCents: GIFT_CENTS } })
        ).status(),
      ).toBe(201);
      const settings = (await (await page.request.get('/api/shop/settings')).json()) as ShopSettings;
      const total = 3 * PLACE_CENTS + TEE_CENTS + GIFT_CENTS + shippingCents(TEE_CENTS, settings);

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
      await page.getByRole('button', { name: text.continue }).click();
      await page.getByRole('button', { name: text.pay(formatCents(total)) }).click();
      await expect(page).toHaveURL(/\/checkout\/complete\?order=WOP-/);
      const orderNumber = new URL(page.url()).searchParams.get('order')!;

      // Held, not confirmed, until Stripe's word.
      const registrations = () =>
        asAdmin(async (admin) => {
          const response = await admin.get(
            `/api/events/${workshop.event.id}/occurrences/${workshop.date}/registrations`,
          );
          return (await response.json()) as ListedRegistrations;
        });
      expect((await registrations()).held).toBe(3);
      await sendOrderPaymentSucceeded(page.request, {
        orderNumber,
        paymentIntentId: await orderPaymentIntentId(orderNumber),
        totalCents: total,
      });
      await expect(page.getByRole('heading', { name: text.created, level: 1 })).toBeVisible();
      const listed = await registrations();
      expect(listed.held).toBe(0);
      expect(listed.registrations.map((one) => [one.name, one.status, one.payment])).toEqual(
        expect.arrayContaining([
          ['Martha Reyes', 'confirmed', { state: 'paid', orderNumber }],
          ['Eva Soto', 'confirmed', { state: 'paid', orderNumber }],
          ['Lia Cruz', 'confirmed', { state: 'paid', orderNumber }],
        ]),
      );

      // One receipt, itemised: the places with their names and price, the gift and its deductible part.
      const receipt = await waitForMail(member.email.toLowerCase(), {
        match: (mail) => mail.subject.includes(orderNumber),
      });
      expect(receipt.language).toBe(language);
      for (const name of ['Martha Reyes', 'Eva Soto', 'Lia Cruz']) expect(receipt.text).toContain(name);
      expect(receipt.text).toContain(formatCents(PLACE_CENTS));
      expect(receipt.text).toContain(text.deductible);

      await page.goto(`/account?tab=orders&order=${orderNumber}`);
      await expect(page.getByTestId('order-line')).toHaveCount(3);
    });
  }
});
