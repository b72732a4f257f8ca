import { PLANS } from '@ministry/contracts/plans';
import { SERVICES } from '@ministry/contracts/services-catalog';
import aboutEn from '../locales/en/about.json';
import contactEn from '../locales/en/contact.json';
import contentEn from '../locales/en/content.json';
import homeEn from '../locales/en/home.json';
import resourcesEn from '../locales/en/resources.json';
import servicesEn from '../locales/en/services.json';
import teamEn from '../locales/en/team.json';
import aboutEs from '../locales/es/about.json';
import contactEs from '../locales/es/contact.json';
import contentEs from '../locales/es/content.json';
import homeEs from '../locales/es/home.json';
import resourcesEs from '../locales/es/resources.json';
import servicesEs from '../locales/es/services.json';
import teamEs from '../locales/es/team.json';
import { SERVICE_DETAILS, serviceDetailBlocks } from '../content/service-details';
import { TEAM_MEMBERS } from '../content/team';
import { TEAM_DETAILS } from '../content/team-details';
import { TESTIMONIAL_STORIES } from '../content/testimonial-stories';
import { TESTIMONIALS } from '../content/testimonials';

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
  ['about.json', aboutEn, aboutEs],
  ['services.json', servicesEn, servicesEs],
  ['team.json', teamEn, teamEs],
  ['contact.json', contactEn, contactEs],
  ['resources.json', resourcesEn, resourcesEs],
];

describe('every English content entry has its Spanish counterpart', () => {
  it.each(TEXT_FILES)('%s: the same keys in both languages, none empty', (_file, en, es) => {
    expect(shape(es).sort()).toEqual(shape(en).sort());
    for (const text of [...texts(en), ...texts(es)]) expect(text.trim()).not.toBe('');
  });

  it('no two files hold the same top-level key (each part adds its own)', () => {
    const keys = TEXT_FILES.flatMap(([, en]) => Object.keys(en));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['service details', SERVICE_DETAILS],
    ['team details', TEAM_DETAILS],
    ['testimonial stories', TESTIMONIAL_STORIES],
  ] as const)('%s: the same entries, blocks and list lengths in both languages', (_name, content) => {
    expect(Object.keys(content.es).sort()).toEqual(Object.keys(content.en).sort());
    for (const key of Object.keys(content.en)) {
      expect({ key, shape: shape(content.es[key]).sort() }).toEqual({
        key,
        shape: shape(content.en[key]).sort(),
      });
    }
    for (const text of texts(content)) expect(text.trim()).not.toBe('');
  });

  it('services, plans, team members and testimonials carry both languages', () => {
    for (const service of SERVICES) {
      expect(service.titleEs.trim()).not.toBe('');
      expect(service.descriptionEs.trim()).not.toBe('');
    }
    for (const plan of PLANS) {
      expect(plan.nameEs.trim()).not.toBe('');
      expect(plan.descriptionEs.trim()).not.toBe('');
      expect(plan.featuresEs).toHaveLength(plan.features.length);
    }
    for (const member of TEAM_MEMBERS) {
      expect(member.roleEs.trim()).not.toBe('');
      expect(member.bioEs.trim()).not.toBe('');
    }
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.roleEs.trim()).not.toBe('');
      expect(testimonial.quoteEs.trim()).not.toBe('');
    }
  });
});

describe('content keys', () => {
  it('service details are keyed by the English titles of the catalog', () => {
    const titles = SERVICES.map((service) => service.title);
    for (const key of Object.keys(SERVICE_DETAILS.en)) expect(titles).toContain(key);
    expect(Object.keys(SERVICE_DETAILS.en).sort()).toEqual([
      'Bible Study Groups',
      'Group Workshops',
      'Individual Counseling',
      'Spiritual Mentoring',
      'Virtual Counseling',
    ]);
  });

  it('each service detail has the blocks it is meant to show', () => {
    const keys = (title: string) =>
      serviceDetailBlocks(title, 'en')
        .map((b) => b.key)
        .sort();
    expect(keys('Individual Counseling')).toEqual([
      'approach',
      'benefits',
      'clientTestimonial',
      'process',
      'rates',
      'specialties',
    ]);
    expect(keys('Bible Study Groups')).toEqual([
      'childcare',
      'format',
      'leadership',
      'registration',
      'schedule',
      'topics',
    ]);
    expect(keys('Spiritual Mentoring')).toEqual([
      'application',
      'commitment',
      'focus',
      'mentors',
      'purpose',
      'testimonial',
    ]);
    expect(keys('Group Workshops')).toEqual([
      'customWorkshops',
      'facilitators',
      'format',
      'registration',
      'specialEvents',
      'upcoming',
    ]);
    // Two lists of topics merged: platform, effectiveness, benefits, preparation, insurance, scheduling;
    // and platform, preparation, availability, effectiveness, limitations, technicalSupport.
    expect(keys('Virtual Counseling')).toEqual([
      'availability',
      'benefits',
      'effectiveness',
      'insurance',
      'limitations',
      'platform',
      'preparation',
      'scheduling',
      'technicalSupport',
    ]);
    expect(serviceDetailBlocks('Unknown Service', 'en')).toEqual([]);
  });

  it('uses the published facts', () => {
    const all = texts(SERVICE_DETAILS.en).join(' ');
    for (const fact of [
      '$75',
      '$125',
      '$880',
      '$110',
      '$35',
      '8 to 12',
      '6 to 8 weeks',
      '7:00–8:30 PM',
      '10:00–11:30 AM',
      '6 months to 10 years',
      'twice a month for 6 to 12 months',
      '5 years',
      '2 to 3 hours',
      'two weeks before',
      '3 or more',
      '9am to 7pm',
      '24 hours and 1 hour',
    ]) {
      expect(all).toContain(fact);
    }
  });

  it('team details and stories are keyed by the names shown', () => {
    const names = TEAM_MEMBERS.map((member) => member.name);
    for (const key of Object.keys(TEAM_DETAILS.en)) expect(names).toContain(key);
    const people = TESTIMONIALS.map((testimonial) => testimonial.name);
    for (const key of Object.keys(TESTIMONIAL_STORIES.en)) expect(people).toContain(key);
  });

  it('the plan catalog: essential $49, growth $89 popular, transform $149', () => {
    expect(PLANS.map((plan) => [plan.id, plan.priceCents, plan.popular])).toEqual([
      ['essential', 4900, false],
      ['growth', 8900, true],
      ['transform', 14900, false],
    ]);
  });
});
