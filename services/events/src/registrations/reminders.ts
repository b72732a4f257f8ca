import mongoose from 'mongoose';
import { addDays, todayInNewYork } from '@ministry/contracts/calendar-day';
import { errorFields } from '@ministry/kit/logger';
import { eventsById, happensOn } from '../events/service';
import { occurrenceSpan } from '../events/time';
import { RegistrationModel, type RegistrationDocument } from './model';
import { Deadlines } from './pass-gate';
import { expireOffers, releaseExpiredHolds, settleLeftovers } from './housekeeping';
import { retellShop } from './place-cancel';
import { releaseLapsedPlaces } from './places-sweep';
import { sendRegistrationMail, type SignupContext } from './shared';

/** Reminders go out this long before an occurrence starts. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
export const REMINDER_POLL_MS = 60_000;

/**
 * One pass of the reminder loop (the service runs it every REMINDER_POLL_MS): it finds the confirmed sign-ups whose occurrence starts within the next
 * 24 hours and not yet reminded, and puts each reminder in the outbox under the key
 * `event-reminder:<registrationId>`. That key is what makes it "once": two instances running the loop
 * at the same moment, or a new instance after a restart, store the same key and the outbox keeps the
 * first. `remindedAt` then spares later passes the work; a pass that dies between the two simply
 * enqueues again, which changes nothing. The scan reads by data, not by a timer per sign-up, so a
 * restart, a late pass or a changed event time are all caught by the next pass. Sign-ups made (or
 * promoted) inside the last 24 hours had their confirmation then and get no reminder; an occurrence
 * that started while the service was down is not reminded late.
 *
 * Each pass first releases the visitors' sign-ups whose hold ended unconfirmed (their seats handed to
 * the waitlist, as a cancellation does): at most a minute after EVENT_VISITOR_HOLD_MINUTES.
 *
 * It answers the soonest deadline it saw (a hold's end, a reminder's time, a dead request's grace):
 * the service runs it through `gatedPass` (pass-gate.ts), which skips it until then unless something
 * was written, so an idle service does not read its whole history every minute.
 */
export async function runReminderPass(
  context: SignupContext,
): Promise<{ queued: number; released: number; nextDueAt: number | null }> {
  const deadlines = new Deadlines();
  const released = await releaseExpiredHolds(context, deadlines).catch((error: unknown) => {
    context.logger?.warn('releasing unconfirmed sign-ups failed', errorFields(error));
    return 0;
  });
  await expireOffers(context, deadlines).catch((error: unknown) =>
    context.logger?.warn('passing on expired place offers failed', errorFields(error)),
  );
  await releaseLapsedPlaces(context, deadlines).catch((error: unknown) =>
    context.logger?.warn('releasing lapsed place holds failed', errorFields(error)),
  );
  await retellShop(context).catch((error: unknown) =>
    context.logger?.warn('telling the shop of canceled places failed', errorFields(error)),
  );
  await settleLeftovers(context, deadlines).catch((error: unknown) =>
    context.logger?.warn('sign-up housekeeping failed', errorFields(error)),
  );
  const now = context.now();
  const today = todayInNewYork(now);
  // Occurrences starting in the next 24 hours are on these New York days (yesterday for one that
  // runs past midnight is not needed: it has started).
  const days = [today, addDays(today, 1), addDays(today, 2)];
  const due = await RegistrationModel.find({
    status: 'confirmed',
    remindedAt: null,
    date: mongoose.trusted({ $in: days }),
  }).lean<RegistrationDocument[]>();
  if (!due.length) return { queued: 0, released, nextDueAt: deadlines.soonest };
  const events = await eventsById(due.map((entry) => entry.eventId));
  let queued = 0;
  for (const registration of due) {
    // A visitor's sign-up still unconfirmed gets no reminder (one, once she confirms); a child in
    // childcare has none of her own (her parent's covers her).
    if (registration.confirmBy || registration.placeKind === 'childcare') continue;
    const event = events.get(registration.eventId);
    if (!event || !happensOn(event, registration.date)) continue;
    const start = occurrenceSpan(event, registration.date).start.toMillis();
    const ahead = start - now.getTime();
    if (ahead > REMINDER_LEAD_MS) {
      deadlines.add(start - REMINDER_LEAD_MS);
      continue;
    }
    const confirmedAt = registration.confirmedAt?.getTime() ?? 0;
    const needed = ahead > 0 && start - confirmedAt > REMINDER_LEAD_MS;
    if (needed) {
      await sendRegistrationMail(context, 'reminder', event, registration);
      queued += 1;
    }
    await RegistrationModel.updateOne(
      { _id: registration._id, remindedAt: null },
      { $set: { remindedAt: now } },
    );
  }
  return { queued, released, nextDueAt: deadlines.soonest };
}
