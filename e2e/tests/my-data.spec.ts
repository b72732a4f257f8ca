import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openInLanguage, type Language } from '../support/axe';
import { createProduct } from '../support/catalog';
import { waitForMail } from '../support/mail';
import { adminOrder, payOrder, placeOrder } from '../support/orders';
import { confirmAccountDeletion, DELETION_TEXT, makeDeletionDue, tokenLinkIn } from '../support/privacy';
import { asAdmin, E2E_PASSWORD, signInAs, signInAsNew, uniqueName } from '../support/session';
import { E2E_BASE_URL } from '../support/site';

/**
 * Her data hers (issue 44), through the real gateway, every service and the mail catcher: a member
 * downloads her data through the e-mailed single-use link; a member asks to delete her account,
 * confirms from the e-mailed link, and signing in again within the 14 days cancels the deletion;
 * once her 14 days are over (the clock moved in the data), identity's pass erases her account.
 */
test.describe.configure({ timeout: 90_000 });

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
    const link = tokenLinkIn(mail, 'my-data');
    await page.goto(link.slice(link.indexOf('/', 8)));
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
      data: { token: new URL(link).hash.slice('#token='.length) },
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
    await confirmAccountDeletion(page, member.email, 'en');

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

const signIn = (request: APIRequestContext, username: string) =>
  request.post('/api/auth/login', {
    headers: { Origin: E2E_BASE_URL },
    data: { username, password: E2E_PASSWORD },
  });

// One after the other: every admin gets the notice of every deletion, so each test's own admin,
// made at its start, gets only the notice of its member's.
test.describe.serial('once her 14 days are over', () => {
  for (const language of ['es', 'en'] as const satisfies Language[]) {
    test(`her account is erased and her order kept without her (${language})`, async ({ browser }) => {
      const text = DELETION_TEXT[language];
      // Staff in the same language: the notice comes in theirs.
      const staff = await browser.newContext({ baseURL: E2E_BASE_URL });
      const context = await browser.newContext({ baseURL: E2E_BASE_URL });
      try {
        const admin = uniqueName('e2e_notice_');
        await signInAs(staff, { username: admin, role: 'admin', language });
        const member = await signInAsNew(context, 'e2e_gone_', {
          role: 'member',
          firstName: 'Noemí',
          lastName: 'Belén',
          emailVerified: true,
          language,
        });

        // A paid order of hers, as the shop keeps it for the books.
        const product = await asAdmin((request) => createProduct(request, { type: 't-shirt' }));
        const { orderNumber } = await placeOrder(context.request, [
          { productId: product.id, options: { size: 'M' } },
        ]);
        await payOrder(staff.request, orderNumber);
        expect((await adminOrder(staff.request, orderNumber)).contactInfo.lastName).toBe('Moab');

        const page = await context.newPage();
        await openInLanguage(page, language);
        await confirmAccountDeletion(page, member.email, language);
        await makeDeletionDue(member.username);

        // Identity's pass (every 2 s on the e2e stack) erases her and tells the staff, in counts
        // (signing in before that would cancel the deletion: she tries only once it is done).
        const notice = await waitForMail(`${admin}@example.org`, {
          match: (sent) => sent.subject === text.noticeMail,
        });
        expect(notice.language).toBe(language);
        expect(notice.text).toMatch(/shop: ordersDeidentified\D+1\b/);
        expect(notice.text).toMatch(/identity: accountDeleted\D+1\b/);
        expect(notice.text).not.toContain(member.email);
        expect(notice.text).not.toContain(member.username);
        expect((await signIn(context.request, member.username)).status()).toBe(401);

        // Her order stays, paid, without her name, e-mail or address.
        const kept = await adminOrder(staff.request, orderNumber);
        expect(kept.status).toBe('paid');
        expect(kept.contactInfo).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
        expect(kept.shippingAddress).toBeNull();
        const adminPage = await staff.newPage();
        await adminPage.goto(`/admin?tab=orders&order=${orderNumber}`);
        const shown = adminPage.getByRole('region', { name: new RegExp(orderNumber) });
        await expect(shown.getByTestId('order-lines')).toContainText(product.name);
        await expect(shown).not.toContainText('Moab');
        await expect(shown).not.toContainText('12 Olive Street');
      } finally {
        await context.close();
        await staff.close();
      }
    });
  }
});
