import { expect, test, type Page } from '@playwright/test';
import { calendarOf, createCounselor, makeGrowthMember } from '../support/care';
import { waitForMail } from '../support/mail';
import { signInAsNew } from '../support/session';

/**
 * A member's counseling (the account's Counseling tab, services/care through the gateway): a member
 * with a Growth plan whose saved language is Spanish books a plan session with a counselor in
 * Spanish, gets the confirmation with its calendar file, moves it (an updated invitation), cancels
 * it before the cut-off, and sees her plan's session given back.
 */

/** Picks the nth day with free times, then its first time; answers that time's button name. */
async function pickTime(scope: ReturnType<Page['getByTestId']>, day: number): Promise<string> {
  const days = scope.getByRole('group', { name: 'Días con horarios libres' }).getByRole('button');
  await expect(days.nth(day)).toBeVisible();
  await days.nth(day).click();
  const time = scope.getByTestId('slot-times').getByRole('button').first();
  const name = (await time.getAttribute('aria-label'))!;
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  return name;
}

test('a Spanish-speaking Growth member books, moves and cancels a counseling session', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const counselorId = await createCounselor();

  const { username, email } = await signInAsNew(context, 'care_', { role: 'member', firstName: 'Lucía' });
  await makeGrowthMember(username, 'es');
  await page.addInitScript(() => localStorage.setItem('language', 'es'));

  await page.goto('/account?tab=care');
  await expect(page.getByRole('tab', { name: 'Consejería' })).toHaveAttribute('aria-selected', 'true');
  const credits = page.getByTestId('care-credits');
  await expect(credits).toHaveText('Le quedan 2 de 2 sesiones este mes');

  // Book: her plan's kind (the only one open without a card), in Spanish, with this counselor.
  const form = page.getByTestId('care-booking');
  await expect(form.getByLabel(/¿Qué tipo de ayuda\?/)).toHaveValue('plan-growth');
  await expect(form).toContainText('se confirman al pagarlas en línea');
  await form.getByLabel('Idioma de la sesión').selectOption('es');
  await form.getByLabel('Consejera').selectOption(counselorId);
  // The third day with free times: at least two days away, so before the 24-hour cut-off.
  const booked = await pickTime(form, 2);
  await form.getByLabel(/¿Con qué le gustaría recibir ayuda\?/).fill('Quiero hablar sobre el duelo.');
  await expect(form).toContainText('Confidencial: solo usted y su consejera pueden leerlo.');
  await form.getByRole('button', { name: 'Confirmar la reserva' }).click();
  await expect(page.getByTestId('toast')).toContainText('Sesión reservada');

  const upcoming = page.getByTestId('care-upcoming').getByTestId('care-appointment');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText('Sesión del plan Crecimiento con María Rodríguez');
  await expect(upcoming).toContainText('hora de Nueva York');
  await expect(upcoming).toContainText('Reservada');
  await expect(credits).toHaveText('Le quedan 1 de 2 sesiones este mes');

  const confirmed = await waitForMail(email, {
    match: (mail) => mail.subject.startsWith('Su sesión está reservada'),
  });
  expect(confirmed.language).toBe('es');
  const invitation = await calendarOf(confirmed);
  expect(invitation).toContain('METHOD:REQUEST');
  expect(invitation).toContain('SEQUENCE:0');

  // Move it to another day of the same counselor: an updated invitation.
  await upcoming.getByRole('button', { name: /^Cambiar horario, / }).click();
  const panel = page.getByTestId('reschedule-panel');
  const moved = await pickTime(panel, 3);
  expect(moved).not.toBe(booked);
  await panel.getByRole('button', { name: /^Cambiar a / }).click();
  await expect(page.getByTestId('toast')).toContainText('Sesión cambiada');
  const update = await waitForMail(email, {
    match: (mail) => mail.subject.startsWith('Su sesión tiene un nuevo horario'),
  });
  const updated = await calendarOf(update);
  expect(updated).toContain('METHOD:REQUEST');
  expect(updated).toContain('SEQUENCE:1');

  // Cancel before the cut-off, after confirming: her plan's session comes back.
  await upcoming.getByRole('button', { name: /^Cancelar, / }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cancelar esta sesión?' });
  await expect(dialog).toContainText('La sesión vuelve a las sesiones de su plan de ese mes.');
  await dialog.getByRole('button', { name: 'Sí, cancelarla' }).click();
  await expect(page.getByTestId('toast')).toContainText('Sesión cancelada');
  await expect(page.getByTestId('care-upcoming')).toHaveCount(0);
  await expect(page.getByTestId('care-past').getByTestId('care-appointment')).toContainText('Cancelada');
  await expect(credits).toHaveText('Le quedan 2 de 2 sesiones este mes');
  const canceled = await waitForMail(email, { match: (mail) => mail.subject.startsWith('Cancelada:') });
  expect(await calendarOf(canceled)).toContain('METHOD:CANCEL');
});

test('a visitor is sent to sign in first', async ({ page }) => {
  await page.goto('/account?tab=care');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
