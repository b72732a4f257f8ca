import { expect, test, type Page } from '@playwright/test';

/** The home page's sections, their headings and a few facts in both languages. */
const TEXT = {
  en: {
    title: 'Find Hope, Healing and Purpose | Spiritual Counseling & Bible Study',
    hero: 'Find Hope, Healing and Purpose',
    sections: {
      about: 'Our Story',
      services: 'Our Services',
      testimonials: 'Stories of Hope',
      team: 'Meet Our Team',
      pricing: 'Subscription Plans',
      contact: 'Get in Touch',
    },
    explore: 'Explore Our Services',
    contactUs: 'Contact Us',
    readMore: /^Read More/,
    readLess: /^Read Less/,
    rates: 'Rates',
    serviceSoon: 'More information about this service will be available soon.',
    learnMore: 'Contact us to learn more',
    fullStory: 'Full Story',
    storySoon: 'The full testimonial will be available soon.',
    lastDot: 'Show testimonial 4 of 4: Denise W.',
    share: 'Share your story with us',
    credentials: 'Credentials',
    contactInformation: 'Contact Information',
    teamSoon: 'More information about Grace Williams will be available soon.',
    popular: 'POPULAR CHOICE',
    subscribe: /^Subscribe/,
    custom: 'Contact us about a custom plan',
    choosePlan: 'Choose a Plan',
    send: 'Send Message',
  },
  es: {
    title: 'Encuentre esperanza, sanidad y propósito | Consejería Espiritual y Estudio Bíblico',
    hero: 'Encuentre esperanza, sanidad y propósito',
    sections: {
      about: 'Nuestra historia',
      services: 'Nuestros servicios',
      testimonials: 'Historias de esperanza',
      team: 'Conozca a nuestro equipo',
      pricing: 'Planes de suscripción',
      contact: 'Póngase en contacto',
    },
    explore: 'Conozca nuestros servicios',
    contactUs: 'Contáctenos',
    readMore: /^Leer más/,
    readLess: /^Leer menos/,
    rates: 'Tarifas',
    serviceSoon: 'Pronto habrá más información sobre este servicio.',
    learnMore: 'Contáctenos para saber más',
    fullStory: 'Historia completa',
    storySoon: 'El testimonio completo estará disponible pronto.',
    lastDot: 'Mostrar el testimonio 4 de 4: Denise W.',
    share: 'Compártanos su historia',
    credentials: 'Credenciales',
    contactInformation: 'Información de contacto',
    teamSoon: 'Pronto habrá más información sobre Grace Williams.',
    popular: 'RECOMENDADO',
    subscribe: /^Suscribirse/,
    custom: 'Contáctenos para un plan personalizado',
    choosePlan: 'Elegir un plan',
    send: 'Enviar mensaje',
  },
} as const;

async function useLanguage(page: Page, language: 'en' | 'es') {
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
}

/** Where a section's top is, relative to the bottom of the sticky header. */
async function sectionTopBelowHeader(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const header = document.querySelector('header.sticky-top')!.getBoundingClientRect();
    const section = document.getElementById(sectionId)!.getBoundingClientRect();
    return { top: section.top, headerBottom: header.bottom };
  }, id);
}

async function expectLandedOn(page: Page, id: string) {
  await expect
    .poll(async () => {
      const { top, headerBottom } = await sectionTopBelowHeader(page, id);
      // At the anchor offset: 80 px, or just below the header when it is taller than that.
      return top >= headerBottom - 1 && top <= Math.max(80, headerBottom) + 2;
    })
    .toBe(true);
}

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test.describe(`home page (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: text.hero })).toBeVisible();
    });

    test('has the hero, every section and the page metadata', async ({ page }) => {
      await expect(page).toHaveTitle(text.title);
      const hero = page.locator('#home');
      await expect(hero.getByRole('link', { name: text.explore })).toHaveAttribute('href', '/services');
      await expect(hero.getByRole('link', { name: text.contactUs })).toHaveAttribute('href', '/contact');
      for (const [id, heading] of Object.entries(text.sections)) {
        await expect(page.locator(`#${id}`).getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', text.title);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /\/remotes\/content\/.+\.png$/,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      const image = await page.request.get(
        (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '',
      );
      expect(image.headers()['content-type']).toBe('image/png');
    });

    test('Read More / Read Less opens Our Story, services, testimonials and team members', async ({
      page,
    }) => {
      const story = page.locator('#about');
      await story.getByRole('button', { name: text.readMore }).click();
      await expect(story.getByRole('button', { name: text.readLess })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(story.locator('#story-more')).toBeVisible();

      const counseling = page.getByTestId('home-service-individual-counseling');
      await counseling.getByRole('button', { name: text.readMore }).click();
      await expect(counseling.getByRole('heading', { level: 4, name: text.rates })).toBeVisible();
      await expect(counseling.getByText('$880')).toBeVisible();
      await expect(counseling.getByRole('link', { name: text.learnMore })).toHaveAttribute(
        'href',
        '/contact',
      );
      const bookClub = page.getByTestId('home-service-book-club');
      await bookClub.getByRole('button', { name: text.readMore }).click();
      await expect(bookClub.getByText(text.serviceSoon)).toBeVisible();

      const testimonials = page.locator('#testimonials');
      await testimonials.getByRole('button', { name: text.readMore }).click();
      await expect(testimonials.getByRole('heading', { level: 4, name: text.fullStory })).toBeVisible();
      await testimonials.getByRole('button', { name: text.lastDot }).click();
      await expect(testimonials.getByRole('button', { name: text.lastDot })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(testimonials.getByRole('heading', { name: 'Denise W.' })).toBeVisible();
      await testimonials.getByRole('button', { name: text.readMore }).click();
      await expect(testimonials.getByText(text.storySoon)).toBeVisible();
      await expect(testimonials.getByRole('link', { name: text.share })).toHaveAttribute('href', '/contact');

      const sarah = page.getByTestId('home-team-sarah-johnson');
      await sarah.getByRole('button', { name: text.readMore }).click();
      await expect(sarah.getByRole('heading', { name: text.credentials })).toBeVisible();
      await expect(sarah.getByRole('heading', { name: text.contactInformation })).toBeVisible();
      const grace = page.getByTestId('home-team-grace-williams');
      await grace.getByRole('button', { name: text.readMore }).click();
      await expect(grace.getByText(text.teamSoon)).toBeVisible();
    });

    test('shows the plans with the popular banner, the closing band and the contact form', async ({
      page,
    }) => {
      const pricing = page.locator('#pricing');
      await expect(pricing.getByRole('article')).toHaveCount(3);
      await expect(page.getByTestId('plan-growth').getByText(text.popular)).toBeVisible();
      await expect(page.getByTestId('plan-essential').getByText(text.popular)).toHaveCount(0);
      await expect(page.getByTestId('plan-growth').getByText('$89.00', { exact: true })).toBeVisible();
      for (const link of await pricing.getByRole('link', { name: text.subscribe }).all())
        await expect(link).toHaveAttribute('href', '/subscribe');
      await expect(pricing.getByRole('link', { name: text.custom })).toHaveAttribute('href', '/contact');
      await expect(page.getByRole('link', { name: text.choosePlan })).toHaveAttribute('href', '/subscribe');
      const contact = page.locator('#contact');
      await expect(contact.getByText(/Ridgewood, NY/)).toBeVisible();
      await expect(contact.getByRole('button', { name: text.send })).toBeVisible();
      // The popular plan is enlarged.
      const [growth, essential] = await Promise.all([
        page.getByTestId('plan-growth').boundingBox(),
        page.getByTestId('plan-essential').boundingBox(),
      ]);
      expect(growth!.height).toBeGreaterThan(essential!.height);
    });
  });
}

test.describe('hash navigation on the home page', () => {
  test('a hash in the address lands on its section below the sticky header', async ({ page }) => {
    await page.goto('/#pricing');
    await expect(page.locator('#pricing').getByRole('heading', { level: 2 })).toBeVisible();
    await expectLandedOn(page, 'pricing');
  });

  test('a hash change scrolls again, also on a narrow screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#team')).toBeAttached();
    await page.evaluate(() => {
      window.location.hash = '#team';
    });
    await expectLandedOn(page, 'team');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.evaluate(() => {
      window.location.hash = '#contact';
    });
    await expectLandedOn(page, 'contact');
  });
});
