import request from 'supertest';
import {
  SITE_CONTENT_KEYS,
  type HomeContent,
  type PublishedSiteContent,
  type SiteContentDraft,
  type SiteContentRevision,
  type TeamContent,
} from '@ministry/contracts/site-content';
import { siteContentSchema } from '@ministry/contracts/site-content-schema';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { REVISIONS } from '../site-content/model';
import { seedSiteContent } from '../site-content/seed';
import { SITE_CONTENT_SEED } from '../site-content/seed/index';
import { siteContentSetup } from './site-content-setup';

let db: TestDatabase;
let t: Awaited<ReturnType<typeof siteContentSetup>>;
beforeAll(async () => {
  db = await openTestDatabase('content-site');
  t = await siteContentSetup(db);
});
afterAll(() => db.close());
beforeEach(() => t.reset());

/** The home document with its English and Spanish hero heading changed. */
const withHeading = (home: HomeContent, en: string, es: string): HomeContent => ({
  ...home,
  hero: { ...home.hero, heading: { en, es } },
});

describe('the seed', () => {
  it('publishes today’s site as revision 1 of every key, once however often it runs', async () => {
    await seedSiteContent(t.context);
    await Promise.all([seedSiteContent(t.context), seedSiteContent(t.context)]);
    for (const key of SITE_CONTENT_KEYS) {
      expect(await db.data.collection(REVISIONS).countDocuments({ key })).toBe(1);
      const res = await t.visitorSees(key);
      expect(res.status).toBe(200);
      const published = res.body as PublishedSiteContent;
      expect(published).toMatchObject({ key, revision: 1 });
      // Every seeded document passes the schema an editor's save must pass.
      await expect(
        siteContentSchema(key).validate(published.content, { strict: true }),
      ).resolves.toBeTruthy();
    }
    const home = (await t.visitorSees('home')).body as PublishedSiteContent<'home'>;
    expect(home.content.hero.heading).toEqual({
      en: 'Find Hope, Healing and Purpose',
      es: expect.any(String) as string,
    });
    expect(home.content.hero.image).toBeNull();
  });

  it('stores the team’s and testimonials’ portraits as WebP, with alt texts in both languages', async () => {
    const team = (await t.visitorSees('team')).body as PublishedSiteContent<'team'>;
    const maria = team.content.members.find((member) => member.id === 'maria-rodriguez');
    expect(maria?.photo?.alt).toEqual({
      en: 'Portrait of María Rodríguez',
      es: 'Retrato de María Rodríguez',
    });
    expect(maria?.photo?.url).toMatch(/^\/api\/site-content\/images\/[0-9a-f]{24}\.webp$/);
    const picture = await request(t.app).get(maria?.photo?.url ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const stories = (await t.visitorSees('testimonials')).body as PublishedSiteContent<'testimonials'>;
    for (const testimonial of stories.content.testimonials) expect(testimonial.photo?.url).toBeTruthy();
    // The seed's copy of the remote's people, in the same order.
    expect(team.content.members.map((member) => member.id)).toEqual(
      SITE_CONTENT_SEED.team.members.map((member) => member.id),
    );
  });

  it('turns a detail list into a "- " list and a before/after into two blocks', () => {
    const credentials = SITE_CONTENT_SEED.team.members[0]?.details[0];
    expect(credentials?.label).toEqual({ en: 'Credentials', es: 'Credenciales' });
    expect(credentials?.body.en.split('\n').every((line) => line.startsWith('- '))).toBe(true);
    const jennifer = SITE_CONTENT_SEED.testimonials.testimonials.find(({ id }) => id === 'jennifer');
    expect(jennifer?.story.map(({ id }) => id)).toEqual(expect.arrayContaining(['before', 'after']));
  });
});

describe('drafts and publishing', () => {
  it('changes what visitors see only when the draft is published', async () => {
    const before = (await t.visitorSees('home')).body as PublishedSiteContent<'home'>;
    const opened = await t.draft('home');
    expect(opened).toMatchObject({ version: 0, unpublished: false, missingTranslations: [] });

    const saved = await t.save('home', {
      version: 0,
      content: withHeading(opened.content as HomeContent, 'Hope lives here', 'Aquí vive la esperanza'),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, unpublished: true, updatedBy: 'ruth' });
    expect((await t.visitorSees('home')).body).toEqual(before);

    const published = await t.publish('home', { version: 1 });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ version: 1, unpublished: false });
    const after = (await t.visitorSees('home')).body as PublishedSiteContent<'home'>;
    expect(after.revision).toBe(2);
    expect(after.content.hero.heading).toEqual({ en: 'Hope lives here', es: 'Aquí vive la esperanza' });

    const history = (
      await request(t.app).get('/api/admin/site-content/home/revisions').set('Cookie', t.cookies.editor)
    ).body as SiteContentRevision[];
    expect(history.map(({ revision, publishedBy }) => ({ revision, publishedBy }))).toEqual([
      { revision: 2, publishedBy: 'ruth' },
      { revision: 1, publishedBy: null },
    ]);
  });

  it('answers the public read with a revalidated cache and an ETag', async () => {
    const res = await t.visitorSees('faq');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await t.visitorSees('faq').set('If-None-Match', String(res.headers.etag));
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown key, publicly and to editors', async () => {
    expect((await t.visitorSees('gallery' as never)).status).toBe(404);
    const res = await request(t.app).get('/api/admin/site-content/gallery').set('Cookie', t.cookies.admin);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This page content does not exist.');
  });

  it('refuses to publish when nothing changed', async () => {
    const res = await t.publish('faq', { version: 0 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('There are no changes to publish.');
  });

  it('asks before publishing a missing translation, then falls back to the other language', async () => {
    const opened = await t.draft('home');
    const saved = await t.save('home', {
      version: 0,
      content: withHeading(opened.content as HomeContent, 'Only in English', ''),
    });
    expect((saved.body as SiteContentDraft).missingTranslations).toEqual(['hero.heading.es']);
    const refused = await t.publish('home', { version: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'Some texts are missing a translation. Publish anyway to show the other language there.',
      missing: ['hero.heading.es'],
    });
    expect((await t.visitorSees('home')).body.revision).toBe(1);
    const confirmed = await t.publish('home', { version: 1, allowMissingTranslations: true });
    expect(confirmed.status).toBe(200);
    expect((await t.visitorSees('home')).body.content.hero.heading).toEqual({
      en: 'Only in English',
      es: '',
    });
  });
});

describe('two editors on one document', () => {
  it('refuses a save from a stale version with 409 and keeps the first', async () => {
    const opened = await t.draft('home');
    const first = withHeading(opened.content as HomeContent, 'First', 'Primera');
    expect((await t.save('home', { version: 0, content: first })).status).toBe(200);
    const stale = await t.save('home', {
      version: 0,
      content: withHeading(opened.content as HomeContent, 'Second', 'Segunda'),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Someone else saved this page since you opened it/);
    expect((await t.draft('home')).content).toEqual(first);
  });

  it('lets exactly one of two saves from the same version in, whichever arrives first', async () => {
    const opened = await t.draft('faq');
    const content = opened.content as { items: { id: string }[] };
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        t.save('faq', { version: 0, content: { items: content.items.slice(0, n) } }, t.cookies.admin),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.find((res) => res.status === 200)?.body as SiteContentDraft;
    const now = await t.draft('faq');
    expect(now.version).toBe(1);
    expect(now.content).toEqual(winner.content);
  });

  it('refuses a publish from a stale version', async () => {
    const opened = await t.draft('home');
    await t.save('home', { version: 0, content: withHeading(opened.content as HomeContent, 'A', 'B') });
    expect((await t.publish('home', { version: 0 })).status).toBe(409);
  });
});

describe('history', () => {
  it('shows a revision’s content and restores it as a new draft, leaving visitors’ page alone', async () => {
    const original = await t.draft('home');
    await t.save('home', {
      version: 0,
      content: withHeading(original.content as HomeContent, 'New', 'Nuevo'),
    });
    await t.publish('home', { version: 1 });
    const [, first] = (
      await request(t.app).get('/api/admin/site-content/home/revisions').set('Cookie', t.cookies.editor)
    ).body as SiteContentRevision[];
    const viewed = await request(t.app)
      .get(`/api/admin/site-content/home/revisions/${first?.id}`)
      .set('Cookie', t.cookies.editor);
    expect(viewed.body).toMatchObject({ revision: 1, content: original.content });

    const restored = await request(t.app)
      .post(`/api/admin/site-content/home/revisions/${first?.id}/restore`)
      .set('Cookie', t.cookies.editor);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 2, unpublished: true, content: original.content });
    expect((await t.visitorSees('home')).body.content.hero.heading).toEqual({ en: 'New', es: 'Nuevo' });

    const missing = await request(t.app)
      .post('/api/admin/site-content/home/revisions/5f0000000000000000000000/restore')
      .set('Cookie', t.cookies.editor);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This revision does not exist.');
  });
});

describe('who may edit', () => {
  it.each([
    ['a visitor', null, 401],
    ['a member', 'member', 403],
    ['an event editor', 'eventEditor', 403],
    ['a content editor', 'editor', 200],
    ['an admin', 'admin', 200],
  ] as const)('%s (%s) reading a draft gets %i', async (_, who, status) => {
    const call = request(t.app).get('/api/admin/site-content/team');
    if (who) void call.set('Cookie', t.cookies[who]);
    expect((await call).status).toBe(status);
  });

  it('lets a content editor draft the ministry’s details, and only an admin publish them', async () => {
    const opened = await t.draft('ministry');
    const phone = '(718) 555-0199';
    const saved = await t.save('ministry', {
      version: opened.version,
      content: { ...opened.content, phone },
    });
    expect(saved.status).toBe(200);
    const refused = await t.publish('ministry', { version: saved.body.version }).set('Accept-Language', 'es');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Solo un administrador puede publicar los datos del ministerio/);
    expect((await t.visitorSees('ministry')).body.content.phone).not.toBe(phone);
    const published = await t.publish('ministry', { version: saved.body.version }, t.cookies.admin);
    expect(published.status).toBe(200);
    expect((await t.visitorSees('ministry')).body.content.phone).toBe(phone);
    await t.reset();
  });

  it('refuses a member’s save with 403 and changes nothing', async () => {
    const opened = await t.draft('team');
    const res = await t.save('team', { version: 0, content: opened.content }, t.cookies.member);
    expect(res.status).toBe(403);
    expect((await t.draft('team')).version).toBe(0);
  });
});

describe('markup in any field', () => {
  const markup = [
    '<script>alert(1)</script>',
    '[click](javascript:alert(1))',
    '<img src=x onerror=alert(1)> <b>bold</b>',
  ];

  it('is stored and answered as the same text, never sanitised into anything else', async () => {
    const opened = await t.draft('team');
    const team = opened.content as TeamContent;
    const [first, ...rest] = team.members;
    if (!first) throw new Error('the seed has a team');
    const changed: TeamContent = {
      members: [
        {
          ...first,
          role: { en: markup[0] ?? '', es: markup[2] ?? '' },
          bio: { en: markup.join('\n\n'), es: markup[1] ?? '' },
          details: [
            { id: 'notes', label: { en: markup[2] ?? '', es: 'x' }, body: { en: markup[1] ?? '', es: 'y' } },
          ],
        },
        ...rest,
      ],
    };
    expect((await t.save('team', { version: 0, content: changed })).status).toBe(200);
    expect((await t.publish('team', { version: 1 })).status).toBe(200);
    const seen = (await t.visitorSees('team')).body as PublishedSiteContent<'team'>;
    expect(seen.content.members[0]).toEqual(changed.members[0]);
  });
});
