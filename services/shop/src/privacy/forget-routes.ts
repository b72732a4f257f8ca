import Router from '@koa/router';
import mongoose from 'mongoose';
import { peopleForgetPath, type PeopleForgetAnswer } from '@ministry/contracts/account-deletion';
import { peopleExportRequestSchema, type PeopleExportRequest } from '@ministry/contracts/data-export';
import type { ServiceConfig } from '@ministry/kit/config';
import { requireInternalCaller } from '@ministry/kit/guards';
import { sameAddress } from '@ministry/kit/people-export-mail';
import { validate, validated } from '@ministry/kit/validate';
import { CartLineModel } from '../cart/model';
import { OrderModel } from '../orders/model';

const ERASED_ADDRESS = { street: '', city: '', state: '', zipCode: '', country: '' };

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
  const orders = await OrderModel.updateMany(
    mongoose.trusted({ $or: whose, deidentifiedAt: null }),
    {
      $set: {
        userId: 'deleted',
        contactInfo: { firstName: '', lastName: '', email: '', phone: '' },
        shippingAddress: null,
        billingAddress: ERASED_ADDRESS,
        notes: '',
        clientAddress: '',
        cartOwner: null,
        deidentifiedAt: now,
      },
    },
    { strict: false },
  );
  return {
    service: 'shop',
    done: { cartLinesDeleted: carts?.deletedCount ?? 0, ordersDeidentified: orders.modifiedCount },
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
