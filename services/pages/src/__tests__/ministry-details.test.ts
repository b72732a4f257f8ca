import request from 'supertest';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import type { MinistryContent } from '@ministry/contracts/site-content';
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
    const app = testApp({ shellIndex: shell.indexPath, contentApiUrl: content.url });

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
    const app = testApp({ shellIndex: shell.indexPath, contentApiUrl: await downServiceUrl() });
    const english = await head(app, '/about');
    expect(ldOfType(english, 'Organization')).toMatchObject({
      name: 'Women of Purpose Ministry',
      telephone: '+1-718-555-0142',
    });
  });
});
