import { type CounselorProfile, type CounselorSummary } from '@ministry/contracts/care';
import { type CreateCounselorInput, type UpdateCounselorInput } from '@ministry/contracts/care-schemas';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import type { CareContext } from '../context';
import { CounselorModel, type CounselorDocument } from './model';

export function counselorSummary(doc: CounselorDocument): CounselorSummary {
  return {
    id: String(doc._id),
    teamSlug: doc.teamSlug,
    languages: doc.languages as CounselorSummary['languages'],
    modes: doc.modes as CounselorSummary['modes'],
    active: doc.active,
  };
}

export function counselorProfile(doc: CounselorDocument): CounselorProfile {
  return {
    ...counselorSummary(doc),
    userId: doc.userId,
    weeklyHours: doc.weeklyHours.map((entry) => ({
      weekday: entry.weekday!,
      start: entry.start!,
      end: entry.end!,
    })),
    exceptions: doc.exceptions.map((entry) => ({
      date: entry.date!,
      ...(entry.hours && { hours: entry.hours.map((range) => ({ start: range.start!, end: range.end! })) }),
    })),
    meetingLink: doc.meetingLink ?? null,
    bufferMinutes: doc.bufferMinutes,
    minNoticeHours: doc.minNoticeHours,
    horizonWeeks: doc.horizonWeeks,
    mentor: doc.mentor,
  };
}

/**
 * Staff open a counselor profile for an account (identity must know it; her role is the counselor
 * role, given in identity's Users tab). One profile per account (a unique index).
 */
export async function createCounselor(
  context: CareContext,
  input: CreateCounselorInput,
): Promise<CounselorDocument> {
  try {
    await context.identity.getMember(input.userId);
  } catch (error) {
    if (error instanceof AppError && error.status === 401)
      throw new AppError(404, 'care.counselorUserUnknown');
    throw error;
  }
  try {
    const created = await CounselorModel.create({ ...input, meetingLink: input.meetingLink || null });
    return created.toObject() as CounselorDocument;
  } catch (error) {
    if (isDuplicateKey(error)) throw new AppError(409, 'care.counselorExists');
    throw error;
  }
}

/** Changing her hours never touches an appointment (see appointmentsOutsideHours). */
export async function updateCounselor(id: string, input: UpdateCounselorInput): Promise<CounselorDocument> {
  const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if ('meetingLink' in fields) fields.meetingLink = fields.meetingLink || null;
  const updated = await CounselorModel.findByIdAndUpdate(
    id,
    { $set: fields },
    { returnDocument: 'after' },
  ).lean<CounselorDocument>();
  if (!updated) throw new AppError(404, 'care.counselorNotFound');
  return updated;
}
