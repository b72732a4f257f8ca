import type {
  BannerContent,
  PublishedSiteContent,
  SiteContentDraft,
  SiteContentRevision,
} from '@ministry/contracts/site-content';
import type { Client } from './client';
import { all, contentEditors, type RouteRow, fixed } from './route-row';
import { NOT_PICTURES, TINY_PNG } from './routes-shop-products';

const ADMIN = '/api/admin/site-content';

async function read<T>(client: Client, path: string): Promise<T> {
  const res = await client.send('GET', path);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text}`);
  return res.body as T;
}

/** A save of the banner (the smallest document) from its current version, with a text never used before. */
async function bannerSave(admin: Client, n: number) {
  const { version, content } = await read<SiteContentDraft<'banner'>>(admin, `${ADMIN}/banner`);
  const changed: BannerContent = { ...content, text: { en: `Notice ${n}`, es: `Aviso ${n}` } };
  return { version, content: changed };
}

/** The banner saved with a new text, so there is something to publish: the draft's version. */
async function unpublishedBanner(admin: Client, n: number): Promise<number> {
  const body = await bannerSave(admin, n);
  const res = await admin.send('PUT', `${ADMIN}/banner`, { body });
  if (res.status !== 200) throw new Error(`PUT ${ADMIN}/banner: ${res.status} ${res.text}`);
  return (res.body as SiteContentDraft).version;
}

async function firstRevision(admin: Client): Promise<string> {
  const [revision] = await read<SiteContentRevision[]>(admin, `${ADMIN}/banner/revisions`);
  if (!revision) throw new Error('the banner has no revision');
  return revision.id;
}

/** The site's own content (issue 29): visitors read what is published; editors draft, publish and restore. */
export const SITE_CONTENT_ROUTES: Record<string, RouteRow> = {
  'GET /api/site-content/images/:file': {
    expect: all(200),
    call: async ({ client }) => {
      const team = await read<PublishedSiteContent<'team'>>(client, '/api/site-content/team');
      return { path: team.content.members[0]?.photo?.url ?? '' };
    },
  },
  'GET /api/site-content/:key': fixed(all(200), '/api/site-content/faq'),
  'POST /api/admin/site-content/images': {
    expect: contentEditors(201),
    call: () => ({ path: `${ADMIN}/images`, bytes: { data: TINY_PNG, type: 'image/png' } }),
    badInputs: NOT_PICTURES,
  },
  'GET /api/admin/site-content/:key': fixed(contentEditors(200), `${ADMIN}/home`),
  'PUT /api/admin/site-content/:key': {
    expect: contentEditors(200),
    call: async ({ admin, unique }) => ({ path: `${ADMIN}/banner`, body: await bannerSave(admin, unique()) }),
  },
  'POST /api/admin/site-content/:key/publish': {
    expect: contentEditors(200),
    call: async ({ admin, unique }) => ({
      path: `${ADMIN}/banner/publish`,
      body: { version: await unpublishedBanner(admin, unique()) },
    }),
  },
  'GET /api/admin/site-content/:key/revisions': fixed(contentEditors(200), `${ADMIN}/banner/revisions`),
  'GET /api/admin/site-content/:key/revisions/:id': {
    expect: contentEditors(200),
    call: async ({ admin }) => ({ path: `${ADMIN}/banner/revisions/${await firstRevision(admin)}` }),
  },
  'POST /api/admin/site-content/:key/revisions/:id/restore': {
    expect: contentEditors(200),
    call: async ({ admin }) => ({ path: `${ADMIN}/banner/revisions/${await firstRevision(admin)}/restore` }),
  },
};
