import request from 'supertest';
import type {
  ConfirmResult,
  OccurrenceDetail,
  OccurrenceRegistrations,
  RegistrationResult,
} from '@ministry/contracts/event-signup';
import { signupContext } from '../app';
import { loadConfig } from '../config';
import { HoldModel, RegistrationModel, SeatModel } from '../registrations/model';
import { runReminderPass } from '../registrations/reminders';
import {
  asText,
  confirm,
  confirmTokenIn,
  confirmTokenOf,
  createEvent,
  editorCookie,
  memberCookie,
  signUp,
  signUpConfirmed,
  signupApp,
  signupTestEnvironment,
  signupEvent,
  to,
  UNLIMITED_VISITORS,
} from './signup-support';

// Visitors' sign-ups (issue 28): held until confirmed from the e-mail, released when the hold ends,
// limited per client address, seen apart by editors; members-only events. The caps on holds are in
// signup-holds.test.ts.
const env = signupTestEnvironment('events-visitor-signup');
const { clock, app } = env;
const DAY = '2030-06-15';
const occurrencePath = (id: string) => `/api/events/${id}/occurrences/${DAY}`;
const ruth = { name: 'Ruth Moab', email: 'ruth@example.org' };
const bots = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `Click http://spam.example/${index}`,
    email: `bot${index + 1}@example.org`,
  }));
/** The release pass, as the running service's loop does it every minute. */
const releasePass = () =>
  runReminderPass(
    signupContext({ ...env.db.config, visitorSignup: UNLIMITED_VISITORS }, env.db.data, {
      now: () => clock.now,
    }),
  );
const minutesLater = (minutes: number) => new Date(clock.now.getTime() + minutes * 60_000);

async function detail(id: string, cookie?: string): Promise<OccurrenceDetail> {
  let pending = request(app()).get(occurrencePath(id));
  if (cookie) pending = pending.set('Cookie', cookie);
  return (await pending).body as OccurrenceDetail;
}

async function list(id: string): Promise<OccurrenceRegistrations> {
  const res = await request(app())
    .get(`${occurrencePath(id)}/registrations`)
    .set('Cookie', await editorCookie(env.db));
  expect(res.status).toBe(200);
  return res.body as OccurrenceRegistrations;
}

describe("a visitor's sign-up waits for her e-mail's link", () => {
  it('holds a seat, mails fixed words and a fragment link (no typed name), and counts once followed', async () => {
    const event = await createEvent(app(), env.db);
    const res = await signUp(app(), event.id, DAY, {
      name: 'Visit http://evil.example now',
      email: ruth.email,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      status: 'confirmed',
      confirmBy: '2030-06-01T13:00:00.000Z',
      holdMinutes: 60,
    } satisfies RegistrationResult);
    expect((await detail(event.id)).seats).toEqual({ capacity: 10, taken: 1, waitlist: 0 });

    await env.mailbox.deliver();
    const [request1, ...others] = to(await env.mailbox.messages(), ruth.email);
    expect(others).toEqual([]);
    expect(request1!.subject).toBe(
      'Please confirm your sign-up: Workshop: Healthy Boundaries, June 15, 2030',
    );
    expect(request1!.text).not.toContain('evil.example');
    expect(request1!.text).not.toContain('Visit');
    expect(request1!.text).toContain('Date: June 15, 2030');
    expect(request1!.text).toContain('Location: Ministry Center');
    expect(request1!.text).toContain('We are holding a seat for 60 minutes');
    expect(request1!.text).toContain('http://localhost:8080/events/confirm#token=');
    expect(request1!.attachments).toEqual([]);
    // Only a hash of the token is kept.
    const token = confirmTokenIn(request1!.text ?? '');
    const stored = await RegistrationModel.findById(res.body.id).lean();
    expect(JSON.stringify(stored)).not.toContain(token.split('.')[1]);
    env.mailbox.clear();

    // A wrong token, or another sign-up's id with this secret: refused, in her language.
    for (const forged of [
      'nonsense',
      `${'0'.repeat(24)}.${token.split('.')[1]!}`,
      `${token.slice(0, -2)}xx`,
    ]) {
      const wrong = await confirm(app(), forged, 'es');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        message: 'Este enlace de confirmación no es válido. Use el enlace de su correo electrónico.',
      });
    }

    const confirmed = await confirm(app(), token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      id: res.body.id,
      status: 'confirmed',
      confirmBy: null,
      title: 'Workshop: Healthy Boundaries',
      location: 'Ministry Center',
    } satisfies Partial<ConfirmResult>);
    // Single use: the second time changes nothing and says so.
    const again = await confirm(app(), token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This sign-up is already confirmed.' });

    // Now she gets the news of her seat, with her name, the .ics and the cancel link.
    await env.mailbox.deliver();
    const news = to(await env.mailbox.messages(), ruth.email);
    expect(news.map((mail) => mail.subject)).toEqual([
      "You're signed up: Workshop: Healthy Boundaries, June 15, 2030",
    ]);
    expect(news[0]!.attachments).toHaveLength(1);
    expect(news[0]!.text).toContain('/events/cancel#token=');
  });

  it('lets 15 bot sign-ups hold the seats only until their hold ends; then the real person gets a seat', async () => {
    const event = await createEvent(app(), env.db, {
      signup: { ...signupEvent.signup, capacity: 15, waitlist: false },
    });
    const handler = app();
    const answers = await Promise.all(bots(15).map((bot) => signUp(handler, event.id, DAY, bot)));
    expect(answers.map((res) => res.status)).toEqual(Array(15).fill(201));
    const full = await signUp(app(), event.id, DAY, ruth);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ message: 'Sorry, this date is full.' });

    // 59 minutes later the holds still stand.
    clock.now = minutesLater(59);
    expect((await releasePass()).released).toBe(0);
    expect((await detail(event.id)).signupState).toBe('full');

    // The hour is over: the pass releases every unconfirmed bot, exactly as a cancellation would.
    clock.now = minutesLater(2);
    expect((await releasePass()).released).toBe(15);
    expect(await SeatModel.countDocuments()).toBe(0);
    expect(await HoldModel.countDocuments()).toBe(0);
    expect(await RegistrationModel.countDocuments({ status: 'canceled' })).toBe(15);
    expect((await detail(event.id)).seats).toEqual({ capacity: 15, taken: 0, waitlist: 0 });
    const real = await signUpConfirmed(env, event.id, DAY, ruth);
    expect(real.body.status).toBe('confirmed');

    // A bot's link is dead now.
    const late = await confirm(app(), await confirmTokenOf(env.db, answers[0]!.body.id as string));
    expect(late.status).toBe(410);
    expect(late.body).toEqual({
      message: 'This confirmation link has expired and the place it held was released. Please sign up again.',
    });
  });

  it('hands a released seat to the waitlist, and keeps the confirmed ones', async () => {
    const event = await createEvent(app(), env.db, { signup: { ...signupEvent.signup, capacity: 2 } });
    const kept = await signUpConfirmed(env, event.id, DAY, ruth);
    const bot = await signUp(app(), event.id, DAY, bots(1)[0]!);
    expect(bot.body.status).toBe('confirmed');
    const waiting = await signUpConfirmed(env, event.id, DAY, { name: 'Naomi', email: 'naomi@example.org' });
    expect(waiting.body.status).toBe('waitlisted');
    await env.mailbox.deliver();
    env.mailbox.clear();

    clock.now = minutesLater(61);
    await releasePass();
    expect((await RegistrationModel.findById(kept.body.id).lean())?.status).toBe('confirmed');
    expect((await RegistrationModel.findById(waiting.body.id).lean())?.status).toBe('confirmed');
    expect((await RegistrationModel.findById(bot.body.id).lean())?.status).toBe('canceled');
    await env.mailbox.deliver();
    expect((await env.mailbox.messages()).map((mail) => mail.subject)).toEqual([
      "A seat opened up: you're confirmed for Workshop: Healthy Boundaries, June 15, 2030",
    ]);
  });

  it('answers a link followed after the hold ended with 410, releasing it then if the pass has not yet', async () => {
    const event = await createEvent(app(), env.db, { signup: { ...signupEvent.signup, capacity: 1 } });
    const res = await signUp(app(), event.id, DAY, ruth);
    const token = await confirmTokenOf(env.db, res.body.id as string);
    clock.now = minutesLater(60);
    const late = await confirm(app(), token, 'es');
    expect(late.status).toBe(410);
    expect(late.body).toEqual({
      message: 'Este enlace de confirmación venció y el lugar que reservaba se liberó. Inscríbase de nuevo.',
    });
    expect((await detail(event.id)).signupState).toBe('open');
  });
});

describe('limits on visitors', () => {
  it('counts visitor sign-ups per client address (EVENT_VISITOR_SIGNUP_LIMIT), exactly under concurrency; members apart', async () => {
    // The limit counts with the test's clock, which stands still: the eight share one 10-minute window.
    const limited = signupApp(env.db, clock, {
      identityInternalUrl: env.identity.url,
      visitorSignup: { ...UNLIMITED_VISITORS, limit: { limit: 5, windowMs: 600_000 } },
    });
    const event = await createEvent(app(), env.db);
    const answers = await Promise.all(bots(8).map((bot) => signUp(limited, event.id, DAY, bot, 'es')));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(answers.find((res) => res.status === 429)!.body).toEqual({
      message: 'Demasiadas inscripciones desde aquí. Espere unos minutos e inténtelo de nuevo.',
    });
    const member = await memberCookie(env, { id: 'm-2', email: 'member2@example.org' });
    expect(
      (
        await request(limited)
          .post(`${occurrencePath(event.id)}/registrations`)
          .set('Cookie', member)
      ).status,
    ).toBe(201);
  });

  it('has defaults a congregation gets through: 40 visitor sign-ups per address in 10 minutes, 10 held per address, 5 per account, an hour', async () => {
    expect(loadConfig({}).visitorSignup).toEqual({
      holdMinutes: 60,
      limit: { limit: 40, windowMs: 600_000 },
      pendingPerAddress: 10,
      pendingPerAccount: 5,
    });
  });
});

describe('members-only events', () => {
  it('refuse visitors with a translated 403 and take members in one click', async () => {
    const event = await createEvent(app(), env.db, {
      signup: { ...signupEvent.signup, membersOnly: true },
    });
    expect((await detail(event.id)).signup.membersOnly).toBe(true);
    const visitor = await signUp(app(), event.id, DAY, ruth, 'es');
    expect(visitor.status).toBe(403);
    expect(visitor.body).toEqual({
      message: 'La inscripción a este evento es solo para miembros. Inicie sesión para inscribirse.',
    });
    expect(await RegistrationModel.countDocuments()).toBe(0);
    const member = await memberCookie(env, { id: 'm-3', email: 'member3@example.org' });
    const res = await request(app())
      .post(`${occurrencePath(event.id)}/registrations`)
      .set('Cookie', member);
    expect(res.status).toBe(201);
    // An editor may still add someone by hand.
    const manual = await request(app())
      .post(`${occurrencePath(event.id)}/registrations/manual`)
      .set('Cookie', await editorCookie(env.db))
      .send(ruth);
    expect(manual.status).toBe(201);
    // The setting can be turned off again.
    const off = await request(app())
      .patch(`/api/events/${event.id}`)
      .set('Cookie', await editorCookie(env.db))
      .send({ signup: { membersOnly: false } });
    expect(off.body.signup.membersOnly).toBe(false);
  });
});

describe('for event editors', () => {
  it('shows unconfirmed sign-ups apart (list and CSV) and removes them all at once', async () => {
    const event = await createEvent(app(), env.db, { signup: { ...signupEvent.signup, capacity: 2 } });
    const confirmed = await signUpConfirmed(env, event.id, DAY, ruth);
    const held = await signUp(app(), event.id, DAY, bots(1)[0]!);
    const waiting = await signUp(app(), event.id, DAY, bots(2)[1]!);
    const queued = await signUpConfirmed(env, event.id, DAY, { name: 'Naomi', email: 'naomi@example.org' });

    const listed = await list(event.id);
    expect(listed.unconfirmed).toBe(2);
    expect(listed.registrations.map((entry) => [entry.id, entry.status, entry.confirmBy])).toEqual([
      [confirmed.body.id, 'confirmed', null],
      [held.body.id, 'confirmed', '2030-06-01T13:00:00.000Z'],
      [waiting.body.id, 'waitlisted', '2030-06-01T13:00:00.000Z'],
      [queued.body.id, 'waitlisted', null],
    ]);

    const editor = await editorCookie(env.db);
    const csv = await request(app())
      .get(`${occurrencePath(event.id)}/registrations.csv`)
      .set('Cookie', editor)
      .set('Accept-Language', 'es')
      .buffer(true)
      .parse(asText);
    const lines = (csv.body as string).split('\r\n');
    expect(lines[1]).toMatch(/^"Ruth Moab","ruth@example\.org","Confirmada",/);
    expect(lines[2]).toMatch(/,"Lugar reservado, correo sin confirmar",/);
    expect(lines[3]).toMatch(/,"En lista de espera, correo sin confirmar","1",/);

    // Members and visitors may not; an editor removes both unconfirmed ones, the seat goes to Naomi.
    const path = `${occurrencePath(event.id)}/registrations/unconfirmed`;
    const member = await memberCookie(env, { id: 'm-4', email: 'member4@example.org' });
    expect((await request(app()).delete(path).set('Cookie', member)).status).toBe(403);
    expect((await request(app()).delete(path)).status).toBe(401);
    const removed = await request(app()).delete(path).set('Cookie', editor);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ removed: 2 });
    const after = await list(event.id);
    expect(after.unconfirmed).toBe(0);
    expect(after.registrations.map((entry) => [entry.id, entry.status])).toEqual([
      [confirmed.body.id, 'confirmed'],
      [queued.body.id, 'confirmed'],
    ]);
    expect(await HoldModel.countDocuments()).toBe(0);
    // A removed sign-up's link no longer confirms anything.
    expect((await confirm(app(), await confirmTokenOf(env.db, held.body.id as string))).status).toBe(410);
  });
});
