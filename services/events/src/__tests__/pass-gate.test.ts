import mongoose from 'mongoose';
import { signupContext } from '../app';
import { FULL_PASS_EVERY_MS, gatedPass } from '../registrations/pass-gate';
import { runReminderPass } from '../registrations/reminders';
import { createEvent, signUpConfirmed, signupEvent, signupTestEnvironment } from './signup-support';

// The reminder pass behind its gate: an idle service reads one small document a minute, never the
// sign-ups, until something is written or falls due.
const env = signupTestEnvironment('events-pass-gate');
const { clock, app } = env;

/** The collections the callback's queries read (mongoose's debug hook sees every one). */
async function collectionsRead(run: () => Promise<unknown>): Promise<string[]> {
  const read = new Set<string>();
  mongoose.set('debug', (collection: string) => {
    read.add(collection);
  });
  try {
    await run();
  } finally {
    mongoose.set('debug', false);
  }
  return [...read].sort();
}

describe('the reminder pass behind its gate', () => {
  it('runs at start, after a write, at the soonest deadline it saw and as a net; otherwise reads only its mark', async () => {
    const event = await createEvent(app(), env.db, { signup: { ...signupEvent.signup, capacity: null } });
    // 15 June 2030, 10:00 in New York is 14:00 UTC; a sign-up two days before.
    clock.now = new Date('2030-06-13T12:00:00Z');
    await signUpConfirmed(env, event.id, '2030-06-15', { name: 'Ruth', email: 'ruth@example.org' });
    const context = signupContext(env.db.config, env.db.data, { now: () => clock.now });
    const passes: number[] = [];
    const tick = gatedPass(
      async () => {
        passes.push(clock.now.getTime());
        return runReminderPass(context);
      },
      () => clock.now.getTime(),
    );

    // The first tick runs the pass; the reminder is due 24 hours before 14:00 UTC on the 15th.
    expect(await tick()).toEqual({ ran: true });
    clock.now = new Date(clock.now.getTime() + 60_000);
    // Nothing written, nothing due: only the mark is read.
    expect(await collectionsRead(async () => expect(await tick()).toEqual({ ran: false }))).toEqual([
      'event_pass_marks',
    ]);

    // A write to the sign-ups: the next tick runs the pass.
    await signUpConfirmed(env, event.id, '2030-06-15', { name: 'Naomi', email: 'naomi@example.org' });
    expect(await tick()).toEqual({ ran: true });
    clock.now = new Date(clock.now.getTime() + 60_000);
    expect(await tick()).toEqual({ ran: false });

    // The net: FULL_PASS_EVERY_MS after the last pass, whatever the mark says.
    clock.now = new Date(clock.now.getTime() + FULL_PASS_EVERY_MS);
    expect(await tick()).toEqual({ ran: true });
    clock.now = new Date(clock.now.getTime() + 60_000);
    expect(await tick()).toEqual({ ran: false });

    // The soonest deadline the pass saw (24 hours before the occurrence) runs it, and it reminds.
    let reminded = 0;
    const remindingTick = gatedPass(
      async () => {
        const result = await runReminderPass(context);
        reminded += result.queued;
        return result;
      },
      () => clock.now.getTime(),
    );
    await remindingTick();
    clock.now = new Date('2030-06-14T13:58:00Z');
    await remindingTick();
    expect(reminded).toBe(0);
    clock.now = new Date('2030-06-14T14:00:30Z');
    expect(await remindingTick()).toEqual({ ran: true });
    expect(reminded).toBe(2);
    expect(passes.length).toBe(3);
  });
});
