import type Router from '@koa/router';
import mongoose from 'mongoose';
import type { PeopleExportAnswer, PeopleExportRequest } from '@ministry/contracts/data-export';
import type { ServiceConfig } from '@ministry/kit/config';
import { sameAddress, sentMailTo } from '@ministry/kit/people-export-mail';
import { peopleExportRouter } from '@ministry/kit/people-routes';
import { ContactSubmissionModel } from '../contact/model';
import { ResourceModel } from '../resources/model';
import { ResourcePurchaseModel } from '../resources/purchases';

/**
 * What content holds of her for "download my data" (identity asks): the contact messages she sent
 * (by her address) and the resources she bought (by her account). Staff's replies are not here.
 */
export async function contentExport(
  connection: mongoose.Connection,
  person: PeopleExportRequest,
): Promise<PeopleExportAnswer<'content'>> {
  const [messages, purchases] = await Promise.all([
    ContactSubmissionModel.find(
      { email: sameAddress(person.email) },
      { subject: 1, message: 1, createdAt: 1 },
    )
      .sort({ createdAt: -1 })
      .lean(),
    person.userId
      ? ResourcePurchaseModel.find({ userId: person.userId }).sort({ purchasedAt: -1 }).lean()
      : [],
  ]);
  const ids = [...new Set(purchases.map((purchase) => purchase.resourceId))].filter((id) =>
    mongoose.isValidObjectId(id),
  );
  const resources = ids.length
    ? await ResourceModel.find({ _id: mongoose.trusted({ $in: ids }) }, { title: 1 }).lean()
    : [];
  const titles = new Map(resources.map((resource) => [String(resource._id), resource.title]));
  return {
    service: 'content',
    records: {
      messages: messages.map((message) => ({
        date: (message.createdAt ?? new Date(0)).toISOString(),
        subject: message.subject,
        message: message.message,
      })),
      resourcePurchases: purchases.map((purchase) => ({
        resource: titles.get(purchase.resourceId) ?? purchase.resourceId,
        orderNumber: purchase.orderNumber,
        date: purchase.purchasedAt.toISOString(),
      })),
      mail: await sentMailTo(connection, person.email),
    },
  };
}

/** POST /internal/content/people/export: identity only. */
export function contentExportRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
  connection: mongoose.Connection,
): Router {
  return peopleExportRouter('content', config, (person) => contentExport(connection, person));
}
