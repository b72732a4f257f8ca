import request from 'supertest';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { rateLimitModel } from '@ministry/kit/rate-limit';
import { runCarePass } from '../appointments/passes';
import { AppointmentModel } from '../appointments/model';
import { SessionTypeModel } from '../session-types/model';
import { careTestEnvironment, counselor, member, outboxKeys } from './care-support';

// A visitor (no account) books the initial consultation, pays it from her e-mailed link through the
// shop's checkout, and the shop cancels it when staff refund it (issue 41).
const env = careTestEnvironment('care-visitor');

/** Monday 4 March 2030, 9:00 in New York. */
const MONDAY_9 = '2030-03-04T09:00:00-05:00';
const TOKEN = /\/counseling\/pay#token=([a-f0-9]{24}\.[A-Za-z0-9_-]{43})/;

beforeEach(async () => {
  await rateLimitModel(env.db.data).deleteMany({});
});

let visitors = 0;
function visitorBooks(body: Record<string, unknown>, options: { language?: string; cookie?: string } = {}) {
  visitors += 1;
  const call = request(env.app())
    .post('/api/care/visitor-appointments')
    .set('Accept-Language', options.language ?? 'en');
  if (options.cookie) call.set('Cookie', options.cookie);
  return call.send({
    typeId: 'initial-consultation',
    mode: 'virtual',
    language: 'en',
    startsAt: MONDAY_9,
    name: `Ruth ${visitors}`,
    email: `ruth${visitors}@example.org`,
    ...body,
  });
}

function asShop(path: string, body: object, language = 'en') {
  return request(env.app())
    .post(`/internal/care/sessions/${path}`)
    .set(INTERNAL_KEY_HEADER, env.db.config.internalApiKey)
    .set('Accept-Language', language)
    .send(body);
}

const preview = (token: string, language = 'en') =>
  request(env.app())
    .post('/api/care/visitor-appointments/preview')
    .set('Accept-Language', language)
    .send({ token });

/** A visitor's booking awaiting payment, and the token of the link e-mailed to her. */
async function visitorBooking(language = 'en') {
  const { profile } = await counselor(env);
  const booked = await visitorBooks({ counselorId: profile.id }, { language });
  expect(booked.status).toBe(201);
  await env.mailbox.deliver();
  const mail = (await env.mailbox.messages()).at(-1)!;
  const token = TOKEN.exec(mail.text ?? '')![1]!;
  env.mailbox.clear();
  return { counselorId: profile.id, token, appointmentId: token.split('.')[0]!, mail, booked };
}

/** Her booking paid through the shop's checkout under `key`. */
async function paid(key = 'WOP-VIS-0001#0') {
  const booking = await visitorBooking();
  const until = new Date(env.clock.now.getTime() + 30 * 60_000).toISOString();
  const { appointmentId, token } = booking;
  expect((await asShop('hold', { appointmentId, visitorToken: token, key, until })).status).toBe(200);
  expect((await asShop('confirm', { appointmentId, key })).status).toBe(200);
  return { ...booking, key };
}

describe('a visitor booking the initial consultation', () => {
  it('holds the time an hour and e-mails her the link to pay it, in the page’s language', async () => {
    const { booked, mail, token, appointmentId } = await visitorBooking('es');
    expect(booked.body).toEqual({ holdExpiresAt: '2030-03-01T13:00:00.000Z' });
    expect(mail.subject).toBe('Pague para confirmar su consulta inicial');
    expect(String(mail.headers.get('content-language'))).toBe('es');
    expect(mail.text).toContain('$75.00');
    expect(mail.text).toContain('9:00 a.m.');
    expect(mail.text).toContain(`${env.db.config.siteUrl.replace(/\/$/, '')}/counseling/pay#token=${token}`);
    const stored = await AppointmentModel.findById(appointmentId).lean();
    expect(stored).toMatchObject({
      userId: null,
      status: 'awaiting_payment',
      language: 'es',
      priceCents: 7500,
    });
    // Only a hash of the secret is kept.
    expect(JSON.stringify(stored)).not.toContain(token.split('.')[1]);
  });

  it('tells her until when her link changes or cancels it, by the cut-off care is set to', async () => {
    env.settings.cancelCutoffHours = 48;
    const { mail } = await visitorBooking('en');
    // Monday 9:00 less 48 hours: Saturday 2 March, 9:00 in New York.
    expect(mail.text).toContain('until March 2, 2030 at 9:00 AM (New York time), 48 hours before it starts');
    expect(mail.text).not.toContain('24 hours');
    env.settings.cancelCutoffHours = 1;
    const { mail: spanish } = await visitorBooking('es');
    expect(spanish.text).toContain(
      'hasta el 4 de marzo de 2030 a las 8:00 a.m. (hora de Nueva York), una hora antes',
    );
  });

  it('previews the booking her link names (no-store); a wrong or unknown link is 404', async () => {
    const { token, appointmentId } = await visitorBooking();
    const shown = await preview(token);
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body).toMatchObject({
      appointmentId,
      priceCents: 7500,
      durationMinutes: 50,
      status: 'awaiting_payment',
      holdExpiresAt: '2030-03-01T13:00:00.000Z',
      typeName: 'Initial consultation',
    });
    const wrong = `${appointmentId}.${'A'.repeat(43)}`;
    const refused = await preview(wrong, 'es');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(
      'Este enlace de reserva no es válido o ha vencido. Por favor, reserve de nuevo.',
    );
    expect((await preview(`${'a'.repeat(24)}.${token.split('.')[1]}`)).status).toBe(404);
    expect((await preview('not-a-token')).status).toBe(400);
  });

  it('refuses a member-only type (403) and a signed-in person (409), in her language', async () => {
    const { profile } = await counselor(env);
    const memberOnly = await visitorBooks({ counselorId: profile.id, typeId: 'regular-session' });
    expect(memberOnly.status).toBe(403);
    expect(memberOnly.body.message).toBe(
      'Without an account you can book the initial consultation only. Sign in to book other sessions.',
    );
    const person = await member(env);
    const signedIn = await visitorBooks(
      { counselorId: profile.id },
      { cookie: person.cookie, language: 'es' },
    );
    expect(signedIn.status).toBe(409);
    expect(signedIn.body.message).toBe(
      'Ha iniciado sesión: reserve desde la pestaña Consejería de su cuenta.',
    );
    const notOffered = await visitorBooks({ counselorId: profile.id, startsAt: '2030-03-04T07:00:00-05:00' });
    expect(notOffered.status).toBe(409);
    expect(await AppointmentModel.countDocuments()).toBe(0);
  });

  it('gives one slot to exactly one of ten visitors booking it at once', async () => {
    const { profile } = await counselor(env);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => visitorBooks({ counselorId: profile.id })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(await AppointmentModel.countDocuments()).toBe(1);
  });

  it('limits bookings for one address (5 an hour): 429', async () => {
    // The limit counts with the test's clock, which stands still: the six bookings share one hour.
    const { profile } = await counselor(env);
    const hours = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
    const answers = [];
    for (const hour of hours)
      answers.push(
        await visitorBooks({
          counselorId: profile.id,
          startsAt: `2030-03-05T${hour}:00-05:00`,
          email: 'Same@Example.org',
        }),
      );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers[5]!.body.message).toBe(
      'Too many bookings from here in a short time. Please try again in a few minutes.',
    );
  });

  it('books and confirms at once a visitor type priced 0 (no payment link)', async () => {
    await SessionTypeModel.create({
      _id: 'free-visit',
      name: 'Free visit',
      nameEs: 'Visita gratuita',
      durationMinutes: 30,
      priceCents: 0,
      bookableBy: 'anyone',
      visitorBookable: true,
    });
    try {
      const { profile } = await counselor(env);
      const booked = await visitorBooks({ counselorId: profile.id, typeId: 'free-visit' });
      expect(booked.status).toBe(201);
      expect(booked.body).toEqual({ holdExpiresAt: null });
      const keys = await outboxKeys(env);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(/^care-confirmed:/);
      expect(await AppointmentModel.findOne().lean()).toMatchObject({ status: 'booked', userId: null });
    } finally {
      await SessionTypeModel.deleteOne({ _id: 'free-visit' });
    }
  });

  it('a booked visitor session is never “hers” for a member', async () => {
    const { appointmentId } = await visitorBooking();
    const person = await member(env);
    const read = await request(env.app())
      .get(`/api/care/appointments/${appointmentId}`)
      .set('Cookie', person.cookie);
    expect(read.status).toBe(403);
    const mine = await request(env.app()).get('/api/care/appointments/mine').set('Cookie', person.cookie);
    expect(mine.body.appointments).toEqual([]);
  });
});

describe('the shop’s checkout of a visitor’s session', () => {
  it('quotes and holds by her link’s token; a wrong token or a member’s id is 404', async () => {
    const { appointmentId, token } = await visitorBooking();
    const quote = await asShop('quote', { appointmentId, visitorToken: token });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ appointmentId, priceCents: 7500, status: 'awaiting_payment' });

    const wrong = await asShop('quote', {
      appointmentId,
      visitorToken: `${appointmentId}.${'B'.repeat(43)}`,
    });
    expect(wrong.status).toBe(404);
    const person = await member(env);
    expect((await asShop('quote', { appointmentId, userId: person.id })).status).toBe(404);
    // Another booking's link does not open this one; both payers at once are refused.
    const other = await visitorBooking();
    expect((await asShop('quote', { appointmentId, visitorToken: other.token })).status).toBe(404);
    expect((await asShop('quote', { appointmentId, visitorToken: token, userId: person.id })).status).toBe(
      400,
    );

    const until = new Date(env.clock.now.getTime() + 90 * 60_000).toISOString();
    const key = 'WOP-VIS-0002#0';
    const held = await asShop('hold', { appointmentId, visitorToken: token, key, until });
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ status: 'awaiting_payment', holdExpiresAt: until });
    const wrongHold = await asShop('hold', {
      appointmentId,
      visitorToken: `${appointmentId}.${'C'.repeat(43)}`,
      key: 'WOP-VIS-0003#0',
      until,
    });
    expect(wrongHold.status).toBe(404);
  });

  it('confirms her paid session with a way to change it by reply or the contact page, no account link', async () => {
    const { appointmentId } = await paid();
    await env.mailbox.deliver();
    const [confirmed] = await env.mailbox.messages();
    expect(confirmed!.subject).toBe('Your session is booked: Initial consultation, March 4, 2030');
    expect(confirmed!.text).toContain('Reply to this e-mail, or write to us from our contact page:');
    expect(confirmed!.text).toContain('/contact');
    expect(confirmed!.text).not.toContain('/account');
    // Her calendar file's link is the contact page too (she has no account).
    const ics = (confirmed as unknown as { attachments: { content: Buffer }[] }).attachments[0]!.content;
    expect(ics.toString('utf8')).toContain(`UID:care-${appointmentId}@womenofpurpose.org`);
    expect(ics.toString('utf8').replace(/\r\n /g, '')).toContain('/contact');
  });

  it('cancels the session a refund names (by its key, once), e-mails the CANCEL and never reminds it', async () => {
    const { appointmentId, key } = await paid();
    env.mailbox.clear();
    const otherKey = await asShop('cancel', { appointmentId, key: 'WOP-VIS-9999#0' });
    expect(otherKey.status).toBe(409);
    const first = await asShop('cancel', { appointmentId, key });
    const again = await asShop('cancel', { appointmentId, key });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({ appointmentId, status: 'canceled' });
    const stored = await AppointmentModel.findById(appointmentId).lean();
    expect(stored).toMatchObject({ status: 'canceled', canceledBy: 'refund' });
    expect(stored!.canceledAt).toEqual(env.clock.now);

    // The time is free again.
    const slots = await request(env.app()).get(
      `/api/care/slots?typeId=initial-consultation&counselorId=${stored!.counselorId}&from=2030-03-04&days=1`,
    );
    expect(slots.body.slots.map((slot: { startsAt: string }) => slot.startsAt)).toContain(
      '2030-03-04T09:00:00-05:00',
    );

    env.settings.agendaHour = 23;
    env.clock.now = new Date('2030-03-03T14:30:00Z');
    await runCarePass(env.build().context);
    expect((await outboxKeys(env)).filter((item) => item.startsWith('care-reminder'))).toEqual([]);

    await env.mailbox.deliver();
    const canceled = (await env.mailbox.messages()).find((message) =>
      message.subject?.startsWith('Canceled'),
    );
    expect(canceled!.subject).toBe('Canceled: Initial consultation, March 4, 2030');
    const ics = (
      canceled as unknown as { attachments: { content: Buffer }[] }
    ).attachments[0]!.content.toString('utf8');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain(`UID:care-${appointmentId}@womenofpurpose.org`);

    // Not booked (awaiting payment): 409 too.
    const waiting = await visitorBooking();
    expect((await asShop('cancel', { appointmentId: waiting.appointmentId, key })).status).toBe(409);
  });
});

describe('the 24-hour reminder’s subject', () => {
  it('names the day in New York: tomorrow, or today when it goes out the same day', async () => {
    env.settings.agendaHour = 23;
    const { appointmentId } = await paid();
    // Sunday 3 March, 9:30 in New York: the session is tomorrow.
    env.clock.now = new Date('2030-03-03T14:30:00Z');
    await runCarePass(env.build().context);
    expect(await outboxKeys(env)).toContain(`care-reminder-24h:${appointmentId}:1`);
    await env.mailbox.deliver();
    const subjects = (await env.mailbox.messages()).map((message) => message.subject);
    expect(subjects).toContain('Reminder: Initial consultation tomorrow, March 4, 2030 at 9:00 AM');
  });

  it('says “today” when the pass sends it the same morning (a booking for later that day, or a late pass)', async () => {
    env.settings.agendaHour = 23;
    await paid();
    // Monday 4 March, 6:00 in New York: three hours before, no reminder sent yet.
    env.clock.now = new Date('2030-03-04T11:00:00Z');
    await runCarePass(env.build().context);
    await env.mailbox.deliver();
    const subjects = (await env.mailbox.messages()).map((message) => message.subject);
    expect(subjects).toContain('Reminder: Initial consultation today, March 4, 2030 at 9:00 AM');
    expect(subjects.join('\n')).not.toContain('tomorrow');
  });
});
