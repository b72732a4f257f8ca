import request from 'supertest';
import { RegistrationModel, SeatModel } from '../registrations/model';
import { createEvent, signUpConfirmed, signupTestEnvironment, signupEvent } from './signup-support';

// "Delete my account": events forgets her; future places freed for the waitlist, past ones kept without her.

const env = signupTestEnvironment('events-people-forget');
const martha = { name: 'Martha Reyes', email: 'martha@example.org' };
const naomi = { name: 'Naomi', email: 'naomi@example.org' };

const forget = (body: object, key: string | null = env.db.config.internalApiKey) => {
  const call = request(env.app()).post('/internal/events/people/forget');
  return (key === null ? call : call.set('X-Internal-Key', key)).send(body);
};

it('cancels her sign-ups to come (her seat goes to the waitlist) and de-identifies the past ones', async () => {
  const past = await createEvent(env.app(), env.db, { date: '2030-06-03' });
  const future = await createEvent(env.app(), env.db, {
    signup: { ...signupEvent.signup, capacity: 1, waitlist: true },
  });
  expect((await signUpConfirmed(env, past.id, '2030-06-03', martha)).status).toBe(201);
  expect((await signUpConfirmed(env, future.id, '2030-06-15', martha)).status).toBe(201);
  expect((await signUpConfirmed(env, future.id, '2030-06-15', naomi)).status).toBe(201);
  expect((await RegistrationModel.findOne({ email: naomi.email }).lean())?.status).toBe('waitlisted');
  env.clock.now = new Date('2030-06-10T12:00:00Z');

  expect((await forget({ userId: null, email: martha.email }, null)).status).toBe(403);
  const res = await forget({ userId: null, email: 'Martha@Example.org' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    service: 'events',
    done: { registrationsCanceled: 1, registrationsDeidentified: 2 },
  });

  const pastOne = await RegistrationModel.findOne({ eventId: past.id }).lean();
  expect(pastOne).toMatchObject({ status: 'confirmed', name: '', email: '', userId: null });
  const futureOne = await RegistrationModel.findOne({ eventId: future.id, name: '' }).lean();
  expect(futureOne?.status).toBe('canceled');
  expect(JSON.stringify(await RegistrationModel.find({ name: '' }).lean())).not.toMatch(/martha/i);
  // Her seat went to Naomi.
  expect((await RegistrationModel.findOne({ email: naomi.email }).lean())?.status).toBe('confirmed');
  expect(await SeatModel.countDocuments({ occurrence: `${future.id}:2030-06-15` })).toBe(1);

  const again = await forget({ userId: null, email: martha.email });
  expect(again.status).toBe(200);
  expect(again.body.done).toEqual({ registrationsCanceled: 0, registrationsDeidentified: 0 });
});
