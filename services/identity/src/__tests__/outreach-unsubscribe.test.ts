import request from 'supertest';
import { audienceOf } from '../outreach/audience';
import { addressKey, unsubscribeToken } from '../outreach/model';
import { UserModel } from '../users/model';
import { outreachTestEnvironment } from './outreach-helpers';

const t = outreachTestEnvironment();
const { env } = t;
const token = (listId: string, email: string) => unsubscribeToken(env.config.sessionKeys, listId, email);
const INVALID = 'This link is not valid. Please use the one in your latest email.';

/** A visitor on `news` (and `events`), through her confirm link. */
async function visitor(email = 'lydia@example.org', language: 'en' | 'es' = 'es') {
  await t.subscribeVisitor(email, ['news', 'events'], language);
  const confirm = await t.confirmToken(email);
  expect((await request(env.app).post('/api/mailing-lists/confirm').send({ token: confirm })).status).toBe(
    200,
  );
}
const onNews = async () => (await audienceOf(t.context(), ['news'])).map((a) => a.email);

describe('GET /api/unsubscribe/:token', () => {
  it('shows what the link is about as JSON, redirects a browser to the page, and changes nothing', async () => {
    await visitor();
    const link = `/api/unsubscribe/${token('news', 'lydia@example.org')}`;
    const info = await request(env.app).get(link).set('Accept', 'application/json');
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      list: expect.objectContaining({ id: 'news', nameEs: 'Noticias del ministerio' }),
      email: 'l***@e***.org',
      subscribed: true,
      language: 'es',
      member: false,
    });
    const page = await request(env.app).get(link).set('Accept', 'text/html,*/*');
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe(`/unsubscribe/${token('news', 'lydia@example.org')}`);
    expect(await onNews()).toEqual(['lydia@example.org']);
    expect(await t.models().records.countDocuments({ action: 'unsubscribed' })).toBe(0);
  });

  it("answers a member's saved language", async () => {
    const ruth = await t.member('ruth', { lists: ['news'], language: 'es', verified: true });
    const info = await request(env.app)
      .get(`/api/unsubscribe/${token('news', ruth.email)}`)
      .set('Accept', 'application/json');
    expect(info.body).toMatchObject({ subscribed: true, language: 'es', member: true });
  });

  it('refuses a forged token or a list that does not exist', async () => {
    await visitor();
    const real = token('news', 'lydia@example.org');
    const forged = `${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, 'news.abc.def', token('nope', 'lydia@example.org')]) {
      const res = await request(env.app).get(`/api/unsubscribe/${bad}`).set('Accept', 'application/json');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(INVALID);
      expect((await request(env.app).post(`/api/unsubscribe/${bad}`).send({})).status).toBe(400);
    }
    expect(await onNews()).toEqual(['lydia@example.org']);
  });
});

describe('POST /api/unsubscribe/:token (one-click)', () => {
  it('unsubscribes with the token alone, form-encoded, no cookie or Origin; idempotent', async () => {
    await visitor();
    const link = `/api/unsubscribe/${token('news', 'lydia@example.org')}`;
    for (let i = 0; i < 2; i += 1) {
      const res = await request(env.app).post(link).type('form').send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ subscribed: false, list: expect.objectContaining({ id: 'news' }) });
    }
    expect(await onNews()).toEqual([]);
    // Only that list: she stays on events.
    expect((await audienceOf(t.context(), ['events'])).map((a) => a.email)).toEqual(['lydia@example.org']);
    const key = addressKey('lydia@example.org');
    const consent = await t.models().consents.findById(`news:${key}`).lean();
    expect(consent).toMatchObject({ subscribed: false, email: null });
    expect(await t.models().suppressions.findById(`news:${key}`).lean()).toMatchObject({
      reason: 'unsubscribed',
    });
    const left = await t.models().records.find({ action: 'unsubscribed' }).lean();
    expect(left.map((r) => `${r.listId} ${r.via}`)).toEqual(['news one-click']);
  });

  it("records the site's page (JSON) as unsubscribe-page, and leaves the address off a visitor's later form", async () => {
    await visitor();
    const res = await request(env.app)
      .post(`/api/unsubscribe/${token('news', 'lydia@example.org')}`)
      .send({});
    expect(res.status).toBe(200);
    expect((await t.models().records.findOne({ action: 'unsubscribed' }).lean())?.via).toBe(
      'unsubscribe-page',
    );
    // Someone types her address in the form again: nothing changes until she follows the new link.
    await t.subscribeVisitor('lydia@example.org', ['news']);
    expect(await onNews()).toEqual([]);
  });

  it("finds a member's consent made under her earlier address", async () => {
    const ruth = await t.member('ruth', { lists: ['news'], verified: true });
    await UserModel.updateOne(
      { _id: ruth.user._id },
      { email: 'ruth.new@example.org', emailKey: 'ruth.new@example.org' },
    );
    expect(await onNews()).toEqual(['ruth.new@example.org']);
    const res = await request(env.app)
      .post(`/api/unsubscribe/${token('news', 'ruth.new@example.org')}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(await onNews()).toEqual([]);
    const mine = await ruth.agent.get('/api/account/mailing-lists');
    expect(mine.body.lists.find((l: { id: string }) => l.id === 'news').subscribed).toBe(false);
    // Re-registering the same address later does not put her back either.
    await UserModel.deleteOne({ _id: ruth.user._id });
    await t.member('ruth2', { lists: ['news'], verified: true });
    await UserModel.updateOne(
      { usernameKey: 'ruth2' },
      { email: 'ruth.new@example.org', emailKey: 'ruth.new@example.org' },
    );
    expect(await onNews()).toEqual([]);
  });
});

describe('/api/admin/mailing-lists', () => {
  it('is for admins only', async () => {
    const { agent } = await t.member('martha');
    expect((await request(env.app).get('/api/admin/mailing-lists')).status).toBe(401);
    expect((await agent.get('/api/admin/mailing-lists')).status).toBe(403);
    expect(
      (await agent.post('/api/admin/mailing-lists').send({ id: 'x', name: 'X', nameEs: 'X' })).status,
    ).toBe(403);
  });

  it('lists with subscriber counts, creates, refuses a duplicate, edits and closes', async () => {
    const admin = await t.makeAdmin('grace');
    await visitor();
    const lists = await admin.get('/api/admin/mailing-lists');
    expect(lists.status).toBe(200);
    expect(lists.body.map((l: { id: string; subscribers: number }) => [l.id, l.subscribers])).toEqual([
      ['news', 1],
      ['events', 1],
      ['donor-updates', 0],
    ]);
    const created = await admin
      .post('/api/admin/mailing-lists')
      .send({ id: 'prayer', name: 'Prayer', nameEs: 'Oración', description: 'Requests' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'prayer', public: true, closed: false, subscribers: 0 });
    const again = await admin.post('/api/admin/mailing-lists').send({ id: 'prayer', name: 'P', nameEs: 'P' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A list with that id already exists.');
    const bad = await admin
      .post('/api/admin/mailing-lists')
      .set('Accept-Language', 'es')
      .send({ id: 'Bad Id', name: 'P', nameEs: '' });
    expect(bad.status).toBe(400);
    const closed = await admin
      .put('/api/admin/mailing-lists/prayer')
      .send({ name: 'Prayer', nameEs: 'Oración', closed: true });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ closed: true, description: '' });
    expect(
      (await request(env.app).get('/api/mailing-lists')).body.map((l: { id: string }) => l.id),
    ).not.toContain('prayer');
    expect((await admin.put('/api/admin/mailing-lists/nope').send({ name: 'N', nameEs: 'N' })).status).toBe(
      404,
    );
  });
});
