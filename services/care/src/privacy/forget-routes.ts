import type Router from '@koa/router';
import mongoose from 'mongoose';
import type { PeopleForgetAnswer } from '@ministry/contracts/account-deletion';
import type { PeopleExportRequest } from '@ministry/contracts/data-export';
import type { ServiceConfig } from '@ministry/kit/config';
import { AppError } from '@ministry/kit/errors';
import { sameAddress } from '@ministry/kit/people-export-mail';
import { peopleForgetRouter } from '@ministry/kit/people-routes';
import { cancelAppointment } from '../appointments/changes';
import { AppointmentModel } from '../appointments/model';
import type { CareContext } from '../context';
import { MentoringModel } from '../mentoring/model';
import { PackageModel } from '../packages/model';
import { SlidingScaleModel } from '../sliding-scale/model';

const OPEN = ['booked', 'awaiting_payment'] as const;

/**
 * Her account is deleted (identity asks): her appointments to come are canceled through the one
 * cancel path (credit returned, reminders withdrawn); her open requests (sliding scale, mentoring) are
 * deleted; every confidential text of hers (intake, notes, reasons) is deleted; her past appointments
 * stay for the counselors' records without her name or address, her packages of sessions for the
 * shop's orders without her account (so nothing more books with them). Idempotent.
 */
export async function careForget(
  context: CareContext,
  person: PeopleExportRequest,
): Promise<PeopleForgetAnswer<'care'>> {
  const now = context.now();
  const whose: object[] = [{ memberEmail: sameAddress(person.email) }];
  if (person.userId) whose.push({ userId: person.userId });
  const mine = { $or: whose };
  const upcoming = await AppointmentModel.find(
    { $or: whose, status: mongoose.trusted({ $in: OPEN }), startsAt: mongoose.trusted({ $gt: now }) },
    { _id: 1 },
  ).lean();
  let canceled = 0;
  for (const { _id } of upcoming) {
    try {
      await cancelAppointment(context, { kind: 'staff', userId: 'account-deletion' }, String(_id));
      canceled += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.message === 'care.notChangeable')) throw error;
    }
  }
  const appointments = await AppointmentModel.updateMany(mine, {
    $set: {
      memberName: '',
      memberEmail: '',
      userId: 'deleted',
      intake: null,
      notes: null,
      textsDeletedAt: now,
    },
  });
  let requestsDeleted = 0;
  let textsDeleted = 0;
  let packagesDeidentified = 0;
  if (person.userId) {
    const userId = person.userId;
    // Her packages stay for the shop's paid orders, no longer hers (nothing more books with them).
    packagesDeidentified = (await PackageModel.updateMany({ userId }, { $set: { userId: 'deleted' } }))
      .modifiedCount;
    requestsDeleted += (await SlidingScaleModel.deleteMany({ userId, status: 'pending' })).deletedCount;
    requestsDeleted += (await MentoringModel.deleteMany({ userId, status: 'pending' })).deletedCount;
    textsDeleted += (
      await SlidingScaleModel.updateMany(
        { userId },
        { $set: { userId: 'deleted', reason: null, textsDeletedAt: now } },
      )
    ).modifiedCount;
    textsDeleted += (
      await MentoringModel.updateMany(
        { userId },
        { $set: { userId: 'deleted', text: null, textsDeletedAt: now } },
      )
    ).modifiedCount;
  }
  return {
    service: 'care',
    done: {
      appointmentsCanceled: canceled,
      appointmentsDeidentified: appointments.modifiedCount,
      requestsDeleted,
      requestsDeidentified: textsDeleted,
      packagesDeidentified,
    },
  };
}

/** POST /internal/care/people/forget: identity only. */
export function careForgetRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
  context: CareContext,
): Router {
  return peopleForgetRouter('care', config, (person) => careForget(context, person));
}
