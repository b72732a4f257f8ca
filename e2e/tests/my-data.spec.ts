import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { E2E_PASSWORD, signInAsNew } from '../support/session';
import { E2E_BASE_URL } from '../support/site';

/**
 * Her data hers (issue 44), through the real gateway, every service and the mail catcher: a member
 * downloads her data through the e-mailed single-use link; a member asks to delete her account,
 * confirms from the e-mailed link, and signing in again within the 14 days cancels the deletion.
 */
test.describe.configure({ timeout: 90_000 });

const linkTo = (text: string, path: string) =>
  new RegExp(`https?://[^\\s"<>]+/${path}#token=[A-Za-z0-9_-]+`).exec(text)?.[0];

test('a member downloads her data from the e-mailed link, once', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, acceptDownloads: true });
  try {
    const member = await signInAsNew(context, 'e2e_mydata_', { role: 'member', emailVerified: true });
    const page = await context.newPage();
    await page.goto('/account?tab=security');
    const card = page.getByTestId('privacy-card');
    await card.getByLabel('Password').fill(E2E_PASSWORD);
    await card.getByRole('button', { name: 'Download my data' }).click();
    await expect(card.getByRole('status')).toContainText('Check your email');

    const mail = await waitForMail(member.email, { match: (sent) => sent.subject === 'Download your data' });
    const link = linkTo(mail.text, 'my-data');
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!.slice(link!.indexOf('/', 8)));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = JSON.parse(readFileSync((await (await downloading).path())!, 'utf8')) as {
      profile: { email: string; username: string };
    };
    expect(file.profile.email).toBe(member.email);
    expect(file.profile.username).toBe(member.username);

    // The link worked once.
    const again = await context.request.post('/api/privacy/data-export/download', {
      headers: { Origin: E2E_BASE_URL },
      data: { token: new URL(link!).hash.slice('#token='.length) },
    });
    expect(again.status()).toBe(400);
  } finally {
    await context.close();
  }
});

test('a member confirms the deletion of her account, and signing in within 14 days cancels it', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    const member = await signInAsNew(context, 'e2e_delete_', { role: 'member', emailVerified: true });
    const page = await context.newPage();
    await page.goto('/account?tab=security');
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password').fill(E2E_PASSWORD);
    await dialog.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(page.getByText('we sent a link to confirm the deletion', { exact: false })).toBeVisible();

    const mail = await waitForMail(member.email, {
      match: (sent) => sent.subject === 'Confirm the deletion of your account',
    });
    const link = linkTo(mail.text, 'account-deletion');
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!.slice(link!.indexOf('/', 8)));
    await page.getByRole('button', { name: 'Delete my account in 14 days' }).click();
    await expect(page.getByText('Your account will be deleted on', { exact: false })).toBeVisible();
    await waitForMail(member.email, { match: (sent) => sent.subject === 'Your account will be deleted' });

    // Her sessions ended; signing in again cancels the deletion.
    const user = await context.request.get('/api/auth/user');
    expect(user.status()).toBe(401);
    const login = await context.request.post('/api/auth/login', {
      headers: { Origin: E2E_BASE_URL },
      data: { username: member.username, password: E2E_PASSWORD },
    });
    expect(login.status()).toBe(200);
    expect(await login.json()).toEqual(expect.objectContaining({ deletionCanceled: true }));
    const login2 = await context.request.post('/api/auth/login', {
      headers: { Origin: E2E_BASE_URL },
      data: { username: member.username, password: E2E_PASSWORD },
    });
    expect(await login2.json()).not.toEqual(expect.objectContaining({ deletionCanceled: true }));
  } finally {
    await context.close();
  }
});
