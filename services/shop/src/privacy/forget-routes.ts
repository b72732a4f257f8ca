import Router from '@koa/router';
import { peopleForgetPath, type PeopleForgetAnswer } from '@ministry/contracts/account-deletion';
import { peopleExportRequestSchema, type PeopleExportRequest } from '@ministry/contracts/data-export';
import type { ServiceConfig } from '@ministry/kit/config';
import { requireInternalCaller } from '@ministry/kit/guards';
import { sameAddress } from '@ministry/kit/people-export-mail';
import { validate, validated } from '@ministry/kit/validate';
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
  const router = new Router();
  router.post(
    peopleForgetPath('shop'),
    requireInternalCaller(config, ['identity']),
    validate('body', peopleExportRequestSchema),
    async (ctx) => {
      ctx.body = await shopForget(validated<PeopleExportRequest>(ctx.state, 'body'));
    },
  );
  return router;
}
