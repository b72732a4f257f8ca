import { DateTime } from 'luxon';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import type { CareContext } from '../context';
import { PackageModel } from '../packages/model';
import { SessionTypeModel } from '../session-types/model';
import type { AppointmentDocument } from './model';

/**
 * A paid session canceled in time (changes.ts cancelAppointment) gives back what was paid: its line
 * refunded at the shop (CARE_PAID_CANCEL=refund, and always a visitor's), or (credit) a member's
 * one-session credit of the same type, valid 12 months: a package-like record (`kind: 'session-credit'`,
 * named after the type; the page words it) her next booking uses
 * (`usePackage`), given once per appointment (its `orderKey` `cancel:<appointment id>` is unique).
 */

export const SESSION_CREDIT_MONTHS = 12;
export const cancelCreditKey = (appointmentId: string) => `cancel:${appointmentId}`;

/** Booked and paid through the shop (a package's or plan's session is priced 0). */
export const isPaidBooking = (appointment: AppointmentDocument) =>
  appointment.status === 'booked' && !!appointment.paymentRef && appointment.priceCents > 0;

/** Whether canceling this paid session refunds it at the shop (else: a credit). */
export const refundsOnCancel = (context: CareContext, appointment: AppointmentDocument) =>
  !appointment.userId || context.settings.paidCancel === 'refund';

/** Her one-session credit for the canceled paid session (again: nothing more). */
export async function giveCancelCredit(
  context: CareContext,
  appointment: AppointmentDocument,
): Promise<void> {
  if (!appointment.userId) return;
  const now = context.now();
  const type = await SessionTypeModel.findById(appointment.typeId, { name: 1, nameEs: 1 }).lean();
  try {
    await PackageModel.create({
      userId: appointment.userId,
      kind: 'session-credit',
      typeId: appointment.typeId,
      // The session type's names: the page says "Session credit" around them, in her language.
      name: type?.name ?? appointment.typeId,
      nameEs: type?.nameEs || type?.name || appointment.typeId,
      priceCents: 0,
      sessionTypeId: appointment.typeId,
      credits: 1,
      validMonths: SESSION_CREDIT_MONTHS,
      purchasedAt: now,
      validUntil: DateTime.fromJSDate(now, { zone: 'utc' })
        .plus({ months: SESSION_CREDIT_MONTHS })
        .toJSDate(),
      status: 'active',
      orderKey: cancelCreditKey(String(appointment._id)),
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}
