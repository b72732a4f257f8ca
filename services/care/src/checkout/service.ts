import type { SessionAnswer } from '@ministry/contracts/care-checkout';
import { AppError } from '@ministry/kit/errors';
import { withLock } from '@ministry/kit/lock';
import { confirmPaidBooking } from '../appointments/booking';
import { visitorAppointment } from '../appointments/visitor';
import { enqueueAppointmentMail, withdrawReminders } from '../appointments/mail';
import { AppointmentModel, type AppointmentDocument } from '../appointments/model';
import {
  busyTimes,
  changeableUntil,
  counselorLockKey,
  findAppointment,
  findCounselor,
} from '../appointments/service';
import { clashes } from '../appointments/slots';
import type { CareContext } from '../context';
import { CounselorModel } from '../counselors/model';
import { SessionTypeModel } from '../session-types/model';

/**
 * The shop's side of a paid session (packages/contracts/src/care-checkout.ts): quoted for the cart,
 * held for an order until its hold ends, booked once paid, let go when the order ends unpaid.
 */

const DAY_MS = 86_400_000;

/** Who pays (sessionQuoteSchema): the member whose appointment it is, or a visitor's link. */
export interface SessionPayer {
  userId?: string;
  visitorToken?: string;
}

/**
 * Her own appointment: a member's (another's is not found, as if it did not exist), or the visitor's
 * her link names (a wrong link, or one naming another appointment: 404 care.linkInvalid).
 */
async function hers(appointmentId: string, payer: SessionPayer): Promise<AppointmentDocument> {
  if (payer.visitorToken) {
    const appointment = await visitorAppointment(payer.visitorToken);
    if (String(appointment._id) !== appointmentId) throw new AppError(404, 'care.linkInvalid');
    return appointment;
  }
  const appointment = await findAppointment(appointmentId);
  if (!payer.userId || appointment.userId !== payer.userId)
    throw new AppError(404, 'care.appointmentNotFound');
  return appointment;
}

/** Until when she may still move or cancel it herself: null once it is not booked or awaiting, or past that. */
function changeableUntilOf(context: CareContext, appointment: AppointmentDocument): string | null {
  if (appointment.status !== 'booked' && appointment.status !== 'awaiting_payment') return null;
  const until = changeableUntil(context, appointment.startsAt);
  return context.now().getTime() < until.getTime() ? until.toISOString() : null;
}

/** What a session line shows: its price, time, counselor and type. */
export async function sessionAnswer(
  context: CareContext,
  appointment: AppointmentDocument,
): Promise<SessionAnswer> {
  const [type, counselor] = await Promise.all([
    SessionTypeModel.findById(appointment.typeId).lean(),
    CounselorModel.findById(appointment.counselorId).lean(),
  ]);
  let counselorName = '';
  if (counselor) {
    try {
      counselorName = (await context.identity.getMember(counselor.userId)).name;
    } catch (error) {
      // The line still sells without her name; identity's absence is only logged.
      context.logger?.warn('care checkout: counselor name not read', { error: (error as Error).message });
    }
  }
  return {
    appointmentId: String(appointment._id),
    priceCents: appointment.priceCents,
    startsAt: appointment.startsAt.toISOString(),
    durationMinutes: Math.round((appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000),
    counselorName,
    typeName: type?.name ?? '',
    typeNameEs: type?.nameEs ?? type?.name ?? '',
    status: appointment.status,
    holdExpiresAt: appointment.holdExpiresAt ? appointment.holdExpiresAt.toISOString() : null,
    changeableUntil: changeableUntilOf(context, appointment),
    counselorId: appointment.counselorId,
    typeId: String(appointment.typeId),
  };
}

/**
 * Her booking awaiting payment (a member's, or a visitor's by her link), its hold not ended: priced as
 * booked (her sliding-scale price).
 */
export async function quoteSession(
  context: CareContext,
  appointmentId: string,
  payer: SessionPayer,
): Promise<SessionAnswer> {
  const appointment = await hers(appointmentId, payer);
  if (appointment.status !== 'awaiting_payment' || appointment.priceCents <= 0)
    throw new AppError(409, 'care.notAwaitingPayment');
  if ((appointment.holdExpiresAt?.getTime() ?? 0) <= context.now().getTime())
    throw new AppError(409, 'care.paymentHoldEnded');
  return sessionAnswer(context, appointment);
}

/**
 * Holds her booking for the order (`key`) until `until`, under the counselor's lock. One awaiting
 * payment is held on; one let go (an earlier checkout of hers ended, or its hold ran out) is taken
 * again when its time is still free (else 409 care.holdExpired). The same key again answers the same.
 */
export async function holdSession(
  context: CareContext,
  input: SessionPayer & { appointmentId: string; key: string; until: string },
): Promise<SessionAnswer> {
  const current = await hers(input.appointmentId, input);
  const held = await withLock(
    counselorLockKey(current.counselorId),
    async (fence) => {
      const appointment = await findAppointment(input.appointmentId);
      const now = context.now();
      if (appointment.holdKey === input.key && appointment.status === 'awaiting_payment') return appointment;
      const waiting = appointment.status === 'awaiting_payment' || appointment.status === 'released';
      if (!waiting || appointment.priceCents <= 0 || appointment.startsAt.getTime() <= now.getTime())
        throw new AppError(409, 'care.notAwaitingPayment');
      const lapsed =
        appointment.status === 'released' || (appointment.holdExpiresAt?.getTime() ?? 0) <= now.getTime();
      if (lapsed) {
        const counselor = await findCounselor(appointment.counselorId, false);
        const busy = await busyTimes(
          appointment.counselorId,
          new Date(appointment.startsAt.getTime() - DAY_MS),
          new Date(appointment.endsAt.getTime() + DAY_MS),
          now,
          input.appointmentId,
        );
        if (clashes(appointment.startsAt, appointment.endsAt, busy, counselor.bufferMinutes))
          throw new AppError(409, 'care.holdExpired');
      }
      await fence();
      const holdExpiresAt = new Date(Math.max(new Date(input.until).getTime(), now.getTime()));
      await AppointmentModel.updateOne(
        { _id: appointment._id },
        { $set: { status: 'awaiting_payment', holdKey: input.key, holdExpiresAt } },
      );
      return findAppointment(input.appointmentId);
    },
    'care.busy',
  );
  return sessionAnswer(context, held);
}

/** The order is paid: the session is booked under its key (409 care.holdExpired: the time was taken). */
export async function confirmSession(
  context: CareContext,
  input: { appointmentId: string; key: string },
): Promise<SessionAnswer> {
  return sessionAnswer(context, await confirmPaidBooking(context, input.appointmentId, input.key));
}

/**
 * The order ended unpaid: the time held under `key` is let go (released, free for anyone). A session
 * held under another key, already booked or canceled is left as it is; the same call again changes
 * nothing.
 */
export async function releaseSession(input: { appointmentId: string; key: string }): Promise<void> {
  await findAppointment(input.appointmentId);
  await AppointmentModel.updateOne(
    { _id: input.appointmentId, holdKey: input.key, status: 'awaiting_payment' },
    { $set: { status: 'released' } },
  );
}

/**
 * Staff refunded the paid session line of an order: the session booked under `key` is canceled (by
 * 'refund': its time freed, reminders never sent, a cancellation with the calendar's CANCEL
 * e-mailed; a paid session used no credit). The same call again answers the same; a session booked
 * under another key, or not booked: 409 care.notAwaitingPayment.
 */
export async function cancelSession(
  context: CareContext,
  input: { appointmentId: string; key: string },
): Promise<SessionAnswer> {
  const current = await findAppointment(input.appointmentId);
  const canceled = await withLock(
    counselorLockKey(current.counselorId),
    async (fence) => {
      const appointment = await findAppointment(input.appointmentId);
      if (appointment.paymentRef !== input.key) throw new AppError(409, 'care.notAwaitingPayment');
      if (appointment.status === 'canceled' && appointment.canceledBy === 'refund') return null;
      if (appointment.status !== 'booked') throw new AppError(409, 'care.notAwaitingPayment');
      await fence();
      await AppointmentModel.updateOne(
        { _id: appointment._id },
        {
          $set: { status: 'canceled', canceledAt: context.now(), canceledBy: 'refund', holdExpiresAt: null },
          $inc: { sequence: 1 },
        },
      );
      await withdrawReminders(context, input.appointmentId, appointment.version);
      return findAppointment(input.appointmentId);
    },
    'care.busy',
  );
  if (!canceled) return sessionAnswer(context, await findAppointment(input.appointmentId));
  await enqueueAppointmentMail(context, 'canceled', canceled);
  return sessionAnswer(context, canceled);
}
