import request from 'supertest';
import { type CounselorProfile } from '@ministry/contracts/care';
import { adminCookie, book, careTestEnvironment, counselor, member } from './care-support';

const env = careTestEnvironment('care-counselor-profile');

/** Monday 4 March 2030, 9:00 in New York (EST, -05:00). */
const MONDAY_9 = '2030-03-04T09:00:00-05:00';

const patchOwn = (cookie: string, body: object, language = 'en') =>
  request(env.app())
    .patch('/api/care/counselor/profile')
    .set('Cookie', cookie)
    .set('Accept-Language', language)
    .send(body);

describe('a counselor changing her own profile (PATCH /api/care/counselor/profile)', () => {
  it('sets her hours, exceptions and how she meets; never staff’s fields', async () => {
    const { profile, cookie } = await counselor(env);
    const res = await patchOwn(cookie, {
      weeklyHours: [
        { weekday: 1, start: '07:00', end: '09:00' },
        { weekday: 1, start: '09:00', end: '19:00' },
        { weekday: 6, start: '10:00', end: '13:00' },
      ],
      exceptions: [{ date: '2030-03-05' }, { date: '2030-03-06', hours: [{ start: '12:00', end: '14:00' }] }],
      bufferMinutes: 15,
      minNoticeHours: 24,
      horizonWeeks: 4,
      languages: ['es'],
      modes: ['virtual'],
      meetingLink: 'https://meet.example.org/room-2',
      // Staff's fields: left as they were.
      teamSlug: 'someone-else',
      active: false,
      mentor: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: profile.id,
      teamSlug: 'maria-lopez',
      active: true,
      mentor: false,
      bufferMinutes: 15,
      minNoticeHours: 24,
      horizonWeeks: 4,
      languages: ['es'],
      modes: ['virtual'],
      meetingLink: 'https://meet.example.org/room-2',
      exceptions: [{ date: '2030-03-05' }, { date: '2030-03-06', hours: [{ start: '12:00', end: '14:00' }] }],
    });
    expect((res.body as CounselorProfile).weeklyHours).toHaveLength(3);
    const mine = await request(env.app()).get('/api/care/counselor/profile').set('Cookie', cookie);
    expect(mine.body).toEqual(res.body);
  });

  it('refuses bad hours with a translated message and changes nothing', async () => {
    const { cookie } = await counselor(env);
    const backwards = await patchOwn(cookie, { weeklyHours: [{ weekday: 2, start: '17:00', end: '09:00' }] });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('The end time must be after the start time.');
    const spanish = await patchOwn(cookie, { bufferMinutes: -5 }, 'es');
    expect(spanish.status).toBe(400);
    expect(spanish.body.message).toBe('Este valor no es válido.');
    const mine = await request(env.app()).get('/api/care/counselor/profile').set('Cookie', cookie);
    expect(mine.body).toMatchObject({ bufferMinutes: 10, weeklyHours: expect.arrayContaining([]) });
    expect((mine.body as CounselorProfile).weeklyHours).toHaveLength(5);
  });

  it('is refused to members, staff and a counselor without a profile', async () => {
    const person = await member(env);
    expect((await patchOwn(person.cookie, { bufferMinutes: 5 })).status).toBe(403);
    expect((await patchOwn(await adminCookie(env), { bufferMinutes: 5 })).status).toBe(403);
    expect((await request(env.app()).patch('/api/care/counselor/profile').send({})).status).toBe(401);
  });

  it('leaves her booked appointments alone, listing those her new hours no longer cover', async () => {
    const { profile, cookie } = await counselor(env);
    const person = await member(env);
    expect((await book(env, person.cookie, { counselorId: profile.id, startsAt: MONDAY_9 })).status).toBe(
      201,
    );
    await patchOwn(cookie, { weeklyHours: [{ weekday: 1, start: '13:00', end: '17:00' }] }).expect(200);
    const outside = await request(env.app()).get('/api/care/counselor/outside-hours').set('Cookie', cookie);
    expect(outside.body.appointments).toEqual([
      expect.objectContaining({ status: 'awaiting_payment', startsAt: MONDAY_9 }),
    ]);
  });
});
