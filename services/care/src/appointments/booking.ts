import { Types } from 'mongoose';
import { DateTime } from 'luxon';
import { type BookAppointmentInput } from '@ministry/contracts/care-schemas';
import { AppError } from '@ministry/kit/errors';
import { withLock } from '@ministry/kit/lock';
import type { SessionUser } from '@ministry/kit/session';
import type { CareContext } from '../context';
import { type CounselorDocument } from '../counselors/model';
import { claimPackageCredit } from '../packages/service';
import { type SessionTypeDocument } from '../session-types/model';
import { priceFor } from '../sliding-scale/price';
import { sealText, textLabel } from '../text-crypto';
import { checkPlan, claimCredit, returnCredit, type ClaimedCredit } from './credits';
import { enqueueAppointmentMail } from './mail';
import { AppointmentModel, type AppointmentDocument } from './model';
import { clashes, freeSlots, type CounselorHours } from './slots';

import {
  busyTimes,
  counselorLockKey,
  findAppointment,
  findCounselor,
  findType,
  horizonFor,
  hoursOf,
} from './service';

/** The instant asked for is one of her offered slots (hours, notice, horizon), ignoring bookings. */
export function isOffered(hours: CounselorHours, start: Date, durationMinutes: number, now: Date): boolean {
  const day = DateTime.fromJSDate(start, { zone: 'America/New_York' }).toISODate()!;
  return freeSlots(hours, { durationMinutes, now, from: day, days: 1, busy: [] }).some(
    (slot) => slot.start.getTime() === start.getTime(),
  );
}

/** The counselor, language, mode and time asked for, checked as any booking checks them. */
export async function checkedSlot(
  context: CareContext,
  input: BookAppointmentInput,
  type: SessionTypeDocument,
  userId: string | null,
) {
  const counselor = await findCounselor(input.counselorId);
  if (!counselor.languages.includes(input.language)) throw new AppError(409, 'care.languageNotOffered');
  if (!counselor.modes.includes(input.mode)) throw new AppError(409, 'care.modeNotOffered');
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(startsAt.getTime() + type.durationMinutes * 60_000);
  const hours = hoursOf(counselor, await horizonFor(context, userId, counselor));
  if (!isOffered(hours, startsAt, type.durationMinutes, context.now()))
    throw new AppError(409, 'care.slotNotOffered');
  return { counselor, startsAt, endsAt };
}

/**
 * Inserts a booking under its counselor's lock once the overlap is checked again with her buffers:
 * of any number of bookings for one slot (members' and visitors'), one wins, whatever the types.
 */
export async function insertBooking(
  context: CareContext,
  slot: { counselor: CounselorDocument; startsAt: Date; endsAt: Date },
  fields: Record<string, unknown> & { _id: Types.ObjectId },
): Promise<AppointmentDocument> {
  const counselorId = String(slot.counselor._id);
  const created = await withLock(
    counselorLockKey(counselorId),
    async (fence) => {
      const busy = await busyTimes(
        counselorId,
        new Date(slot.startsAt.getTime() - 86_400_000),
        new Date(slot.endsAt.getTime() + 86_400_000),
        context.now(),
      );
      if (clashes(slot.startsAt, slot.endsAt, busy, slot.counselor.bufferMinutes))
        throw new AppError(409, 'care.slotUnavailable');
      await fence();
      return AppointmentModel.create({
        ...fields,
        counselorId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        scheduledAt: context.now(),
      });
    },
    'care.busy',
  );
  return created.toObject() as AppointmentDocument;
}

/**
 * Books a session for a signed-in member with a verified address. A plan type first takes a credit
 * of its period (a unique insert), and `usePackage` a credit of her package covering the type and
 * time instead (packages/service.ts; price 0); then the appointment is inserted under the counselor's lock
 * (insertBooking). A paid type waits for its payment (`awaiting_payment`, held
 * CARE_PAYMENT_HOLD_MINUTES); a free one (a plan session, a price of 0) is booked and confirmed by e-mail.
 */
export async function bookAppointment(
  context: CareContext,
  user: SessionUser,
  input: BookAppointmentInput,
): Promise<AppointmentDocument> {
  const now = context.now();
  const type = await findType(input.typeId);
  if (type.bookableBy !== 'anyone' && type.bookableBy !== 'plan')
    throw new AppError(403, 'care.typeNotBookable');
  await findCounselor(input.counselorId);
  const member = await context.identity.getMember(user.id);
  if (!member.emailVerified) throw new AppError(403, 'care.emailNotVerified');
  const slot = await checkedSlot(context, input, type, user.id);

  const id = new Types.ObjectId();
  let credit: ClaimedCredit | null = null;
  if (input.usePackage) credit = await claimPackageCredit(user.id, type._id, slot.endsAt, String(id), now);
  else if (type.bookableBy === 'plan') {
    const anchor = checkPlan(type, await context.billing.subscription(user.id));
    credit = await claimCredit(
      user.id,
      type.creditKind ?? 'session',
      type.monthlyAllowance ?? 0,
      anchor,
      slot.startsAt,
      String(id),
      now,
    );
  }
  // A package's credit pays for it: booked at 0, confirmed at once, like a plan session.
  const priceCents = input.usePackage ? 0 : await priceFor(user.id, type);
  try {
    const paid = priceCents > 0;
    const appointment = await insertBooking(context, slot, {
      _id: id,
      userId: user.id,
      typeId: type._id,
      mode: input.mode,
      // The language her e-mails are written in: her saved preference (the kit's rule), kept.
      language: member.preferredLanguage,
      status: paid ? 'awaiting_payment' : 'booked',
      priceCents,
      holdExpiresAt: paid ? new Date(now.getTime() + context.settings.paymentHoldMinutes * 60_000) : null,
      credit,
      memberName: member.name,
      memberEmail: member.email,
      intake: input.intake
        ? sealText(context.keyring, input.intake, textLabel('appointment', String(id), 'intake'))
        : null,
    });
    if (appointment.status === 'booked') await enqueueAppointmentMail(context, 'confirmed', appointment);
    return appointment;
  } catch (error) {
    await returnCredit(credit?.useId);
    throw error;
  }
}

/**
 * The site's checkout, once it takes a payment for a booking awaiting it: the appointment is booked
 * and confirmed (with its calendar file). Calling it again with the same payment changes nothing. A
 * hold that already ended is booked again only if its time is still free (else 409 care.holdExpired:
 * the checkout refunds).
 */
export async function confirmPaidBooking(
  context: CareContext,
  appointmentId: string,
  paymentRef: string,
): Promise<AppointmentDocument> {
  const current = await findAppointment(appointmentId);
  const confirmed = await withLock(
    counselorLockKey(current.counselorId),
    async (fence) => {
      const appointment = await findAppointment(appointmentId);
      if (appointment.status === 'booked' && appointment.paymentRef === paymentRef) return null;
      if (appointment.status !== 'awaiting_payment' && appointment.status !== 'released')
        throw new AppError(409, 'care.notAwaitingPayment');
      const now = context.now();
      const expired =
        appointment.status === 'released' || (appointment.holdExpiresAt?.getTime() ?? 0) <= now.getTime();
      if (expired) {
        const counselor = await findCounselor(appointment.counselorId, false);
        const busy = await busyTimes(
          appointment.counselorId,
          new Date(appointment.startsAt.getTime() - 86_400_000),
          new Date(appointment.endsAt.getTime() + 86_400_000),
          now,
          appointmentId,
        );
        if (clashes(appointment.startsAt, appointment.endsAt, busy, counselor.bufferMinutes))
          throw new AppError(409, 'care.holdExpired');
      }
      await fence();
      await AppointmentModel.updateOne(
        { _id: appointment._id },
        { $set: { status: 'booked', paymentRef, holdExpiresAt: null, scheduledAt: now } },
      );
      return findAppointment(appointmentId);
    },
    'care.busy',
  );
  if (!confirmed) return findAppointment(appointmentId);
  await enqueueAppointmentMail(context, 'confirmed', confirmed);
  return confirmed;
}
