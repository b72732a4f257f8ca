import request from 'supertest';
import { loadConfig } from '../config';
import { DEVELOPMENT_TEXT_KEY } from '../text-crypto';
import { adminCookie, careTestEnvironment, counselor, member } from './care-support';

const env = careTestEnvironment('care-mentoring');

describe('mentoring', () => {
  it('matches a request with a mentor: meetings twice a month in her hours, each moved alone', async () => {
    const mentor = await counselor(env, { mentor: true });
    const person = await member(env);
    const asked = await request(env.app())
      .post('/api/care/mentoring')
      .set('Cookie', person.cookie)
      .send({ text: 'I want to grow in leadership' });
    expect(asked.status).toBe(201);
    const admin = await adminCookie(env);
    await request(env.app())
      .get(`/api/care/mentoring/${asked.body.id}/text`)
      .set('Cookie', admin)
      .expect(403);
    const matched = await request(env.app())
      .post(`/api/admin/care/mentoring/${asked.body.id}/match`)
      .set('Cookie', admin)
      .send({ counselorId: mentor.profile.id, months: 6, from: '2030-03-04' });
    expect(matched.status).toBe(201);
    expect(matched.body.meetings).toBe(12);
    const read = await request(env.app())
      .get(`/api/care/mentoring/${asked.body.id}/text`)
      .set('Cookie', mentor.cookie);
    expect(read.body.text).toBe('I want to grow in leadership');
    const mine = await request(env.app()).get('/api/care/appointments/mine').set('Cookie', person.cookie);
    const meetings = mine.body.appointments as { id: string; startsAt: string; seriesId: string }[];
    expect(meetings).toHaveLength(12);
    expect(new Set(meetings.map((meeting) => meeting.seriesId)).size).toBe(1);
    expect(meetings[0]!.startsAt).toBe('2030-03-04T09:00:00-05:00');
    expect(meetings[1]!.startsAt).toBe('2030-03-18T09:00:00-04:00');
    const moved = await request(env.app())
      .post(`/api/care/appointments/${meetings[1]!.id}/reschedule`)
      .set('Cookie', mentor.cookie)
      .send({ startsAt: '2030-03-19T14:00:00-04:00' });
    expect(moved.status).toBe(200);
    const after = await request(env.app()).get('/api/care/appointments/mine').set('Cookie', person.cookie);
    expect(after.body.appointments[2].startsAt).toBe('2030-04-01T09:00:00-04:00');
  });

  it('lets her counselor mark attendance once the session started', async () => {
    const mentor = await counselor(env, { mentor: true });
    const person = await member(env);
    const asked = await request(env.app())
      .post('/api/care/mentoring')
      .set('Cookie', person.cookie)
      .send({ text: 'help' });
    await request(env.app())
      .post(`/api/admin/care/mentoring/${asked.body.id}/match`)
      .set('Cookie', await adminCookie(env))
      .send({ counselorId: mentor.profile.id, months: 6, from: '2030-03-04' })
      .expect(201);
    const [first] = (await request(env.app()).get('/api/care/appointments/mine').set('Cookie', person.cookie))
      .body.appointments as { id: string }[];
    const mark = () =>
      request(env.app())
        .post(`/api/care/appointments/${first!.id}/attendance`)
        .set('Cookie', mentor.cookie)
        .send({ status: 'no_show' });
    expect((await mark()).status).toBe(409);
    env.clock.now = new Date('2030-03-04T14:10:00Z');
    expect((await mark()).body.status).toBe('no_show');
    await request(env.app())
      .post(`/api/care/appointments/${first!.id}/attendance`)
      .set('Cookie', person.cookie)
      .send({ status: 'attended' })
      .expect(403);
  });
});

describe('configuration', () => {
  const production = {
    NODE_ENV: 'production',
    MONGODB_URI: 'mongodb://care:s3cret-Pa55word-for-care@db:27017',
    SESSION_KEYS: 'k'.repeat(40),
    INTERNAL_API_KEY: 'i'.repeat(40),
    SITE_URL: 'https://womenofpurpose.org',
    SMTP_URL: 'smtp://mail:pw-Strong-1@smtp:587',
  };
  it('refuses production without a text key, or with the development one', () => {
    expect(() => loadConfig(production)).toThrow(/CARE_TEXT_KEY is required in production/);
    expect(() => loadConfig({ ...production, CARE_TEXT_KEY: DEVELOPMENT_TEXT_KEY })).toThrow(
      /development key/,
    );
    expect(() => loadConfig({ ...production, CARE_TEXT_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
    const config = loadConfig({ ...production, CARE_TEXT_KEY: Buffer.alloc(32, 3).toString('base64') });
    expect(config).toMatchObject({
      port: 4007,
      databaseName: 'ministry-care',
      care: { cancelCutoffHours: 24, textRetentionMonths: 24 },
    });
  });
});
