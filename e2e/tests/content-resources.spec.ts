import { expect, test, type Page } from '@playwright/test';
import type { Resource } from '@ministry/contracts/resource';
import { signInAs, uniqueName } from '../support/session';
import { untilHydrated } from '../support/site';

async function useLanguage(page: Page, language: 'en' | 'es') {
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
}

const TEXT = {
  en: {
    title: 'Resources',
    tabs: [
      'All Resources',
      'Mental Health',
      'Bible Study',
      'Counseling',
      'Family',
      'Personal Growth',
      'Spanish Resources',
      'Prayer',
    ],
    free: 'Finding Peace in Anxious Times',
    premium: 'Walking Through Grief',
    download: /^Download/,
    subscribe: /^Subscribe to Access, /,
    logo: "Logo of the Spanish women's Bible study guide",
    cta: 'View Subscription Plans',
    error: 'There was an error loading the resources.',
    empty: 'No resources are currently available.',
  },
  es: {
    title: 'Recursos',
    tabs: [
      'Todos los recursos',
      'Salud mental',
      'Estudio bíblico',
      'Consejería',
      'Familia',
      'Crecimiento personal',
      'Recursos en español',
      'Oración',
    ],
    free: 'Encontrar paz en tiempos de ansiedad',
    premium: 'Caminar a través del duelo',
    download: /^Descargar/,
    subscribe: /^Suscríbase para acceder/i,
    logo: 'Logotipo de la Guía de Estudio Bíblico para Mujeres',
    cta: 'Ver planes de suscripción',
    error: 'Hubo un error al cargar los recursos.',
    empty: 'No hay recursos disponibles en este momento.',
  },
} as const;

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test.describe(`resources page (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('lists the library with its tabs, prices, the guide logo and the call to subscribe', async ({
      page,
    }) => {
      await page.goto('/resources');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.free })).toBeVisible();
      // The fixed tabs, then one per other category in the data (Prayer; tests may add more).
      await expect(page.getByRole('tab').nth(7)).toHaveText(text.tabs[7]);
      expect((await page.getByRole('tab').allTextContents()).slice(0, text.tabs.length)).toEqual([
        ...text.tabs,
      ]);

      const premium = card(page, text.premium);
      await expect(premium.getByText('$12.99')).toBeVisible();
      await expect(premium.getByRole('link', { name: text.subscribe })).toHaveAttribute('href', '/subscribe');
      await expect(card(page, text.free).getByText('$')).toHaveCount(0);

      const logo = page.getByRole('img', { name: text.logo });
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await logo.getAttribute('src')).toMatch(
        /\/remotes\/content\/assets\/guia-estudio-biblico-logo\.\w+\.svg$/,
      );

      await page.getByRole('tab', { name: text.tabs[3] }).click();
      await expect(page.getByRole('tab', { name: text.tabs[3] })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('article')).toHaveCount(2);
      await page.getByRole('tab', { name: text.tabs[7] }).click();
      await expect(page.getByRole('article')).toHaveCount(1);

      await expect(page.getByRole('link', { name: text.cta })).toHaveAttribute('href', '/subscribe');
    });

    test('shows the error and empty states', async ({ page }) => {
      // The browser reads the library when it renders the page itself: reached from another page (the
      // server renders the first one, with the library in it).
      const openFromHome = async () => {
        await page.goto('/');
        await untilHydrated(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page
          .getByRole('navigation', { name: /^(Main navigation|Navegación principal)$/ })
          .getByRole('link', { name: text.title, exact: true })
          .click();
      };
      await page.route('**/api/resources', (route) =>
        route.fulfill({ status: 500, body: '{"message":"down"}' }),
      );
      await openFromHome();
      await expect(page.getByText(text.error)).toBeVisible();
      await page.unroute('**/api/resources');
      await page.route('**/api/resources', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
      );
      await openFromHome();
      await expect(page.getByText(text.empty)).toBeVisible();
    });

    test('a free resource downloads as a PDF in the page language', async ({ page }) => {
      await page.goto('/resources');
      const download = page.waitForEvent('download');
      await card(page, text.free).getByRole('link', { name: text.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`finding-peace-in-anxious-times-${language}.pdf`);
      const stream = await file.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
}

test('premium downloads: 401 for a visitor, 403 without a subscription, the file for a subscriber', async ({
  page,
  context,
  request,
}) => {
  const resources = (await (await request.get('/api/resources')).json()) as Resource[];
  const premium = resources.find((r) => r.type === 'premium' && r.title === 'Walking Through Grief')!;
  const url = `/api/resources/${premium.id}/download`;

  const visitor = await request.get(url);
  expect(visitor.status()).toBe(401);
  expect(await visitor.json()).toEqual({ message: 'Please sign in to download premium resources.' });

  await signInAs(context, { username: 'lydia', role: 'member' });
  const member = await context.request.get(url);
  expect(member.status()).toBe(403);

  await signInAs(context, { username: 'priscilla', role: 'member', subscribed: true });
  const subscriber = await context.request.get(url);
  expect(subscriber.status()).toBe(200);
  expect(subscriber.headers()['content-type']).toBe('application/pdf');

  // The page offers the download to the subscriber.
  await page.goto('/resources');
  await expect(card(page, 'Walking Through Grief').getByRole('link', { name: /^Download/ })).toHaveAttribute(
    'href',
    `${url}?lang=en`,
  );
});

test('admins manage resources through the service; others cannot', async ({ context, request }) => {
  const body = {
    title: uniqueName('E2E Caregiving Guide '),
    description: 'Encouragement for women caring for aging parents.',
    category: 'caregiving',
    type: 'premium',
    priceCents: 650,
  };
  expect((await request.post('/api/resources', { data: body })).status()).toBe(401);

  await signInAs(context, { username: 'grace', role: 'admin' });
  const invalid = await context.request.post('/api/resources', { data: { ...body, priceCents: null } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).message).toBe('A premium resource needs a price');

  const created = await context.request.post('/api/resources', { data: body });
  expect(created.status()).toBe(201);
  const resource = (await created.json()) as { id: string; priceCents: number };
  expect(resource.priceCents).toBe(650);
  const patched = await context.request.patch(`/api/resources/${resource.id}`, { data: { priceCents: 700 } });
  expect((await patched.json()).priceCents).toBe(700);

  // Another category found in the data gets its own tab.
  const page = await context.newPage();
  await page.goto('/resources');
  await page.getByRole('tab', { name: 'Caregiving' }).click();
  await expect(page.getByRole('heading', { name: body.title })).toBeVisible();

  expect((await context.request.delete(`/api/resources/${resource.id}`)).status()).toBe(204);
  expect((await context.request.delete(`/api/resources/${resource.id}`)).status()).toBe(404);
  expect((await context.request.delete('/api/resources/not-an-id')).status()).toBe(404);
});
