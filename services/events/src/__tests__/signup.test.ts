import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import request from 'supertest';
import type { EventOccurrence } from '@ministry/contracts/event';
import type {
  MyRegistration,
  OccurrenceDetail,
  OccurrenceRegistrations,
  Registration,
} from '@ministry/contracts/event-signup';
import { signedInCookie } from '@ministry/kit/testing/session';
import { RegistrationModel, SeatModel } from '../registrations/model';
import { cancelToken, cancelTokenKeys } from '../registrations/tokens';
import type { ParsedMail } from 'mailparser';
import {
  asText,
  confirm,
  confirmTokenIn,
  contentLanguage,
  createEvent,
  editorCookie,
  memberCookie,
  signUp,
  signUpConfirmed,
  signupApp,
  signupTestEnvironment,
  signupEvent,
  to,
  tokenIn,
} from './signup-support';

// ical.js ships an ES module and a CommonJS build; this CommonJS test loads the latter.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js') as typeof ICALModule;

const env = signupTestEnvironment('events-signup');
const { clock, app } = env;
const DAY = '2030-06-15';
const occurrencePath = (id: string, date = DAY) => `/api/events/${id}/occurrences/${date}`;
const ruth = { name: 'Ruth Moab', email: 'ruth@example.org' };
const naomi = { name: 'Naomi', email: 'naomi@example.org' };
const orpah = { name: 'Orpah', email: 'orpah@example.org' };
const hannah = { name: 'Hannah', email: 'hannah@example.org' };

/** Her messages but the confirmation request: the news of her seat or place. */
const news = (messages: ParsedMail[], address: string) =>
  to(messages, address).filter((mail) => !/^(Please confirm|Confirme)/.test(mail.subject ?? ''));

async function detail(id: string, date = DAY, cookie?: string): Promise<OccurrenceDetail> {
  let pending = request(app()).get(occurrencePath(id, date));
  if (cookie) pending = pending.set('Cookie', cookie);
  const res = await pending;
  expect(res.status).toBe(200);
  return res.body as OccurrenceDetail;
}

async function list(id: string, date = DAY): Promise<OccurrenceRegistrations> {
  const res = await request(app())
    .get(`${occurrencePath(id, date)}/registrations`)
    .set('Cookie', await editorCookie(env.db));
  expect(res.status).toBe(200);
  return res.body as OccurrenceRegistrations;
}

describe('GET /api/events/:id/occurrences/:date', () => {
  it('shows one occurrence with its times, seats and sign-up state', async () => {
    const event = await createEvent(app(), env.db, {
      signup: { ...signupEvent.signup, closesHoursBefore: 24 },
    });
    expect(await detail(event.id)).toEqual({
      id: event.id,
      date: DAY,
      title: 'Workshop: Healthy Boundaries',
      titleEs: 'Taller: Límites saludables',
      category: 'workshop',
      location: 'Ministry Center',
      description: 'Teaching and practice.',
      descriptionEs: 'Enseñanza y práctica.',
      startTime: '10:00',
      endTime: '12:00',
      timeZone: 'America/New_York',
      pricing: null,
      startsAt: '2030-06-15T10:00:00-04:00',
      endsAt: '2030-06-15T12:00:00-04:00',
      signup: { enabled: true, capacity: 10, waitlist: true, closesHoursBefore: 24, membersOnly: false },
      seats: { capacity: 10, taken: 0, waitlist: 0 },
      signupState: 'open',
      closesAt: '2030-06-14T10:00:00-04:00',
    });
  });

  it('says "off" without seats when sign-up is off, and 404s a day the event does not happen', async () => {
    const event = await createEvent(app(), env.db, { signup: { enabled: false } });
    const off = await detail(event.id);
    expect(off.signupState).toBe('off');
    expect(off.seats).toBeUndefined();
    expect(off.closesAt).toBeNull();
    for (const date of ['2030-06-16', '2030-02-30', 'june']) {
      const res = await request(app()).get(occurrencePath(event.id, date)).set('Accept-Language', 'es');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Este evento no se realiza ese día.' });
    }
    const unknown = await request(app()).get(occurrencePath('64b7f0c2a1b2c3d4e5f60718'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'This event does not take place on that day.' });
  });

  it('refuses sign-up when it is off, and a visitor without name or e-mail, in her language', async () => {
    const off = await createEvent(app(), env.db, { signup: { enabled: false } });
    const refused = await signUp(app(), off.id, DAY, ruth, 'es');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'La inscripción no está abierta para este evento.' });

    const event = await createEvent(app(), env.db);
    const invalid = await signUp(app(), event.id, DAY, { name: ' ', email: 'not-an-address' }, 'es');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      name: 'El nombre es obligatorio',
      email: 'Por favor, introduzca un correo electrónico válido',
    });
    expect(await RegistrationModel.countDocuments()).toBe(0);
  });
});

describe('signing up, the waitlist and promotion', () => {
  it('refuses a second sign-up by the same address with a translated 409, and a full one without waitlist', async () => {
    const event = await createEvent(app(), env.db, {
      signup: { ...signupEvent.signup, capacity: 1, waitlist: false },
    });
    expect((await signUp(app(), event.id, DAY, ruth)).body.status).toBe('confirmed');
    const again = await signUp(app(), event.id, DAY, { name: 'Ruth', email: 'RUTH@example.org' }, 'es');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Este correo electrónico ya está inscrito para esta fecha.' });
    expect((await detail(event.id)).signupState).toBe('full');
    const full = await signUp(app(), event.id, DAY, naomi);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ message: 'Sorry, this date is full.' });
    // Nobody left on a list by a refused sign-up: she may try again later.
    expect(await RegistrationModel.countDocuments()).toBe(1);
  });

  it('promotes from the waitlist in order when seats are freed, and tells each one', async () => {
    const event = await createEvent(app(), env.db, { signup: { ...signupEvent.signup, capacity: 2 } });
    const answers = [];
    for (const person of [ruth, naomi, orpah, hannah])
      answers.push(await signUpConfirmed(env, event.id, DAY, person));
    expect(answers.map((res) => res.body.status)).toEqual([
      'confirmed',
      'confirmed',
      'waitlisted',
      'waitlisted',
    ]);
    expect((await list(event.id)).registrations.map((r) => [r.name, r.status, r.waitlistPosition])).toEqual([
      ['Ruth Moab', 'confirmed', null],
      ['Naomi', 'confirmed', null],
      ['Orpah', 'waitlisted', 1],
      ['Hannah', 'waitlisted', 2],
    ]);
    await env.mailbox.deliver();
    const waitlisted = news(await env.mailbox.messages(), hannah.email)[0]!;
    expect(waitlisted.subject).toBe("You're on the waitlist: Workshop: Healthy Boundaries, June 15, 2030");
    expect(waitlisted.text).toContain('you are number 2');
    env.mailbox.clear();

    // Naomi cancels: Orpah, first in line, gets the seat; Hannah moves up.
    const naomiId = answers[1]!.body.id as string;
    const canceled = await request(app())
      .post('/api/events/registrations/cancel')
      .send({ token: cancelToken(naomiId, cancelTokenKeys(env.db.config.sessionKeys)) });
    expect(canceled.status).toBe(200);
    expect(canceled.body).toEqual({ id: naomiId, status: 'canceled' });
    expect((await list(event.id)).registrations.map((r) => [r.name, r.status, r.waitlistPosition])).toEqual([
      ['Ruth Moab', 'confirmed', null],
      ['Orpah', 'confirmed', null],
      ['Hannah', 'waitlisted', 1],
    ]);
    await env.mailbox.deliver();
    const promoted = await env.mailbox.messages();
    expect(promoted.map((mail) => [mail.to && 'text' in mail.to ? mail.to.text : '', mail.subject])).toEqual([
      [orpah.email, "A seat opened up: you're confirmed for Workshop: Healthy Boundaries, June 15, 2030"],
    ]);
    expect(promoted[0]!.attachments.map((file) => file.filename)).toEqual([
      'workshop-healthy-boundaries-2030-06-15.ics',
    ]);
    env.mailbox.clear();

    // Ruth cancels: Hannah's turn.
    await request(app())
      .post('/api/events/registrations/cancel')
      .send({
        token: cancelToken(answers[0]!.body.id as string, cancelTokenKeys(env.db.config.sessionKeys)),
      });
    expect((await list(event.id)).registrations.map((r) => [r.name, r.status])).toEqual([
      ['Orpah', 'confirmed'],
      ['Hannah', 'confirmed'],
    ]);
    await env.mailbox.deliver();
    expect(to(await env.mailbox.messages(), hannah.email).map((mail) => mail.subject)).toEqual([
      "A seat opened up: you're confirmed for Workshop: Healthy Boundaries, June 15, 2030",
    ]);
    expect(await SeatModel.countDocuments()).toBe(2);
  });

  it('fills one date of a weekly event while the next week keeps its own seats and list', async () => {
    const event = await createEvent(app(), env.db, {
      title: 'Tuesday Bible Study',
      date: '2030-06-04',
      startTime: '19:00',
      endTime: '20:30',
      isRecurring: true,
      recurringType: 'weekly',
      recurringDays: ['tuesday'],
      signup: { enabled: true, capacity: 2, waitlist: false, closesHoursBefore: 0 },
    });
    const week1 = '2030-06-11';
    const week2 = '2030-06-18';
    expect((await signUp(app(), event.id, week1, ruth)).status).toBe(201);
    expect((await signUp(app(), event.id, week1, naomi)).status).toBe(201);
    expect((await signUp(app(), event.id, week1, orpah)).status).toBe(409);
    const first = await detail(event.id, week1);
    expect([first.signupState, first.seats]).toEqual(['full', { capacity: 2, taken: 2, waitlist: 0 }]);
    const second = await detail(event.id, week2);
    expect([second.signupState, second.seats]).toEqual(['open', { capacity: 2, taken: 0, waitlist: 0 }]);
    expect(second.startsAt).toBe('2030-06-18T19:00:00-04:00');
    // The same person may come both weeks: one sign-up per person per occurrence.
    expect((await signUp(app(), event.id, week2, ruth)).body.status).toBe('confirmed');
    expect((await signUp(app(), event.id, week2, orpah)).body.status).toBe('confirmed');
    // The calendar shows each date's seats.
    const calendar = await request(app()).get('/api/events?from=2030-06-10&to=2030-06-25');
    expect((calendar.body as EventOccurrence[]).map((o) => [o.occurrenceDate, o.seats])).toEqual([
      [week1, { capacity: 2, taken: 2, waitlist: 0 }],
      [week2, { capacity: 2, taken: 2, waitlist: 0 }],
      ['2030-06-25', { capacity: 2, taken: 0, waitlist: 0 }],
    ]);
    // Wednesday is not one of its days.
    expect((await signUp(app(), event.id, '2030-06-12', hannah)).status).toBe(404);
  });
});

describe('sign-up closes on time in New York, across daylight-saving changes', () => {
  it('closes 12 real hours before a start on the morning clocks spring forward', async () => {
    // 9 March 2025: New York moves from EST (UTC−5) to EDT (UTC−4) at 2 AM. 10:00 EDT is 14:00 UTC;
    // 12 hours before is 02:00 UTC, 9 PM EST on the 8th (the wall clock alone would say 10 PM).
    const event = await createEvent(app(), env.db, {
      date: '2025-03-09',
      signup: { enabled: true, capacity: 10, waitlist: true, closesHoursBefore: 12 },
    });
    clock.now = new Date('2025-03-09T01:59:59Z');
    const open = await detail(event.id, '2025-03-09');
    expect(open).toMatchObject({
      startsAt: '2025-03-09T10:00:00-04:00',
      closesAt: '2025-03-08T21:00:00-05:00',
      signupState: 'open',
    });
    expect((await signUp(app(), event.id, '2025-03-09', ruth)).status).toBe(201);
    clock.now = new Date('2025-03-09T02:00:00Z');
    expect((await detail(event.id, '2025-03-09')).signupState).toBe('closed');
    const closed = await signUp(app(), event.id, '2025-03-09', naomi, 'es');
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({ message: 'La inscripción para esta fecha ya cerró.' });
  });

  it('closes 24 real hours before a start the day after clocks fall back', async () => {
    // 2 November 2025: EDT (UTC−4) back to EST (UTC−5) at 2 AM. 10:00 EST is 15:00 UTC; 24 hours
    // before is 15:00 UTC on the 1st, 11 AM EDT.
    const event = await createEvent(app(), env.db, {
      date: '2025-11-02',
      signup: { enabled: true, capacity: 10, waitlist: true, closesHoursBefore: 24 },
    });
    clock.now = new Date('2025-11-01T14:59:59Z');
    expect(await detail(event.id, '2025-11-02')).toMatchObject({
      startsAt: '2025-11-02T10:00:00-05:00',
      closesAt: '2025-11-01T11:00:00-04:00',
      signupState: 'open',
    });
    clock.now = new Date('2025-11-01T15:00:00Z');
    expect((await signUp(app(), event.id, '2025-11-02', ruth)).status).toBe(409);
    // An event editor may still add someone by hand (a phone call) until it ends.
    const manual = await request(app())
      .post(`${occurrencePath(event.id, '2025-11-02')}/registrations/manual`)
      .set('Cookie', await editorCookie(env.db))
      .send(ruth);
    expect(manual.status).toBe(201);
  });
});

describe('cancel links', () => {
  it('work once, only for their own sign-up, and a GET never cancels', async () => {
    const event = await createEvent(app(), env.db);
    const mine = await signUpConfirmed(env, event.id, DAY, ruth);
    const other = await signUpConfirmed(env, event.id, DAY, naomi);
    await env.mailbox.deliver();
    const token = tokenIn(news(await env.mailbox.messages(), ruth.email)[0]!);
    expect(token.startsWith(`${mine.body.id as string}.`)).toBe(true);

    // The cancel page's preview changes nothing; the token travels in the body, never the address.
    const preview = await request(app()).post('/api/events/registrations/cancel/preview').send({ token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      id: mine.body.id,
      title: 'Workshop: Healthy Boundaries',
      status: 'confirmed',
      startsAt: '2030-06-15T10:00:00-04:00',
    });
    expect((await RegistrationModel.findById(mine.body.id).lean())?.status).toBe('confirmed');

    // Another sign-up's id with this token's signature, or a changed signature: refused.
    const [, signature] = token.split('.');
    for (const forged of [
      `${other.body.id as string}.${signature!}`,
      `${token.slice(0, -2)}xx`,
      'nonsense',
    ]) {
      const res = await request(app())
        .post('/api/events/registrations/cancel')
        .set('Accept-Language', 'es')
        .send({ token: forged });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Este enlace de cancelación no es válido. Use el enlace de su correo electrónico.',
      });
    }

    const first = await request(app()).post('/api/events/registrations/cancel').send({ token });
    expect(first.status).toBe(200);
    const second = await request(app()).post('/api/events/registrations/cancel').send({ token });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: 'This sign-up has already been canceled.' });
    expect((await RegistrationModel.findById(other.body.id).lean())?.status).toBe('confirmed');

    // She may sign up again; the old link does not touch the new sign-up.
    const again = await signUp(app(), event.id, DAY, ruth);
    expect(again.status).toBe(201);
    expect((await request(app()).post('/api/events/registrations/cancel').send({ token })).status).toBe(409);
    expect((await RegistrationModel.findById(again.body.id).lean())?.status).toBe('confirmed');
  });
});

describe('members', () => {
  it('sign up in one click, see it on the occurrence and in their list, and cancel their own only', async () => {
    const event = await createEvent(app(), env.db);
    const member = await memberCookie(env, {
      id: 'member-1',
      username: 'ruthm',
      email: 'Ruth.Moab@example.org',
      name: 'Ruth',
      preferredLanguage: 'es',
    });
    const res = await request(app())
      .post(`${occurrencePath(event.id)}/registrations`)
      .set('Cookie', member)
      .send({});
    expect(res.status).toBe(201);
    // One click, confirmed at once: no e-mail confirmation for a member.
    expect(res.body).toEqual({ id: expect.any(String), status: 'confirmed' });
    expect(await RegistrationModel.findById(res.body.id).lean()).toMatchObject({
      name: 'Ruth',
      email: 'Ruth.Moab@example.org',
      userId: 'member-1',
      language: 'es',
      confirmBy: null,
    });
    expect((await detail(event.id, DAY, member)).myRegistration).toEqual({
      id: res.body.id,
      status: 'confirmed',
    });
    expect((await detail(event.id)).myRegistration).toBeUndefined();
    // Twice is refused, by her id.
    const twice = await request(app())
      .post(`${occurrencePath(event.id)}/registrations`)
      .set('Cookie', member);
    expect(twice.status).toBe(409);

    // A visitor's sign-up under her (verified) address becomes hers when her sign-ups are listed.
    const later = await createEvent(app(), env.db, { title: 'Later', date: '2030-07-01' });
    const visitor = await signUpConfirmed(env, later.id, '2030-07-01', {
      name: 'R',
      email: 'ruth.moab@example.org',
    });
    const mine = await request(app()).get('/api/events/registrations/mine').set('Cookie', member);
    expect(mine.status).toBe(200);
    expect((mine.body as MyRegistration[]).map((r) => [r.id, r.title, r.startsAt])).toEqual([
      [res.body.id, 'Workshop: Healthy Boundaries', '2030-06-15T10:00:00-04:00'],
      [visitor.body.id, 'Later', '2030-07-01T10:00:00-04:00'],
    ]);

    // Not hers: a 404, as if it did not exist.
    const someoneElse = await signUpConfirmed(env, event.id, DAY, naomi);
    const refused = await request(app())
      .post(`/api/events/registrations/${someoneElse.body.id as string}/cancel`)
      .set('Cookie', member);
    expect(refused.status).toBe(404);
    expect((await RegistrationModel.findById(someoneElse.body.id).lean())?.status).toBe('confirmed');
    const canceled = await request(app())
      .post(`/api/events/registrations/${res.body.id as string}/cancel`)
      .set('Cookie', member);
    expect(canceled.status).toBe(200);
    expect(
      (await request(app()).get('/api/events/registrations/mine').set('Cookie', member)).body,
    ).toHaveLength(1);
  });

  it('get e-mails in their saved language (identity says Spanish) while browsing in English', async () => {
    const event = await createEvent(app(), env.db);
    const member = await memberCookie(env, {
      id: 'member-es',
      email: 'marta@example.org',
      name: 'Marta Pérez',
      preferredLanguage: 'es',
    });
    const res = await request(app())
      .post(`${occurrencePath(event.id)}/registrations`)
      .set('Cookie', member)
      .set('Accept-Language', 'en-US,en;q=0.9')
      .send({});
    expect(res.status).toBe(201);
    await env.mailbox.deliver();
    const [confirmation] = to(await env.mailbox.messages(), 'marta@example.org');
    expect(contentLanguage(confirmation!)).toBe('es');
    expect(confirmation!.subject).toBe(
      'Inscripción confirmada: Taller: Límites saludables, 15 de junio de 2030',
    );
    expect(confirmation!.text).toContain('¡Su inscripción está confirmada, Marta Pérez!');
  });

  it('whose address is not verified are held like a visitor: a confirmation link, no typed name, counted once confirmed', async () => {
    const event = await createEvent(app(), env.db);
    const member = await memberCookie(env, {
      id: 'member-unverified',
      email: 'someone@example.org',
      name: 'Click <here> now',
      emailVerified: false,
    });
    const res = await request(app())
      .post(`${occurrencePath(event.id)}/registrations`)
      .set('Cookie', member);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      status: 'confirmed',
      confirmBy: '2030-06-01T13:00:00.000Z',
      holdMinutes: 60,
    });
    expect(await RegistrationModel.findById(res.body.id).lean()).toMatchObject({
      userId: 'member-unverified',
      confirmBy: new Date('2030-06-01T13:00:00.000Z'),
    });
    // Coming back to the date's page, she is told it is held for its link, not that she is signed up.
    const page = await request(app()).get(occurrencePath(event.id)).set('Cookie', member);
    expect(page.body.myRegistration).toEqual({
      id: res.body.id,
      status: 'confirmed',
      confirmBy: '2030-06-01T13:00:00.000Z',
    });
    await env.mailbox.deliver();
    const [request1, ...others] = to(await env.mailbox.messages(), 'someone@example.org');
    expect(others).toEqual([]);
    expect(request1!.subject).toBe(
      'Please confirm your sign-up: Workshop: Healthy Boundaries, June 15, 2030',
    );
    expect(request1!.text).not.toContain('Click');
    env.mailbox.clear();

    // Her link makes it count; only then the news of her seat.
    expect((await confirm(app(), confirmTokenIn(request1!.text ?? ''))).status).toBe(200);
    await env.mailbox.deliver();
    expect(news(await env.mailbox.messages(), 'someone@example.org').map((mail) => mail.subject)).toEqual([
      "You're signed up: Workshop: Healthy Boundaries, June 15, 2030",
    ]);
  });

  it('whose address is not verified are asked to verify it for a members-only event (translated 403)', async () => {
    const event = await createEvent(app(), env.db, { signup: { ...signupEvent.signup, membersOnly: true } });
    const member = await memberCookie(env, {
      id: 'member-unverified-2',
      email: 'someone2@example.org',
      emailVerified: false,
    });
    const path = `${occurrencePath(event.id)}/registrations`;
    const refused = await request(app()).post(path).set('Cookie', member);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message:
        'Sign-up for this event is for members with a verified e-mail address. Please verify your address from your account page (we can send the link again), then sign up.',
    });
    const spanish = await request(app()).post(path).set('Cookie', member).set('Accept-Language', 'es');
    expect(spanish.body.message).toMatch(/^La inscripción a este evento es para miembros con el correo/);
    expect(await RegistrationModel.countDocuments()).toBe(0);
    env.identity.members.get('member-unverified-2')!.emailVerified = true;
    const verified = await request(app()).post(path).set('Cookie', member);
    expect(verified.status).toBe(201);
    expect(verified.body).toEqual({ id: expect.any(String), status: 'confirmed' });
  });

  // The High finding: a member put a visitor's address in her profile (accepted unverified) and the
  // service treated the visitor's sign-ups as hers, by address.
  it("never list or cancel a visitor's sign-ups by an unverified profile address; after verification they attach", async () => {
    const event = await createEvent(app(), env.db);
    const visitor = await signUpConfirmed(env, event.id, DAY, { name: 'Naomi', email: 'naomi@example.org' });
    const member = await memberCookie(env, {
      id: 'member-squatter',
      email: 'Naomi@Example.org',
      emailVerified: false,
    });

    const listed = await request(app()).get('/api/events/registrations/mine').set('Cookie', member);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([]);
    expect((await detail(event.id, DAY, member)).myRegistration).toBeNull();
    const cancel = await request(app())
      .post(`/api/events/registrations/${visitor.body.id as string}/cancel`)
      .set('Cookie', member);
    expect(cancel.status).toBe(404);
    expect(await RegistrationModel.findById(visitor.body.id).lean()).toMatchObject({
      status: 'confirmed',
      userId: null,
    });
    // Signing up herself neither clashes with nor reveals the visitor's sign-up.
    const own = await request(app())
      .post(`${occurrencePath(event.id)}/registrations`)
      .set('Cookie', member);
    expect(own.status).toBe(201);
    expect((await detail(event.id, DAY, member)).myRegistration?.id).toBe(own.body.id);
    await request(app())
      .post(`/api/events/registrations/${own.body.id as string}/cancel`)
      .set('Cookie', member);

    // She proves the address (identity now says verified): the earlier sign-up is hers.
    env.identity.members.get('member-squatter')!.emailVerified = true;
    const attached = await request(app()).get('/api/events/registrations/mine').set('Cookie', member);
    expect((attached.body as MyRegistration[]).map((r) => r.id)).toEqual([visitor.body.id]);
    const mine = await request(app())
      .post(`/api/events/registrations/${visitor.body.id as string}/cancel`)
      .set('Cookie', member);
    expect(mine.status).toBe(200);
  });

  it('without identity configured give their e-mail like a visitor; identity down is a 502', async () => {
    const event = await createEvent(app(), env.db);
    const cookie = await signedInCookie(env.db, { id: 'u-9', role: 'member' });
    const bare = await request(signupApp(env.db, clock))
      .post(`${occurrencePath(event.id)}/registrations`)
      .set('Cookie', cookie)
      .send({});
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toEqual({ email: 'Email is required' });
    const given = await request(signupApp(env.db, clock))
      .post(`${occurrencePath(event.id)}/registrations`)
      .set('Cookie', cookie)
      .send({ name: 'Deborah', email: 'deborah@example.org' });
    expect(given.status).toBe(201);
    // Her typed address is not proven: held for its link, as a visitor's.
    expect(given.body).toEqual({
      id: expect.any(String),
      status: 'confirmed',
      confirmBy: expect.any(String),
      holdMinutes: 60,
    });

    const down = signupApp(env.db, clock, { identityInternalUrl: 'http://127.0.0.1:9' });
    const refused = await request(down)
      .post(`${occurrencePath(event.id)}/registrations`)
      .set('Cookie', cookie);
    expect(refused.status).toBe(502);
  });
});

describe('for the ministry', () => {
  it('lists, exports safely, adds by hand under the same seat rules and checks people in', async () => {
    const event = await createEvent(app(), env.db, { signup: { ...signupEvent.signup, capacity: 2 } });
    const editor = await editorCookie(env.db);
    await signUpConfirmed(env, event.id, DAY, {
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'eve@example.org',
    });
    await signUpConfirmed(env, event.id, DAY, ruth);
    const manual = await request(app())
      .post(`${occurrencePath(event.id)}/registrations/manual`)
      .set('Cookie', editor)
      .send({ name: 'Naomi', email: 'naomi@example.org', language: 'es' });
    expect(manual.status).toBe(201);
    expect(manual.body.status).toBe('waitlisted');

    const checkIn = await request(app())
      .patch(`/api/events/registrations/${manual.body.id as string}/attendance`)
      .set('Cookie', editor)
      .send({ attended: true });
    expect(checkIn.status).toBe(200);
    expect(checkIn.body).toMatchObject({
      id: manual.body.id,
      attended: true,
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    const listed = await list(event.id);
    expect(listed.seats).toEqual({ capacity: 2, taken: 2, waitlist: 1 });
    expect(listed.attended).toBe(1);
    expect(listed.registrations.map((r: Registration) => [r.email, r.status, r.attended])).toEqual([
      ['eve@example.org', 'confirmed', false],
      ['ruth@example.org', 'confirmed', false],
      ['naomi@example.org', 'waitlisted', true],
    ]);

    const csv = await request(app())
      .get(`${occurrencePath(event.id)}/registrations.csv`)
      .set('Cookie', editor)
      .buffer(true)
      .parse(asText);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="workshop-healthy-boundaries-2030-06-15.csv"',
    );
    const lines = (csv.body as string).split('\r\n');
    expect(lines[0]).toBe(
      '\ufeff"Name","E-mail","Status","Waitlist position","Attended","Signed up","Place","Child age (months)","Payment","Order"',
    );
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)","eve@example\.org","Confirmed","","No","2030-06-01 08:00","","","Free",""$/,
    );
    expect(lines[3]).toMatch(/^"Naomi","naomi@example\.org","Waitlisted","1","Yes",/);

    // Members see none of it.
    const member = await signedInCookie(env.db, { role: 'member' });
    for (const path of [
      `${occurrencePath(event.id)}/registrations`,
      `${occurrencePath(event.id)}/registrations.csv`,
    ]) {
      expect((await request(app()).get(path).set('Cookie', member)).status).toBe(403);
      expect((await request(app()).get(path)).status).toBe(401);
    }
  });
});

describe('the ministry cancels', () => {
  it('deleting an event tells everyone signed up and removes their sign-ups', async () => {
    const event = await createEvent(app(), env.db, { signup: { ...signupEvent.signup, capacity: 1 } });
    const keep = await createEvent(app(), env.db, { title: 'Another event' });
    await signUpConfirmed(env, event.id, DAY, ruth);
    await signUpConfirmed(env, event.id, DAY, naomi, 'es');
    await signUpConfirmed(env, keep.id, DAY, orpah);
    await env.mailbox.deliver();
    env.mailbox.clear();

    const res = await request(app())
      .delete(`/api/events/${event.id}`)
      .set('Cookie', await editorCookie(env.db));
    expect(res.status).toBe(204);
    expect(await RegistrationModel.countDocuments({ eventId: event.id })).toBe(0);
    expect(await SeatModel.countDocuments({ occurrence: `${event.id}:${DAY}` })).toBe(0);
    expect(await RegistrationModel.countDocuments({ eventId: keep.id })).toBe(1);

    await env.mailbox.deliver();
    const messages = await env.mailbox.messages();
    expect(
      messages.map((mail) => [mail.to && 'text' in mail.to ? mail.to.text : '', mail.subject]).sort(),
    ).toEqual([
      ['naomi@example.org', 'Cancelado: Taller: Límites saludables, 15 de junio de 2030'],
      ['ruth@example.org', 'Canceled: Workshop: Healthy Boundaries, June 15, 2030'],
    ]);
    expect(news(messages, 'naomi@example.org').at(-1)!.text).toContain(
      'El ministerio canceló Taller: Límites saludables',
    );
  });

  it('deleting one date of a weekly event tells only that date’s people; the other dates go on', async () => {
    const event = await createEvent(app(), env.db, {
      date: '2030-06-04',
      isRecurring: true,
      recurringType: 'weekly',
      recurringDays: ['tuesday'],
    });
    await signUpConfirmed(env, event.id, '2030-06-11', ruth);
    await signUpConfirmed(env, event.id, '2030-06-18', naomi);
    const res = await request(app())
      .delete(occurrencePath(event.id, '2030-06-11'))
      .set('Cookie', await editorCookie(env.db));
    expect(res.status).toBe(204);
    expect((await request(app()).get(occurrencePath(event.id, '2030-06-11'))).status).toBe(404);
    expect((await detail(event.id, '2030-06-18')).seats?.taken).toBe(1);
    await env.mailbox.deliver();
    expect(
      (await env.mailbox.messages())
        .filter((mail) => /^Canceled/.test(mail.subject ?? ''))
        .map((m) => (m.to && 'text' in m.to ? m.to.text : '')),
    ).toEqual(['ruth@example.org']);
  });

  it('an edit that drops a date cancels that date’s sign-ups; more seats seat the waitlist', async () => {
    const event = await createEvent(app(), env.db, { signup: { ...signupEvent.signup, capacity: 1 } });
    await signUpConfirmed(env, event.id, DAY, ruth);
    await signUpConfirmed(env, event.id, DAY, naomi);
    const editor = await editorCookie(env.db);
    const more = await request(app())
      .patch(`/api/events/${event.id}`)
      .set('Cookie', editor)
      .send({ signup: { capacity: 2 } });
    expect(more.status).toBe(200);
    expect(more.body.signup).toEqual({
      enabled: true,
      capacity: 2,
      waitlist: true,
      closesHoursBefore: 0,
      membersOnly: false,
    });
    expect((await detail(event.id)).seats).toEqual({ capacity: 2, taken: 2, waitlist: 0 });
    const moved = await request(app())
      .patch(`/api/events/${event.id}`)
      .set('Cookie', editor)
      .send({ date: '2030-06-16' });
    expect(moved.status).toBe(200);
    expect(await RegistrationModel.countDocuments()).toBe(0);
    await env.mailbox.deliver();
    const subjects = (await env.mailbox.messages()).map((mail) => mail.subject ?? '');
    expect(subjects.filter((subject) => subject.startsWith('Canceled: '))).toHaveLength(2);
    expect(subjects.filter((subject) => subject.startsWith('A seat opened up'))).toHaveLength(1);
  });
});

describe('the e-mails', () => {
  /** Parses a message's .ics attachment with ical.js. */
  function calendarOf(content: Buffer) {
    const calendar = new ICAL.Component(ICAL.parse(content.toString('utf8')));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  }

  it('arrive in English and in Spanish, with the occurrence as an .ics and the links', async () => {
    const event = await createEvent(app(), env.db, { startTime: '19:30', endTime: '21:00' });
    const en = await signUpConfirmed(env, event.id, DAY, ruth, 'en-US,en;q=0.9');
    const es = await signUpConfirmed(env, event.id, DAY, naomi, 'es-US,es;q=0.9');
    await env.mailbox.deliver();
    const messages = await env.mailbox.messages();

    const english = news(messages, ruth.email)[0]!;
    expect(contentLanguage(english)).toBe('en');
    expect(english.subject).toBe("You're signed up: Workshop: Healthy Boundaries, June 15, 2030");
    expect(english.text).toContain("You're signed up, Ruth Moab!");
    expect(english.text).toContain('Date: June 15, 2030');
    expect(english.text).toContain('Time: 7:30 PM – 9:00 PM (New York time)');
    expect(english.text).toContain(`See the event: http://localhost:8080/events/${event.id}/2030-06-15`);
    expect(english.text).toContain(
      `Cancel my sign-up: http://localhost:8080/events/cancel#token=${en.body.id as string}.`,
    );

    const spanish = news(messages, naomi.email)[0]!;
    expect(contentLanguage(spanish)).toBe('es');
    expect(spanish.subject).toBe('Inscripción confirmada: Taller: Límites saludables, 15 de junio de 2030');
    expect(spanish.text).toContain('Fecha: 15 de junio de 2030');
    expect(spanish.text).toContain('Hora: 7:30 p.m. – 9:00 p.m. (hora de Nueva York)');
    expect(spanish.text).toContain(
      `Cancelar mi inscripción: http://localhost:8080/events/cancel#token=${es.body.id as string}.`,
    );

    for (const [mail, title] of [
      [english, 'Workshop: Healthy Boundaries'],
      [spanish, 'Taller: Límites saludables'],
    ] as const) {
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments;
      expect(file!.filename).toBe('workshop-healthy-boundaries-2030-06-15.ics');
      expect(file!.contentType).toBe('text/calendar');
      const vevent = calendarOf(file!.content);
      expect(vevent.summary).toBe(title);
      expect(vevent.uid).toBe(`${event.id}-20300615@womenofpurpose.org`);
      expect(vevent.isRecurring()).toBe(false);
      expect(vevent.startDate.zone?.tzid).toBe('America/New_York');
      expect(vevent.startDate.toJSDate().toISOString()).toBe('2030-06-15T23:30:00.000Z');
      expect(vevent.endDate.toJSDate().toISOString()).toBe('2030-06-16T01:00:00.000Z');
      expect(vevent.component.getFirstPropertyValue('url')).toBe(
        `http://localhost:8080/events/${event.id}/2030-06-15`,
      );
    }
  });
});
