import mongoose from 'mongoose';
import { DateTime } from 'luxon';
import { MINISTRY_TIME_ZONE, todayInNewYork } from '@ministry/contracts/calendar-day';
import { errorFields } from '@ministry/kit/logger';
import type { CareContext } from '../context';
import { CounselorModel } from '../counselors/model';
import { MentoringModel } from '../mentoring/model';
import { CareRequestModel } from '../requests/model';
import { SlidingScaleModel } from '../sliding-scale/model';
import { returnCredit } from './credits';
import { enqueueAgendaMail, enqueueAppointmentMail } from './mail';
import { AgendaSentModel, AppointmentModel, type AppointmentDocument } from './model';

export const RETENTION_PASS_MS = 60 * 60_000;

const HOUR = 3_600_000;

/** Unpaid bookings whose hold ended: released (the slot is free; a plan credit, if any, returns). */
export async function releaseExpiredHolds(context: CareContext): Promise<number> {
  const now = context.now();
  const expired = await AppointmentModel.find({
    status: 'awaiting_payment',
    holdExpiresAt: mongoose.trusted({ $lte: now }),
  }).lean<AppointmentDocument[]>();
  for (const appointment of expired) {
    const result = await AppointmentModel.updateOne(
      { _id: appointment._id, status: 'awaiting_payment' },
      { $set: { status: 'released' } },
    );
    if (result.modifiedCount) await returnCredit(appointment.credit?.useId);
  }
  return expired.length;
}

/**
 * Reminders 24 hours and 1 hour before each booked appointment, in the language kept at booking. The
 * outbox key `care-reminder-24h:<id>:<version>` makes each one once, across passes, instances and
 * restarts; `reminded24h`/`reminded1h` only spare later passes the work. A moved appointment has a
 * new version (its old reminders were withdrawn), a canceled one is not read here. A reminder is
 * skipped when the booking or move came after its moment (she just had the confirmation).
 */
export async function sendReminders(context: CareContext): Promise<number> {
  const now = context.now();
  const due = await AppointmentModel.find({
    status: 'booked',
    startsAt: mongoose.trusted({ $gt: now, $lte: new Date(now.getTime() + 24 * HOUR) }),
  }).lean<AppointmentDocument[]>();
  let queued = 0;
  for (const appointment of due) {
    const start = appointment.startsAt.getTime();
    const ahead = start - now.getTime();
    const scheduled = appointment.scheduledAt.getTime();
    if (ahead > HOUR && appointment.reminded24h !== appointment.version) {
      if (scheduled <= start - 24 * HOUR) {
        await enqueueAppointmentMail(context, 'reminder-24h', appointment);
        queued += 1;
      }
      await AppointmentModel.updateOne(
        { _id: appointment._id, version: appointment.version },
        { $set: { reminded24h: appointment.version } },
      );
    }
    if (ahead <= HOUR && appointment.reminded1h !== appointment.version) {
      if (scheduled <= start - HOUR) {
        await enqueueAppointmentMail(context, 'reminder-1h', appointment);
        queued += 1;
      }
      await AppointmentModel.updateOne(
        { _id: appointment._id, version: appointment.version },
        { $set: { reminded1h: appointment.version, reminded24h: appointment.version } },
      );
    }
  }
  return queued;
}

/**
 * Each counselor with sessions today gets her agenda once that morning (from CARE_AGENDA_HOUR, New
 * York): the outbox key `care-agenda:<counselorId>:<date>` keeps it to one, and `care_agendas_sent`
 * spares later passes asking identity again.
 */
export async function sendAgendas(context: CareContext): Promise<number> {
  const now = context.now();
  const local = DateTime.fromJSDate(now, { zone: MINISTRY_TIME_ZONE });
  if (local.hour < context.settings.agendaHour) return 0;
  const date = todayInNewYork(now);
  const dayEnd = local.startOf('day').plus({ days: 1 }).toJSDate();
  let sent = 0;
  for (const counselor of await CounselorModel.find({ active: true }).lean()) {
    const id = String(counselor._id);
    if (await AgendaSentModel.exists({ _id: `${id}:${date}` })) continue;
    const today = await AppointmentModel.find({
      counselorId: id,
      status: 'booked',
      startsAt: mongoose.trusted({ $gte: local.startOf('day').toJSDate(), $lt: dayEnd }),
    })
      .sort({ startsAt: 1 })
      .lean<AppointmentDocument[]>();
    if (today.length) {
      await enqueueAgendaMail(context, id, date, today);
      sent += 1;
    }
    await AgendaSentModel.updateOne({ _id: `${id}:${date}` }, { $set: { at: now } }, { upsert: true });
  }
  return sent;
}

/** The care pass (every minute, CARE_PASS_SECONDS): holds, reminders, agendas (each failing alone). */
export async function runCarePass(
  context: CareContext,
): Promise<{ released: number; reminders: number; agendas: number }> {
  const step = async (name: string, run: () => Promise<number>) =>
    run().catch((error: unknown) => {
      context.logger?.warn(`care ${name} failed`, errorFields(error));
      return 0;
    });
  return {
    released: await step('hold release', () => releaseExpiredHolds(context)),
    reminders: await step('reminders', () => sendReminders(context)),
    agendas: await step('agendas', () => sendAgendas(context)),
  };
}

/**
 * Retention: a member's confidential texts (intake answers, notes, her sliding-scale reason and
 * mentoring request) are deleted CARE_TEXT_RETENTION_MONTHS after her last appointment (or after the
 * request, when she has none); a contact request's text that long after it came. The records, their
 * dates and who was involved stay.
 */
export async function deleteExpiredTexts(context: CareContext): Promise<number> {
  const now = context.now();
  const months = context.settings.textRetentionMonths;
  const cutoff = DateTime.fromJSDate(now).minus({ months }).toJSDate();
  const withTexts = (
    await AppointmentModel.find({ textsDeletedAt: null }, { userId: 1, intake: 1, notes: 1 }).lean()
  ).filter((entry) => entry.intake || entry.notes);
  const requests = (
    await SlidingScaleModel.find({ textsDeletedAt: null }, { userId: 1, reason: 1 }).lean()
  ).filter((entry) => entry.reason);
  const mentoring = (
    await MentoringModel.find({ textsDeletedAt: null }, { userId: 1, text: 1 }).lean()
  ).filter((entry) => entry.text);
  const users = new Set([...withTexts, ...requests, ...mentoring].map((entry) => entry.userId));
  let deleted = 0;
  for (const userId of users) {
    const last = await AppointmentModel.find({ userId }, { endsAt: 1 }).sort({ endsAt: -1 }).limit(1).lean();
    const lastEnd = last[0]?.endsAt ?? null;
    if (lastEnd && lastEnd.getTime() > cutoff.getTime()) continue;
    deleted += (
      await AppointmentModel.updateMany(
        { userId, textsDeletedAt: null },
        { $set: { textsDeletedAt: now, intake: null, notes: null } },
      )
    ).modifiedCount;
    const before = mongoose.trusted({ $lte: cutoff });
    deleted += (
      await SlidingScaleModel.updateMany(
        { userId, textsDeletedAt: null, createdAt: before },
        { $set: { textsDeletedAt: now, reason: null } },
      )
    ).modifiedCount;
    deleted += (
      await MentoringModel.updateMany(
        { userId, textsDeletedAt: null, createdAt: before },
        { $set: { textsDeletedAt: now, text: null } },
      )
    ).modifiedCount;
  }
  deleted += (
    await CareRequestModel.updateMany(
      { textsDeletedAt: null, createdAt: mongoose.trusted({ $lte: cutoff }) },
      { $set: { textsDeletedAt: now, sealed: null } },
    )
  ).modifiedCount;
  return deleted;
}
