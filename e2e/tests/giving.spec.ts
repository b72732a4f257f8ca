import { expect, test } from '@playwright/test';
import {
  markEmailVerified,
  sendGiftPaid,
  sendMonthlyGiftPaid,
  storedGiftIntent,
  unclaimedGifts,
} from '../support/giving';
import { waitForMail } from '../support/mail';
import { signInAs, uniqueName } from '../support/session';
import { installStripeDouble, sendStripeEvent } from '../support/stripe-double';

test.describe('giving (Stripe.js double, signed webhooks, real billing service and mail)', () => {
  test('a visitor gives $50 once to a fund in Spanish and gets the receipt e-mail in Spanish', async ({
    page,
    context,
  }) => {
    const email = `${uniqueName('lucia')}@example.org`;
    await installStripeDouble(page, {
      onConfirmPayment: async () => {
        // What Stripe does once the card is charged: the signed webhook reaches billing.
        const intentId = await sendGiftPaid(context.request, email);
        return { paymentIntentId: intentId };
      },
    });
    await page.goto('/give');
    // Her choice of language is kept (Stripe's return to the thank-you page is a new page load).
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Donar' })).toBeVisible();
    await page.getByRole('radio', { name: 'Fondo General' }).check();
    await page.getByRole('button', { name: '$50.00' }).click();
    await expect(page.getByTestId('give-total')).toHaveText('Total: $50.00');
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Lucía Vega');
    await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
    await page.getByRole('button', { name: 'Continuar al pago' }).click();

    await expect(page.getByTestId('give-charged')).toHaveText('Se le cobrará $50.00.');
    await expect(page.getByTestId('stripe-double-payment-element')).toBeVisible();
    await page.getByRole('button', { name: 'Donar $50.00' }).click();

    await expect(page).toHaveURL(/\/give\/thank-you\?payment_intent=/);
    await expect(page.getByRole('heading', { name: '¡Gracias por su donación!' })).toBeVisible();
    await expect(page.getByText('Recibimos su donación de $50.00 a Fondo General.')).toBeVisible();
    const receipt = (await page.getByTestId('receipt-number').textContent())!.replace(
      'Número de recibo: ',
      '',
    );
    expect(receipt).toMatch(/^G-\d{4}-\d+$/);

    const mail = await waitForMail(email, { match: (each) => each.subject.includes(receipt) });
    expect(mail.language).toBe('es');
    expect(mail.subject).toBe(`Gracias por su donativo (recibo ${receipt})`);
    expect(mail.text).toContain('No se proporcionaron bienes ni servicios a cambio de esta contribución.');
  });

  test('a member sets up a monthly gift, sees it in the Giving tab, changes its amount and downloads this year’s statement', async ({
    page,
    context,
  }) => {
    // Giving, her account, a change and a statement: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const username = uniqueName('naomi');
    const email = `${username}@example.org`;
    await signInAs(context, { username, role: 'member', firstName: 'Naomi', lastName: 'Ruth' });
    await installStripeDouble(page, {
      onConfirmSetup: async () => {
        const { intentId } = await storedGiftIntent(email, 'setup');
        await sendStripeEvent(context.request, `evt_e2e_${intentId}`, 'setup_intent.succeeded', {
          id: intentId,
          object: 'setup_intent',
          status: 'succeeded',
          payment_method: 'pm_card_visa',
        });
        return { setupIntentId: intentId };
      },
    });
    await page.goto('/give');
    await page.getByRole('button', { name: '$25.00' }).click();
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await expect(page.getByTestId('giving-as')).toContainText(`Giving as Naomi Ruth (${email})`);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Give $25.00 monthly' }).click();

    await expect(page).toHaveURL(/\/give\/thank-you\?setup_intent=/);
    await expect(page.getByText('Your monthly gift of $25.00 to General Fund is set up.')).toBeVisible();
    // The first month is charged: Stripe's invoice.paid records the gift.
    await sendMonthlyGiftPaid(context.request, email);

    await page.getByRole('link', { name: 'View my giving' }).click();
    await expect(page).toHaveURL(/\/account\?tab=giving/);
    await expect(page.getByText('$25.00 each month to General Fund')).toBeVisible();
    await expect(page.getByTestId('my-gifts')).toContainText('$25.00');

    await page.getByRole('button', { name: 'Change amount, General Fund' }).click();
    await page.getByRole('textbox', { name: 'New monthly amount (USD)' }).fill('40');
    await page.getByRole('button', { name: 'Save amount' }).click();
    await expect(page.getByText('$40.00 each month to General Fund')).toBeVisible();

    const year = new Date().getFullYear();
    const statement = page.getByRole('link', { name: `Statement ${year} (PDF)` });
    await expect(statement).toBeVisible();
    const response = await context.request.get((await statement.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a visitor’s earlier gift joins her account only once her address is verified (English, then Spanish)', async ({
    page,
    context,
  }) => {
    const username = uniqueName('hanna');
    const email = `${username}@example.org`;
    // She gave on /give before she had an account.
    const fund = ((await (await context.request.get('/api/giving/funds')).json()) as { id: string }[])[0]!;
    const donation = await context.request.post('/api/giving/donations', {
      data: { fundId: fund.id, giftCents: 3000, frequency: 'once', coverFee: false, name: 'Hanna', email },
    });
    expect(donation.status(), await donation.text()).toBe(200);
    await sendGiftPaid(context.request, email);

    // Her new account's address is not proven yet: nothing is told about that address's gifts.
    await signInAs(context, { username, role: 'member', email, firstName: 'Hanna', lastName: 'Elkana' });
    await page.goto('/account?tab=giving');
    const verify = page.getByTestId('verify-prompt');
    await expect(verify).toContainText(
      'Gifts you gave before you had an account can be added here once your e-mail address is verified.',
    );
    await expect(page.getByText(/earlier gift/)).toHaveCount(0);
    await expect(page.getByTestId('my-gifts')).toHaveCount(0);
    await verify.getByRole('button', { name: 'Send verification link' }).click();
    await expect(verify.getByRole('status')).toHaveText(
      'We sent a link to your e-mail address. Open it, then come back to this tab.',
    );
    const link = await waitForMail(email, { match: (mail) => mail.text.includes('/verify-email#token=') });
    expect(link.text).not.toContain('?token=');
    expect(await unclaimedGifts(email)).toBe(1);

    // She followed the link: the tab now counts the gift and adds it on her word, in her language.
    await markEmailVerified(username);
    await page.reload();
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    const claim = page.getByTestId('claim-prompt');
    await expect(claim).toContainText(
      'Encontramos 1 donación anterior hecha con su correo electrónico verificado.',
    );
    await claim.getByRole('button', { name: 'Agregarla a mi cuenta' }).click();
    await expect(claim.getByRole('status')).toHaveText('Se agregó 1 donación anterior a su cuenta.');
    await expect(page.getByTestId('my-gifts')).toContainText('$30.00');
    expect(await unclaimedGifts(email)).toBe(0);
  });

  test('a finance admin creates a fund, sees the gifts and exports them as CSV', async ({
    page,
    context,
  }) => {
    const name = uniqueName('Missions ');
    await signInAs(context, {
      username: 'grace',
      role: 'admin',
      firstName: 'Grace',
      lastName: 'Lopez',
      finance: true,
    });
    await page.goto('/admin?tab=giving');
    await page.getByRole('button', { name: 'Add fund' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Name (Spanish)' }).fill(`Misiones ${name.slice(9)}`);
    await page.getByRole('textbox', { name: /^Goal/ }).fill('2500');
    await page.getByRole('button', { name: 'Create fund' }).click();
    const row = page.getByTestId('admin-funds').getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('$2,500.00');

    // A gift to the new fund, given through the API and confirmed by Stripe's signed webhook.
    const fund = (await (await context.request.get('/api/giving/funds')).json()) as {
      id: string;
      name: string;
    }[];
    const fundId = fund.find((each) => each.name === name)!.id;
    const donation = await context.request.post('/api/giving/donations', {
      data: { fundId, giftCents: 7500, frequency: 'once', coverFee: false, dedication: null },
    });
    expect(donation.status(), await donation.text()).toBe(200);
    await sendGiftPaid(context.request, 'grace@example.org');

    await page.getByRole('combobox', { name: 'Fund' }).selectOption(fundId);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByTestId('admin-gifts')).toContainText('$75.00');
    await expect(page.getByTestId('admin-gifts')).toContainText('grace@example.org');

    const csv = page.getByRole('link', { name: 'Export CSV' });
    await expect(csv).toHaveAttribute('href', `/api/admin/giving/gifts.csv?fund=${fundId}`);
    const response = await context.request.get((await csv.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/csv');
    const text = await response.text();
    expect(text).toContain(name);
    expect(text).toContain('grace@example.org');
  });
});
