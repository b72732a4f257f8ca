import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Fund } from '@ministry/contracts/giving';
import type { SiteContentKey, SiteContentRevision } from '@ministry/contracts/site-content';
import { expectNoSeriousViolations, openInLanguage, waitForContent } from '../support/axe';
import { sendGiftPaid } from '../support/giving';
import { waitForMail } from '../support/mail';
import { signInAsNew, uniqueName } from '../support/session';
import { E2E_BASE_URL } from '../support/site';
import { latestRevision, republish } from '../support/site-content';

const PORTRAIT = join(__dirname, '..', 'fixtures', 'product.png');
const HERO = { en: 'Find Hope, Healing and Purpose', es: 'Encuentre esperanza, sanidad y propósito' };

/**
 * The journey through the admin's Site content tab. Other specs read the same published
 * documents meanwhile: a changed hero heading keeps today's words (they find it by them) and every
 * test puts back what visitors saw (by restoring the revision it started from, or in `finally`).
 */
test.describe.configure({ timeout: 240_000 });

async function signInEditor(context: BrowserContext): Promise<string> {
  const { username } = await signInAsNew(context, 'content_ed_', {
    role: 'content_editor',
    firstName: 'Lydia',
    lastName: 'Purple',
  });
  return username;
}

/** The editor of one document, opened from the tab's list. */
async function openDocument(page: Page, name: string) {
  await page.goto('/admin?tab=site-content');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name });
  await expect(form).toBeVisible();
  return form;
}

const toast = (page: Page) => page.getByTestId('toast');

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page)).toContainText('Published');
  await expect(page.getByTestId('content-status')).toHaveText('Published');
}

/** A visitor's page (a context of her own) that sees `expectation` within seconds of a publish. */
async function visitorSees(page: Page, path: string, expectation: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await expectation();
  }).toPass({ timeout: 30_000 });
}

async function withVisitor<T>(context: BrowserContext, run: (page: Page) => Promise<T>): Promise<T> {
  const visitor = await context.browser()!.newContext();
  try {
    return await run(await visitor.newPage());
  } finally {
    await visitor.close();
  }
}

/** Puts back what visitors saw of `key` (now, or `before`) after `run`, whatever happens. */
async function keeping(
  context: BrowserContext,
  key: SiteContentKey,
  run: () => Promise<void>,
  before?: SiteContentRevision,
) {
  const revision = before ?? (await latestRevision(context.request, key));
  try {
    await run();
  } finally {
    await republish(context.request, key, revision);
  }
}

test('an editor changes the hero in both languages, previews, publishes, and restores the earlier revision', async ({
  page,
  context,
}) => {
  const username = await signInEditor(context);
  const mark = uniqueName('v');
  const changed = { en: `${HERO.en} — ${mark}`, es: `${HERO.es} — ${mark}` };

  await keeping(context, 'home', async () => {
    // A content editor: the admin area with the Site content tab alone.
    await page.goto('/admin');
    await expect(page.getByRole('tab')).toHaveText(['Site content']);
    await expect(page.getByTestId('content-document')).toHaveCount(8);
    await expectNoSeriousViolations(page, 'the Site content tab (en)');

    const form = await openDocument(page, 'Home page');
    const hero = form.getByRole('group', { name: 'Hero' });
    const english = hero.getByLabel('Heading (English)');
    const spanish = hero.getByLabel('Heading (Spanish)');
    await expect(english).toHaveValue(HERO.en);
    const previous = (await latestRevision(context.request, 'home')).revision;

    // One language only: marked and counted; publishing asks first and lists it.
    await english.fill(changed.en);
    await spanish.fill('');
    await expect(spanish).toHaveAttribute('aria-invalid', 'true');
    await expect(hero.getByText('Missing translation')).toBeVisible();
    await expect(page.getByTestId('missing-count')).toHaveText('1 text is missing a translation.');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish with missing translations?' });
    await expect(confirm.getByTestId('missing-list')).toHaveText('Hero › Heading (Spanish)');
    await expectNoSeriousViolations(page, 'the missing-translations confirmation (en)');
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await spanish.fill(changed.es);
    await expect(page.getByTestId('missing-count')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page)).toContainText('Draft saved');
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled();
    await expect(page.getByTestId('content-status')).toHaveText('Unpublished changes');
    await expectNoSeriousViolations(page, 'a document’s editor (en)');

    // The preview shows the draft in both languages (the site's own language switch).
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Preview / (opens in a new tab)' }).click(),
    ]);
    await expect(preview).toHaveURL(/\/\?preview=draft$/);
    // Her page is drawn in her browser (a signed-in page is not the server's), the draft read once it is.
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(changed.en);
    await preview.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(changed.es);
    await preview.close();

    await withVisitor(context, async (visitor) => {
      // Not published yet: visitors see what they saw.
      await visitor.goto('/');
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(HERO.en);

      await publish(page);
      await visitorSees(visitor, '/', () =>
        expect(visitor.getByRole('heading', { level: 1 })).toHaveText(changed.en, { timeout: 1000 }),
      );
      await visitorSees(visitor, '/?lang=es', () =>
        expect(visitor.getByRole('heading', { level: 1 })).toHaveText(changed.es, { timeout: 1000 }),
      );
      // The server's own answer is named by it too (what a link preview or a search robot reads).
      await expect
        .poll(async () => (await visitor.request.get('/?lang=en')).text(), { timeout: 30_000 })
        .toContain(`<title>${changed.en} | `);

      // The history: the new revision first, by her; the earlier one viewed read-only, then restored.
      const rows = page.getByTestId('content-revision');
      await expect(rows.first()).toContainText(username);
      await expect(rows.first().getByRole('rowheader')).toHaveText(String(previous + 1));
      await page.getByRole('button', { name: `View ${previous}`, exact: true }).click();
      const view = page.getByTestId('revision-view');
      await expect(view.getByRole('group', { name: 'Hero' }).getByLabel('Heading (English)')).toHaveValue(
        HERO.en,
      );
      await expect(view.getByRole('group', { name: 'Hero' }).getByLabel('Heading (English)')).toHaveAttribute(
        'readonly',
      );
      await expectNoSeriousViolations(page, 'a revision shown read-only (en)');

      await page.getByRole('button', { name: `Restore ${previous}`, exact: true }).click();
      await page
        .getByRole('dialog', { name: `Restore revision ${previous}?` })
        .getByRole('button', { name: 'Restore' })
        .click();
      await expect(toast(page)).toContainText(`Revision ${previous} is now the draft`);
      await expect(english).toHaveValue(HERO.en);
      await expect(page.getByTestId('content-status')).toHaveText('Unpublished changes');
      await publish(page);
      await visitorSees(visitor, '/?lang=es', () =>
        expect(visitor.getByRole('heading', { level: 1 })).toHaveText(HERO.es, { timeout: 1000 }),
      );
    });
  });
});

test('an editor adds a team member with a photo, who appears on /team and on the home page, then removes her', async ({
  page,
  context,
}) => {
  await signInEditor(context);
  const name = `Zoë ${uniqueName('Marin')}`;
  const id = name.toLowerCase().replace('ë', 'e').replace(' ', '-');

  await keeping(context, 'team', async () => {
    const form = await openDocument(page, 'Team');
    await form.getByRole('button', { name: 'Add to Members' }).click();
    const added = form.getByTestId('content-item').last();
    await added.getByLabel(/^Name/).fill(name);
    const member = form.getByRole('group', { name, exact: true });
    await member.getByLabel('Role (English)').fill('Volunteer');
    await member.getByLabel('Role (Spanish)').fill('Voluntaria');
    await member.getByLabel('Biography (English)').fill('Zoë welcomes every visitor.');
    await member.getByLabel('Biography (Spanish)').fill('Zoë recibe a cada visitante.');
    const photo = member.getByRole('group', { name: 'Photo' });
    await photo.getByLabel(/^Upload a picture/).setInputFiles(PORTRAIT);
    await expect(photo.getByTestId('content-picture')).toHaveAttribute(
      'src',
      /^\/api\/site-content\/images\/.+\.webp$/,
    );
    await photo.getByLabel(/^Picture description \(English\)/).fill(`Portrait of ${name}`);
    await photo.getByLabel(/^Picture description \(Spanish\)/).fill(`Retrato de ${name}`);
    await publish(page);

    await withVisitor(context, async (visitor) => {
      await visitorSees(visitor, '/team', async () => {
        const card = visitor.getByTestId(`team-${id}`);
        await expect(card).toContainText(name, { timeout: 1000 });
        await expect(card.getByRole('img', { name: `Portrait of ${name}` })).toBeVisible();
      });
      await visitorSees(visitor, '/', () =>
        expect(visitor.getByTestId(`home-team-${id}`)).toContainText(name, { timeout: 1000 }),
      );

      await member.getByRole('button', { name: `Remove (${name})` }).click();
      await page
        .getByRole('dialog', { name: 'Remove this item?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(form.getByRole('group', { name, exact: true })).toHaveCount(0);
      await publish(page);
      await visitorSees(visitor, '/team', async () => {
        await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 1000 });
        await expect(visitor.getByTestId(`team-${id}`)).toHaveCount(0, { timeout: 1000 });
      });
    });
  });
});

test('an editor drafts a new phone, an admin publishes it: the footer, the contact page and the next receipt show it', async ({
  page,
  context,
}) => {
  await signInEditor(context);
  const phone = `(718) 555-${String(1000 + Math.floor(Math.random() * 9000))}`;
  const before = await latestRevision(context.request, 'ministry');
  let form = await openDocument(page, 'Ministry details');
  await form.getByLabel(/^Phone/).fill(phone);
  // Every e-mail and receipt prints these details: the editor's draft is kept, an admin publishes it.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page)).toContainText("Only an admin can publish the ministry's details");

  await signInAsNew(context, 'admin_', { role: 'admin', firstName: 'Phoebe', lastName: 'Deacon' });
  await keeping(
    context,
    'ministry',
    async () => {
      form = await openDocument(page, 'Ministry details');
      await expect(form.getByLabel(/^Phone/)).toHaveValue(phone);
      await publish(page);

      await withVisitor(context, async (visitor) => {
        await visitorSees(visitor, '/contact', () =>
          expect(visitor.getByRole('main').getByRole('link', { name: phone })).toHaveAttribute(
            'href',
            `tel:${phone.replace(/\D/g, '')}`,
            { timeout: 1000 },
          ),
        );

        // The next receipt: a gift made now (a visitor's, paid by the signed webhook) carries it.
        const [fund] = (await (await visitor.request.get('/api/giving/funds')).json()) as Fund[];
        await expect(async () => {
          const email = `${uniqueName('donor')}@example.org`;
          const started = await visitor.request.post('/api/giving/donations', {
            data: { fundId: fund!.id, giftCents: 2500, frequency: 'once', name: 'Ada Phone', email },
            headers: { Origin: E2E_BASE_URL },
          });
          expect(started.ok(), await started.text()).toBe(true);
          await sendGiftPaid(visitor.request, email);
          const receipt = await waitForMail(email, {
            match: (mail) => mail.subject.startsWith('Thank you for your gift'),
          });
          expect(receipt.text).toContain(phone);
        }).toPass({ timeout: 60_000 });

        // The site's footer, on every page.
        await visitorSees(visitor, '/about', () =>
          expect(visitor.getByRole('contentinfo')).toContainText(phone, { timeout: 1000 }),
        );
      });
    },
    before,
  );
});

test('the Site content screens in Spanish', async ({ page, context }) => {
  await openInLanguage(page, 'es');
  await signInEditor(context);
  await page.goto('/admin');
  await waitForContent(page, 'es');
  await expect(page.getByRole('tab')).toHaveText(['Contenido del sitio']);
  await expect(page.getByRole('button', { name: 'Editar Página de inicio' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Site content tab (es)');

  await page.getByRole('button', { name: 'Editar Preguntas y respuestas' }).click();
  const form = page.getByRole('form', { name: 'Preguntas y respuestas' });
  const first = form.getByTestId('content-item').first();
  // The mark while typing; publishing then asks first (it saves the draft: the answer is put back after).
  const answer = first.getByLabel('Respuesta (español)');
  const original = await answer.inputValue();
  await answer.fill('');
  await expect(first.getByText('Falta la traducción')).toBeVisible();
  await expect(page.getByTestId('missing-count')).toHaveText('A 1 texto le falta la traducción.');
  await expect(page.getByTestId('content-status')).toHaveText('Cambios sin guardar');
  await expectNoSeriousViolations(page, 'a document’s editor (es)');
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '¿Publicar con traducciones pendientes?' });
  await expect(confirm.getByTestId('missing-list')).toBeVisible();
  await expectNoSeriousViolations(page, 'the missing-translations confirmation (es)');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await answer.fill(original);
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(toast(page)).toContainText('Borrador guardado');

  const history = page.getByTestId('content-revision');
  await history.first().getByRole('button', { name: /^Ver / }).click();
  await expect(page.getByTestId('revision-view').getByTestId('content-item').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'a revision shown read-only (es)');
});
