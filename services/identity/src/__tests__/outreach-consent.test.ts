import request from 'supertest';
import { audienceOf, suppress } from '../outreach/audience';
import { ensureDefaultMailingLists } from '../outreach/consent';
import { addressKey } from '../outreach/model';
import { UserModel } from '../users/model';
import { outreachTestEnvironment } from './outreach-helpers';

const t = outreachTestEnvironment();
const { env } = t;

const records = async (filter: object = {}) =>
  (await t.models().records.find(filter).sort({ at: 1, _id: 1 }).lean()).map(
    (r) => `${r.listId} ${r.action} ${r.via}`,
  );

describe('GET /api/mailing-lists', () => {
  it('offers the open public lists, seeded once', async () => {
    await t.models().lists.updateOne({ _id: 'events' }, { closed: true });
    await t.models().lists.updateOne({ _id: 'donor-updates' }, { public: false });
    const res = await request(env.app).get('/api/mailing-lists');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ id: 'news', name: 'Ministry news', nameEs: 'Noticias del ministerio' }),
    ]);
    // Seeding again keeps staff's edits.
    await ensureDefaultMailingLists(t.context());
    expect((await t.models().lists.findById('events').lean())?.closed).toBe(true);
  });
});

describe("a visitor's double opt-in", () => {
  it('sends a link in her language, the same 202 for anyone, and subscribes her once she follows it', async () => {
    const asked = await t.subscribeVisitor('Lydia@Example.org', ['news', 'events'], 'es');
    const other = await t.subscribeVisitor('nobody@example.org', ['news'], 'es');
    expect(asked.status).toBe(202);
    expect(other.status).toBe(202);
    expect(asked.body).toEqual(other.body);
    expect(asked.body.message).toMatch(/^Gracias/);
    expect(await audienceOf(t.context(), ['news'])).toEqual([]);

    const [mail] = await t.inbox('lydia@example.org');
    expect(mail!.subject).toBe('Confirme su suscripción');
    expect(mail!.text).toContain('• Noticias del ministerio');
    expect(mail!.text).toContain('• Eventos');
    const token = await t.confirmToken('lydia@example.org');

    const confirmed = await request(env.app).post('/api/mailing-lists/confirm').send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.lists.map((l: { id: string }) => l.id)).toEqual(['news', 'events']);
    expect(await audienceOf(t.context(), ['events', 'news'])).toEqual([
      { email: 'Lydia@Example.org', language: 'es', listId: 'events', userId: null },
    ]);
    expect(await records()).toEqual(['news subscribed visitor-link', 'events subscribed visitor-link']);

    const again = await request(env.app).post('/api/mailing-lists/confirm').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is not valid. Please use the one in your latest email.');
  });

  it('refuses a closed or unknown list and bad input with a translated message', async () => {
    await t.models().lists.updateOne({ _id: 'events' }, { closed: true });
    expect((await t.subscribeVisitor('a@example.org', ['events'])).status).toBe(400);
    const unknown = await t.subscribeVisitor('a@example.org', ['nope']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('That mailing list does not exist.');
    const bad = await request(env.app)
      .post('/api/mailing-lists/subscribe')
      .set('Accept-Language', 'es')
      .send({ email: 'not-an-address', lists: ['news'], language: 'es' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Por favor, introduzca un correo electrónico válido.');
    expect((await t.subscribeVisitor('a@example.org', [])).status).toBe(400);
  });

  it('sends at most 3 links an hour to one address, answering the same 202', async () => {
    for (let i = 0; i < 4; i += 1)
      expect((await t.subscribeVisitor('ruth@example.org', ['news'])).status).toBe(202);
    expect((await t.subscribeVisitor('naomi@example.org', ['news'])).status).toBe(202);
    expect(await t.inbox('ruth@example.org')).toHaveLength(3);
    expect(await t.inbox('naomi@example.org')).toHaveLength(1);
  });

  it('does not re-add a suppressed address by the form, until she follows the link (a bounce stays)', async () => {
    await suppress(t.context(), 'ruth@example.org', 'news', 'unsubscribed');
    await suppress(t.context(), 'ruth@example.org', '*', 'bounced');
    await t.subscribeVisitor('ruth@example.org', ['news']);
    expect(await audienceOf(t.context(), ['news'])).toEqual([]);
    const token = await t.confirmToken('ruth@example.org');
    expect((await request(env.app).post('/api/mailing-lists/confirm').send({ token })).status).toBe(200);
    const key = addressKey('ruth@example.org');
    expect(await t.models().suppressions.findById(`news:${key}`).lean()).toBeNull();
    // Still bounced: nothing goes to her until the bounce is cleared.
    expect(await audienceOf(t.context(), ['news'])).toEqual([]);
    await t.models().suppressions.deleteOne({ _id: `*:${key}` });
    expect(await audienceOf(t.context(), ['news'])).toEqual([
      { email: 'ruth@example.org', language: 'en', listId: 'news', userId: null },
    ]);
  });
});

describe('registration opt-in', () => {
  it('records her lists via registration; she counts once her address is verified', async () => {
    const ruth = await t.member('ruth', { lists: ['news'], language: 'es' });
    expect(await records()).toEqual(['news subscribed registration']);
    expect(await audienceOf(t.context(), ['news'])).toEqual([]);
    await UserModel.updateOne({ _id: ruth.user._id }, { emailVerified: true });
    expect(await audienceOf(t.context(), ['news'])).toEqual([
      { email: 'ruth@example.org', language: 'es', listId: 'news', userId: ruth.id },
    ]);
  });

  it('does not re-subscribe a suppressed address', async () => {
    await suppress(t.context(), 'ruth@example.org', 'news', 'unsubscribed');
    await t.member('ruth', { lists: ['news', 'events'], verified: true });
    expect(await records()).toEqual(['events subscribed registration']);
    expect((await audienceOf(t.context(), ['news'])).map((a) => a.listId)).toEqual([]);
    expect((await audienceOf(t.context(), ['events'])).map((a) => a.email)).toEqual(['ruth@example.org']);
  });

  it('refuses an unknown list before making the account', async () => {
    const res = await request(env.app)
      .post('/api/auth/register')
      .send({
        username: 'ruth',
        email: 'ruth@example.org',
        password: 'correct horse battery',
        lists: ['nope'],
      });
    expect(res.status).toBe(400);
    expect(await UserModel.countDocuments()).toBe(0);
  });
});

describe("a member's own lists", () => {
  it('shows her choice, records each change, and suppresses a list she leaves', async () => {
    const ruth = await t.member('ruth');
    const first = await ruth.agent.get('/api/account/mailing-lists');
    expect(first.body.pendingVerification).toBe(true);
    expect(first.body.lists.map((l: { id: string; subscribed: boolean }) => [l.id, l.subscribed])).toEqual([
      ['news', false],
      ['events', false],
      ['donor-updates', false],
    ]);
    const put = await ruth.agent.put('/api/account/mailing-lists').send({ lists: ['news', 'events'] });
    expect(put.status).toBe(200);
    expect(put.body.lists.filter((l: { subscribed: boolean }) => l.subscribed)).toHaveLength(2);
    await ruth.agent.put('/api/account/mailing-lists').send({ lists: ['news', 'events'] });
    await ruth.agent.put('/api/account/mailing-lists').send({ lists: ['events'] });
    expect(await records()).toEqual([
      'news subscribed account',
      'events subscribed account',
      'news unsubscribed account',
    ]);
    expect(
      await t
        .models()
        .suppressions.findById(`news:${addressKey(ruth.email)}`)
        .lean(),
    ).not.toBeNull();
    expect((await ruth.agent.put('/api/account/mailing-lists').send({ lists: ['nope'] })).status).toBe(400);
    expect((await request(env.app).get('/api/account/mailing-lists')).status).toBe(401);
  });

  it('lifts a suppression only when her address is verified', async () => {
    await suppress(t.context(), 'ruth@example.org', 'news', 'unsubscribed');
    const ruth = await t.member('ruth');
    await ruth.agent.put('/api/account/mailing-lists').send({ lists: ['news'] });
    expect(await records()).toEqual(['news subscribed account']);
    const key = `news:${addressKey('ruth@example.org')}`;
    expect(await t.models().suppressions.findById(key).lean()).not.toBeNull();
    await UserModel.updateOne({ _id: ruth.user._id }, { emailVerified: true });
    expect(await audienceOf(t.context(), ['news'])).toEqual([]);
    await ruth.agent.put('/api/account/mailing-lists').send({ lists: ['news'] });
    expect(await t.models().suppressions.findById(key).lean()).toBeNull();
    expect((await audienceOf(t.context(), ['news'])).map((a) => a.userId)).toEqual([ruth.id]);
  });
});

describe('audienceOf', () => {
  it("writes to a member's current address in her current language, once, first list wins", async () => {
    const ruth = await t.member('ruth', { lists: ['news', 'events'], verified: true });
    await t.subscribeVisitor('ruth.new@example.org', ['events']);
    const token = await t.confirmToken('ruth.new@example.org');
    await request(env.app).post('/api/mailing-lists/confirm').send({ token });
    await UserModel.updateOne(
      { _id: ruth.user._id },
      { email: 'ruth.new@example.org', emailKey: 'ruth.new@example.org', preferredLanguage: 'es' },
    );
    expect(await audienceOf(t.context(), ['events', 'news'])).toEqual([
      { email: 'ruth.new@example.org', language: 'es', listId: 'events', userId: ruth.id },
    ]);
    await suppress(t.context(), 'ruth.new@example.org', '*', 'bounced');
    expect(await audienceOf(t.context(), ['events', 'news'])).toEqual([]);
  });
});
