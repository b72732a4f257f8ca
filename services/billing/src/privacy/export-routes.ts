import type Router from '@koa/router';
import mongoose from 'mongoose';
import type { PeopleExportAnswer, PeopleExportRequest } from '@ministry/contracts/data-export';
import type { ServiceConfig } from '@ministry/kit/config';
import { emailKeyOf } from '@ministry/kit/identity-client';
import { sentMailTo } from '@ministry/kit/people-export-mail';
import { peopleExportRouter } from '@ministry/kit/people-routes';
import { SubscriptionModel } from '../billing/model';
import { GiftModel } from '../giving/model';

/**
 * Her gifts (with their receipt numbers) and her plan for "download my data" (identity asks): gifts
 * by her account or the address they were given under; never another donor's.
 */
export async function billingExport(
  connection: mongoose.Connection,
  person: PeopleExportRequest,
): Promise<PeopleExportAnswer<'billing'>> {
  const whose: object[] = [{ donorEmailKey: emailKeyOf(person.email) }];
  if (person.userId) whose.push({ userId: person.userId });
  const [gifts, subscription] = await Promise.all([
    GiftModel.find(mongoose.trusted({ $or: whose }))
      .sort({ paidAt: -1 })
      .lean(),
    person.userId ? SubscriptionModel.findOne({ userId: person.userId }).lean() : null,
  ]);
  return {
    service: 'billing',
    records: {
      gifts: gifts.map((gift) => ({
        date: gift.paidAt.toISOString(),
        fund: gift.fundName,
        amountCents: gift.amountCents,
        frequency: gift.frequency,
        status: gift.status,
        receiptNumber: gift.receiptNumber ?? '',
      })),
      subscription: subscription
        ? {
            planId: subscription.planId,
            status: subscription.status,
            currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          }
        : null,
      mail: await sentMailTo(connection, person.email),
    },
  };
}

/** POST /internal/billing/people/export: identity only. */
export function billingExportRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
  connection: mongoose.Connection,
): Router {
  return peopleExportRouter('billing', config, (person) => billingExport(connection, person));
}
