import { DateTime } from 'luxon';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import type { CareContext } from '../context';
import { PackageModel } from '../packages/model';
import type { AppointmentDocument } from './model';

/**
 * A paid session canceled in time (changes.ts cancelAppointment) gives back what was paid: its line
 * refunded at the shop (CARE_PAID_CANCEL=refund, and always a visitor's), or (credit) a member's
 * one-session credit of the same type, valid 12 months: a package-like record her next booking uses
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
  try {
    await PackageModel.create({
      userId: appointment.userId,
      typeId: appointment.typeId,
      name: 'Session credit',
      nameEs: 'Crédito de sesión',
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
