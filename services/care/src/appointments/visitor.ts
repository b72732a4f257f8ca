import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Types } from 'mongoose';
import { type VisitorBookingInput } from '@ministry/contracts/care-schemas';
import type { Language } from '@ministry/contracts/language';
import { AppError } from '@ministry/kit/errors';
import type { CareContext } from '../context';
import { sealText, textLabel } from '../text-crypto';
import { checkedSlot, insertBooking } from './booking';
import { cancelAppointment, rescheduleAppointment } from './changes';
import { enqueueAppointmentMail, enqueueVisitorPayMail } from './mail';
import type { AppointmentDocument } from './model';
import { findAppointment, findType } from './service';

/**
 * A visitor's booking (no account) of a type staff marked `visitorBookable`: the time is held
 * CARE_VISITOR_HOLD_MINUTES and a link `${siteUrl}/counseling/pay#token=<id>.<secret>` is e-mailed to
 * her; care keeps only the sha256 of the secret (`visitorTokenHash`). The link is her only key to it:
 * the preview, and the shop's quote and hold (`visitorToken`), find the booking by it.
 */

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** A new link's token for an appointment, and the hash care keeps of it. */
function newToken(id: string): { token: string; hash: string } {
  // 32 random bytes: 43 base64url characters (VISITOR_TOKEN_PATTERN).
  const secret = randomBytes(32).toString('base64url');
  return { token: `${id}.${secret}`, hash: hashOf(secret) };
}

/**
 * The visitor's appointment her link names, its secret's hash compared in constant time; an unknown
 * appointment, a member's, or a wrong secret: 404 care.linkInvalid (which one is never told).
 */
export async function visitorAppointment(token: string): Promise<AppointmentDocument> {
  const [id = '', secret = ''] = token.split('.');
  const appointment = await findAppointment(id).catch(() => null);
  const kept = Buffer.from(appointment?.visitorTokenHash ?? '', 'hex');
  const given = Buffer.from(hashOf(secret), 'hex');
  const matches = kept.length === given.length && timingSafeEqual(kept, given);
  if (!appointment || appointment.userId || !matches) throw new AppError(404, 'care.linkInvalid');
  return appointment;
}

/**
 * Books for a visitor, in the language of her request: checked as a member's booking is (the
 * counselor's language, mode and offered slots, the default horizon) and inserted under the
 * counselor's lock (of any number of bookings for one slot, one wins). A paid type waits for the
 * payment with the link e-mailed; a type priced 0 is booked and confirmed at once.
 */
export async function bookVisitorAppointment(
  context: CareContext,
  input: VisitorBookingInput,
  language: Language,
): Promise<AppointmentDocument> {
  // A package's credits are a member's: a visitor pays (the field is the members' form's).
  if (input.usePackage) throw new AppError(400, 'care.packageInvalid');
  const type = await findType(input.typeId);
  if (!type.visitorBookable) throw new AppError(403, 'care.visitorTypeOnly');
  const slot = await checkedSlot(context, input, type, null);
  const id = new Types.ObjectId();
  const { token, hash } = newToken(String(id));
  const paid = type.priceCents > 0;
  const now = context.now();
  const appointment = await insertBooking(context, slot, {
    _id: id,
    userId: null,
    typeId: type._id,
    mode: input.mode,
    language,
    status: paid ? 'awaiting_payment' : 'booked',
    priceCents: type.priceCents,
    holdExpiresAt: paid ? new Date(now.getTime() + context.settings.visitorHoldMinutes * 60_000) : null,
    credit: null,
    memberName: input.name,
    memberEmail: input.email,
    visitorTokenHash: hash,
    intake: input.intake
      ? sealText(context.keyring, input.intake, textLabel('appointment', String(id), 'intake'))
      : null,
  });
  if (paid) await enqueueVisitorPayMail(context, appointment, token);
  else await enqueueAppointmentMail(context, 'confirmed', appointment);
  return appointment;
}

/**
 * The visitor cancels the booking her link names, until the cut-off (after it: 409
 * care.cutoffPassed): one awaiting payment is let go, a paid one refunded at the shop (paid-cancel.ts),
 * a free one canceled with the calendar's CANCEL e-mailed.
 */
export async function cancelVisitorAppointment(
  context: CareContext,
  token: string,
): Promise<AppointmentDocument> {
  const appointment = await visitorAppointment(token);
  const appointmentId = String(appointment._id);
  return cancelAppointment(context, { kind: 'visitor', appointmentId }, appointmentId);
}

/**
 * The visitor moves the booking her link names to another offered, free time of the same counselor,
 * until the cut-off (after it: 409 care.cutoffPassed), checked as a member's move is; a booked one's
 * update (same UID, higher SEQUENCE) is e-mailed to her.
 */
export async function rescheduleVisitorAppointment(
  context: CareContext,
  token: string,
  startsAt: string,
): Promise<AppointmentDocument> {
  const appointment = await visitorAppointment(token);
  const appointmentId = String(appointment._id);
  return rescheduleAppointment(context, { kind: 'visitor', appointmentId }, appointmentId, startsAt);
}
