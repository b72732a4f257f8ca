import { expect, test, type Page } from '@playwright/test';
import type { OccurrenceDetail } from '@ministry/contracts/event-signup';
import { siteLinkIn, waitForMail } from '../support/mail';
import { createSignupEvent, untilVisitorsSeeEvent } from '../support/events';
import { markEmailVerified } from '../support/giving';
import { asAdmin, signInAsNew } from '../support/session';
import { E2E_BASE_URL, untilHydrated } from '../support/site';

/**
 * Event sign-up from the visitor's side and the ministry's: the calendar's dialog leads to the
 * date's own page, a visitor signs up, confirms from the e-mail's link and is confirmed, an event
 * editor finds her on the list and checks her in on a phone.
 */

/** 'Tuesday, March 4, 2025' as the page writes a day. */
function longDay(day: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** Each test signs up for an event of its own, 20 seats (the tests run side by side). */
const ownEvent = () => asAdmin((admin) => createSignupEvent(admin));

/**
 * The visitor follows the link of the confirmation request e-mailed to her (read from the .eml): the
 * token is in the fragment, which the page takes out of the address bar and POSTs.
 */
async function confirmFromMail(page: Page, email: string, subject: RegExp): Promise<void> {
  const mail = await waitForMail(email, { match: (message) => subject.test(message.subject) });
  expect(mail.text).not.toContain('?token=');
  const link = siteLinkIn(mail, '/events/confirm');
  expect(link.hash).toMatch(/^#token=/);
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page).toHaveURL(/\/events\/confirm$/);
}

/** The seats-left line of the occurrence page: "7 of 20 seats left". */
const seatsLeft = (occurrence: OccurrenceDetail) => {
  const seats = occurrence.seats!;
  return `${seats.capacity! - seats.taken} of ${seats.capacity} seats left`;
};

async function attendedCount(page: Page): Promise<{ here: number; total: number }> {
  const text = (await page.getByTestId('attended-count').textContent()) ?? '';
  const match = /(\d+) of (\d+) here/.exec(text);
  expect(match, text).not.toBeNull();
  return { here: Number(match![1]), total: Number(match![2]) };
}

test.describe('event sign-up', () => {
  test('a visitor signs up from the calendar, confirms from the e-mail and is confirmed; an editor checks her in on a phone', async ({
    page,
    browser,
  }) => {
    const own = await ownEvent();
    const { event, date, occurrence } = own;
    expect(occurrence.signupState).toBe('open');
    await untilVisitorsSeeEvent(page.request, own);
    const name = `Rosa Díaz ${Date.now()}`;
    const email = `rosa.${Date.now()}@example.org`;

    // The calendar's dialog links to the date's own page.
    await page.goto(`/events?date=${date}`);
    await page.getByRole('heading', { name: event.title }).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: event.title });
    await dialog.getByRole('link', { name: 'Details and sign-up' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}/${date}$`));

    await expect(page.getByRole('heading', { name: event.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('occurrence-date')).toHaveText(longDay(date));
    await expect(page.getByTestId('occurrence-time')).toHaveText('10:00 AM – 1:00 PM');
    const box = page.getByRole('region', { name: 'Sign up' });
    await expect(box.getByText(seatsLeft(occurrence))).toBeVisible();

    // The form checks first, with the service's messages.
    await box.getByRole('button', { name: 'Sign up' }).click();
    await expect(box.getByText('Name is required')).toBeVisible();
    await expect(box.getByLabel('Your name')).toBeFocused();
    await box.getByLabel('Your name').fill(name);
    await box.getByLabel('Email').fill(email);
    await box.getByRole('button', { name: 'Sign up' }).click();

    // Her seat is held until she follows the link sent to her address.
    const status = box.getByTestId('signup-status');
    await expect(status).toHaveAttribute('data-status', 'unconfirmed');
    await expect(status.getByRole('heading', { name: 'Check your email to keep your seat' })).toBeFocused();
    await expect(status).toContainText('within 60 minutes');
    await expect(
      box.getByText(
        seatsLeft({ ...occurrence, seats: { ...occurrence.seats!, taken: occurrence.seats!.taken + 1 } }),
      ),
    ).toBeVisible();

    // The request carries no text she typed; its link confirms her sign-up.
    const request = await waitForMail(email, { match: (mail) => mail.subject.startsWith('Please confirm') });
    expect(request.text).not.toContain('Rosa');
    await confirmFromMail(page, email, /^Please confirm your sign-up/);
    await expect(page.getByRole('heading', { name: 'Your sign-up is confirmed', level: 1 })).toBeVisible();
    await expect(page.getByTestId('confirm-summary')).toContainText(event.title);
    // Now the news of her seat, with her name and the cancel link (its token in the fragment).
    const news = await waitForMail(email, { match: (mail) => mail.subject.startsWith("You're signed up") });
    expect(news.text).toContain(`You're signed up, ${name}!`);
    expect(siteLinkIn(news, '/events/cancel').hash).toMatch(/^#token=/);
    await page.goto(`/events/${event.id}/${date}`);

    // The same address again: one sign-up per person and date, said as the service words it.
    await page.reload();
    await untilHydrated(page);
    await box.getByLabel('Your name').fill(name);
    await box.getByLabel('Email').fill(email.toUpperCase());
    await box.getByRole('button', { name: 'Sign up' }).click();
    await expect(box.getByRole('alert')).toContainText('already signed up');

    // An event editor, on a phone at the door.
    const phone = await browser.newContext({
      baseURL: E2E_BASE_URL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await signInAsNew(phone, 'signup_ed_', { role: 'event_editor', firstName: 'Débora' });
      const door = await phone.newPage();
      await door.goto('/events/manage');
      const panel = door.getByRole('region', { name: 'Sign-ups and check-in' });
      await panel.getByLabel('Event').selectOption({ label: event.title });
      await expect(panel.getByLabel('Date')).toHaveValue(date);
      const confirmed = panel.getByRole('table', { name: /^Signed up \(\d+\)$/ });
      const row = confirmed.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(email);
      await expect(row).toContainText('No');
      await expect(panel.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        `/api/events/${event.id}/occurrences/${date}/registrations.csv`,
      );

      await panel.getByRole('button', { name: 'Open the check-in view' }).click();
      await expect(door.getByRole('heading', { name: `Check-in ${event.title}`, level: 1 })).toBeVisible();
      await expect(door).toHaveURL(/view=checkin/);
      const before = await attendedCount(door);
      const her = door.getByTestId('check-in-list').getByRole('button', { name: new RegExp(`^${name}`) });
      // Big enough to tap.
      const box2 = (await her.boundingBox())!;
      expect(box2.height).toBeGreaterThanOrEqual(44);
      expect(box2.width).toBeGreaterThan(300);
      await her.tap();
      await expect(her).toHaveAttribute('aria-pressed', 'true');
      await expect(door.getByTestId('attended-count')).toHaveText(
        `${before.here + 1} of ${before.total} here`,
      );
      // Saved: the list read again says so.
      await expect
        .poll(async () => {
          const list = (await (
            await door.request.get(`/api/events/${event.id}/occurrences/${date}/registrations`)
          ).json()) as { registrations: { name: string; attended: boolean }[] };
          return list.registrations.find((entry) => entry.name === name)?.attended;
        })
        .toBe(true);

      // Undo, and again: the last tap wins.
      await her.tap();
      await expect(her).toHaveAttribute('aria-pressed', 'false');
      await her.tap();
      await expect(her).toHaveAttribute('aria-pressed', 'true');

      await door.getByRole('button', { name: 'Back to the list' }).click();
      await expect(row).toContainText('Yes');
      await expect(panel.getByTestId('attendee-counts')).toContainText(`${before.here + 1} attended`);
    } finally {
      await phone.close();
    }
  });

  test('a member signs up in one click, sees it on coming back, and cancels', async ({ page, context }) => {
    const { username, email } = await signInAsNew(context, 'signup_mem_', {
      role: 'member',
      firstName: 'Ana',
      lastName: 'Reyes',
    });
    // One click is for a member whose address is verified; an unverified one is held like a visitor.
    await markEmailVerified(username);
    const { event, date } = await ownEvent();
    await page.goto(`/events/${event.id}/${date}`);
    const box = page.getByRole('region', { name: 'Sign up' });
    await expect(box.getByText(`You will be signed up as Ana Reyes (${email}).`)).toBeVisible();
    await box.getByRole('button', { name: 'Sign up' }).click();
    await expect(box.getByRole('heading', { name: 'You are signed up!' })).toBeVisible();

    await page.reload();
    await expect(box.getByText('You are signed up for this date.')).toBeVisible();
    await box.getByRole('button', { name: 'Cancel my place' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your place?' });
    await dialog.getByRole('button', { name: 'Cancel my place' }).click();
    await expect(page.getByTestId('toast')).toContainText('Your place is canceled');
    await expect(box.getByRole('button', { name: 'Sign up' })).toBeVisible();
  });

  test('a member whose address is not verified is asked to confirm from her e-mail, as a visitor is', async ({
    page,
    context,
  }) => {
    const { email } = await signInAsNew(context, 'signup_unv_', { role: 'member', firstName: 'Lia' });
    const { event, date } = await ownEvent();
    await page.goto(`/events/${event.id}/${date}`);
    const box = page.getByRole('region', { name: 'Sign up' });
    await box.getByRole('button', { name: 'Sign up' }).click();
    const status = box.getByTestId('signup-status');
    await expect(status).toHaveAttribute('data-status', 'unconfirmed');
    await expect(status.getByRole('heading', { name: 'Check your email to keep your seat' })).toBeVisible();
    await waitForMail(email, { match: (mail) => mail.subject.startsWith('Please confirm') });
  });

  test('a visitor signs up in Spanish and confirms from the Spanish e-mail', async ({ page }) => {
    const { event, date } = await ownEvent();
    const email = `marta.${Date.now()}@example.org`;
    await page.goto(`/events/${event.id}/${date}`);
    await page.getByTestId('language-es').click();
    const box = page.getByRole('region', { name: 'Inscripción' });
    await box.getByLabel('Su nombre').fill('Marta Pérez');
    await box.getByLabel('Correo electrónico').fill(email);
    await box.getByRole('button', { name: 'Inscribirme' }).click();
    await expect(
      box.getByRole('heading', { name: 'Revise su correo para conservar su lugar' }),
    ).toBeVisible();
    await confirmFromMail(page, email, /^Confirme su inscripción/);
    await expect(
      page.getByRole('heading', { name: 'Su inscripción está confirmada', level: 1 }),
    ).toBeVisible();
    const news = await waitForMail(email, {
      match: (mail) => mail.subject.startsWith('Inscripción confirmada'),
    });
    expect(news.language).toBe('es');
  });

  test('the occurrence page speaks Spanish; a wrong date or cancel link says so', async ({ page }) => {
    const { event, date } = await ownEvent();
    await page.goto(`/events/${event.id}/${date}`);
    await page.getByTestId('language-es').click();
    await expect(page.getByRole('heading', { name: event.titleEs!, level: 1 })).toBeVisible();
    await expect(page.getByTestId('occurrence-date')).toHaveText(longDay(date, 'es-US'));
    await expect(page.getByTestId('occurrence-time')).toHaveText('10:00 a.m. – 1:00 p.m.');
    await expect(page.getByRole('button', { name: 'Inscribirme' })).toBeVisible();

    await page.goto(`/events/${event.id}/2001-01-01`);
    await expect(page.getByRole('heading', { name: 'Evento no encontrado' })).toBeVisible();

    await page.goto('/events/cancel#token=not-a-real-token');
    await expect(page).toHaveURL(/\/events\/cancel$/);
    await expect(page.getByRole('heading', { name: 'Este enlace ya no funciona' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar mi lugar' })).toHaveCount(0);
  });
});
