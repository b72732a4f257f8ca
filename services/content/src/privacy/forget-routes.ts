import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { PeopleForgetAnswer } from '@ministry/contracts/account-deletion';
import type { PeopleExportRequest } from '@ministry/contracts/data-export';
import type { ServiceConfig } from '@ministry/kit/config';
import { sameAddress } from '@ministry/kit/people-export-mail';
import { peopleForgetRouter } from '@ministry/kit/people-routes';
import { ContactSubmissionModel } from '../contact/model';
import { ResourcePurchaseModel } from '../resources/purchases';

/**
 * Her account is deleted (identity asks): the messages she sent are deleted; her resource purchases
 * stay (the order's number and date, for the books) under a new key that no longer names her account.
 * Idempotent.
 */
export async function contentForget(person: PeopleExportRequest): Promise<PeopleForgetAnswer<'content'>> {
  const messages = await ContactSubmissionModel.deleteMany({ email: sameAddress(person.email) });
  const purchases = person.userId ? await ResourcePurchaseModel.find({ userId: person.userId }).lean() : [];
  for (const purchase of purchases) {
    await ResourcePurchaseModel.create({ ...purchase, _id: `deleted:${randomUUID()}`, userId: 'deleted' });
    await ResourcePurchaseModel.deleteOne({ _id: purchase._id });
  }
  return {
    service: 'content',
    done: { messagesDeleted: messages.deletedCount, resourcePurchasesDeidentified: purchases.length },
  };
}

/** POST /internal/content/people/forget: identity only. */
export function contentForgetRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
): Router {
  return peopleForgetRouter('content', config, (person) => contentForget(person));
}
