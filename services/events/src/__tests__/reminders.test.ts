import nodemailer from 'nodemailer';
import { createMailSender, outboxModels } from '@ministry/kit/outbox';
import { signupContext } from '../app';
import { EventModel } from '../events/model';
import { RegistrationModel, SeatModel } from '../registrations/model';
import { runReminderPass } from '../registrations/reminders';
import {
  contentLanguage,
  recipients,
  createEvent,
  signUpConfirmed,
  signupTestEnvironment,
  signupEvent,
  to,
} from './signup-support';

// Reminders 24 hours before: sent once with two events-service instances (two reminder loops and two
// outbox senders over one database) and after a restart (a new loop over the same database).
const env = signupTestEnvironment('events-reminders');
const { clock, app } = env;
/** One instance's context for its reminder loop (each instance builds its own). */
const instance = () => signupContext(env.db.config, env.db.data, { now: () => clock.now });

describe('reminders 24 hours before', () => {
  it('go once to each confirmed person, in her language, with two instances and after a restart', async () => {
    // 15 June 2030, 10:00 in New York (EDT) is 14:00 UTC.
    const event = await createEvent(app(), env.db, { signup: { ...signupEvent.signup, capacity: 2 } });
    await signUpConfirmed(env, event.id, '2030-06-15', { name: 'Ruth', email: 'ruth@example.org' });
    await signUpConfirmed(env, event.id, '2030-06-15', { name: 'Naomi', email: 'naomi@example.org' }, 'es');
    await signUpConfirmed(env, event.id, '2030-06-15', { name: 'Orpah', email: 'orpah@example.org' });
    await env.mailbox.deliver();
    env.mailbox.clear();

    const first = instance();
    const second = instance();
    // 25 hours before: nothing yet.
    clock.now = new Date('2030-06-14T13:00:00Z');
    expect(await runReminderPass(first)).toMatchObject({ queued: 0 });

    // 23 hours before: both instances' loops pass at the same moment.
    clock.now = new Date('2030-06-14T15:00:00Z');
    const passes = await Promise.all([runReminderPass(first), runReminderPass(second)]);
    expect(passes.reduce((sum, pass) => sum + pass.queued, 0)).toBeGreaterThanOrEqual(2);
    expect(await outboxModels(env.db.data).mail.countDocuments({ _id: /^event-reminder:/ })).toBe(2);

    // Both instances' outbox senders deliver at once.
    const otherSender = createMailSender({
      connection: env.db.data,
      transport: nodemailer.createTransport(`smtp://127.0.0.1:${env.mailbox.server.port}`),
      from: 'Women of Purpose Ministry <hello@womenofpurpose.org>',
    });
    await Promise.all([env.mailbox.deliver(), otherSender.runOnce()]);

    // A restart: a new loop over the same database, even one that finds the marks lost (a pass that
    // died between putting the reminder in the outbox and marking it) sends nothing more.
    await RegistrationModel.updateMany({}, { $set: { remindedAt: null } });
    clock.now = new Date('2030-06-15T02:00:00Z');
    await runReminderPass(instance());
    await runReminderPass(instance());
    await Promise.all([env.mailbox.deliver(), otherSender.runOnce()]);

    const messages = await env.mailbox.messages();
    expect(messages.map((mail) => mail.subject).sort()).toEqual([
      'Recordatorio: Taller: Límites saludables, 15 de junio de 2030 a las 10:00 a.m.',
      'Reminder: Workshop: Healthy Boundaries, June 15, 2030 at 10:00 AM',
    ]);
    expect(contentLanguage(to(messages, 'naomi@example.org')[0]!)).toBe('es');
    expect(to(messages, 'ruth@example.org')[0]!.text).toContain('/events/cancel#token=');
    // The waitlist gets no reminder.
    expect(to(messages, 'orpah@example.org')).toEqual([]);
  });

  it('skips a sign-up made within the last day (her confirmation said it all) and occurrences already begun', async () => {
    const event = await createEvent(app(), env.db, { signup: { ...signupEvent.signup, capacity: null } });
    clock.now = new Date('2030-06-14T20:00:00Z');
    await signUpConfirmed(env, event.id, '2030-06-15', { name: 'Late', email: 'late@example.org' });
    expect(await runReminderPass(instance())).toMatchObject({ queued: 0 });
    clock.now = new Date('2030-06-15T14:30:00Z');
    expect(await runReminderPass(instance())).toMatchObject({ queued: 0 });
    expect(await outboxModels(env.db.data).mail.countDocuments({ _id: /^event-reminder:/ })).toBe(0);
  });

  it('settle what a request that died left behind: pending sign-ups, held seats, sign-ups of deleted events', async () => {
    const event = await createEvent(app(), env.db, { signup: { ...signupEvent.signup, capacity: 2 } });
    const gone = await createEvent(app(), env.db, { title: 'Deleted' });
    const [ruth, naomi, orpah] = ['ruth', 'naomi', 'orpah'];
    for (const name of [ruth, naomi, orpah])
      await signUpConfirmed(env, event.id, '2030-06-15', { name, email: `${name}@example.org` });
    await signUpConfirmed(env, gone.id, '2030-06-15', { name: 'Hannah', email: 'hannah@example.org' });
    await env.mailbox.deliver();
    env.mailbox.clear();
    // Ruth's cancel died after marking her canceled, before freeing her seat; Orpah waits.
    await RegistrationModel.updateOne({ email: 'ruth@example.org' }, { $set: { status: 'canceled' } });
    // The deleted event's sign-ups outlived it.
    await EventModel.deleteOne({ _id: gone.id });
    // A sign-up whose request died before deciding, without a seat.
    await RegistrationModel.create({
      eventId: event.id,
      date: '2030-06-15',
      occurrence: `${event.id}:2030-06-15`,
      personKey: `${event.id}:2030-06-15:lost@example.org`,
      name: 'Lost',
      email: 'lost@example.org',
      emailKey: 'lost@example.org',
      language: 'en',
      status: 'pending',
      queuedAt: new Date('2030-06-01T11:00:00Z'),
    });

    await runReminderPass(instance());
    const left = await RegistrationModel.find().sort({ email: 1 }).lean();
    expect(left.map((entry) => [entry.email, entry.status])).toEqual([
      ['naomi@example.org', 'confirmed'],
      ['orpah@example.org', 'confirmed'],
      ['ruth@example.org', 'canceled'],
    ]);
    expect(await SeatModel.countDocuments()).toBe(2);
    await env.mailbox.deliver();
    expect((await env.mailbox.messages()).map((mail) => [recipients(mail), mail.subject])).toEqual([
      [
        ['orpah@example.org'],
        "A seat opened up: you're confirmed for Workshop: Healthy Boundaries, June 15, 2030",
      ],
    ]);
  });
});
