import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { openInLanguage } from '../support/axe';
import { calendarOf, createCounselor } from '../support/care';
import { siteLinkIn, waitForMail } from '../support/mail';
import { orderPaymentIntentId, sendOrderPaymentSucceeded } from '../support/orders';
import { uniqueName } from '../support/session';
import { installStripeDouble, paymentIntentIdOf } from '../support/stripe-double';

/**
 * A visitor's initial consultation (issue 41), in English and Spanish: she books it on /counseling
 * without an account, follows the e-mailed link, pays $75 in the one checkout (Stripe.js double, the
 * signed webhook), and gets the confirmation with its calendar file in her language. Then, from the
 * same link, she cancels it before the cut-off: the shop refunds her $75 (its refund e-mail) and care
 * sends the calendar's CANCEL.
 */

const CONSULTATION_CENTS = 7500;

const TEXTS = {
  en: {
    book: /^Book/,
    days: 'Days with free times',
    counselor: 'Counselor',
    language: 'Language of the session',
    name: 'Your name',
    email: 'Your e-mail',
    submit: 'Book and get the payment link',
    sent: 'Check your e-mail',
    payMail: 'initial consultation',
    pay: (price: string) => `Pay ${price} to confirm`,
    continue: 'Continue to Payment',
    payNow: (price: string) => `Pay ${price}`,
    created: 'Order Created!',
    confirmed: 'Your session is booked',
    cancel: 'Cancel this session',
    cancelYes: 'Yes, cancel it',
    canceled: 'Your session is canceled',
    refunded: (order: string) => `Your order ${order} was refunded`,
    canceledMail: 'Canceled:',
  },
  es: {
    book: /^Reservar/,
    days: 'Días con horarios libres',
    counselor: 'Consejera',
    language: 'Idioma de la sesión',
    name: 'Su nombre',
    email: 'Su correo electrónico',
    submit: 'Reservar y recibir el enlace de pago',
    sent: 'Revise su correo',
    payMail: 'consulta inicial',
    pay: (price: string) => `Pagar ${price} para confirmar`,
    continue: 'Continuar al pago',
    payNow: (price: string) => `Pagar ${price}`,
    created: '¡Pedido creado!',
    confirmed: 'Su sesión está reservada',
    cancel: 'Cancelar esta sesión',
    cancelYes: 'Sí, cancelarla',
    canceled: 'Su sesión está cancelada',
    refunded: (order: string) => `Su pedido ${order} fue reembolsado`,
    canceledMail: 'Cancelada:',
  },
} as const;

/** The checkout's fields a visitor fills (ids are the same in both languages). */
async function fillCheckout(page: Page, email: string) {
  await page.locator('#checkout-contactInfo-firstName').fill('Rosa');
  await page.locator('#checkout-contactInfo-lastName').fill('Méndez');
  await page.locator('#checkout-contactInfo-email').fill(email);
  await page.locator('#checkout-contactInfo-phone').fill('(718) 555-0123');
  await page.locator('#checkout-billingAddress-street').fill('60-12 Myrtle Avenue');
  await page.locator('#checkout-billingAddress-city').fill('Ridgewood');
  await page.locator('#checkout-billingAddress-state').fill('NY');
  await page.locator('#checkout-billingAddress-zipCode').fill('11385');
}

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  test(`a visitor books and pays an initial consultation, in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = TEXTS[language];
    const price = formatCents(CONSULTATION_CENTS);
    const counselorId = await createCounselor();
    const email = `${uniqueName('visitor_')}@example.org`;
    await openInLanguage(page, language);
    await installStripeDouble(page, {
      onConfirmPayment: async (clientSecret) => ({ paymentIntentId: paymentIntentIdOf(clientSecret) }),
    });

    await page.goto('/counseling');
    const book = page.getByTestId('care-type-initial-consultation').getByRole('link', { name: text.book });
    await expect(book).toHaveAttribute('href', '/counseling/book?type=initial-consultation');
    // Loaded afresh: the counseling page's own list of counselors may predate this test's counselor.
    await page.goto('/counseling/book?type=initial-consultation');
    const form = page.getByTestId('care-booking');
    await form.getByLabel(text.language).selectOption(language);
    await form.getByLabel(text.counselor).selectOption(counselorId);
    const days = form.getByRole('group', { name: text.days }).getByRole('button');
    await days.nth(2).click();
    const time = form.getByTestId('slot-times').getByRole('button').first();
    await time.click();
    await expect(time).toHaveAttribute('aria-pressed', 'true');
    await form.getByLabel(text.name).fill('Rosa Méndez');
    await form.getByLabel(text.email).fill(email);
    await form.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('heading', { name: text.sent })).toBeVisible();

    // Her link, in her language: the booking, its price, and the way to pay.
    const payMail = await waitForMail(email, { match: (mail) => mail.subject.includes(text.payMail) });
    expect(payMail.language).toBe(language);
    const link = siteLinkIn(payMail, '/counseling/pay');
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(page.getByText(price).first()).toBeVisible();
    await page.getByRole('button', { name: text.pay(price) }).click();

    // The one checkout, as a guest: her contact and billing address, then the payment step.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('summary-total')).toHaveText(price);
    await fillCheckout(page, email);
    await page.getByRole('button', { name: text.continue }).click();
    await page.getByRole('button', { name: text.payNow(price) }).click();
    await expect(page).toHaveURL(/\/checkout\/complete\?order=WOP-/);
    const orderNumber = new URL(page.url()).searchParams.get('order')!;
    await sendOrderPaymentSucceeded(page.request, {
      orderNumber,
      paymentIntentId: await orderPaymentIntentId(orderNumber),
      totalCents: CONSULTATION_CENTS,
    });
    await expect(page.getByRole('heading', { name: text.created, level: 1 })).toBeVisible();

    // Booked: the confirmation with its calendar invitation, in her language.
    const confirmed = await waitForMail(email, { match: (mail) => mail.subject.startsWith(text.confirmed) });
    expect(confirmed.language).toBe(language);
    expect(await calendarOf(confirmed)).toContain('METHOD:REQUEST');

    // Canceled from the same link, before the cut-off: refunded by the shop, the CANCEL from care.
    await page.goto(`${link.pathname}${link.hash}`);
    await page.getByRole('button', { name: text.cancel, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(price);
    await dialog.getByRole('button', { name: text.cancelYes }).click();
    await expect(page.getByRole('heading', { name: text.canceled })).toBeVisible();
    const refund = await waitForMail(email, { match: (mail) => mail.subject === text.refunded(orderNumber) });
    expect(refund.language).toBe(language);
    const canceled = await waitForMail(email, {
      match: (mail) => mail.subject.startsWith(text.canceledMail),
    });
    expect(await calendarOf(canceled)).toContain('METHOD:CANCEL');
  });
}
