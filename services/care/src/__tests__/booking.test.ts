import request from 'supertest';
import { type AppointmentView, type Slot } from '@ministry/contracts/care';
import { runCarePass } from '../appointments/passes';
import { confirmPaidBooking } from '../appointments/booking';
import {
  adminCookie,
  book,
  careTestEnvironment,
  counselor,
  member,
  outboxKeys,
  subscribe,
} from './care-support';

const env = careTestEnvironment('care-booking');

/** Monday 4 March 2030, 9:00 in New York (EST, -05:00). */
const MONDAY_9 = '2030-03-04T09:00:00-05:00';

async function slots(query: string) {
  const res = await request(env.app()).get(`/api/care/slots?${query}`);
  expect(res.status).toBe(200);
  return (res.body as { slots: Slot[] }).slots;
}

describe('booking a session', () => {
  it('gives one slot to exactly one of ten members booking it at once', async () => {
    const { profile } = await counselor(env);
    const members = await Promise.all(Array.from({ length: 10 }, () => member(env)));
    const answers = await Promise.all(
      members.map((person) => book(env, person.cookie, { counselorId: profile.id, startsAt: MONDAY_9 })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe(
      'That time was just taken. Please choose another time.',
    );
    const listed = await request(env.app())
      .get('/api/admin/care/appointments')
      .set('Cookie', await adminCookie(env));
    expect(listed.body.appointments).toHaveLength(1);
  });

  it('never double-books a counselor across session types, and keeps her buffer on both sides', async () => {
    const { profile } = await counselor(env, { bufferMinutes: 15 });
    const first = await member(env);
    const second = await member(env);
    subscribe(env, second.id, 'transform');
    expect((await book(env, first.cookie, { counselorId: profile.id, startsAt: MONDAY_9 })).status).toBe(201);
    // A plan session at the same time: refused.
    const clash = await book(env, second.cookie, {
      counselorId: profile.id,
      startsAt: MONDAY_9,
      typeId: 'plan-transform',
    });
    expect(clash.status).toBe(409);
    // 9:00–9:50 plus 15 minutes: 10:00 is too close, 10:30 is free; 8:00 (60 min + 15) is outside her hours anyway.
    const monday = (
      await slots(`typeId=regular-session&counselorId=${profile.id}&from=2030-03-04&days=1`)
    ).map((slot) => slot.startsAt);
    expect(monday[0]).toBe('2030-03-04T10:30:00-05:00');
    expect(monday).not.toContain('2030-03-04T10:00:00-05:00');
    const tooClose = await book(env, second.cookie, {
      counselorId: profile.id,
      startsAt: '2030-03-04T10:00:00-05:00',
      typeId: 'plan-transform',
    });
    expect(tooClose.status).toBe(409);
    // Before: a 60-minute plan session from 10:30 would end 11:30; one ending within 15 minutes of 9:00 is refused.
    expect(
      (
        await book(env, second.cookie, {
          counselorId: profile.id,
          startsAt: '2030-03-04T10:30:00-05:00',
          typeId: 'plan-transform',
        })
      ).status,
    ).toBe(201);
  });

  it('offers nothing before her minimum notice nor beyond her horizon', async () => {
    const { profile } = await counselor(env, { minNoticeHours: 12, horizonWeeks: 1 });
    const person = await member(env);
    // Sunday 3 March, 23:00 in New York: Monday before 11:00 is within 12 hours.
    env.clock.now = new Date('2030-03-04T04:00:00Z');
    const monday = await slots(
      `typeId=initial-consultation&counselorId=${profile.id}&from=2030-03-04&days=1`,
    );
    expect(monday[0]!.startsAt).toBe('2030-03-04T11:00:00-05:00');
    const early = await book(env, person.cookie, { counselorId: profile.id, startsAt: MONDAY_9 }, 'es');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Ese horario no está disponible con esta consejera. Elija uno de los horarios mostrados.',
    );
    // One week ahead at most.
    const later = await slots(`typeId=initial-consultation&counselorId=${profile.id}&from=2030-03-11&days=7`);
    expect(later.every((slot) => Date.parse(slot.startsAt) <= Date.parse('2030-03-11T04:00:00Z'))).toBe(true);
  });

  it('keeps 9:00 New York time across the March and November clock changes', async () => {
    const { profile } = await counselor(env);
    const march = await slots(`typeId=initial-consultation&counselorId=${profile.id}&from=2030-03-08&days=4`);
    const firstOf = (day: string, list: Slot[]) =>
      list.find((slot) => slot.startsAt.startsWith(day))!.startsAt;
    expect(firstOf('2030-03-08', march)).toBe('2030-03-08T09:00:00-05:00');
    expect(firstOf('2030-03-11', march)).toBe('2030-03-11T09:00:00-04:00');
    const person = await member(env);
    const booked = await book(env, person.cookie, {
      counselorId: profile.id,
      startsAt: '2030-03-11T13:00:00Z',
    });
    expect(booked.status).toBe(201);
    expect((booked.body as AppointmentView).startsAt).toBe('2030-03-11T09:00:00-04:00');

    env.clock.now = new Date('2030-10-25T12:00:00Z');
    const november = await slots(
      `typeId=initial-consultation&counselorId=${profile.id}&from=2030-11-01&days=4`,
    );
    expect(firstOf('2030-11-01', november)).toBe('2030-11-01T09:00:00-04:00');
    expect(firstOf('2030-11-04', november)).toBe('2030-11-04T09:00:00-05:00');
  });

  it('finds the first available counselor speaking her language', async () => {
    const english = await counselor(env, {
      languages: ['en'],
      weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }],
    });
    const spanish = await counselor(env, {
      languages: ['es'],
      weeklyHours: [{ weekday: 2, start: '13:00', end: '15:00' }],
    });
    const found = await slots('typeId=initial-consultation&language=es&from=2030-03-04&days=7');
    expect(found).toEqual([
      {
        counselorId: spanish.profile.id,
        startsAt: '2030-03-05T13:00:00-05:00',
        endsAt: '2030-03-05T13:50:00-05:00',
      },
    ]);
    const any = await slots('typeId=initial-consultation&from=2030-03-04&days=7');
    expect(any.map((slot) => slot.counselorId)).toEqual([english.profile.id, spanish.profile.id]);
  });

  it('refuses a member whose address is not verified, and bad input with translated 400s', async () => {
    const { profile } = await counselor(env);
    const unverified = await member(env, { emailVerified: false });
    const res = await book(env, unverified.cookie, { counselorId: profile.id, startsAt: MONDAY_9 }, 'es');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Confirme su dirección de correo electrónico antes de reservar una sesión.',
    );
    const person = await member(env);
    const bad = await book(
      env,
      person.cookie,
      { counselorId: 'nope', startsAt: 'tomorrow', mode: 'phone' },
      'es',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Ese identificador no es válido.');
    const badHours = await request(env.app())
      .patch(`/api/admin/care/counselors/${profile.id}`)
      .set('Cookie', await adminCookie(env))
      .set('Accept-Language', 'es')
      .send({ weeklyHours: [{ weekday: 9, start: '25:00', end: '10:00' }] });
    expect(badHours.status).toBe(400);
    expect(await request(env.app()).post('/api/care/appointments').send({})).toHaveProperty('status', 401);
  });

  it('holds a paid booking until paid, confirms it once paid, releases it when the hold ends', async () => {
    const { profile } = await counselor(env);
    const person = await member(env);
    const held = await book(env, person.cookie, { counselorId: profile.id, startsAt: MONDAY_9 });
    expect(held.body).toMatchObject({ status: 'awaiting_payment', priceCents: 7500, meetingLink: null });
    expect(await outboxKeys(env)).toEqual([]);
    const context = env.build().context;
    const paid = await confirmPaidBooking(context, held.body.id, 'pi_123');
    expect(paid.status).toBe('booked');
    await confirmPaidBooking(context, held.body.id, 'pi_123');
    expect(await outboxKeys(env)).toEqual([`care-confirmed:${held.body.id}:0`]);
    const mine = await request(env.app()).get('/api/care/appointments/mine').set('Cookie', person.cookie);
    expect(mine.body.appointments[0]).toMatchObject({
      status: 'booked',
      meetingLink: 'https://meet.example.org/room-1',
    });

    // Another unpaid booking: released once its hold ends, and its time is free again.
    const other = await member(env);
    const second = await book(env, other.cookie, {
      counselorId: profile.id,
      startsAt: '2030-03-04T11:00:00-05:00',
    });
    env.clock.now = new Date(env.clock.now.getTime() + 31 * 60_000);
    expect((await runCarePass(context)).released).toBe(1);
    const again = await book(env, person.cookie, {
      counselorId: profile.id,
      startsAt: '2030-03-04T11:00:00-05:00',
    });
    expect(again.status).toBe(201);
    await expect(confirmPaidBooking(context, second.body.id, 'pi_late')).rejects.toMatchObject({
      status: 409,
      message: 'care.holdExpired',
    });
  });

  it('lists the appointments her changed hours no longer cover, without touching them', async () => {
    const { profile, cookie } = await counselor(env);
    const person = await member(env);
    subscribe(env, person.id, 'growth');
    await book(env, person.cookie, { counselorId: profile.id, startsAt: MONDAY_9, typeId: 'plan-growth' });
    await request(env.app())
      .patch(`/api/admin/care/counselors/${profile.id}`)
      .set('Cookie', await adminCookie(env))
      .send({ weeklyHours: [{ weekday: 1, start: '13:00', end: '17:00' }] })
      .expect(200);
    const outside = await request(env.app()).get('/api/care/counselor/outside-hours').set('Cookie', cookie);
    expect(outside.body.appointments).toHaveLength(1);
    expect(outside.body.appointments[0]).toMatchObject({
      status: 'booked',
      startsAt: '2030-03-04T09:00:00-05:00',
    });
  });
});
