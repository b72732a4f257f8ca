import { expect, type Page } from '@playwright/test';
import { MongoClient } from 'mongodb';
import type { Language } from './axe';
import { waitForMail, type ReceivedMail } from './mail';
import { E2E_PASSWORD } from './session';
import { E2E_MONGODB_URI } from './site';

/** What a member reads along her account's deletion, and the staff notice, in each language. */
export const DELETION_TEXT = {
  en: {
    start: 'Delete my account…',
    password: 'Password',
    send: 'Send the confirmation link',
    sent: 'we sent a link to confirm the deletion',
    confirmMail: 'Confirm the deletion of your account',
    confirm: 'Delete my account in 14 days',
    scheduled: 'Your account will be deleted on',
    scheduledMail: 'Your account will be deleted',
    noticeMail: 'An account was deleted',
  },
  es: {
    start: 'Eliminar mi cuenta…',
    password: 'Contraseña',
    send: 'Enviar el enlace de confirmación',
    sent: 'le enviamos un enlace para confirmar la eliminación',
    confirmMail: 'Confirme la eliminación de su cuenta',
    confirm: 'Eliminar mi cuenta en 14 días',
    scheduled: 'Su cuenta se eliminará el',
    scheduledMail: 'Su cuenta será eliminada',
    noticeMail: 'Se eliminó una cuenta',
  },
} satisfies Record<Language, Record<string, string>>;

/** The single-use link of the site to `path` (`/my-data`, `/account-deletion`) a message carries. */
export function tokenLinkIn(mail: ReceivedMail, path: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+/${path.replace(/^\//, '')}#token=[A-Za-z0-9_-]+`).exec(
    mail.text,
  )?.[0];
  expect(link, mail.text).toBeTruthy();
  return link!;
}

/**
 * The signed-in member of `page` asks for her account's deletion from the Security tab, follows the
 * e-mailed link and confirms, all in `language` (her page's and her saved one): her account is then
 * due for deletion in 14 days, her sessions ended.
 */
export async function confirmAccountDeletion(page: Page, email: string, language: Language): Promise<void> {
  const text = DELETION_TEXT[language];
  await page.goto('/account?tab=security');
  await page.getByRole('button', { name: text.start }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text.password).fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: text.send }).click();
  await expect(page.getByText(text.sent, { exact: false })).toBeVisible();

  const mail = await waitForMail(email, { match: (sent) => sent.subject === text.confirmMail });
  expect(mail.language).toBe(language);
  const link = tokenLinkIn(mail, 'account-deletion');
  await page.goto(link.slice(link.indexOf('/', 8)));
  await page.getByRole('button', { name: text.confirm }).click();
  await expect(page.getByText(text.scheduled, { exact: false })).toBeVisible();
  const scheduled = await waitForMail(email, { match: (sent) => sent.subject === text.scheduledMail });
  expect(scheduled.language).toBe(language);
}

/**
 * Her 14 days are over: her account's `deletionDueAt` moved a minute into the past in identity's
 * database (the clock moved in the data), for identity's deletion pass to find it.
 */
export async function makeDeletionDue(username: string): Promise<void> {
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    const { modifiedCount } = await client
      .db('ministry-identity')
      .collection('users')
      .updateOne(
        { usernameKey: username.toLowerCase(), deletionDueAt: { $ne: null } },
        { $set: { deletionDueAt: new Date(Date.now() - 60_000) } },
      );
    expect(modifiedCount, `${username} has a deletion to bring forward`).toBe(1);
  } finally {
    await client.close();
  }
}
