import type Router from '@koa/router';
import mongoose from 'mongoose';
import type { PeopleExportAnswer, PeopleExportRequest } from '@ministry/contracts/data-export';
import type { ServiceConfig } from '@ministry/kit/config';
import { sameAddress, sentMailTo } from '@ministry/kit/people-export-mail';
import { peopleExportRouter } from '@ministry/kit/people-routes';
import { AppointmentModel } from '../appointments/model';
import type { CareContext } from '../context';
import { CounselorModel } from '../counselors/model';
import { memberPackages } from '../packages/service';
import { SessionTypeModel } from '../session-types/model';

/** Her counselor as the file names her: the first name only (never her address). */
async function counselorFirstNames(context: CareContext, counselorIds: string[]) {
  const names = new Map<string, string>();
  const ids = counselorIds.filter((id) => mongoose.isValidObjectId(id));
  const counselors = ids.length
    ? await CounselorModel.find({ _id: mongoose.trusted({ $in: ids }) }, { userId: 1 }).lean()
    : [];
  for (const counselor of counselors) {
    const profile = await context.identity.getMember(counselor.userId).catch(() => null);
    names.set(String(counselor._id), profile?.name.trim().split(/\s+/)[0] ?? '');
  }
  return names;
}

/**
 * Her appointments for "download my data" (identity asks): type, time, counselor's first name, mode
 * and state; her packages of sessions (type, credits and used, bought, valid until, state). Never the intake, the counselor's notes or any other confidential text (they are not
 * even read here).
 */
export async function careExport(
  context: CareContext,
  person: PeopleExportRequest,
): Promise<PeopleExportAnswer<'care'>> {
  const whose = person.userId ? { userId: person.userId } : { memberEmail: sameAddress(person.email) };
  const appointments = await AppointmentModel.find(whose, {
    counselorId: 1,
    typeId: 1,
    startsAt: 1,
    mode: 1,
    status: 1,
  })
    .sort({ startsAt: -1 })
    .lean();
  const [counselors, types] = await Promise.all([
    counselorFirstNames(context, [...new Set(appointments.map((a) => a.counselorId))]),
    SessionTypeModel.find({}, { name: 1 }).lean(),
  ]);
  const typeNames = new Map(types.map((type) => [String(type._id), type.name]));
  // Her packages of sessions too (a signed-in member's only: a package is never a visitor's).
  const packages = person.userId ? await memberPackages(person.userId) : [];
  const records = {
    appointments: appointments.map((appointment) => ({
      type: typeNames.get(appointment.typeId) ?? appointment.typeId,
      startsAt: appointment.startsAt.toISOString(),
      counselor: counselors.get(appointment.counselorId) ?? '',
      mode: appointment.mode,
      status: appointment.status,
    })),
    packages: packages.map(({ name, credits, used, purchasedAt, validUntil, status }) => ({
      type: name,
      credits,
      used,
      purchasedAt,
      validUntil,
      status,
    })),
    mail: await sentMailTo(context.connection, person.email),
  };
  return { service: 'care', records };
}

/** POST /internal/care/people/export: identity only. */
export function careExportRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
  context: CareContext,
): Router {
  return peopleExportRouter('care', config, (person) => careExport(context, person));
}
