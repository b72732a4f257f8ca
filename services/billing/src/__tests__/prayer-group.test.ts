import request from 'supertest';
import type { SubscriptionStatus } from '@ministry/contracts/billing';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp } from '../app';
import { SubscriptionModel } from '../billing/model';
import { PrayerGroupModel } from '../prayer-group/model';
import { startIdentityStub, testConfig, type IdentityStub } from './support';

// The weekly online prayer group every plan includes: staff set its link, only a member whose plan is
// active reads it, and nobody caches it.

let db: TestDatabase;
let identity: IdentityStub;
let admin: string;
beforeAll(async () => {
  db = await openTestDatabase('billing-prayer-group');
  identity = await startIdentityStub(db.config.internalApiKey);
  admin = await signedInCookie(db, { role: 'admin', username: 'pastora' });
});
afterAll(async () => {
  await identity.close();
  await db.close();
});
beforeEach(() => Promise.all([SubscriptionModel.deleteMany({}), PrayerGroupModel.deleteMany({})]));

const app = () => createApp(testConfig(db, identity.url), db).app.callback();

const GROUP = {
  url: 'https://meet.example.org/prayer-tuesday',
  when: 'Tuesdays, 7:00–8:00 pm (New York)',
  whenEs: 'Martes, 7:00–8:00 p. m. (Nueva York)',
  note: 'Cameras optional.',
  noteEs: 'La cámara es opcional.',
};

const put = (body: object, cookie = admin, language = 'en') =>
  request(app())
    .put('/api/admin/prayer-group')
    .set('Cookie', cookie)
    .set('Accept-Language', language)
    .send(body);

const read = (cookie?: string, language = 'en') => {
  const call = request(app()).get('/api/subscription/prayer-group').set('Accept-Language', language);
  return cookie ? call.set('Cookie', cookie) : call;
};

async function member(id: string, status?: SubscriptionStatus): Promise<string> {
  if (status)
    await SubscriptionModel.create({
      userId: id,
      stripeSubscriptionId: `sub_${id}`,
      stripeCustomerId: `cus_${id}`,
      planId: 'essential',
      status,
    });
  return signedInCookie(db, { id, role: 'member' });
}

describe('GET /api/subscription/prayer-group', () => {
  it('gives a member with an active plan the link, time and note in her language, never cached', async () => {
    expect((await put(GROUP)).status).toBe(200);
    const cookie = await member('ruth', 'active');

    const en = await read(cookie);
    expect(en.status).toBe(200);
    expect(en.headers['cache-control']).toBe('private, no-store');
    expect(en.body).toEqual({ url: GROUP.url, when: GROUP.when, note: GROUP.note });

    const es = await read(cookie, 'es');
    expect(es.body).toEqual({ url: GROUP.url, when: GROUP.whenEs, note: GROUP.noteEs });
  });

  it('answers no note as null', async () => {
    await put({ ...GROUP, note: '', noteEs: '' });
    const res = await read(await member('naomi', 'active'));
    expect(res.body).toEqual({ url: GROUP.url, when: GROUP.when, note: null });
  });

  it('refuses 403, translated, a member without a live plan, and never shows the link', async () => {
    await put(GROUP);
    for (const [id, status] of [
      ['no-plan', undefined],
      ['ended', 'canceled'],
      ['unpaid', 'past_due'],
      ['starting', 'incomplete'],
    ] as const) {
      const cookie = await member(id, status);
      const en = await read(cookie);
      expect(en.status).toBe(403);
      expect(en.body.message).toBe('The prayer group is part of every plan. Subscribe to join it.');
      expect(JSON.stringify(en.body)).not.toContain('meet.example.org');
      const es = await read(cookie, 'es');
      expect(es.body.message).toBe(
        'El grupo de oración forma parte de todos los planes. Suscríbase para unirse.',
      );
    }
  });

  it('refuses a visitor 401', async () => {
    await put(GROUP);
    const res = await read();
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).not.toContain('meet.example.org');
  });

  it('answers 404, translated, while staff have not set it', async () => {
    const cookie = await member('lydia', 'active');
    const en = await read(cookie);
    expect(en.status).toBe(404);
    expect(en.body.message).toBe("The prayer group's link is not set yet. Please check again soon.");
    expect((await read(cookie, 'es')).body.message).toBe(
      'El enlace del grupo de oración aún no está listo. Vuelva a consultar pronto.',
    );
  });
});

describe('GET and PUT /api/admin/prayer-group', () => {
  it('reads nothing set, then what was saved; a second save replaces it', async () => {
    const empty = await request(app()).get('/api/admin/prayer-group').set('Cookie', admin);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ settings: null, updatedAt: null });

    const saved = await put({ ...GROUP, url: `  ${GROUP.url} ` });
    expect(saved.body.settings).toEqual(GROUP);
    await put({ ...GROUP, url: 'https://meet.example.org/new' });
    const read = await request(app()).get('/api/admin/prayer-group').set('Cookie', admin);
    expect(read.body.settings).toEqual({ ...GROUP, url: 'https://meet.example.org/new' });
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(await PrayerGroupModel.countDocuments()).toBe(1);
  });

  it.each([
    ['http://meet.example.org/prayer', 'en', 'Enter the meeting link as an https:// address.'],
    ['javascript:alert(1)', 'en', 'Enter the meeting link as an https:// address.'],
    ['not a link', 'es', 'Escriba el enlace de la reunión como una dirección https://.'],
    ['https://', 'en', 'Enter the meeting link as an https:// address.'],
    ['', 'en', 'Enter the meeting link as an https:// address.'],
  ])('refuses the link %j with a translated 400', async (url, language, message) => {
    const res = await put({ ...GROUP, url }, admin, language);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await PrayerGroupModel.countDocuments()).toBe(0);
  });

  it('refuses a missing time and a time too long', async () => {
    const missing = await put({ ...GROUP, whenEs: '  ' }, admin, 'es');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Indique cuándo se reúne el grupo.');
    expect((await put({ ...GROUP, when: 'x'.repeat(121) })).status).toBe(400);
  });

  it('is for admins only', async () => {
    const cookie = await member('ruth', 'active');
    expect((await put(GROUP, cookie)).status).toBe(403);
    expect((await request(app()).get('/api/admin/prayer-group').set('Cookie', cookie)).status).toBe(403);
    expect((await request(app()).put('/api/admin/prayer-group').send(GROUP)).status).toBe(401);
  });
});
