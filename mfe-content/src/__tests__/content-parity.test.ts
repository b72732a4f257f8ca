import { PLANS } from '@ministry/contracts/plans';
import { SITE_CONTENT_KEYS } from '@ministry/contracts/site-content';
import { missingTranslations } from '@ministry/contracts/site-content-fields';
import contactEn from '../locales/en/contact.json';
import contentEn from '../locales/en/content.json';
import counselingEn from '../locales/en/counseling.json';
import homeEn from '../locales/en/home.json';
import outreachEn from '../locales/en/outreach.json';
import privacyEn from '../locales/en/privacy.json';
import resourcesEn from '../locales/en/resources.json';
import servicesEn from '../locales/en/services.json';
import teamEn from '../locales/en/team.json';
import contactEs from '../locales/es/contact.json';
import contentEs from '../locales/es/content.json';
import counselingEs from '../locales/es/counseling.json';
import homeEs from '../locales/es/home.json';
import outreachEs from '../locales/es/outreach.json';
import privacyEs from '../locales/es/privacy.json';
import resourcesEs from '../locales/es/resources.json';
import servicesEs from '../locales/es/services.json';
import teamEs from '../locales/es/team.json';
import { DOCUMENTS } from './site-content-fixture';

/** Every leaf path of a value, with the shape of lists (their length) included. */
function shape(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value))
    return [`${prefix}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${prefix}[${i}]`))];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => shape(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

/** Every text leaf, for the "nothing empty" check. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** The remote's text files (scripts/check-locales.mjs finds a file missing in one language). */
const TEXT_FILES: [string, object, object][] = [
  ['content.json', contentEn, contentEs],
  ['home.json', homeEn, homeEs],
  ['services.json', servicesEn, servicesEs],
  ['team.json', teamEn, teamEs],
  ['contact.json', contactEn, contactEs],
  ['resources.json', resourcesEn, resourcesEs],
  ['counseling.json', counselingEn, counselingEs],
  ['privacy.json', privacyEn, privacyEs],
  ['outreach.json', outreachEn, outreachEs],
];

describe('the interface texts', () => {
  it.each(TEXT_FILES)('%s: the same keys in both languages, none empty', (_file, en, es) => {
    expect(shape(es).sort()).toEqual(shape(en).sort());
    for (const text of [...texts(en), ...texts(es)]) expect(text.trim()).not.toBe('');
  });

  it('no two files hold the same top-level key (each part adds its own)', () => {
    const keys = TEXT_FILES.flatMap(([, en]) => Object.keys(en));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keep none of the ministry’s own words: those are the published site-content documents', () => {
    const paths = TEXT_FILES.flatMap(([, en]) => shape(en));
    for (const moved of [
      /^about\./,
      /^home\.(hero|story)\.(?!imageAlt$)/,
      /^home\.(closing|contact)\./,
      /\.labels\./,
    ])
      expect(paths.filter((path) => moved.test(path))).toEqual([]);
    for (const part of ['services', 'testimonials', 'team', 'plans'])
      expect(paths).not.toContain(`home.${part}.heading`);
    expect(paths.filter((path) => path.startsWith('contactPage.faq.'))).toEqual(['contactPage.faq.heading']);
  });

  it('the plans carry both languages', () => {
    for (const plan of PLANS) {
      expect(plan.nameEs.trim()).not.toBe('');
      expect(plan.descriptionEs.trim()).not.toBe('');
      expect(plan.featuresEs).toHaveLength(plan.features.length);
    }
  });

  it('the plan catalog: essential $49, growth $89 popular, transform $149', () => {
    expect(PLANS.map((plan) => [plan.id, plan.priceCents, plan.popular])).toEqual([
      ['essential', 4900, false],
      ['growth', 8900, true],
      ['transform', 14900, false],
    ]);
  });
});

describe('the documents the tests show', () => {
  it('are complete in both languages but for the few texts left untranslated on purpose (the fallback’s tests)', () => {
    const missing = SITE_CONTENT_KEYS.flatMap((key) =>
      missingTranslations(key, DOCUMENTS[key]).map((path) => `${key}:${path}`),
    );
    expect(missing).toEqual([
      'about:values.items.1.title.es',
      'about:values.items.1.text.es',
      'services:services.2.name.es',
      'services:services.2.summary.es',
    ]);
  });
});
