import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { openInLanguage } from '../support/axe';
import { createCounselor, makeGrowthMember } from '../support/care';
import { orderPaymentIntentId, sendOrderPaymentSucceeded } from '../support/orders';
import { signInAsNew } from '../support/session';
import { installStripeDouble, paymentIntentIdOf } from '../support/stripe-double';

/**
 * The package of 8 counseling sessions (issue 41), in English and Spanish: a member buys it from
 * /counseling, pays it in the one checkout (Stripe.js double, the signed webhook), finds its 8
 * sessions in her account, books a Counseling session with one of them (no card), sees 7 left,
 * cancels it before the cut-off and sees 8 left again.
 */

const PACKAGE_CENTS = 88000;

const TEXTS = {
  en: {
    buy: /^Buy the package/,
    line: 'Package of 8 sessions',
    gives: '8 sessions, valid 12 months',
    continue: 'Continue to Payment',
    pay: (price: string) => `Pay ${price}`,
    created: 'Order Created!',
    left: (left: number) => `${left} of 8 sessions left, valid until`,
    days: 'Days with free times',
    counselor: 'Counselor',
    language: 'Language of the session',
    usePackage: (left: number) => `Use a package session (${left} left)`,
    submit: 'Confirm the booking',
    booked: 'Session booked',
    cancel: /^Cancel, /,
    cancelDialog: 'Cancel this session?',
    cancelYes: 'Yes, cancel it',
    canceled: 'Session canceled',
    usesPackage: "Uses one of your package's sessions.",
    backToPackage: 'The session goes back to your package.',
  },
  es: {
    buy: /^Comprar el paquete/,
    line: 'Paquete de 8 sesiones',
    gives: '8 sesiones, válido por 12 meses',
    continue: 'Continuar al pago',
    pay: (price: string) => `Pagar ${price}`,
    created: '¡Pedido creado!',
    left: (left: number) => `Le quedan ${left} de 8 sesiones, válido hasta el`,
    days: 'Días con horarios libres',
    counselor: 'Consejera',
    language: 'Idioma de la sesión',
    usePackage: (left: number) => `Usar una sesión del paquete (quedan ${left})`,
    submit: 'Confirmar la reserva',
    booked: 'Sesión reservada',
    cancel: /^Cancelar, /,
    cancelDialog: '¿Cancelar esta sesión?',
    cancelYes: 'Sí, cancelarla',
    canceled: 'Sesión cancelada',
    usesPackage: 'Usa una de las sesiones de su paquete.',
    backToPackage: 'La sesión vuelve a su paquete.',
  },
} as const;

/** The checkout's fields a member still fills (her first name and e-mail come from her account). */
async function fillCheckout(page: Page) {
  await page.locator('#checkout-contactInfo-lastName').fill('Rivera');
  await page.locator('#checkout-contactInfo-phone').fill('(718) 555-0144');
  await page.locator('#checkout-billingAddress-street').fill('60-12 Myrtle Avenue');
  await page.locator('#checkout-billingAddress-city').fill('Ridgewood');
  await page.locator('#checkout-billingAddress-state').fill('NY');
  await page.locator('#checkout-billingAddress-zipCode').fill('11385');
}

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  test(`a member buys the package of 8 sessions, books with it and cancels, in ${language}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const text = TEXTS[language];
    const price = formatCents(PACKAGE_CENTS);
    const counselorId = await createCounselor();
    const { username } = await signInAsNew(context, 'pkg_', { role: 'member', firstName: 'Noemí' });
    // Her address verified (booking asks it), her saved language.
    await makeGrowthMember(username, language);
    await openInLanguage(page, language);
    await installStripeDouble(page, {
      onConfirmPayment: async (clientSecret) => ({ paymentIntentId: paymentIntentIdOf(clientSecret) }),
    });

    // Bought from the counseling page: into her cart, then to the cart.
    await page.goto('/counseling');
    const card = page.getByTestId('care-type-package-8');
    await card.getByRole('button', { name: text.buy }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const row = page.getByTestId('cart-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(text.line);
    await expect(row.getByTestId('package-detail')).toContainText(text.gives);

    // The one checkout: nothing shipped, $880.00, paid; Stripe's webhook settles it.
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-no-shipping')).toBeVisible();
    await expect(page.getByTestId('summary-total')).toHaveText(price);
    await fillCheckout(page);
    await page.getByRole('button', { name: text.continue }).click();
    await page.getByRole('button', { name: text.pay(price) }).click();
    await expect(page).toHaveURL(/\/checkout\/complete\?order=WOP-/);
    const orderNumber = new URL(page.url()).searchParams.get('order')!;
    await sendOrderPaymentSucceeded(page.request, {
      orderNumber,
      paymentIntentId: await orderPaymentIntentId(orderNumber),
      totalCents: PACKAGE_CENTS,
    });
    await expect(page.getByRole('heading', { name: text.created, level: 1 })).toBeVisible();
    await expect(page.getByTestId('order-packages')).toContainText(text.gives);

    // Hers: 8 sessions left.
    await page.goto('/account?tab=care');
    const pkg = page.getByTestId('care-package');
    await expect(pkg).toHaveCount(1);
    await expect(pkg).toContainText(text.line);
    await expect(pkg).toContainText(text.left(8));

    // A Counseling session booked with a package session: no card, booked at once.
    const form = page.getByTestId('care-booking');
    await form.getByLabel(/^(What kind of help\?|¿Qué tipo de ayuda\?)/).selectOption('regular-session');
    await expect(form.getByRole('radio', { name: text.usePackage(8) })).toBeChecked();
    await form.getByLabel(text.language).selectOption(language);
    await form.getByLabel(text.counselor).selectOption(counselorId);
    // The third day with free times: at least two days away, so before the 24-hour cut-off.
    const days = form.getByRole('group', { name: text.days }).getByRole('button');
    await days.nth(2).click();
    const time = form.getByTestId('slot-times').getByRole('button').first();
    await time.click();
    await expect(time).toHaveAttribute('aria-pressed', 'true');
    await form.getByRole('button', { name: text.submit }).click();
    await expect(page.getByTestId('toast')).toContainText(text.booked);
    await expect(page.getByTestId('care-booked-awaiting')).toHaveCount(0);
    const upcoming = page.getByTestId('care-upcoming').getByTestId('care-appointment');
    await expect(upcoming).toHaveCount(1);
    await expect(upcoming).toContainText(text.usesPackage);
    await expect(pkg).toContainText(text.left(7));

    // Canceled before the cut-off: the session goes back to the package.
    await upcoming.getByRole('button', { name: text.cancel }).click();
    const dialog = page.getByRole('dialog', { name: text.cancelDialog });
    await expect(dialog).toContainText(text.backToPackage);
    await dialog.getByRole('button', { name: text.cancelYes }).click();
    await expect(page.getByTestId('toast')).toContainText(text.canceled);
    await expect(page.getByTestId('care-upcoming')).toHaveCount(0);
    await expect(pkg).toContainText(text.left(8));
  });
}
