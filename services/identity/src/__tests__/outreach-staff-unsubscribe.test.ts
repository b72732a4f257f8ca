import request from 'supertest';
import { audienceOf } from '../outreach/audience';
import { subscribe } from '../outreach/consent';
import { addressKey, listSuppressionId, unsubscribeToken } from '../outreach/model';
import { outreachTestEnvironment } from './outreach-helpers';

// Staff process a request to leave that came by mail (List-Unsubscribe's mailto), phone or letter.
const t = outreachTestEnvironment();
const { env } = t;
const PATH = '/api/admin/mailing-lists/unsubscribe';
const token = (listId: string, email: string) => unsubscribeToken(env.config.sessionKeys, listId, email);

const visitorOn = async (email: string, lists: string[]) => {
  for (const listId of lists)
    await subscribe(t.context(), {
      listId,
      email,
      userId: null,
      language: 'en',
      via: 'visitor-link',
      proven: true,
    });
};
const audience = async (listId: string) =>
  (await audienceOf(t.context(), [listId])).map((a) => a.email).sort();
const staffRecords = (email: string) =>
  t
    .models()
    .records.find({ addressKey: addressKey(email), via: 'staff' })
    .sort({ listId: 1 })
    .lean();

describe(`POST ${PATH}`, () => {
  it("reads the token in a pasted unsubscribe e-mail's subject: off that list only", async () => {
    const admin = await t.makeAdmin('deborah');
    await visitorOn('lydia@example.org', ['news', 'events']);
    const subject = `Subject: unsubscribe ${token('news', 'lydia@example.org')}\nFrom: Lydia <lydia@example.org>`;
    const res = await admin.post(PATH).send({ request: subject });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ lists: 1, by: 'token' });
    expect(await audience('news')).toEqual([]);
    expect(await audience('events')).toEqual(['lydia@example.org']);
    expect(await staffRecords('lydia@example.org')).toEqual([
      expect.objectContaining({ listId: 'news', action: 'unsubscribed' }),
    ]);
    // Done already: the same request again changes nothing and says so.
    expect((await admin.post(PATH).send({ request: subject })).body).toEqual({ lists: 0, by: 'token' });
    expect(await staffRecords('lydia@example.org')).toHaveLength(1);
  });

  it('reads a pasted mailto link, its space still written %20', async () => {
    const admin = await t.makeAdmin('deborah');
    await visitorOn('lydia@example.org', ['events']);
    const mailto = `<mailto:hello@womenofpurpose.org?subject=unsubscribe%20${token('events', 'lydia@example.org')}>`;
    expect((await admin.post(PATH).send({ request: mailto })).body).toEqual({ lists: 1, by: 'token' });
    expect(await audience('events')).toEqual([]);
  });

  it("takes an address (a phone call, a letter) off every list, a member's too", async () => {
    const admin = await t.makeAdmin('deborah');
    const ruth = await t.member('ruth', { lists: ['news', 'events'], verified: true });
    await visitorOn('lydia@example.org', ['news']);
    expect(await audience('news')).toEqual([ruth.email, 'lydia@example.org'].sort());

    const res = await admin.post(PATH).send({ request: `  ${ruth.email.toUpperCase()} ` });
    expect(res.body).toEqual({ lists: 2, by: 'email' });
    expect(await audience('news')).toEqual(['lydia@example.org']);
    expect(await audience('events')).toEqual([]);
    expect((await staffRecords(ruth.email)).map((r) => r.listId)).toEqual(['events', 'news']);
    // Every list is suppressed, also the one she was never on: no registration adds her back.
    const key = addressKey(ruth.email);
    expect(
      await t.models().suppressions.findById(listSuppressionId('donor-updates', key)).lean(),
    ).toMatchObject({
      reason: 'unsubscribed',
    });
    expect(
      await subscribe(t.context(), {
        listId: 'donor-updates',
        email: ruth.email,
        userId: null,
        language: 'en',
        via: 'registration',
        proven: false,
      }),
    ).toBe('suppressed');
  });

  it('answers a translated 400 when it holds neither a token nor an address, and changes nothing', async () => {
    const admin = await t.makeAdmin('deborah');
    await visitorOn('lydia@example.org', ['news']);
    const real = token('news', 'lydia@example.org');
    const forged = `${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const text of [
      'please take me off',
      `unsubscribe ${forged}`,
      'ruth@example.org and lydia@example.org',
    ]) {
      const res = await admin.post(PATH).send({ request: text });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        "No unsubscribe code or e-mail address was found. Paste the e-mail's subject, or write only the person's address.",
      );
    }
    const es = await admin.post(PATH).set('Accept-Language', 'es').send({ request: 'bórrenme' });
    expect(es.body.message).toBe(
      'No se encontró un código de baja ni un correo electrónico. Pegue el asunto del correo, o escriba solo la dirección de la persona.',
    );
    const long = await admin.post(PATH).send({ request: `unsubscribe ${real} ${'x'.repeat(1_000)}` });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^Paste at most 1,000 characters/);
    expect((await admin.post(PATH).send({ request: '  ' })).status).toBe(400);
    expect(await audience('news')).toEqual(['lydia@example.org']);
  });

  it('is for admins only', async () => {
    const { agent } = await t.member('ruth');
    expect((await agent.post(PATH).send({ request: 'ruth@example.org' })).status).toBe(403);
    expect((await request(env.app).post(PATH).send({ request: 'ruth@example.org' })).status).toBe(401);
  });
});
