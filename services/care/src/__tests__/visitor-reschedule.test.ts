import request from 'supertest';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { rateLimitModel } from '@ministry/kit/rate-limit';
import { AppointmentModel } from '../appointments/model';
import { book, careTestEnvironment, counselor, member } from './care-support';

// A visitor moves her session from her e-mailed link, checked as a member's move is, until the
// cut-off; a booked one's calendar update goes to her (same UID, higher SEQUENCE).
const env = careTestEnvironment('care-visitor-reschedule');

/** Monday 4 March 2030, 9:00 in New York (its cut-off: Sunday 9:00). */
const MONDAY_9 = '2030-03-04T09:00:00-05:00';
/** Tuesday 5 March 2030, 11:00 in New York. */
const TUESDAY_11 = '2030-03-05T11:00:00-05:00';
const TOKEN = /\/counseling\/pay#token=([a-f0-9]{24}\.[A-Za-z0-9_-]{43})/;

beforeEach(async () => {
  await rateLimitModel(env.db.data).deleteMany({});
});

/** A visitor's booking awaiting payment, and her link's token. */
async function visitorBooking() {
  const { profile } = await counselor(env);
  const booked = await request(env.app()).post('/api/care/visitor-appointments').send({
    typeId: 'initial-consultation',
    counselorId: profile.id,
    mode: 'virtual',
    language: 'en',
    startsAt: MONDAY_9,
    name: 'Ruth Reyes',
    email: 'ruth@example.org',
  });
  expect(booked.status).toBe(201);
  await env.mailbox.deliver();
  const token = TOKEN.exec((await env.mailbox.messages()).at(-1)!.text ?? '')![1]!;
  env.mailbox.clear();
  return { token, id: token.split('.')[0]!, counselorId: profile.id };
}

/** Paid through the shop's checkout: booked. */
async function paid(id: string, token: string) {
  const until = new Date(env.clock.now.getTime() + 30 * 60_000).toISOString();
  const key = 'WOP-VIS-0100#0';
  const asShop = (path: string, body: object) =>
    request(env.app())
      .post(`/internal/care/sessions/${path}`)
      .set(INTERNAL_KEY_HEADER, env.db.config.internalApiKey)
      .send(body);
  expect((await asShop('hold', { appointmentId: id, visitorToken: token, key, until })).status).toBe(200);
  expect((await asShop('confirm', { appointmentId: id, key })).status).toBe(200);
}

const reschedule = (token: string, startsAt: string, language = 'en') =>
  request(env.app())
    .post('/api/care/visitor-appointments/reschedule')
    .set('Accept-Language', language)
    .send({ token, startsAt });

const icsOf = (message: unknown) =>
  (message as { attachments: { content: Buffer }[] }).attachments[0]!.content.toString('utf8');

describe('a visitor moves her session from her link', () => {
  it('moves a booked one and e-mails the update with the same UID and a higher SEQUENCE', async () => {
    const { token, id } = await visitorBooking();
    await paid(id, token);
    await env.mailbox.deliver();
    const confirmed = icsOf((await env.mailbox.messages()).at(-1));
    expect(confirmed).toContain('SEQUENCE:0');
    env.mailbox.clear();

    const moved = await reschedule(token, TUESDAY_11);
    expect(moved.status).toBe(200);
    expect(moved.headers['cache-control']).toBe('no-store');
    expect(moved.body).toMatchObject({
      appointmentId: id,
      status: 'booked',
      startsAt: '2030-03-05T16:00:00.000Z',
      // 24 hours before the new time.
      changeableUntil: '2030-03-04T16:00:00.000Z',
    });
    await env.mailbox.deliver();
    const [updated] = await env.mailbox.messages();
    expect(updated!.subject).toBe('Your session has a new time: Initial consultation, March 5, 2030');
    const ics = icsOf(updated);
    expect(ics).toContain(`UID:care-${id}@womenofpurpose.org`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20300305T110000');

    // Only to a time the counselor offers.
    expect((await reschedule(token, '2030-03-05T07:00:00-05:00')).status).toBe(409);
  });

  it('moves one awaiting payment; the preview says until when it can be changed', async () => {
    const { token, id } = await visitorBooking();
    const before = await request(env.app()).post('/api/care/visitor-appointments/preview').send({ token });
    expect(before.body.changeableUntil).toBe('2030-03-03T14:00:00.000Z');
    const moved = await reschedule(token, TUESDAY_11);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'awaiting_payment', startsAt: '2030-03-05T16:00:00.000Z' });
    expect((await AppointmentModel.findById(id).lean())!.startsAt).toEqual(new Date(TUESDAY_11));
  });

  it('refuses after the cut-off (409, translated) and a wrong link (404)', async () => {
    const { token, id } = await visitorBooking();
    await paid(id, token);
    env.clock.now = new Date('2030-03-04T00:00:00Z');
    const late = await reschedule(token, TUESDAY_11, 'es');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^Esta sesión comienza en menos de 24 horas/);
    const preview = await request(env.app()).post('/api/care/visitor-appointments/preview').send({ token });
    expect(preview.body.changeableUntil).toBeNull();
    const wrong = await reschedule(`${id}.${'x'.repeat(43)}`, TUESDAY_11);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('This booking link is not valid or has ended. Please book again.');
    expect((await AppointmentModel.findById(id).lean())!.startsAt).toEqual(new Date(MONDAY_9));
  });

  it('refuses a time another person has booked (409)', async () => {
    const { token, id, counselorId } = await visitorBooking();
    const person = await member(env);
    const taken = await book(env, person.cookie, { counselorId, startsAt: TUESDAY_11 });
    expect(taken.status).toBe(201);
    const refused = await reschedule(token, TUESDAY_11);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('That time was just taken. Please choose another time.');
    expect((await AppointmentModel.findById(id).lean())!.startsAt).toEqual(new Date(MONDAY_9));
  });
});
