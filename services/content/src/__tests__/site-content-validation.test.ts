import type { SiteContentKey } from '@ministry/contracts/site-content';
import { MESSAGES, type MessageKey } from '@ministry/contracts/messages';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { siteContentSetup } from './site-content-setup';

let db: TestDatabase;
let t: Awaited<ReturnType<typeof siteContentSetup>>;
beforeAll(async () => {
  db = await openTestDatabase('content-site-validation');
  t = await siteContentSetup(db);
  await t.reset();
});
afterAll(() => db.close());

type Json = Record<string, unknown>;

/** A copy of `document` with the value at `path` (dots; list items by index) replaced. */
function withValue(document: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(document) as Json;
  const names = path.split('.');
  const last = names.pop() ?? '';
  let at: Json = copy;
  for (const name of names) at = at[name] as Json;
  at[last] = value;
  return copy;
}

const servicesWith =
  (count: number, id = (n: number) => `service-${n}`) =>
  (services: Json[]) =>
    Array.from({ length: count }, (_, n) => ({ ...services[0], id: id(n) }));

/** One bad value per field kind and format, with the message it must be refused with. */
const CASES: [string, SiteContentKey, string, unknown, MessageKey, string][] = [
  [
    'a text empty in both languages',
    'home',
    'hero.heading',
    { en: ' ', es: '' },
    'siteContent.required',
    'hero.heading',
  ],
  [
    'a line with a line break',
    'home',
    'hero.kicker.en',
    'Since\n2008',
    'siteContent.lineInvalid',
    'hero.kicker.en',
  ],
  ['a text over its length', 'home', 'hero.text.es', 'x'.repeat(401), 'siteContent.tooLong', 'hero.text.es'],
  [
    'a button to javascript:',
    'home',
    'hero.primary.href',
    'javascript:alert(1)',
    'siteContent.linkInvalid',
    'hero.primary.href',
  ],
  [
    'a picture from another site',
    'home',
    'hero.image',
    { url: '//evil.example/x.webp', alt: { en: 'A', es: 'B' } },
    'siteContent.pictureInvalid',
    'hero.image.url',
  ],
  [
    'a picture without its Spanish alt text',
    'home',
    'hero.image',
    { url: '/api/site-content/images/x.webp', alt: { en: 'A', es: '' } },
    'siteContent.altRequired',
    'hero.image.alt.es',
  ],
  ['a missing section', 'home', 'sections', undefined, 'siteContent.required', 'sections.services.heading'],
  [
    'a name with markup',
    'ministry',
    'legalName',
    'Women <b>of</b> Purpose',
    'siteContent.lineInvalid',
    'legalName',
  ],
  [
    'an e-mail address without @',
    'ministry',
    'email',
    'hello.womenofpurpose.org',
    'siteContent.emailInvalid',
    'email',
  ],
  ['a phone in words', 'ministry', 'phone', 'call us', 'siteContent.phoneInvalid', 'phone'],
  [
    'a four-digit ZIP code',
    'ministry',
    'address.postalCode',
    '1138',
    'siteContent.postalCodeInvalid',
    'address.postalCode',
  ],
  [
    'a map over http',
    'ministry',
    'mapUrl',
    'http://maps.example.org/x',
    'siteContent.httpsInvalid',
    'mapUrl',
  ],
  [
    'an opening time as "9am"',
    'ministry',
    'officeHours.0.opens',
    '9am',
    'siteContent.timeInvalid',
    'officeHours[0].opens',
  ],
  [
    'a day that is no choice',
    'ministry',
    'officeHours.0.days',
    'holidays',
    'siteContent.choiceInvalid',
    'officeHours[0].days',
  ],
  ['a date with slashes', 'banner', 'startsOn', '2026/12/01', 'siteContent.dateInvalid', 'startsOn'],
  [
    'an icon outside the set',
    'services',
    'services.0.icon',
    'star',
    'siteContent.choiceInvalid',
    'services[0].icon',
  ],
  ['an item id that is no slug', 'faq', 'items.0.id', 'First Question', 'siteContent.idInvalid', 'items[0]'],
];

describe('saving a document refuses every kind of bad field with a translated message at its path', () => {
  it.each(CASES)('%s', async (_, key, path, value, message, errorPath) => {
    const { content } = await t.draft(key);
    for (const language of ['en', 'es'] as const) {
      const res = await t.save(
        key,
        { version: 0, content: withValue(content, path, value) },
        t.cookies.editor,
        language,
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({ [`content.${errorPath}`]: MESSAGES[message][language] });
    }
    expect((await t.draft(key)).version).toBe(0);
  });

  it('refuses a list over its length and two items with one id', async () => {
    const { content } = await t.draft('services');
    const services = (content as unknown as { services: Json[] }).services;
    const tooMany = await t.save('services', {
      version: 0,
      content: { services: servicesWith(21)(services) },
    });
    expect(tooMany.body.errors).toMatchObject({ 'content.services': MESSAGES['siteContent.tooMany'].en });
    const twice = await t.save('services', {
      version: 0,
      content: { services: servicesWith(2, () => 'same')(services) },
    });
    expect(twice.body.errors).toMatchObject({ 'content.services': MESSAGES['siteContent.idTaken'].en });
  });

  it('refuses a version that is not a whole number', async () => {
    const { content } = await t.draft('banner');
    for (const version of ['one', -1, 1.5, 1e21, null]) {
      const res = await t.save('banner', { version, content });
      expect(res.status).toBe(400);
    }
  });
});
