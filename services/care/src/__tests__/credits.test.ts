import request from 'supertest';
import { adminCookie, book, careTestEnvironment, counselor, member, subscribe } from './care-support';

const env = careTestEnvironment('care-credits');

const plan = (startsAt: string, counselorId: string) => ({ counselorId, startsAt, typeId: 'plan-growth' });

async function used(cookie: string) {
  const res = await request(env.app()).get('/api/care/credits').set('Cookie', cookie);
  return res.body.credits.kinds.find((kind: { typeId: string }) => kind.typeId === 'plan-growth')
    .used as number;
}

describe('plan credits', () => {
  it('gives the last credit of the month to one of two bookings made at once', async () => {
    const a = await counselor(env);
    const b = await counselor(env);
    const person = await member(env);
    subscribe(env, person.id, 'growth');
    expect((await book(env, person.cookie, plan('2030-03-04T09:00:00-05:00', a.profile.id))).status).toBe(
      201,
    );
    const [one, two] = await Promise.all([
      book(env, person.cookie, plan('2030-03-05T09:00:00-05:00', a.profile.id)),
      book(env, person.cookie, plan('2030-03-06T10:00:00-05:00', b.profile.id)),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    expect([one, two].find((res) => res.status === 409)!.body.message).toBe(
      'You have used all the sessions your plan includes for that month.',
    );
    expect(await used(person.cookie)).toBe(2);
    // April is another period: a credit there.
    expect((await book(env, person.cookie, plan('2030-04-01T09:00:00-04:00', a.profile.id))).status).toBe(
      201,
    );
  });

  it('refuses plan sessions once her plan lapsed, and keeps those booked', async () => {
    const { profile } = await counselor(env);
    const person = await member(env);
    subscribe(env, person.id, 'growth');
    await book(env, person.cookie, plan('2030-03-04T09:00:00-05:00', profile.id)).expect(201);
    subscribe(env, person.id, 'growth', 'canceled');
    const refused = await book(env, person.cookie, plan('2030-03-05T09:00:00-05:00', profile.id), 'es');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Su plan no está activo/);
    const other = await member(env);
    subscribe(env, other.id, 'essential');
    expect((await book(env, other.cookie, plan('2030-03-05T09:00:00-05:00', profile.id))).status).toBe(403);
    const mine = await request(env.app()).get('/api/care/appointments/mine').set('Cookie', person.cookie);
    expect(mine.body.appointments.map((a: { status: string }) => a.status)).toEqual(['booked']);
  });

  it('lets her cancel before the cut-off (the credit returns) and refuses after it (counted as used)', async () => {
    const { profile, cookie: counselorCookie } = await counselor(env);
    const person = await member(env);
    subscribe(env, person.id, 'growth');
    const early = await book(env, person.cookie, plan('2030-03-05T09:00:00-05:00', profile.id));
    const late = await book(env, person.cookie, plan('2030-03-06T09:00:00-05:00', profile.id));
    expect(await used(person.cookie)).toBe(2);
    // Monday 4 March, 10:00: the 5 March session is 23 hours away, the 6 March one 47.
    env.clock.now = new Date('2030-03-04T15:00:00Z');
    const refused = await request(env.app())
      .post(`/api/care/appointments/${early.body.id}/cancel`)
      .set('Cookie', person.cookie)
      .set('Accept-Language', 'es');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Esta sesión comienza en menos de 24 horas, por lo que ya no se puede cambiar ni cancelar en línea. Cuenta como usada. Contáctenos si necesita ayuda.',
    );
    const moveRefused = await request(env.app())
      .post(`/api/care/appointments/${early.body.id}/reschedule`)
      .set('Cookie', person.cookie)
      .send({ startsAt: '2030-03-07T09:00:00-05:00' });
    expect(moveRefused.status).toBe(409);
    expect(await used(person.cookie)).toBe(2);
    const canceled = await request(env.app())
      .post(`/api/care/appointments/${late.body.id}/cancel`)
      .set('Cookie', person.cookie);
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('canceled');
    expect(await used(person.cookie)).toBe(1);
    // Her counselor may cancel any time: the credit returns.
    await request(env.app())
      .post(`/api/care/appointments/${early.body.id}/cancel`)
      .set('Cookie', counselorCookie)
      .expect(200);
    expect(await used(person.cookie)).toBe(0);
  });

  it('lets her move a session before the cut-off and staff move one any time', async () => {
    const { profile } = await counselor(env);
    const person = await member(env);
    subscribe(env, person.id, 'growth');
    const booked = await book(env, person.cookie, plan('2030-03-05T09:00:00-05:00', profile.id));
    const moved = await request(env.app())
      .post(`/api/care/appointments/${booked.body.id}/reschedule`)
      .set('Cookie', person.cookie)
      .send({ startsAt: '2030-03-05T11:00:00-05:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.startsAt).toBe('2030-03-05T11:00:00-05:00');
    env.clock.now = new Date('2030-03-05T12:00:00Z');
    const stranger = await member(env);
    await request(env.app())
      .post(`/api/care/appointments/${booked.body.id}/cancel`)
      .set('Cookie', stranger.cookie)
      .expect(403);
    const byStaff = await request(env.app())
      .post(`/api/admin/care/appointments/${booked.body.id}/reschedule`)
      .set('Cookie', await adminCookie(env))
      .send({ startsAt: '2030-03-05T18:00:00-05:00' });
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.startsAt).toBe('2030-03-05T18:00:00-05:00');
  });
});
