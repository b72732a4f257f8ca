import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@ministry/contracts/language';
import { findStaticPage, OCCURRENCE_PATH, PRODUCT_PATH } from '../site/pages';
import { PAGE_KEYS, PAGE_TEXTS, SITE_TEXTS, type PageKey } from '../site/texts';

// The heads copy the texts the remotes show (a service never imports a remote). These tests read the
// remotes' locale files and the shell's routes as files, so a change there that the heads would
// contradict fails here.
const ROOT = join(__dirname, '..', '..', '..', '..');

/** A dotted key looked up in every locale file of a folder (`<app>/src/locales/<language>/`). */
function localeText(folder: string, language: Language, key: string): string {
  const dir = join(ROOT, folder, 'src', 'locales', language);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    let value: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    if (typeof value === 'string') return value;
  }
  throw new Error(`${folder}: no text ${key} in ${language}`);
}

/** Where each head's page title and description come from (null: written for the head). */
const SOURCES: Record<PageKey, { folder: string; title: string; description: string | null }> = {
  home: { folder: 'mfe-content', title: 'home.hero.title', description: null },
  about: { folder: 'mfe-content', title: 'pages.about.title', description: 'about.hero.lead' },
  services: { folder: 'mfe-content', title: 'pages.services.title', description: 'servicesPage.intro' },
  team: { folder: 'mfe-content', title: 'pages.team.title', description: 'teamPage.lead' },
  contact: { folder: 'mfe-content', title: 'pages.contact.title', description: 'contactPage.lead' },
  resources: { folder: 'mfe-content', title: 'pages.resources.title', description: 'resources.lead' },
  events: { folder: 'mfe-events', title: 'pages.eventsCalendar.title', description: 'calendar.intro' },
  eventOccurrence: {
    folder: 'mfe-events',
    title: 'pages.eventOccurrence.title',
    description: 'calendar.intro',
  },
  cancelRegistration: {
    folder: 'mfe-events',
    title: 'pages.cancelRegistration.title',
    description: 'cancelPage.intro',
  },
  confirmRegistration: {
    folder: 'mfe-events',
    title: 'pages.confirmRegistration.title',
    description: null,
  },
  eventManagement: {
    folder: 'mfe-events',
    title: 'pages.eventManagement.title',
    description: 'manage.intro',
  },
  shop: { folder: 'mfe-shop', title: 'pages.shopList.title', description: 'list.intro' },
  product: { folder: 'mfe-shop', title: 'pages.productDetail.title', description: 'list.intro' },
  cart: { folder: 'mfe-shop', title: 'pages.cart.title', description: null },
  checkout: { folder: 'mfe-shop', title: 'pages.checkout.title', description: 'checkout.intro' },
  checkoutComplete: { folder: 'mfe-shop', title: 'pages.checkoutComplete.title', description: null },
  login: { folder: 'mfe-account', title: 'pages.login.title', description: null },
  register: { folder: 'mfe-account', title: 'pages.register.title', description: 'register.intro' },
  forgotPassword: { folder: 'mfe-account', title: 'pages.forgotPassword.title', description: 'forgot.intro' },
  resetPassword: { folder: 'mfe-account', title: 'pages.resetPassword.title', description: 'reset.intro' },
  verifyEmail: { folder: 'mfe-account', title: 'pages.verifyEmail.title', description: null },
  account: { folder: 'mfe-account', title: 'pages.account.title', description: null },
  subscribe: { folder: 'mfe-account', title: 'pages.subscribe.title', description: 'subscribe.intro' },
  subscriptionSuccess: { folder: 'mfe-account', title: 'pages.subscriptionSuccess.title', description: null },
  give: { folder: 'mfe-account', title: 'pages.give.title', description: 'giving.give.intro' },
  giveThankYou: { folder: 'mfe-account', title: 'pages.giveThankYou.title', description: null },
  admin: { folder: 'mfe-admin', title: 'pages.adminDashboard.title', description: 'dashboard.intro' },
  notFound: { folder: 'packages/platform', title: 'notFound.title', description: 'notFound.body' },
};

describe('head texts', () => {
  it.each(LANGUAGES)(
    'in %s: every title is the one the page sets, every copied description the page’s lead',
    (language) => {
      for (const key of PAGE_KEYS) {
        const source = SOURCES[key];
        expect([key, PAGE_TEXTS[key][language].title]).toEqual([
          key,
          localeText(source.folder, language, source.title),
        ]);
        if (source.description)
          expect([key, PAGE_TEXTS[key][language].description]).toEqual([
            key,
            localeText(source.folder, language, source.description),
          ]);
        expect(PAGE_TEXTS[key][language].description.trim()).not.toBe('');
      }
      expect(SITE_TEXTS[language].title).toBe(localeText('packages/platform', language, 'site.title'));
      expect(SITE_TEXTS[language].description).toBe(
        localeText('packages/platform', language, 'site.description'),
      );
      expect(SITE_TEXTS[language].imageAlt).toBe(localeText('mfe-content', language, 'meta.ogImageAlt'));
    },
  );

  it('has a Spanish text for every English one, and they differ where the page has two', () => {
    for (const key of PAGE_KEYS) expect(PAGE_TEXTS[key].es.title).not.toBe(PAGE_TEXTS[key].en.title);
  });
});

describe('the addresses the shell routes', () => {
  it('are all known here (an unknown one would be answered 404)', () => {
    const routes = readFileSync(join(ROOT, 'shell', 'src', 'routes.ts'), 'utf8');
    const paths = [...routes.matchAll(/path:\s*'([^']+)'/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const sample = path.replace(':id', '64b0c0ffee0000000000a001').replace(':date', '2026-12-05');
      const known =
        findStaticPage(sample) !== null ||
        (path.includes(':') && (PRODUCT_PATH.test(sample) || OCCURRENCE_PATH.test(sample)));
      expect([path, known]).toEqual([path, true]);
    }
  });
});
