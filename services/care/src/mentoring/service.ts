import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { Types } from 'mongoose';
import { MINISTRY_TIME_ZONE } from '@ministry/contracts/calendar-day';
import { type MentoringMatchInput } from '@ministry/contracts/care-schemas';
import { AppError } from '@ministry/kit/errors';
import { withLock } from '@ministry/kit/lock';
import { AppointmentModel } from '../appointments/model';
import { busyTimes, counselorLockKey, findCounselor, findType, hoursOf } from '../appointments/service';
import { freeSlots } from '../appointments/slots';
import type { CareContext } from '../context';
import { MentoringModel, type MentoringDocument } from './model';

export const MENTORING_TYPE_ID = 'mentoring';

export function mentoringView(doc: MentoringDocument) {
  return {
    id: String(doc._id),
    userId: doc.userId,
    status: doc.status,
    counselorId: doc.counselorId ?? null,
    months: doc.months ?? null,
    hasText: !!doc.text,
    createdAt: doc.createdAt.toISOString(),
    matchedAt: doc.matchedAt ? doc.matchedAt.toISOString() : null,
  };
}

export async function findMentoring(id: string): Promise<MentoringDocument> {
  const found = Types.ObjectId.isValid(id)
    ? await MentoringModel.findById(id).lean<MentoringDocument>()
    : null;
  if (!found) throw new AppError(404, 'care.requestNotFound');
  return found;
}

/**
 * Staff match a mentoring request with a counselor who mentors: a series of meetings twice a month
 * (from the 1st and the 16th of each month, the first free slot within two weeks): 2 × `months`
 * meetings, in the mentor's hours and around her appointments, all under her lock. Each meeting is an
 * ordinary appointment of the series (`seriesId`), moved or canceled alone.
 */
export async function matchMentor(
  context: CareContext,
  requestId: string,
  input: MentoringMatchInput,
): Promise<{ seriesId: string; meetings: number }> {
  const request = await findMentoring(requestId);
  if (request.status !== 'pending') throw new AppError(409, 'care.alreadyMatched');
  const mentor = await findCounselor(input.counselorId);
  if (!mentor.mentor) throw new AppError(409, 'care.notMentor');
  const type = await findType(MENTORING_TYPE_ID);
  const member = await context.identity.getMember(request.userId);
  const now = context.now();
  const first = input.from
    ? DateTime.fromISO(input.from, { zone: MINISTRY_TIME_ZONE })
    : DateTime.fromJSDate(now, { zone: MINISTRY_TIME_ZONE }).startOf('day').plus({ days: 2 });
  const seriesId = randomUUID();
  const hours = hoursOf(mentor);
  const mode = input.mode && mentor.modes.includes(input.mode) ? input.mode : mentor.modes[0]!;

  const created = await withLock(
    counselorLockKey(String(mentor._id)),
    async (fence) => {
      const end = first.plus({ months: input.months });
      const busy = await busyTimes(
        String(mentor._id),
        first.toJSDate(),
        end.plus({ days: 15 }).toJSDate(),
        now,
      );
      const meetings: { startsAt: Date; endsAt: Date }[] = [];
      const wanted = input.months * 2;
      for (
        let month = first.startOf('month');
        month <= end && meetings.length < wanted;
        month = month.plus({ months: 1 })
      ) {
        for (const anchor of [month, month.set({ day: 16 })]) {
          if (meetings.length >= wanted) break;
          const from = anchor < first ? first : anchor;
          const [slot] = freeSlots(hours, {
            durationMinutes: type.durationMinutes,
            now,
            from: from.toISODate()!,
            days: 14,
            busy: [...busy, ...meetings.map((meeting) => ({ start: meeting.startsAt, end: meeting.endsAt }))],
            ignoreLimits: true,
          }).filter((candidate) => candidate.start > now);
          if (slot) meetings.push({ startsAt: slot.start, endsAt: slot.end });
        }
      }
      if (!meetings.length) throw new AppError(409, 'care.mentorNoTime');
      await fence();
      await AppointmentModel.insertMany(
        meetings.map((meeting) => ({
          counselorId: String(mentor._id),
          userId: request.userId,
          typeId: type._id,
          mode,
          language: member.preferredLanguage,
          startsAt: meeting.startsAt,
          endsAt: meeting.endsAt,
          status: 'booked',
          priceCents: 0,
          scheduledAt: now,
          memberName: member.name,
          memberEmail: member.email,
          seriesId,
        })),
      );
      return meetings.length;
    },
    'care.busy',
  );
  await MentoringModel.updateOne(
    { _id: request._id },
    {
      $set: {
        status: 'matched',
        openKey: String(request._id),
        counselorId: String(mentor._id),
        months: input.months,
        matchedAt: now,
      },
    },
  );
  return { seriesId, meetings: created };
}
