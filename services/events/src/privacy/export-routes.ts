import type Router from '@koa/router';
import mongoose from 'mongoose';
import type { PeopleExportAnswer, PeopleExportRequest } from '@ministry/contracts/data-export';
import type { ServiceConfig } from '@ministry/kit/config';
import { emailKeyOf } from '@ministry/kit/identity-client';
import { sentMailTo } from '@ministry/kit/people-export-mail';
import { peopleExportRouter } from '@ministry/kit/people-routes';
import { EventModel } from '../events/model';
import { RegistrationModel } from '../registrations/model';

/**
 * Her sign-ups for "download my data" (identity asks): by her account or her address. The event,
 * the day, the name the place was taken under and its state; never an address.
 */
export async function eventsExport(
  connection: mongoose.Connection,
  person: PeopleExportRequest,
): Promise<PeopleExportAnswer<'events'>> {
  const whose: object[] = [{ emailKey: emailKeyOf(person.email) }];
  if (person.userId) whose.push({ userId: person.userId });
  const registrations = await RegistrationModel.find(mongoose.trusted({ $or: whose }))
    .sort({ date: -1 })
    .lean();
  const eventIds = [...new Set(registrations.map((registration) => registration.eventId))].filter((id) =>
    mongoose.isValidObjectId(id),
  );
  const events = eventIds.length
    ? await EventModel.find({ _id: mongoose.trusted({ $in: eventIds }) }, { title: 1 }).lean()
    : [];
  const titles = new Map(events.map((event) => [String(event._id), event.title]));
  return {
    service: 'events',
    records: {
      registrations: registrations.map((registration) => ({
        event: titles.get(registration.eventId) ?? registration.eventId,
        date: registration.date,
        name: registration.name,
        status: registration.status,
        signedUpAt: registration.queuedAt.toISOString(),
      })),
      mail: await sentMailTo(connection, person.email),
    },
  };
}

/** POST /internal/events/people/export: identity only. */
export function eventsExportRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
  connection: mongoose.Connection,
): Router {
  return peopleExportRouter('events', config, (person) => eventsExport(connection, person));
}
