import { AppError } from '@ministry/kit/errors';
import { withLock } from '@ministry/kit/lock';
import type { CareContext } from '../context';
import { sealText, textLabel } from '../text-crypto';
import { checkPackageCovers, PACKAGE_CREDIT_KIND } from '../packages/service';
import { claimCredit, periodKey, periodOf, returnCredit } from './credits';
import { enqueueAppointmentMail, withdrawReminders } from './mail';
import { AppointmentModel, type AppointmentDocument } from './model';
import { giveCancelCredit, isPaidBooking, refundsOnCancel } from './paid-cancel';
import { clashes } from './slots';

import {
  type Actor,
  busyTimes,
  changeableUntil,
  counselorLockKey,
  findAppointment,
  findCounselor,
  horizonFor,
  hoursOf,
} from './service';
import { isOffered } from './booking';

/** Whether the actor may act on this appointment at all (its member, its counselor, staff). */
export function checkActor(appointment: AppointmentDocument, actor: Actor): void {
  if (actor.kind === 'member' && actor.userId !== appointment.userId)
    throw new AppError(403, 'care.notYourAppointment');
  if (actor.kind === 'counselor' && actor.counselorId !== appointment.counselorId)
    throw new AppError(403, 'care.notYourAppointment');
  if (actor.kind === 'visitor' && (actor.appointmentId !== String(appointment._id) || appointment.userId))
    throw new AppError(404, 'care.linkInvalid');
}

function checkCutoff(context: CareContext, appointment: AppointmentDocument, actor: Actor): void {
  if (actor.kind !== 'member' && actor.kind !== 'visitor') return;
  if (context.now().getTime() >= changeableUntil(context, appointment.startsAt).getTime())
    throw new AppError(409, 'care.cutoffPassed', { values: { hours: context.settings.cancelCutoffHours } });
}

const CHANGEABLE = new Set(['booked', 'awaiting_payment']);

/**
 * Moves an appointment. The member (or a visitor by her link): until the cut-off, to one of the
 * counselor's offered slots. Her
 * counselor or staff: any time, to any time that is free (buffers kept) and not past. The version
 * grows (reminders of the old time are withdrawn and never sent), the calendar SEQUENCE too, and an
 * update with its calendar file goes to the member. A plan credit moves to the new time's period; a
 * package's credit stays, the new time ending by the package's end (else 409 care.packageEndsBefore).
 */
export async function rescheduleAppointment(
  context: CareContext,
  actor: Actor,
  appointmentId: string,
  startsAtText: string,
): Promise<AppointmentDocument> {
  const first = await findAppointment(appointmentId);
  checkActor(first, actor);
  const moved = await withLock(
    counselorLockKey(first.counselorId),
    async (fence) => {
      const appointment = await findAppointment(appointmentId);
      if (!CHANGEABLE.has(appointment.status)) throw new AppError(409, 'care.notChangeable');
      checkCutoff(context, appointment, actor);
      const now = context.now();
      const counselor = await findCounselor(appointment.counselorId, false);
      const duration = appointment.endsAt.getTime() - appointment.startsAt.getTime();
      const startsAt = new Date(startsAtText);
      const endsAt = new Date(startsAt.getTime() + duration);
      // The member and the visitor (her link): only to the counselor's offered slots.
      if (actor.kind === 'member' || actor.kind === 'visitor') {
        const horizon = await horizonFor(context, appointment.userId ?? null, counselor);
        if (!isOffered(hoursOf(counselor, horizon), startsAt, duration / 60_000, now))
          throw new AppError(409, 'care.slotNotOffered');
      } else if (startsAt.getTime() <= now.getTime()) throw new AppError(409, 'care.slotNotOffered');
      const busy = await busyTimes(
        appointment.counselorId,
        new Date(startsAt.getTime() - 86_400_000),
        new Date(endsAt.getTime() + 86_400_000),
        now,
        appointmentId,
      );
      if (clashes(startsAt, endsAt, busy, counselor.bufferMinutes))
        throw new AppError(409, 'care.slotUnavailable');
      let credit = appointment.credit ?? null;
      // A package's credit stays with its session, while the package still covers the new time.
      if (credit?.useId && credit.kind === PACKAGE_CREDIT_KIND && credit.periodStart)
        await checkPackageCovers(credit.periodStart, endsAt);
      // A plan credit is only ever a member's (a visitor's booking has none).
      else if (credit?.useId && credit.anchor && appointment.userId) {
        const period = periodKey(periodOf(credit.anchor, startsAt).start);
        if (period !== credit.periodStart) {
          const claimed = await claimCredit(
            appointment.userId,
            credit.kind ?? 'session',
            credit.allowance ?? 0,
            credit.anchor,
            startsAt,
            appointmentId,
            now,
          );
          await returnCredit(credit.useId);
          credit = claimed;
        }
      }
      await fence();
      await AppointmentModel.updateOne(
        { _id: appointment._id },
        {
          $set: { startsAt, endsAt, scheduledAt: now, credit },
          $inc: { version: 1, sequence: 1 },
        },
      );
      await withdrawReminders(context, appointmentId, appointment.version);
      return findAppointment(appointmentId);
    },
    'care.busy',
  );
  if (moved.status === 'booked') await enqueueAppointmentMail(context, 'updated', moved);
  return moved;
}

/**
 * Cancels an appointment. The member: until the cut-off (after it: 409, the session counts as
 * used); her counselor or staff: any time. The plan credit returns; reminders still waiting are
 * withdrawn; the member gets a cancel with a METHOD:CANCEL calendar file. A paid session
 * (paid-cancel.ts) is refunded at the shop, which cancels it here (canceledBy 'refund'; the shop not
 * answering: 502, nothing changed), or with CARE_PAID_CANCEL=credit gives her a one-session credit.
 */
export async function cancelAppointment(
  context: CareContext,
  actor: Actor,
  appointmentId: string,
): Promise<AppointmentDocument> {
  const first = await findAppointment(appointmentId);
  checkActor(first, actor);
  if (isPaidBooking(first) && refundsOnCancel(context, first)) {
    checkCutoff(context, first, actor);
    // Outside the counselor's lock: the shop's refund cancels the session at care under it.
    await context.shop.refundSession(first.paymentRef!);
    return findAppointment(appointmentId);
  }
  const { canceled, wasBooked } = await withLock(
    counselorLockKey(first.counselorId),
    async (fence) => {
      const appointment = await findAppointment(appointmentId);
      if (!CHANGEABLE.has(appointment.status)) throw new AppError(409, 'care.notChangeable');
      checkCutoff(context, appointment, actor);
      await fence();
      // Before it is canceled: a credit not given leaves it booked, to cancel again (given once).
      if (isPaidBooking(appointment) && !refundsOnCancel(context, appointment))
        await giveCancelCredit(context, appointment);
      await AppointmentModel.updateOne(
        { _id: appointment._id },
        {
          $set: {
            status: 'canceled',
            canceledAt: context.now(),
            canceledBy: actor.kind,
            holdExpiresAt: null,
          },
          $inc: { sequence: 1 },
        },
      );
      await returnCredit(appointment.credit?.useId);
      await withdrawReminders(context, appointmentId, appointment.version);
      return { canceled: await findAppointment(appointmentId), wasBooked: appointment.status === 'booked' };
    },
    'care.busy',
  );
  if (wasBooked) await enqueueAppointmentMail(context, 'canceled', canceled);
  return canceled;
}

/** Her counselor marks a session that has started attended or no-show. */
export async function markAttendance(
  context: CareContext,
  actor: Actor,
  appointmentId: string,
  status: 'attended' | 'no_show',
): Promise<AppointmentDocument> {
  const appointment = await findAppointment(appointmentId);
  if (actor.kind !== 'counselor') throw new AppError(403, 'care.notCounselor');
  checkActor(appointment, actor);
  if (!['booked', 'attended', 'no_show'].includes(appointment.status))
    throw new AppError(409, 'care.notChangeable');
  if (context.now().getTime() < appointment.startsAt.getTime())
    throw new AppError(409, 'care.attendanceTooEarly');
  await AppointmentModel.updateOne(
    { _id: appointment._id },
    { $set: { status, attendanceMarkedAt: context.now() } },
  );
  return findAppointment(appointmentId);
}

/** Her counselor writes (replaces) the session's notes, sealed. */
export async function writeNotes(
  context: CareContext,
  actor: Actor,
  appointmentId: string,
  text: string,
): Promise<void> {
  const appointment = await findAppointment(appointmentId);
  if (actor.kind !== 'counselor') throw new AppError(403, 'care.notCounselor');
  checkActor(appointment, actor);
  await AppointmentModel.updateOne(
    { _id: appointment._id },
    { $set: { notes: sealText(context.keyring, text, textLabel('appointment', appointmentId, 'notes')) } },
  );
}
