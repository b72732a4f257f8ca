import type Router from '@koa/router';
import type { PeopleForgetAnswer } from '@ministry/contracts/account-deletion';
import type { PeopleExportRequest } from '@ministry/contracts/data-export';
import type { ServiceConfig } from '@ministry/kit/config';
import { sameAddress } from '@ministry/kit/people-export-mail';
import { peopleForgetRouter } from '@ministry/kit/people-routes';
import { CartLineModel } from '../cart/model';
import { deidentifyOrders } from './deidentify';

/**
 * Her account is deleted (identity asks): her cart goes; her orders stay for the books (number, lines,
 * totals, dates, status) with her name, e-mail, phone, addresses, notes and network address erased and
 * `deidentifiedAt` set. Idempotent: an order already de-identified is left as it is.
 */
export async function shopForget(
  person: PeopleExportRequest,
  now = new Date(),
): Promise<PeopleForgetAnswer<'shop'>> {
  const carts = person.userId ? await CartLineModel.deleteMany({ owner: `user:${person.userId}` }) : null;
  const whose: object[] = [{ 'contactInfo.email': sameAddress(person.email) }];
  if (person.userId) whose.push({ userId: person.userId });
  const orders = await deidentifyOrders({ $or: whose }, now);
  return {
    service: 'shop',
    done: { cartLinesDeleted: carts?.deletedCount ?? 0, ordersDeidentified: orders },
  };
}

/** POST /internal/shop/people/forget: identity only. */
export function shopForgetRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
): Router {
  return peopleForgetRouter('shop', config, (person) => shopForget(person));
}
