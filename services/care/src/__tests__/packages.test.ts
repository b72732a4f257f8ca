import request from 'supertest';
import type { CarePackageView } from '@ministry/contracts/care';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { Types } from 'mongoose';
import { PackageModel } from '../packages/model';
import { SessionTypeModel } from '../session-types/model';
import { SlidingScaleModel } from '../sliding-scale/model';
import { book, careTestEnvironment, counselor, member } from './care-support';

// Packages of sessions (issue 41): the shop quotes, confirms (paid) and refunds a package; she books
// the package's session type with its credits, counted exactly, returned on a cancel before the cut-off.
const env = careTestEnvironment('care-packages');

function asShop(path: 'quote' | 'confirm' | 'refund', body: object, language = 'en') {
  return request(env.app())
    .post(`/internal/care/packages/${path}`)
    .set(INTERNAL_KEY_HEADER, env.db.config.internalApiKey)
    .set('Accept-Language', language)
    .send(body);
}

let orders = 0;

/** Her package of 8, paid now (or at `paidAt`): its id. */
async function bought(userId: string, paidAt = env.clock.now.toISOString()) {
  orders += 1;
  const key = `WOP-PKG-${String(orders).padStart(4, '0')}#0`;
  const res = await asShop('confirm', { typeId: 'package-8', userId, key, paidAt });
  expect(res.status).toBe(200);
  return { key, packageId: res.body.packageId as string };
}

const withPackage = (counselorId: string, startsAt: string) => ({
  counselorId,
  startsAt,
  typeId: 'regular-session',
  usePackage: true,
});

async function packagesOf(cookie: string): Promise<CarePackageView[]> {
  const res = await request(env.app()).get('/api/care/packages').set('Cookie', cookie);
  expect(res.status).toBe(200);
  return res.body as CarePackageView[];
}

/** Weekday times, two hours apart, in the first week of March 2030 (New York, EST). */
const TIMES = [4, 5, 6, 7, 8].flatMap((day) =>
  ['09', '11', '13', '15'].map((hour) => `2030-03-0${day}T${hour}:00:00-05:00`),
);

describe('the shop’s quote, confirm and refund of a package', () => {
  it('quotes the package of 8 and refuses what is no package on sale, in her language', async () => {
    const person = await member(env);
    const quote = await asShop('quote', { typeId: 'package-8', userId: person.id });
    expect(quote.status).toBe(200);
    expect(quote.body).toEqual({
      typeId: 'package-8',
      name: 'Package of 8 sessions',
      nameEs: 'Paquete de 8 sesiones',
      priceCents: 88000,
      credits: 8,
      validMonths: 12,
      sessionTypeId: 'regular-session',
    });
    // Not a package, none such, no id at all (refused by the schema: 400).
    for (const [typeId, status] of [
      ['regular-session', 404],
      ['no-such-type', 404],
      ['Bad Id!', 400],
    ] as const) {
      const refused = await asShop('quote', { typeId, userId: person.id }, 'es');
      expect([typeId, refused.status, refused.body.message]).toEqual([
        typeId,
        status,
        'Este paquete de sesiones no está disponible.',
      ]);
    }
    await SessionTypeModel.updateOne({ _id: 'package-8' }, { $set: { active: false } });
    try {
      expect((await asShop('quote', { typeId: 'package-8', userId: person.id })).status).toBe(404);
    } finally {
      await SessionTypeModel.updateOne({ _id: 'package-8' }, { $set: { active: true } });
    }
    const keyless = await request(env.app())
      .post('/internal/care/packages/quote')
      .send({ typeId: 'package-8', userId: person.id });
    expect(keyless.status).toBe(403);
  });

  it('quotes (and sells) it at no more than its sessions at her sliding-scale rate one by one', async () => {
    /** Staff decided her request: `rate` a counseling session. */
    const withRate = async (rate: number) => {
      const person = await member(env);
      const _id = new Types.ObjectId();
      await SlidingScaleModel.create({
        _id,
        userId: person.id,
        openKey: String(_id),
        status: 'decided',
        prices: [{ typeId: 'regular-session', priceCents: rate }],
        decidedAt: env.clock.now,
      });
      return person;
    };
    const quoted = async (userId: string) =>
      (await asShop('quote', { typeId: 'package-8', userId })).body.priceCents as number;
    // $60 a session: 8 × $60 = $480, less than the package's $880; and so the package sold to her.
    const reduced = await withRate(6000);
    expect(await quoted(reduced.id)).toBe(48000);
    const { key } = await bought(reduced.id);
    expect(await PackageModel.findOne({ orderKey: key }).lean()).toMatchObject({ priceCents: 48000 });
    // $115 a session: 8 × $115 = $920, more than the package: the package's price.
    expect(await quoted((await withRate(11500)).id)).toBe(88000);
    // No rate: the package's price.
    expect(await quoted((await member(env)).id)).toBe(88000);
  });

  it('confirms one package per paid line, however often, valid 12 months from the payment', async () => {
    const person = await member(env);
    const body = {
      typeId: 'package-8',
      userId: person.id,
      key: 'WOP-PKG-9001#2',
      paidAt: '2030-03-01T12:00:00Z',
    };
    const [first, second] = await Promise.all([asShop('confirm', body), asShop('confirm', body)]);
    const third = await asShop('confirm', body);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(first.body).toMatchObject({
      typeId: 'package-8',
      credits: 8,
      validMonths: 12,
      sessionTypeId: 'regular-session',
      status: 'active',
      validUntil: '2031-03-01T12:00:00.000Z',
    });
    expect(second.body.packageId).toBe(first.body.packageId);
    expect(third.body).toEqual(first.body);
    expect(await PackageModel.countDocuments({ userId: person.id })).toBe(1);
  });

  it('refunds by the line’s key (again: the same); an unknown key is not found', async () => {
    const person = await member(env);
    const { key, packageId } = await bought(person.id);
    const first = await asShop('refund', { key });
    const again = await asShop('refund', { key });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.body).toMatchObject({ packageId, status: 'refunded' });
    expect(again.body).toEqual(first.body);
    const unknown = await asShop('refund', { key: 'WOP-NONE-0000#0' });
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      'This package of sessions is not available.',
    ]);
  });
});

describe('booking with a package’s credit', () => {
  it('books at no charge, confirms by e-mail and lists her package with the credit used', async () => {
    const { profile } = await counselor(env);
    const person = await member(env);
    const { packageId } = await bought(person.id);
    const booked = await book(env, person.cookie, withPackage(profile.id, TIMES[0]!));
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      status: 'booked',
      priceCents: 0,
      holdExpiresAt: null,
      usesCredit: true,
      usesPackage: true,
      typeId: 'regular-session',
    });
    await env.mailbox.deliver();
    const subjects = (await env.mailbox.messages()).map((message) => message.subject);
    expect(subjects).toEqual(['Your session is booked: Counseling session, March 4, 2030']);

    expect(await packagesOf(person.cookie)).toEqual([
      {
        id: packageId,
        kind: 'package',
        typeId: 'package-8',
        name: 'Package of 8 sessions',
        nameEs: 'Paquete de 8 sesiones',
        sessionTypeId: 'regular-session',
        credits: 8,
        used: 1,
        purchasedAt: env.clock.now.toISOString(),
        validUntil: '2031-03-01T12:00:00.000Z',
        status: 'active',
      },
    ]);
    // Without usePackage the same type waits for its payment, as before.
    const paid = await book(env, person.cookie, {
      counselorId: profile.id,
      startsAt: TIMES[1]!,
      typeId: 'regular-session',
    });
    expect(paid.body).toMatchObject({
      status: 'awaiting_payment',
      priceCents: 12500,
      usesCredit: false,
      usesPackage: false,
    });
    expect((await packagesOf(person.cookie))[0]!.used).toBe(1);
    // Newest first; nobody else's.
    const { packageId: newer } = await bought(person.id, '2030-03-01T13:00:00Z');
    expect((await packagesOf(person.cookie)).map((view) => view.id)).toEqual([newer, packageId]);
    const other = await member(env);
    expect(await packagesOf(other.cookie)).toEqual([]);
    expect((await request(env.app()).get('/api/care/packages')).status).toBe(401);
  });

  it('gives 8 sessions: the last one to exactly one of two bookings at once, none for a ninth', async () => {
    const a = await counselor(env);
    const b = await counselor(env);
    const person = await member(env);
    await bought(person.id);
    for (const startsAt of TIMES.slice(0, 7))
      expect((await book(env, person.cookie, withPackage(a.profile.id, startsAt))).status).toBe(201);
    const [one, two] = await Promise.all([
      book(env, person.cookie, withPackage(a.profile.id, TIMES[7]!)),
      book(env, person.cookie, withPackage(b.profile.id, TIMES[8]!)),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    expect([one, two].find((res) => res.status === 409)!.body.message).toBe(
      'You have no package sessions left for this session. Please pay for it instead.',
    );
    const ninth = await book(env, person.cookie, withPackage(b.profile.id, TIMES[10]!), 'es');
    expect([ninth.status, ninth.body.message]).toEqual([
      409,
      'No le quedan sesiones del paquete para esta sesión. Pague la sesión en su lugar.',
    ]);
    expect((await packagesOf(person.cookie))[0]!.used).toBe(8);
  });

  it('returns the credit when she cancels before the cut-off, and keeps it used after', async () => {
    const { profile } = await counselor(env);
    const person = await member(env);
    await bought(person.id);
    const early = await book(env, person.cookie, withPackage(profile.id, '2030-03-05T09:00:00-05:00'));
    const late = await book(env, person.cookie, withPackage(profile.id, '2030-03-06T09:00:00-05:00'));
    expect((await packagesOf(person.cookie))[0]!.used).toBe(2);
    // Monday 4 March, 10:00: the 5 March session is 23 hours away (past the cut-off), the 6 March one 47.
    env.clock.now = new Date('2030-03-04T15:00:00Z');
    const refused = await request(env.app())
      .post(`/api/care/appointments/${early.body.id}/cancel`)
      .set('Cookie', person.cookie);
    expect(refused.status).toBe(409);
    await request(env.app())
      .post(`/api/care/appointments/${late.body.id}/cancel`)
      .set('Cookie', person.cookie)
      .expect(200);
    expect((await packagesOf(person.cookie))[0]!.used).toBe(1);
  });

  it('moves a package session with its credit, never past the package’s end', async () => {
    const { profile } = await counselor(env);
    const person = await member(env);
    // Paid a year ago: valid until Wednesday 6 March 2030, 10:00 in New York.
    await bought(person.id, '2029-03-06T15:00:00Z');
    const booked = await book(env, person.cookie, withPackage(profile.id, '2030-03-04T09:00:00-05:00'));
    expect(booked.status).toBe(201);
    const move = (startsAt: string) =>
      request(env.app())
        .post(`/api/care/appointments/${booked.body.id}/reschedule`)
        .set('Cookie', person.cookie)
        .set('Accept-Language', 'es')
        .send({ startsAt });
    const tooLate = await move('2030-03-07T09:00:00-05:00');
    expect([tooLate.status, tooLate.body.message]).toEqual([
      409,
      'Su paquete de sesiones termina antes de esa hora. Elija una hora más temprana.',
    ]);
    const moved = await move('2030-03-05T09:00:00-05:00');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      startsAt: '2030-03-05T09:00:00-05:00',
      usesCredit: true,
      priceCents: 0,
    });
    expect((await packagesOf(person.cookie))[0]!.used).toBe(1);
    // A new booking must end by the package's end too.
    const after = await book(env, person.cookie, withPackage(profile.id, '2030-03-06T11:00:00-05:00'));
    expect(after.status).toBe(409);
  });

  it('books nothing with a refunded package (sessions booked stay) nor one that has ended', async () => {
    const { profile } = await counselor(env);
    const person = await member(env);
    const { key } = await bought(person.id);
    const before = await book(env, person.cookie, withPackage(profile.id, TIMES[0]!));
    expect(before.status).toBe(201);
    await asShop('refund', { key }).expect(200);
    const refused = await book(env, person.cookie, withPackage(profile.id, TIMES[1]!));
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'You have no package sessions left for this session. Please pay for it instead.',
    ]);
    const mine = await request(env.app()).get('/api/care/appointments/mine').set('Cookie', person.cookie);
    expect(mine.body.appointments).toEqual([
      expect.objectContaining({ id: before.body.id, status: 'booked' }),
    ]);
    expect(await packagesOf(person.cookie)).toEqual([
      expect.objectContaining({ status: 'refunded', used: 1 }),
    ]);

    // Another package, a year on: the clock past its end, nothing books with it.
    const later = await member(env);
    await bought(later.id);
    env.clock.now = new Date('2031-03-03T12:00:00Z');
    const ended = await book(env, later.cookie, withPackage(profile.id, '2031-03-05T09:00:00-05:00'));
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe(
      'You have no package sessions left for this session. Please pay for it instead.',
    );
  });

  it('is hers alone: another member, another type or a visitor books nothing with it', async () => {
    const { profile } = await counselor(env);
    const person = await member(env);
    await bought(person.id);
    const other = await member(env);
    const notHers = await book(env, other.cookie, withPackage(profile.id, TIMES[0]!));
    expect(notHers.status).toBe(409);
    const otherType = await book(env, person.cookie, {
      ...withPackage(profile.id, TIMES[0]!),
      typeId: 'initial-consultation',
    });
    expect(otherType.status).toBe(409);
    const visitor = await request(env.app())
      .post('/api/care/visitor-appointments')
      .set('Accept-Language', 'es')
      .send({
        ...withPackage(profile.id, TIMES[0]!),
        typeId: 'initial-consultation',
        mode: 'virtual',
        language: 'en',
        name: 'Ruth Visitor',
        email: 'ruth@example.org',
      });
    expect([visitor.status, visitor.body.message]).toEqual([400, 'Elija cómo pagar la sesión.']);
    expect((await packagesOf(person.cookie))[0]!.used).toBe(0);
  });
});

describe('her data', () => {
  it('exports her packages and forgets them with her account', async () => {
    const person = await member(env);
    const { packageId } = await bought(person.id);
    const internal = (path: string) =>
      request(env.app())
        .post(`/internal/care/people/${path}`)
        .set(INTERNAL_KEY_HEADER, env.db.config.internalApiKey)
        .send({ userId: person.id, email: person.email });
    const exported = await internal('export');
    expect(exported.status).toBe(200);
    expect(exported.body.records.packages).toEqual([
      {
        type: 'Package of 8 sessions',
        credits: 8,
        used: 0,
        purchasedAt: env.clock.now.toISOString(),
        validUntil: '2031-03-01T12:00:00.000Z',
        status: 'active',
      },
    ]);
    const forgotten = await internal('forget');
    expect(forgotten.body.done.packagesDeidentified).toBe(1);
    expect(await packagesOf(person.cookie)).toEqual([]);
    expect((await PackageModel.findById(packageId).lean())?.userId).toBe('deleted');
  });
});
