import request from 'supertest';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { rateLimitModel } from '@ministry/kit/rate-limit';
import { AppointmentModel } from '../appointments/model';
import { PackageModel } from '../packages/model';
import { adminCookie, book, careTestEnvironment, counselor, member, outboxKeys } from './care-support';
import { startShopDouble, type ShopDouble } from './shop-double';

// A paid session canceled in time gives the money back: refunded at the shop (which cancels it here),
// or with CARE_PAID_CANCEL=credit a one-session credit; a visitor cancels from her e-mailed link.
const env = careTestEnvironment('care-paid-cancel');
let shop: ShopDouble;
beforeAll(async () => {
  shop = await startShopDouble(env);
  env.shopUrl = shop.url;
});
afterAll(() => shop.close());
beforeEach(async () => {
  shop.calls = [];
  shop.down = false;
  await rateLimitModel(env.db.data).deleteMany({});
});

/** Monday 4 March 2030, 9:00 in New York (its cut-off: Sunday 9:00). */
const MONDAY_9 = '2030-03-04T09:00:00-05:00';
const AFTER_CUTOFF = new Date('2030-03-04T00:00:00Z');
const TOKEN = /\/counseling\/pay#token=([a-f0-9]{24}\.[A-Za-z0-9_-]{43})/;
let orders = 0;

const asShop = (path: string, body: object) =>
  request(env.app())
    .post(`/internal/care/sessions/${path}`)
    .set(INTERNAL_KEY_HEADER, env.db.config.internalApiKey)
    .send(body);

/** Holds and confirms the appointment as the shop does once its order is paid: its key. */
async function paid(appointmentId: string, payer: object): Promise<string> {
  orders += 1;
  const key = `WOP-TEST-${String(orders).padStart(4, '0')}#0`;
  const until = new Date(env.clock.now.getTime() + 60 * 60_000).toISOString();
  expect((await asShop('hold', { appointmentId, key, until, ...payer })).status).toBe(200);
  expect((await asShop('confirm', { appointmentId, key })).body).toMatchObject({ status: 'booked' });
  return key;
}

/** A member's $75 initial consultation, paid and booked. */
async function paidMemberSession() {
  const { profile, cookie: counselorCookie } = await counselor(env);
  const person = await member(env);
  const booked = await book(env, person.cookie, { counselorId: profile.id, startsAt: MONDAY_9 });
  expect(booked.body).toMatchObject({ status: 'awaiting_payment', priceCents: 7500 });
  const id = booked.body.id as string;
  const key = await paid(id, { userId: person.id });
  return { person, id, key, counselorId: profile.id, counselorCookie };
}

const cancel = (id: string, cookie: string, language = 'en') =>
  request(env.app())
    .post(`/api/care/appointments/${id}/cancel`)
    .set('Cookie', cookie)
    .set('Accept-Language', language)
    .send({});

const stored = async (id: string) => (await AppointmentModel.findById(id).lean())!;

describe('a paid session canceled in time (refund, the default)', () => {
  it('her cancel before the cut-off asks the shop once; the shop’s refund cancels it and e-mails it', async () => {
    const { person, id, key } = await paidMemberSession();
    const res = await cancel(id, person.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'canceled' });
    expect(shop.calls).toEqual([{ key }]);
    expect(await stored(id)).toMatchObject({ status: 'canceled', canceledBy: 'refund' });
    expect(await outboxKeys(env)).toContain(`care-canceled:${id}`);
    expect(await PackageModel.countDocuments({})).toBe(0);
    expect((await cancel(id, person.cookie)).status).toBe(409);
    expect(shop.calls).toHaveLength(1);
  });

  it('after the cut-off she cannot (it counts as used); staff can, and it is refunded', async () => {
    const { person, id, key } = await paidMemberSession();
    env.clock.now = AFTER_CUTOFF;
    const late = await cancel(id, person.cookie, 'es');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^Esta sesión comienza en menos de 24 horas/);
    expect(shop.calls).toEqual([]);
    const byStaff = await request(env.app())
      .post(`/api/admin/care/appointments/${id}/cancel`)
      .set('Cookie', await adminCookie(env))
      .send({});
    expect(byStaff.status).toBe(200);
    expect(shop.calls).toEqual([{ key }]);
    expect(await stored(id)).toMatchObject({ status: 'canceled', canceledBy: 'refund' });
  });

  it('the shop not answering: 502 in her language, the session still booked, to try again', async () => {
    const { person, id } = await paidMemberSession();
    shop.down = true;
    const res = await cancel(id, person.cookie, 'es');
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('El servicio no está disponible temporalmente.');
    expect(await stored(id)).toMatchObject({ status: 'booked' });
    shop.down = false;
    expect((await cancel(id, person.cookie)).status).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 'canceled', canceledBy: 'refund' });
  });
});

describe('a paid session canceled with CARE_PAID_CANCEL=credit', () => {
  it('gives her one session credit once, even when canceled twice at once, usable for the same type', async () => {
    env.settings.paidCancel = 'credit';
    const { person, id, counselorId } = await paidMemberSession();
    const answers = await Promise.all([cancel(id, person.cookie), cancel(id, person.cookie)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(shop.calls).toEqual([]);
    expect(await stored(id)).toMatchObject({ status: 'canceled', canceledBy: 'member' });
    const credits = await PackageModel.find({}).lean();
    expect(credits).toEqual([
      expect.objectContaining({
        userId: person.id,
        kind: 'session-credit',
        name: 'Initial consultation',
        nameEs: 'Consulta inicial',
        sessionTypeId: 'initial-consultation',
        credits: 1,
        orderKey: `cancel:${id}`,
        validUntil: new Date('2031-03-01T12:00:00Z'),
      }),
    ]);
    // Her packages say what it is (the page words it in her language), not an English name.
    const listed = await request(env.app()).get('/api/care/packages').set('Cookie', person.cookie);
    expect(listed.body).toEqual([
      expect.objectContaining({ kind: 'session-credit', name: 'Initial consultation', credits: 1 }),
    ]);
    const again = await book(env, person.cookie, {
      counselorId,
      startsAt: '2030-03-05T09:00:00-05:00',
      usePackage: true,
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'booked', priceCents: 0 });
  });
});

describe('a visitor cancels from her e-mailed link', () => {
  async function visitorBooking() {
    const { profile } = await counselor(env);
    const booked = await request(env.app())
      .post('/api/care/visitor-appointments')
      .send({
        typeId: 'initial-consultation',
        counselorId: profile.id,
        mode: 'virtual',
        language: 'en',
        startsAt: MONDAY_9,
        name: 'Ruth Reyes',
        email: `ruth${Date.now()}@example.org`,
      });
    expect(booked.status).toBe(201);
    await env.mailbox.deliver();
    const token = TOKEN.exec((await env.mailbox.messages()).at(-1)!.text ?? '')![1]!;
    return { token, id: token.split('.')[0]! };
  }
  const visitorCancel = (token: string, language = 'en') =>
    request(env.app())
      .post('/api/care/visitor-appointments/cancel')
      .set('Accept-Language', language)
      .send({ token });

  it('lets go of one awaiting payment before the cut-off (the shop not asked)', async () => {
    const { token, id } = await visitorBooking();
    const res = await visitorCancel(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ appointmentId: id, status: 'canceled' });
    expect(shop.calls).toEqual([]);
    expect((await visitorCancel(token)).status).toBe(409);
  });

  it('refunds a paid one at the shop, always (even with credit set)', async () => {
    env.settings.paidCancel = 'credit';
    const { token, id } = await visitorBooking();
    const key = await paid(id, { visitorToken: token });
    const res = await visitorCancel(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'canceled' });
    expect(shop.calls).toEqual([{ key }]);
    expect(await stored(id)).toMatchObject({ canceledBy: 'refund' });
    expect(await PackageModel.countDocuments({})).toBe(0);
  });

  it('refuses after the cut-off (translated), and a wrong link with 404', async () => {
    const { token, id } = await visitorBooking();
    await paid(id, { visitorToken: token });
    env.clock.now = AFTER_CUTOFF;
    const late = await visitorCancel(token, 'es');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^Esta sesión comienza en menos de 24 horas/);
    const wrong = await visitorCancel(`${id}.${'x'.repeat(43)}`);
    expect(wrong.status).toBe(404);
    expect(shop.calls).toEqual([]);
    expect(await stored(id)).toMatchObject({ status: 'booked' });
  });
});

describe('a session credit stored before its kind was', () => {
  it('is still listed as a session credit (by its cancel: key), a package as a package', async () => {
    const person = await member(env);
    const fields = {
      userId: person.id,
      typeId: 'initial-consultation',
      name: 'Session credit',
      nameEs: 'Crédito de sesión',
      priceCents: 0,
      sessionTypeId: 'initial-consultation',
      credits: 1,
      validMonths: 12,
      purchasedAt: env.clock.now,
      validUntil: new Date('2031-03-01T12:00:00Z'),
      status: 'active',
    };
    await PackageModel.collection.insertMany([
      { ...fields, orderKey: 'cancel:64b7f0c2a1b2c3d4e5f60718' },
      { ...fields, typeId: 'package-8', orderKey: 'WOP-OLD-0001#0', purchasedAt: new Date('2030-01-01') },
    ]);
    const listed = await request(env.app()).get('/api/care/packages').set('Cookie', person.cookie);
    expect(listed.body.map((pkg: { kind: string }) => pkg.kind)).toEqual(['session-credit', 'package']);
  });
});
