import request from 'supertest';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import type { MinistryContent } from '@ministry/contracts/site-content';
import { HOME } from './fixtures';
import { downServiceUrl, ldOfType, one, readHead, shellFolder, startStub, testApp } from './support';

const shell = shellFolder();
afterAll(() => shell.remove());

const PUBLISHED: MinistryContent = {
  ...MINISTRY_CONTENT,
  name: { en: 'Purpose House', es: 'Casa Propósito' },
  phone: '(718) 555-0199',
  email: 'office@purpose.example',
  address: { ...MINISTRY_CONTENT.address, street: '1 New Street' },
  social: [{ id: 'instagram', network: 'instagram', url: 'https://instagram.com/purpose' }],
};

async function head(app: ReturnType<typeof testApp>, path: string) {
  const response = await request(app).get(path);
  expect(response.status).toBe(200);
  return readHead(response.text);
}

describe("the heads show the ministry's published details", () => {
  it('in the Organization and og:site_name, and keep the last good ones once the content service stops', async () => {
    const content = await startStub({
      '/api/site-content/ministry': {
        body: { key: 'ministry', content: PUBLISHED, revision: 2, publishedAt: '2026-11-27T12:00:00Z' },
      },
    });
    const app = testApp({ shellIndex: shell.indexPath, apiOrigin: content.url });

    const spanish = await head(app, '/about?lang=es');
    expect(one(spanish, 'og:site_name')).toBe('Casa Propósito');
    expect(ldOfType(spanish, 'Organization')).toMatchObject({
      name: 'Casa Propósito',
      alternateName: 'Purpose House',
      email: 'office@purpose.example',
      telephone: '+1-718-555-0199',
      address: { streetAddress: '1 New Street', addressLocality: 'Ridgewood' },
      sameAs: ['https://instagram.com/purpose'],
    });

    await content.close();
    // Long after the copy was read, with nobody answering: still the last published details.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    try {
      const english = await head(app, '/contact');
      expect(ldOfType(english, 'Organization')).toMatchObject({ telephone: '+1-718-555-0199' });
      expect(one(english, 'og:site_name')).toBe('Purpose House');
    } finally {
      clock.mockRestore();
    }
  });

  it('are the seed while the content service has never answered', async () => {
    const app = testApp({ shellIndex: shell.indexPath, apiOrigin: await downServiceUrl() });
    const english = await head(app, '/about');
    expect(ldOfType(english, 'Organization')).toMatchObject({
      name: 'Women of Purpose Ministry',
      telephone: '+1-718-555-0142',
    });
  });
});

describe("the home page's head", () => {
  it('is named by the published hero heading (the other language for a missing translation), as its screen is', async () => {
    const content = await startStub({
      '/api/site-content/home': {
        body: { key: 'home', content: HOME, revision: 3, publishedAt: '2026-11-27T12:00:00Z' },
      },
    });
    const app = testApp({ shellIndex: shell.indexPath, apiOrigin: content.url });
    const english = await head(app, '/');
    expect(english.titles).toEqual(['Walk With Us This Winter | Spiritual Counseling & Bible Study']);
    expect(one(english, 'og:title')).toBe(english.titles[0]);
    const spanish = await head(app, '/?lang=es');
    expect(spanish.titles[0]).toMatch(/^Walk With Us This Winter \| /);
    // Another page keeps its own name.
    expect((await head(app, '/about')).titles[0]).toMatch(/^About Us \| /);
    await content.close();
  });

  it("is the manifest's text while the content service has never answered", async () => {
    const app = testApp({ shellIndex: shell.indexPath, apiOrigin: await downServiceUrl() });
    expect((await head(app, '/')).titles).toEqual([
      'Find Hope, Healing and Purpose | Spiritual Counseling & Bible Study',
    ]);
  });
});
