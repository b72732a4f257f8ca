import { expect, test, type Page } from '@playwright/test';
import { readMailbox, waitForMail } from '../support/mail';
import { signInAs, signInAsNew, uniqueName } from '../support/session';
import { E2E_BASE_URL } from '../support/site';

/**
 * Announcements people asked for (issue 44), through the real gateway, identity and mail catcher:
 * a Spanish-speaking member joins "news" in her account; staff write an announcement in both
 * languages, preview it and send it; she gets the Spanish one, follows its unsubscribe link, sees the
 * page in Spanish and confirms; the next announcement reaches an English subscriber but not her,
 * while her transactional mail (a contact receipt) still arrives.
 */
test.describe.configure({ timeout: 120_000 });

async function joinNews(page: Page, save: string, list: string): Promise<void> {
  await page.goto('/account?tab=profile');
  await page.getByRole('switch', { name: list }).check();
  await page.getByRole('button', { name: save }).click();
  await expect(page.getByRole('switch', { name: list })).toBeChecked();
}

async function writeAndSend(page: Page, texts: { subject: string; subjectEs: string }): Promise<void> {
  await page.goto('/admin?tab=announcements');
  await page.getByRole('button', { name: 'New announcement' }).click();
  await page.getByLabel('Subject (English)').fill(texts.subject);
  await page.getByLabel('Message (English)').fill('A new season of Bible study starts Monday.');
  await page.getByLabel('Subject (Spanish)').fill(texts.subjectEs);
  await page.getByLabel('Message (Spanish)').fill('Una nueva temporada de estudio bíblico empieza el lunes.');
  await page.getByRole('checkbox', { name: /^Ministry news/ }).check();
  await page.getByRole('button', { name: 'Save draft' }).click();
  // The preview shows both languages once the draft is saved.
  await expect(page.getByText(`Subject: ${texts.subjectEs}`)).toBeVisible();
  await expect(page.getByText(`Subject: ${texts.subject}`)).toBeVisible();
  await page.getByRole('button', { name: 'Send now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Send the announcement now?');
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Sending started')).toBeVisible();
}

test('a Spanish member gets the Spanish announcement, unsubscribes in one click, and gets no more while her receipts arrive', async ({
  browser,
}) => {
  const memberContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const listenerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const adminContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    const member = await signInAsNew(memberContext, 'e2e_news_es_', {
      role: 'member',
      emailVerified: true,
      language: 'es',
    });
    const listener = await signInAsNew(listenerContext, 'e2e_news_en_', {
      role: 'member',
      emailVerified: true,
    });
    await signInAs(adminContext, { username: uniqueName('e2e_outreach_admin_'), role: 'admin' });

    const memberPage = await memberContext.newPage();
    await memberPage.addInitScript(() => localStorage.setItem('language', 'es'));
    await joinNews(memberPage, 'Guardar mis listas de correo', 'Noticias del ministerio');
    await joinNews(await listenerContext.newPage(), 'Save my email lists', 'Ministry news');

    const first = {
      subject: `Spring season ${uniqueName('')}`,
      subjectEs: `Temporada de primavera ${uniqueName('')}`,
    };
    const adminPage = await adminContext.newPage();
    await writeAndSend(adminPage, first);

    const spanish = await waitForMail(member.email, { match: (mail) => mail.subject === first.subjectEs });
    expect(spanish.language).toBe('es');
    expect(spanish.text).toContain('Una nueva temporada de estudio bíblico');
    const english = await waitForMail(listener.email, { match: (mail) => mail.subject === first.subject });
    expect(english.language).toBe('en');

    // Her link opens a page in her language; opening it changes nothing, the button unsubscribes.
    const link = /https?:\/\/[^\s"<>]+\/unsubscribe\/[A-Za-z0-9._-]+/.exec(spanish.text)?.[0];
    expect(link, spanish.text).toBeTruthy();
    const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
    try {
      const page = await visitor.newPage();
      await page.goto(new URL(link!).pathname);
      await expect(
        page.getByRole('heading', { name: '¿Cancelar la suscripción a Noticias del ministerio?' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
      await expect(
        page.getByText('No recibirá más correos de Noticias del ministerio.', { exact: false }),
      ).toBeVisible();
    } finally {
      await visitor.close();
    }

    const second = {
      subject: `Snow closing ${uniqueName('')}`,
      subjectEs: `Cierre por nieve ${uniqueName('')}`,
    };
    await writeAndSend(adminPage, second);
    await waitForMail(listener.email, { match: (mail) => mail.subject === second.subject });

    // Transactional mail is never blocked by her list choices: the contact form's receipt arrives.
    const contact = await memberContext.request.post('/api/contact', {
      headers: { Origin: E2E_BASE_URL, 'Accept-Language': 'es' },
      data: {
        name: 'Lucía Gómez',
        email: member.email,
        subject: 'bible-study',
        message: 'Gracias por las noticias de la temporada.',
      },
    });
    expect(contact.status(), await contact.text()).toBe(201);
    await waitForMail(member.email, { match: (mail) => mail.subject === 'Recibimos su mensaje' });
    const toHer = (await readMailbox()).filter((mail) => mail.to.includes(member.email.toLowerCase()));
    expect(toHer.map((mail) => mail.subject)).not.toContain(second.subjectEs);
    expect(toHer.map((mail) => mail.subject)).not.toContain(second.subject);
  } finally {
    await Promise.all([memberContext.close(), listenerContext.close(), adminContext.close()]);
  }
});
