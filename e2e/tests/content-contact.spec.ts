import { expect, test, type Page } from '@playwright/test';
import type { ContactSubmission } from '@ministry/contracts/contact';
import { waitForMail } from '../support/mail';
import { signInAs } from '../support/session';

// Every message sent here counts against the contact form's per-address limit (the whole e2e run
// comes from one address), so only two real messages are sent; the rest is checked in the browser.

async function useLanguage(page: Page, language: 'en' | 'es') {
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
}

const TEXT = {
  en: {
    name: 'Your Name',
    email: 'Your Email',
    phone: 'Phone (optional)',
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending…',
    errors: {
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Please select a subject.',
      message: 'Message must be at least 10 characters.',
    },
    sentTitle: 'Message Sent!',
    failed: 'There was an error sending your message. Please try again.',
    faq: [
      'How do I schedule a counseling session?',
      'What should I expect in my first session?',
      'How do the subscription plans work?',
      'Do you offer virtual sessions?',
    ],
    hours: 'Office Hours',
  },
  es: {
    name: 'Su nombre',
    email: 'Su correo electrónico',
    phone: 'Teléfono (opcional)',
    subject: 'Asunto',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    sending: 'Enviando…',
    errors: {
      name: 'El nombre debe tener al menos 2 caracteres.',
      email: 'Por favor, introduzca un correo electrónico válido.',
      subject: 'Por favor, seleccione un asunto.',
      message: 'El mensaje debe tener al menos 10 caracteres.',
    },
    sentTitle: '¡Mensaje enviado!',
    failed: 'Hubo un error al enviar su mensaje. Por favor, inténtelo de nuevo.',
    faq: [
      '¿Cómo programo una sesión de consejería?',
      '¿Qué puedo esperar en mi primera sesión?',
      '¿Cómo funcionan los planes de suscripción?',
      '¿Ofrecen sesiones virtuales?',
    ],
    hours: 'Horario de oficina',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test.describe(`contact page (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/contact');
      await expect(page.getByRole('button', { name: text.send })).toBeVisible();
    });

    test('shows the details, office hours, social links and the FAQ', async ({ page }) => {
      await expect(page.getByRole('heading', { name: text.hours })).toBeVisible();
      await expect(page.getByRole('main').locator('address')).toContainText('60-12 Myrtle Avenue');
      await expect(page.getByRole('main').getByRole('link', { name: /Facebook/ })).toHaveCount(1);
      for (const question of text.faq) {
        const button = page.getByRole('button', { name: question });
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
      }
      await expect(page.getByText(/24/).first()).toBeVisible();
    });

    test('shows each validation message on its field and sends nothing', async ({ page }) => {
      let posted = false;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted = true;
      });
      await page.getByLabel(text.name).fill('A');
      await page.getByLabel(text.email).fill('not-an-email');
      await page.getByLabel(text.message).fill('Too short');
      await page.getByRole('button', { name: text.send }).click();
      for (const [field, message] of [
        [text.name, text.errors.name],
        [text.email, text.errors.email],
        [text.subject, text.errors.subject],
        [text.message, text.errors.message],
      ] as const) {
        await expect(page.getByLabel(field)).toHaveAccessibleDescription(message);
        await expect(page.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(page.getByLabel(text.name)).toBeFocused();
      await expect(page.getByLabel(text.phone)).not.toHaveAttribute('aria-invalid', 'true');
      // Fixing a field clears its message.
      await page.getByLabel(text.name).fill('Ana María');
      await expect(page.getByLabel(text.name)).not.toHaveAttribute('aria-invalid', 'true');
      expect(posted).toBe(false);
    });

    test('a failure shows an error toast and keeps the values', async ({ page }) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
      );
      await page.getByLabel(text.name).fill('Ana María');
      await page.getByLabel(text.email).fill('ana@example.org');
      await page.getByLabel(text.subject).selectOption('other');
      await page.getByLabel(text.message).fill('Hello, I have a question about your groups.');
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByTestId('toast')).toContainText(text.failed);
      await expect(page.getByLabel(text.name)).toHaveValue('Ana María');
      await expect(page.getByLabel(text.message)).toHaveValue('Hello, I have a question about your groups.');
      await expect(page.getByRole('button', { name: text.send })).toBeEnabled();
    });
  });
}

test('a sent message shows a submitting state, thanks, resets, and reaches the admins newest first', async ({
  page,
  context,
}) => {
  const stamp = Date.now();
  // Each run's own addresses: one address gets only a few acknowledgements a day.
  const esther = `esther.${stamp}@example.org`;
  const rut = `rut.${stamp}@example.org`;
  await page.goto('/contact');
  // The request waits until the submitting state has been seen, however slow the machine.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await released;
    await route.continue();
  });
  await page.getByLabel('Your Name').fill('Esther Playwright');
  await page.getByLabel('Your Email').fill(esther);
  await page.getByLabel('Phone (optional)').fill('(718) 555-0199');
  await page.getByLabel('Subject').selectOption('bible-study');
  await page.getByLabel('Message').fill(`When does the next Bible study start? (${stamp})`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  release();
  await expect(page.getByTestId('toast')).toContainText('Message Sent!');
  await expect(page.getByLabel('Your Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');

  // From the home page's contact section, in Spanish.
  await page.unroute('**/api/contact');
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/#contact');
  const section = page.locator('#contact');
  await section.getByLabel('Su nombre').fill('Rut Playwright');
  await section.getByLabel('Su correo electrónico').fill(rut);
  await section.getByLabel('Asunto').selectOption('counseling');
  await section.getByLabel('Mensaje').fill(`¿Tienen consejería en español? (${stamp})`);
  await section.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByTestId('toast')).toContainText('¡Mensaje enviado!');

  // The acknowledgement to the typed address, in the language the form was used in, is fixed text:
  // nothing the sender wrote (no name, no message), so the form relays nobody's words.
  for (const [address, subject, language, name] of [
    [esther, 'We received your message', 'en', 'Esther'],
    [rut, 'Recibimos su mensaje', 'es', 'Rut'],
  ] as const) {
    const ack = await waitForMail(address, { match: (mail) => mail.subject === subject });
    expect(ack.language).toBe(language);
    for (const part of [ack.text, ack.html]) {
      expect(part).not.toContain(String(stamp));
      expect(part).not.toContain(name);
      expect(part).not.toContain('Playwright');
    }
  }

  const visitor = await page.request.get('/api/admin/contact-submissions');
  expect(visitor.status()).toBe(401);

  await signInAs(context, { username: 'martha', role: 'member' });
  expect((await context.request.get('/api/admin/contact-submissions')).status()).toBe(403);

  await signInAs(context, { username: 'grace', role: 'admin' });
  const response = await context.request.get('/api/admin/contact-submissions');
  expect(response.status()).toBe(200);
  const submissions = (await response.json()) as ContactSubmission[];
  const ours = submissions.filter((s) => s.message.includes(String(stamp)));
  // Rut's message is about counseling: handed to the care service, confidential, never in the inbox.
  expect(ours.map((s) => s.name)).toEqual(['Esther Playwright']);
  expect(JSON.stringify(submissions)).not.toContain(rut);
  expect(ours[0]).toMatchObject({
    email: esther,
    phone: '(718) 555-0199',
    subject: 'bible-study',
    id: expect.any(String),
    createdAt: expect.any(String),
  });
});

test('the service refuses an invalid message and drops a filled-in honeypot', async ({
  request,
  context,
}) => {
  const invalid = await request.post('/api/contact', {
    data: { name: 'A', email: 'x', subject: 'nope', message: 'short' },
    headers: { 'Accept-Language': 'es' },
  });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).errors).toEqual({
    name: 'El nombre debe tener al menos 2 caracteres.',
    email: 'Por favor, introduzca un correo electrónico válido.',
    subject: 'Por favor, seleccione un asunto.',
    message: 'El mensaje debe tener al menos 10 caracteres.',
  });

  const trap = `Buy now ${Date.now()}`;
  const bot = await request.post('/api/contact', {
    data: {
      name: 'Bot',
      email: 'bot@example.org',
      subject: 'other',
      message: trap,
      website: 'http://spam.example',
    },
  });
  expect(bot.status()).toBe(201);
  await signInAs(context, { username: 'grace', role: 'admin' });
  const submissions = (await (
    await context.request.get('/api/admin/contact-submissions')
  ).json()) as ContactSubmission[];
  expect(submissions.some((s) => s.message === trap)).toBe(false);
});
