import request from 'supertest';
import type { SiteContentDraft, SiteContentKey } from '@ministry/contracts/site-content';
import type { TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp, siteContentContext } from '../app';
import { DRAFTS, REVISIONS } from '../site-content/model';
import { seedSiteContent } from '../site-content/seed';

/** The site-content tests' app, cookies and the seeded site, on a database of their own. */
export async function siteContentSetup(db: TestDatabase) {
  const context = siteContentContext(db.data);
  const app = createApp(db.config, db).app.callback();
  const cookies = {
    admin: await signedInCookie(db, { role: 'admin', username: 'grace' }),
    editor: await signedInCookie(db, { role: 'content_editor', username: 'ruth' }),
    member: await signedInCookie(db, { role: 'member', username: 'martha' }),
    eventEditor: await signedInCookie(db, { role: 'event_editor', username: 'lydia' }),
  };
  /** Back to a freshly seeded site. */
  const reset = async () => {
    await db.data.collection(DRAFTS).deleteMany({});
    await db.data.collection(REVISIONS).deleteMany({});
    await seedSiteContent(context);
  };
  const draft = async (key: SiteContentKey, cookie = cookies.editor) => {
    const res = await request(app).get(`/api/admin/site-content/${key}`).set('Cookie', cookie);
    expect(res.status).toBe(200);
    return res.body as SiteContentDraft;
  };
  const save = (key: SiteContentKey, body: object, cookie = cookies.editor, language = 'en') =>
    request(app)
      .put(`/api/admin/site-content/${key}`)
      .set('Cookie', cookie)
      .set('Accept-Language', language)
      .send(body);
  const publish = (key: SiteContentKey, body: object, cookie = cookies.editor) =>
    request(app).post(`/api/admin/site-content/${key}/publish`).set('Cookie', cookie).send(body);
  const visitorSees = (key: SiteContentKey) => request(app).get(`/api/site-content/${key}`);
  return { app, context, cookies, reset, draft, save, publish, visitorSees };
}
