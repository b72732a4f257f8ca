import request from 'supertest';
import type {
  OccurrenceDetail,
  OccurrenceRegistrations,
  RegistrationResult,
} from '@ministry/contracts/event-signup';
import { RegistrationModel, SeatModel } from '../registrations/model';
import {
  createEvent,
  editorCookie,
  signUp,
  signUpConfirmed,
  signupTestEnvironment,
  to,
  tokenIn,
} from './signup-support';

// Seats under real concurrency on the real database (FerretDB v1 in tests, where `$inc` and
// conditional updates are not atomic): every request below is in flight at the same time.
const env = signupTestEnvironment('events-signup-concurrency');
const { app } = env;
const people = (count: number, prefix = 'person') =>
  Array.from({ length: count }, (_, index) => ({
    name: `Person ${index + 1}`,
    email: `${prefix}${index + 1}@example.org`,
  }));

describe('30 sign-ups at once for 10 seats', () => {
  it('confirms exactly 10 and waitlists exactly 20, in one consistent order', async () => {
    const event = await createEvent(app(), env.db);
    const handler = app();
    const answers = await Promise.all(
      people(30).map((person) => signUp(handler, event.id, '2030-06-15', person)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(30).fill(201));
    const results = answers.map((res) => res.body as RegistrationResult);
    expect(results.filter((result) => result.status === 'confirmed')).toHaveLength(10);
    expect(results.filter((result) => result.status === 'waitlisted')).toHaveLength(20);

    // The database agrees: 10 seats (numbers 1 to 10, one per person), 20 waiting.
    const seats = await SeatModel.find().lean();
    expect(seats.map((seat) => seat.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(seats.map((seat) => seat.registrationId)).size).toBe(10);
    expect(await RegistrationModel.countDocuments({ status: 'confirmed' })).toBe(10);
    expect(await RegistrationModel.countDocuments({ status: 'waitlisted' })).toBe(20);
    expect(await RegistrationModel.countDocuments({ status: 'pending' })).toBe(0);

    const detail = (await request(app()).get(`/api/events/${event.id}/occurrences/2030-06-15`))
      .body as OccurrenceDetail;
    expect(detail.seats).toEqual({ capacity: 10, taken: 10, waitlist: 20 });
    expect(detail.signupState).toBe('waitlist');

    const list = (
      await request(app())
        .get(`/api/events/${event.id}/occurrences/2030-06-15/registrations`)
        .set('Cookie', await editorCookie(env.db))
    ).body as OccurrenceRegistrations;
    expect(list.registrations.map((entry) => entry.status)).toEqual([
      ...Array(10).fill('confirmed'),
      ...Array(20).fill('waitlisted'),
    ]);
    expect(list.registrations.slice(10).map((entry) => entry.waitlistPosition)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );

    // Each visitor got the one e-mail of an unconfirmed sign-up: the link that keeps her place.
    expect(await env.mailbox.deliver()).toEqual({ sent: 30, failed: 0 });
    const messages = await env.mailbox.messages();
    for (const [index, person] of people(30).entries()) {
      const mine = to(messages, person.email);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.subject).toBe(
        'Please confirm your sign-up: Workshop: Healthy Boundaries, June 15, 2030',
      );
      expect(mine[0]!.text).toContain(
        results[index]!.status === 'confirmed' ? 'We are holding a seat' : 'a place on the waitlist',
      );
    }
  });

  it('takes one sign-up per e-mail address for an occurrence, even sent ten times at once', async () => {
    const event = await createEvent(app(), env.db);
    const handler = app();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        signUp(handler, event.id, '2030-06-15', {
          name: 'Ruth',
          // The same address however it is typed.
          email: index % 2 ? 'Ruth@Example.org' : ' ruth@example.org ',
        }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(refused.body).toEqual({ message: 'This e-mail address is already signed up for this date.' });
    expect(await RegistrationModel.countDocuments()).toBe(1);
    expect(await SeatModel.countDocuments()).toBe(1);
  });

  it('gives each seat freed by simultaneous cancellations to the next in line, once each', async () => {
    const event = await createEvent(app(), env.db, { signup: { ...signupEventSignup, capacity: 5 } });
    const handler = app();
    // One at a time, so the order of the list is known.
    for (const person of people(10)) {
      expect((await signUpConfirmed(env, event.id, '2030-06-15', person)).status).toBe(201);
    }
    await env.mailbox.deliver();
    const first = await env.mailbox.messages();
    const tokens = people(3).map((person) => tokenIn(to(first, person.email).at(-1)!));
    env.mailbox.clear();

    // The first three cancel at the same moment, each twice (a double click).
    const cancels = await Promise.all(
      [...tokens, ...tokens].map((token) =>
        request(handler).post('/api/events/registrations/cancel').send({ token }),
      ),
    );
    expect(cancels.map((res) => res.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);

    const confirmed = await RegistrationModel.find({ status: 'confirmed' }).lean();
    expect(confirmed.map((entry) => entry.email).sort()).toEqual(
      ['person4', 'person5', 'person6', 'person7', 'person8'].map((name) => `${name}@example.org`),
    );
    expect(await SeatModel.countDocuments()).toBe(5);
    const waiting = await RegistrationModel.find({ status: 'waitlisted' }).lean();
    expect(waiting.map((entry) => entry.email).sort()).toEqual([
      'person10@example.org',
      'person9@example.org',
    ]);

    await env.mailbox.deliver();
    const promoted = (await env.mailbox.messages()).filter((mail) =>
      /^A seat opened up/.test(mail.subject ?? ''),
    );
    expect(
      promoted
        .flatMap((mail) => (mail.to && 'value' in mail.to ? mail.to.value.map((a) => a.address) : []))
        .sort(),
    ).toEqual(['person6@example.org', 'person7@example.org', 'person8@example.org']);
  });
});

const signupEventSignup = { enabled: true, capacity: 10, waitlist: true, closesHoursBefore: 0 };
