import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { EventOccurrence } from '@ministry/contracts/event';
import type { Product } from '@ministry/contracts/product';
import { addDays, todayInNewYork } from '@ministry/contracts/calendar-day';
import { E2E_BASE_URL } from '../support/site';

// A link pasted in WhatsApp or Facebook: their robot fetches the address once, runs no script, and
// builds the card from the head it got (services/pages, through the real gateway).
const ROBOT = { 'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };

interface Card {
  status: number;
  lang: string | null;
  title: string;
  meta: Record<string, string>;
  canonical: string | null;
  alternates: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

/** Fetches an address as the robot does, and reads its head with a real HTML parser, scripts off. */
async function fetchCard(request: APIRequestContext, browser: Browser, path: string): Promise<Card> {
  const response = await request.get(path, { headers: ROBOT });
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  const html = await response.text();
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'domcontentloaded' });
    const read = await page.evaluate(() => {
      const meta: Record<string, string> = {};
      for (const element of Array.from(document.head.querySelectorAll('meta[name], meta[property]'))) {
        const key = element.getAttribute('property') ?? element.getAttribute('name') ?? '';
        meta[key] = element.getAttribute('content') ?? '';
      }
      const alternates: Record<string, string> = {};
      for (const element of Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]')))
        alternates[element.getAttribute('hreflang') ?? ''] = element.getAttribute('href') ?? '';
      return {
        lang: document.documentElement.getAttribute('lang'),
        title: document.title,
        meta,
        canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        alternates,
        jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
          (script) => script.textContent ?? '',
        ),
      };
    });
    return {
      status: response.status(),
      ...read,
      jsonLd: read.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>),
    };
  } finally {
    await context.close();
  }
}

const ofType = (card: Card, type: string) => {
  const found = card.jsonLd.filter((thing) => thing['@type'] === type);
  expect(found).toHaveLength(1);
  return found[0]!;
};

/** Every card: the ministry's name, a picture that loads, Twitter's large card, the Organization. */
async function expectCommonCard(request: APIRequestContext, card: Card, language: 'en' | 'es') {
  expect(card.meta['og:site_name']).toBe(
    language === 'es' ? 'Ministerio Mujeres con Propósito' : 'Women of Purpose Ministry',
  );
  expect(card.meta['og:locale']).toBe(language === 'es' ? 'es_US' : 'en_US');
  expect(card.meta['twitter:card']).toBe('summary_large_image');
  expect(card.meta['twitter:title']).toBe(card.meta['og:title']);
  expect(card.meta['twitter:description']).toBe(card.meta['og:description']);
  expect(card.meta['twitter:image']).toBe(card.meta['og:image']);
  const image = await request.get(card.meta['og:image']!, { headers: ROBOT });
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(ofType(card, 'Organization')).toMatchObject({
    address: { addressLocality: 'Ridgewood', addressRegion: 'NY', postalCode: '11385' },
    url: `${E2E_BASE_URL}/`,
  });
}

async function seededProduct(request: APIRequestContext, name: string): Promise<Product> {
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const product = products.find((candidate) => candidate.name === name);
  expect(product, `seeded product ${name}`).toBeDefined();
  return product!;
}

test.describe('link previews: the card a robot builds from an address, without JavaScript', () => {
  test('a product: its name, price, picture and a Product with its Offer, in both languages', async ({
    request,
    browser,
  }) => {
    const tee = await seededProduct(request, 'Faith Over Fear Tee');
    const path = `/shop/${tee.id}`;

    const card = await fetchCard(request, browser, path);
    expect(card.status).toBe(200);
    expect(card.lang).toBe('en');
    expect(card.title).toBe('Faith Over Fear Tee | Spiritual Counseling & Bible Study');
    expect(card.meta['og:title']).toBe('Faith Over Fear Tee');
    expect(card.meta['og:type']).toBe('product');
    expect(card.meta['og:description']).toMatch(/^\$25\.00 · Soft, breathable cotton/);
    expect(card.meta['og:url']).toBe(`${E2E_BASE_URL}${path}`);
    expect(card.canonical).toBe(`${E2E_BASE_URL}${path}`);
    expect(card.alternates).toEqual({
      en: `${E2E_BASE_URL}${path}`,
      es: `${E2E_BASE_URL}${path}?lang=es`,
      'x-default': `${E2E_BASE_URL}${path}`,
    });
    expect(card.meta['product:price:amount']).toBe('25.00');
    await expectCommonCard(request, card, 'en');
    const product = ofType(card, 'Product');
    expect(product).toMatchObject({
      name: 'Faith Over Fear Tee',
      sku: tee.id,
      offers: {
        '@type': 'Offer',
        price: '25.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${E2E_BASE_URL}${path}`,
      },
    });
    // The product's own picture, served by the shop.
    const [picture] = product.image as string[];
    expect((await request.get(picture!)).status()).toBe(200);

    const spanish = await fetchCard(request, browser, `${path}?lang=es`);
    expect(spanish.lang).toBe('es');
    expect(spanish.meta['og:title']).toBe('Camiseta Fe sobre el miedo');
    expect(spanish.meta['og:url']).toBe(`${E2E_BASE_URL}${path}?lang=es`);
    expect(spanish.canonical).toBe(`${E2E_BASE_URL}${path}?lang=es`);
    await expectCommonCard(request, spanish, 'es');
    expect(ofType(spanish, 'Product')).toMatchObject({
      name: 'Camiseta Fe sobre el miedo',
      offers: { price: '25.00' },
    });
  });

  test('an event occurrence: its title and day, the place, and an Event with New York times and seats', async ({
    request,
    browser,
  }) => {
    const today = todayInNewYork();
    const occurrences = (await (
      await request.get(`/api/events?from=${today}&to=${addDays(today, 30)}`)
    ).json()) as EventOccurrence[];
    const workshop = occurrences.find((occurrence) => occurrence.title === 'Workshop: Healthy Boundaries');
    expect(workshop, 'the seeded workshop with sign-up').toBeDefined();
    const path = `/events/${workshop!.id}/${workshop!.occurrenceDate}`;

    const card = await fetchCard(request, browser, path);
    expect(card.status).toBe(200);
    expect(card.title).toBe('Workshop: Healthy Boundaries | Spiritual Counseling & Bible Study');
    expect(card.meta['og:title']).toMatch(/^Workshop: Healthy Boundaries · \w{3}, \w{3} \d{1,2}, \d{4}$/);
    expect(card.meta['og:description']).toMatch(
      /10:00\sAM – 1:00\sPM · Ministry Center, 60-12 Myrtle Avenue/,
    );
    expect(card.meta['og:url']).toBe(`${E2E_BASE_URL}${path}`);
    expect(card.alternates.es).toBe(`${E2E_BASE_URL}${path}?lang=es`);
    await expectCommonCard(request, card, 'en');

    const event = ofType(card, 'Event');
    expect(event).toMatchObject({
      name: 'Workshop: Healthy Boundaries',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Ministry Center, 60-12 Myrtle Avenue, Ridgewood, NY' },
      offers: { price: '0', priceCurrency: 'USD', url: `${E2E_BASE_URL}${path}` },
      maximumAttendeeCapacity: 20,
    });
    // 10:00 in New York on that day, with the offset of that day.
    const startDate = event.startDate as string;
    expect(startDate).toMatch(new RegExp(`^${workshop!.occurrenceDate}T10:00:00-0[45]:00$`));
    expect(new Date(startDate).toISOString()).toBe(new Date(workshop!.start!).toISOString());
    expect(new Date(event.endDate as string).toISOString()).toBe(new Date(workshop!.end!).toISOString());
    expect(event.remainingAttendeeCapacity).toEqual(expect.any(Number));

    const spanish = await fetchCard(request, browser, `${path}?lang=es`);
    expect(spanish.meta['og:title']).toMatch(/^Taller: Límites saludables · /);
    expect(ofType(spanish, 'Event').name).toBe('Taller: Límites saludables');
  });

  test('an address that names nothing: 404 and noindex for robots, the 404 page for people', async ({
    request,
    browser,
    page,
  }) => {
    const card = await fetchCard(request, browser, '/shop/0123456789abcdef01234567');
    expect(card.status).toBe(404);
    expect(card.meta.robots).toBe('noindex');
    expect(card.canonical).toBeNull();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found', level: 1 })).toBeVisible();
  });

  test('the sitemap lists both languages of a product and robots.txt points to it', async ({ request }) => {
    const tee = await seededProduct(request, 'Faith Over Fear Tee');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${E2E_BASE_URL}/shop/${tee.id}?lang=es</loc>`);
    expect(xml).toMatch(/<loc>[^<]+\/events\/[0-9a-f]{24}\/\d{4}-\d{2}-\d{2}<\/loc>/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
  });
});

test.describe('Spanish addresses', () => {
  test('?lang=es opens the page in Spanish, with its Spanish head', async ({ page }) => {
    await page.goto('/about?lang=es');
    await expect(page.getByRole('heading', { name: 'Sobre nosotras', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Sobre nosotras | Consejería Espiritual y Estudio Bíblico');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${E2E_BASE_URL}/about?lang=es`,
    );
    await expect(page.getByTestId('language-es')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a product shared in Spanish opens in Spanish and stays so inside the site; ?lang=en wins over a saved Spanish', async ({
    page,
    request,
  }) => {
    const tee = await seededProduct(request, 'Faith Over Fear Tee');
    await page.goto(`/shop/${tee.id}?lang=es`);
    await expect(page.getByRole('heading', { name: 'Camiseta Fe sobre el miedo', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Nosotras' }).first().click();
    await expect(page.getByRole('heading', { name: 'Sobre nosotras', level: 1 })).toBeVisible();

    await page.getByTestId('language-es').click();
    await page.goto('/about?lang=en');
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // An address names the language of that visit; her saved choice is hers.
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Sobre nosotras', level: 1 })).toBeVisible();
  });
});
