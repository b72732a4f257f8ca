import request from 'supertest';
import { loadConfig } from '../config';
import { HoldModel, RegistrationModel } from '../registrations/model';
import {
  confirm,
  confirmTokenOf,
  createEvent,
  memberCookie,
  signUp,
  signupApp,
  signupEvent,
  signupTestEnvironment,
  UNLIMITED_VISITORS,
} from './signup-support';

// Unconfirmed sign-ups (a visitor's, an unverified member's) hold a seat only until their link is
// followed, and how many are held at once is capped per client address (an IPv6 client by its /64)
// and per account, never per date: made-up sign-ups cannot close a date to everyone else.
const env = signupTestEnvironment('events-signup-holds');
const { clock } = env;
const DAY = '2030-06-15';
const registrations = (id: string) => `/api/events/${id}/occurrences/${DAY}/registrations`;
const bots = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `Bot ${index + 1}`,
    email: `bot${index + 1}@example.org`,
  }));
const ruth = { name: 'Ruth Moab', email: 'ruth@example.org' };
const naomi = { name: 'Naomi', email: 'naomi@example.org' };
const TOO_MANY_FROM_HERE =
  'Many sign-ups from this connection are waiting for their e-mail confirmation. Please try again in a few minutes, or sign in with a verified account to sign up at once.';

/** The events app with these caps on unconfirmed sign-ups (nothing else limited). */
const capped = (caps: { pendingPerAddress?: number; pendingPerAccount?: number }) =>
  signupApp(env.db, clock, {
    identityInternalUrl: env.identity.url,
    visitorSignup: { ...UNLIMITED_VISITORS, ...caps },
  });

/** A signed-in member signs up from a client address. */
const memberSignUp = (handler: ReturnType<typeof capped>, eventId: string, cookie: string, from: string) =>
  request(handler).post(registrations(eventId)).set('Cookie', cookie).set('X-Forwarded-For', from);

describe('unconfirmed sign-ups are capped per client address, not per date', () => {
  it('15 made-up sign-ups from one /64 keep 10 held and do not shut a second address out (defaults)', async () => {
    const handler = signupApp(env.db, clock, {
      identityInternalUrl: env.identity.url,
      visitorSignup: loadConfig({}).visitorSignup,
    });
    const event = await createEvent(handler, env.db, { signup: { ...signupEvent.signup, capacity: 20 } });
    // Each from another address of the same IPv6 /64: one client.
    const answers = await Promise.all(
      bots(15).map((bot, index) => signUp(handler, event.id, DAY, bot, 'en', `2001:db8:5:6::${index + 1}`)),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(10);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body).toEqual({ message: TOO_MANY_FROM_HERE });
    expect(await HoldModel.countDocuments()).toBe(10);

    // Someone else, on another /64 or on IPv4, still gets a seat.
    const other = await signUp(handler, event.id, DAY, ruth, 'en', '2001:db8:5:7::1');
    expect(other.status).toBe(201);
    expect(other.body.status).toBe('confirmed');
    const ipv4 = await signUp(handler, event.id, DAY, naomi, 'es', '203.0.113.20');
    expect(ipv4.status).toBe(201);
    expect(ipv4.body.status).toBe('confirmed');
  });

  it('holds exactly EVENT_UNCONFIRMED_PER_ADDRESS under concurrency, across dates; a confirmation frees one', async () => {
    const handler = capped({ pendingPerAddress: 10 });
    const first = await createEvent(handler, env.db, { signup: { ...signupEvent.signup, capacity: 30 } });
    const second = await createEvent(handler, env.db, {
      date: '2030-06-16',
      signup: { ...signupEvent.signup, capacity: 30 },
    });
    const answers = await Promise.all(
      bots(24).map((bot, index) =>
        index % 2
          ? signUp(handler, first.id, DAY, bot, 'es', '198.51.100.7')
          : signUp(handler, second.id, '2030-06-16', bot, 'en', '198.51.100.7'),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(10);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(14);
    expect(answers.map((res) => res.body.message)).toContain(
      'Muchas inscripciones desde esta conexión esperan la confirmación por correo electrónico. Inténtelo de nuevo dentro de unos minutos, o inicie sesión con una cuenta verificada para inscribirse enseguida.',
    );
    expect(await HoldModel.countDocuments()).toBe(10);
    expect(await RegistrationModel.countDocuments()).toBe(10);

    // A verified member behind the same address is never counted.
    const member = await memberCookie(env, { id: 'm-verified', email: 'member@example.org' });
    const joined = await memberSignUp(handler, first.id, member, '198.51.100.7');
    expect(joined.status).toBe(201);
    expect(joined.body).toEqual({ id: expect.any(String), status: 'confirmed' });

    // One of them confirms: her hold is freed for the next person behind that address.
    const held = answers.find((res) => res.status === 201)!;
    expect((await confirm(handler, await confirmTokenOf(env.db, held.body.id as string))).status).toBe(200);
    expect((await signUp(handler, first.id, DAY, ruth, 'en', '198.51.100.7')).status).toBe(201);
    expect((await signUp(handler, first.id, DAY, naomi, 'en', '198.51.100.7')).status).toBe(429);
  });
});

describe("an unverified member's sign-ups", () => {
  it('are capped per account wherever she signs up from, exactly under concurrency', async () => {
    const handler = capped({ pendingPerAccount: 2 });
    const events = await Promise.all(
      ['2030-06-15', '2030-06-16', '2030-06-17', '2030-06-18'].map((date) =>
        createEvent(handler, env.db, { date }),
      ),
    );
    const member = await memberCookie(env, {
      id: 'm-unverified',
      email: 'new@example.org',
      emailVerified: false,
    });
    const answers = await Promise.all(
      events.map((event, index) =>
        request(handler)
          .post(`/api/events/${event.id}/occurrences/${event.date.slice(0, 10)}/registrations`)
          .set('Cookie', member)
          .set('X-Forwarded-For', `203.0.113.${index + 1}`),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 429, 429]);
    expect(answers.find((res) => res.status === 429)!.body).toEqual({
      message:
        "You have several sign-ups waiting for their e-mail confirmation. Please confirm them from the links we sent, or verify your account's e-mail address to sign up at once.",
    });
    expect(await HoldModel.countDocuments({ scope: 'account:m-unverified' })).toBe(2);
    expect(await RegistrationModel.countDocuments()).toBe(2);
  });

  it("count against her address's cap too, so throwaway accounts do not get around it", async () => {
    const handler = capped({ pendingPerAddress: 1 });
    const event = await createEvent(handler, env.db);
    expect((await signUp(handler, event.id, DAY, ruth, 'en', '2001:db8:9:9::1')).status).toBe(201);
    const throwaway = await memberCookie(env, {
      id: 'm-throwaway',
      email: 'throwaway@example.org',
      emailVerified: false,
    });
    const refused = await memberSignUp(handler, event.id, throwaway, '2001:db8:9:9::2');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_FROM_HERE });
    // Refused with nothing left behind: only the visitor's sign-up and hold remain.
    expect(await HoldModel.countDocuments()).toBe(1);
    expect(await RegistrationModel.countDocuments()).toBe(1);
  });
});
