import type Router from '@koa/router';
import mongoose from 'mongoose';
import type { PeopleExportAnswer, PeopleExportRequest } from '@ministry/contracts/data-export';
import type { ServiceConfig } from '@ministry/kit/config';
import { sameAddress, sentMailTo } from '@ministry/kit/people-export-mail';
import { peopleExportRouter } from '@ministry/kit/people-routes';
import { OrderModel } from '../orders/model';

/**
 * Her orders for "download my data" (identity asks): by her account or the address she gave at
 * checkout. Number, date, lines' names, totals and status; never the staff's notes, addresses or
 * anyone's contact details.
 */
export async function shopExport(
  connection: mongoose.Connection,
  person: PeopleExportRequest,
): Promise<PeopleExportAnswer<'shop'>> {
  const whose: object[] = [{ 'contactInfo.email': sameAddress(person.email) }];
  if (person.userId) whose.push({ userId: person.userId });
  const orders = await OrderModel.find(mongoose.trusted({ $or: whose }))
    .sort({ createdAt: -1 })
    .lean();
  return {
    service: 'shop',
    records: {
      orders: orders.map((order) => ({
        number: order.orderNumber,
        date: (order.createdAt ?? order.paidAt ?? new Date(0)).toISOString(),
        lines: order.items.map((line) => ({ name: line.name, quantity: line.quantity })),
        totalCents: order.totalCents,
        refundedCents: order.refundedCents ?? 0,
        status: order.status,
      })),
      mail: await sentMailTo(connection, person.email),
    },
  };
}

/** POST /internal/shop/people/export: identity only. */
export function shopExportRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
  connection: mongoose.Connection,
): Router {
  return peopleExportRouter('shop', config, (person) => shopExport(connection, person));
}
