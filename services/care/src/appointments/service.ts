import mongoose, { Types } from 'mongoose';
import { DateTime } from 'luxon';
import {
  ACTIVE_APPOINTMENT_STATUSES,
  CARE_PRIORITY_PLANS,
  type AppointmentView,
  type Slot,
} from '@ministry/contracts/care';
import { type SlotQuery } from '@ministry/contracts/care-schemas';
import { todayInNewYork } from '@ministry/contracts/calendar-day';
import { AppError } from '@ministry/kit/errors';
import type { CareContext } from '../context';
import { CounselorModel, type CounselorDocument } from '../counselors/model';
import { SessionTypeModel, type SessionTypeDocument } from '../session-types/model';
import { PACKAGE_CREDIT_KIND } from '../packages/service';
import { AppointmentModel, type AppointmentDocument } from './model';
import { freeSlots, newYorkIsoOf, withinHours, type Busy, type CounselorHours } from './slots';

/** Who acts on an appointment: its member, its counselor, or staff. */
export type Actor =
  | { kind: 'member'; userId: string }
  | { kind: 'counselor'; userId: string; counselorId: string }
  | { kind: 'staff'; userId: string }
  /** A visitor by her e-mailed link (visitor.ts): her own booking only, until the cut-off. */
  | { kind: 'visitor'; appointmentId: string };

export const counselorLockKey = (counselorId: string) => `care-counselor:${counselorId}`;

const DEFAULT_SLOT_DAYS = 14;

/**
 * A counselor's hours as a booking sees them; `horizonWeeks` widens her booking horizon for a member
 * whose plan promises priority scheduling (see `horizonFor`).
 */
export function hoursOf(counselor: CounselorDocument, horizonWeeks = counselor.horizonWeeks): CounselorHours {
  return {
    weeklyHours: counselor.weeklyHours.map((entry) => ({
      weekday: entry.weekday!,
      start: entry.start!,
      end: entry.end!,
    })),
    exceptions: counselor.exceptions.map((entry) => ({
      date: entry.date!,
      ...(entry.hours && { hours: entry.hours.map((range) => ({ start: range.start!, end: range.end! })) }),
    })),
    bufferMinutes: counselor.bufferMinutes,
    minNoticeHours: counselor.minNoticeHours,
    horizonWeeks,
  };
}

/** The time a counselor's appointments keep (an unpaid hold only until it ends). */
export async function busyTimes(
  counselorId: string,
  from: Date,
  to: Date,
  now: Date,
  exceptId?: string,
): Promise<Busy[]> {
  const taken = await AppointmentModel.find({
    counselorId,
    status: mongoose.trusted({ $in: ACTIVE_APPOINTMENT_STATUSES }),
    startsAt: mongoose.trusted({ $lt: to }),
    endsAt: mongoose.trusted({ $gt: from }),
  }).lean<AppointmentDocument[]>();
  return taken
    .filter((entry) => String(entry._id) !== exceptId)
    .filter(
      (entry) => entry.status !== 'awaiting_payment' || (entry.holdExpiresAt?.getTime() ?? 0) > now.getTime(),
    )
    .map((entry) => ({ start: entry.startsAt, end: entry.endsAt }));
}

export async function findCounselor(counselorId: string, activeOnly = true): Promise<CounselorDocument> {
  const counselor = Types.ObjectId.isValid(counselorId)
    ? await CounselorModel.findById(counselorId).lean<CounselorDocument>()
    : null;
  if (!counselor || (activeOnly && !counselor.active)) throw new AppError(404, 'care.counselorNotFound');
  return counselor;
}

export async function findType(typeId: string): Promise<SessionTypeDocument> {
  const type = await SessionTypeModel.findById(typeId).lean<SessionTypeDocument>();
  if (!type || !type.active) throw new AppError(404, 'care.sessionTypeNotFound');
  return type;
}

export async function findAppointment(id: string): Promise<AppointmentDocument> {
  const appointment = Types.ObjectId.isValid(id)
    ? await AppointmentModel.findById(id).lean<AppointmentDocument>()
    : null;
  if (!appointment) throw new AppError(404, 'care.appointmentNotFound');
  return appointment;
}

/**
 * How many weeks ahead this member may book with this counselor: the counselor's horizon, or the
 * priority horizon when her live plan promises priority scheduling (Growth, Transform) and it is longer.
 */
export async function horizonFor(
  context: CareContext,
  userId: string | null,
  counselor: CounselorDocument,
): Promise<number> {
  if (!userId || context.settings.priorityHorizonWeeks <= counselor.horizonWeeks)
    return counselor.horizonWeeks;
  const plan = await context.billing.subscription(userId);
  const priority = plan?.status === 'active' && CARE_PRIORITY_PLANS.includes(plan.planId);
  return priority ? context.settings.priorityHorizonWeeks : counselor.horizonWeeks;
}

/** Free slots of one counselor for a session type, over `days` New York days from `from`. */
export async function counselorSlots(
  context: CareContext,
  counselor: CounselorDocument,
  durationMinutes: number,
  from: string,
  days: number,
  viewerId: string | null = null,
): Promise<Slot[]> {
  const now = context.now();
  const start = DateTime.fromISO(from, { zone: 'America/New_York' }).minus({ days: 1 }).toJSDate();
  const end = DateTime.fromISO(from, { zone: 'America/New_York' })
    .plus({ days: days + 1 })
    .toJSDate();
  const busy = await busyTimes(String(counselor._id), start, end, now);
  const hours = hoursOf(counselor, await horizonFor(context, viewerId, counselor));
  return freeSlots(hours, { durationMinutes, now, from, days, busy }).map((slot) => ({
    counselorId: String(counselor._id),
    startsAt: newYorkIsoOf(slot.start),
    endsAt: newYorkIsoOf(slot.end),
  }));
}

/**
 * `GET /api/care/slots`: one counselor's free slots, or (no counselor named) the first available slot
 * of each counselor offering the language and mode asked for, soonest first.
 */
export async function findSlots(
  context: CareContext,
  query: SlotQuery,
  viewerId: string | null = null,
): Promise<{ slots: Slot[] }> {
  const type = await findType(query.typeId);
  const from = query.from ?? todayInNewYork(context.now());
  const days = query.days ?? DEFAULT_SLOT_DAYS;
  if (query.counselorId) {
    const counselor = await findCounselor(query.counselorId);
    return { slots: await counselorSlots(context, counselor, type.durationMinutes, from, days, viewerId) };
  }
  const counselors = (await CounselorModel.find({ active: true }).lean<CounselorDocument[]>()).filter(
    (counselor) =>
      (!query.language || counselor.languages.includes(query.language)) &&
      (!query.mode || counselor.modes.includes(query.mode)),
  );
  const firsts: Slot[] = [];
  for (const counselor of counselors) {
    const [first] = await counselorSlots(context, counselor, type.durationMinutes, from, days, viewerId);
    if (first) firsts.push(first);
  }
  firsts.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return { slots: firsts };
}

/** Until when the member may move or cancel it herself. */
export const changeableUntil = (context: CareContext, startsAt: Date) =>
  new Date(startsAt.getTime() - context.settings.cancelCutoffHours * 3_600_000);

export function appointmentView(
  appointment: AppointmentDocument,
  context: CareContext,
  meetingLink?: string | null,
): AppointmentView {
  const booked = appointment.status === 'booked' || appointment.status === 'attended';
  return {
    id: String(appointment._id),
    counselorId: appointment.counselorId,
    userId: appointment.userId ?? null,
    typeId: appointment.typeId,
    mode: appointment.mode as AppointmentView['mode'],
    language: appointment.language as AppointmentView['language'],
    startsAt: newYorkIsoOf(appointment.startsAt),
    endsAt: newYorkIsoOf(appointment.endsAt),
    status: appointment.status,
    priceCents: appointment.priceCents,
    holdExpiresAt: appointment.holdExpiresAt ? appointment.holdExpiresAt.toISOString() : null,
    ...(meetingLink !== undefined && {
      meetingLink: booked && appointment.mode === 'virtual' ? meetingLink : null,
    }),
    hasIntake: !!appointment.intake,
    hasNotes: !!appointment.notes,
    usesCredit: !!appointment.credit?.useId,
    usesPackage: appointment.credit?.kind === PACKAGE_CREDIT_KIND,
    seriesId: appointment.seriesId ?? null,
    changeableUntil: changeableUntil(context, appointment.startsAt).toISOString(),
    createdAt: appointment.createdAt.toISOString(),
  };
}

/** Her coming appointments that her current hours no longer cover (hours changed after booking). */
export async function appointmentsOutsideHours(
  context: CareContext,
  counselor: CounselorDocument,
): Promise<AppointmentDocument[]> {
  const coming = await AppointmentModel.find({
    counselorId: String(counselor._id),
    status: mongoose.trusted({ $in: ['booked', 'awaiting_payment'] }),
    startsAt: mongoose.trusted({ $gte: context.now() }),
  })
    .sort({ startsAt: 1 })
    .lean<AppointmentDocument[]>();
  const hours = hoursOf(counselor);
  return coming.filter((appointment) => !withinHours(hours, appointment.startsAt, appointment.endsAt));
}

/** Appointments of a counselor (or all) in a window, soonest first. */
export async function appointmentsBetween(filter: {
  counselorId?: string;
  userId?: string;
  from?: Date;
  to?: Date;
}): Promise<AppointmentDocument[]> {
  return AppointmentModel.find({
    ...(filter.counselorId && { counselorId: filter.counselorId }),
    ...(filter.userId && { userId: filter.userId }),
    ...((filter.from || filter.to) && {
      startsAt: mongoose.trusted({
        ...(filter.from && { $gte: filter.from }),
        ...(filter.to && { $lt: filter.to }),
      }),
    }),
  })
    .sort({ startsAt: 1 })
    .limit(500)
    .lean<AppointmentDocument[]>();
}
