import type Router from '@koa/router';
import mongoose from 'mongoose';
import type Stripe from 'stripe';
import type { PeopleForgetAnswer } from '@ministry/contracts/account-deletion';
import type { PeopleExportRequest } from '@ministry/contracts/data-export';
import type { ServiceConfig } from '@ministry/kit/config';
import { AppError } from '@ministry/kit/errors';
import { emailKeyOf } from '@ministry/kit/identity-client';
import { sameAddress } from '@ministry/kit/people-export-mail';
import { peopleForgetRouter } from '@ministry/kit/people-routes';
import { CustomerModel, SetupAttemptModel, SubscriptionModel } from '../billing/model';
import { RecurringGiftModel } from '../giving/model';
import { providerCall } from '../provider';
import { deidentifyGifts, eraseGiftIntents, eraseRecurringGifts } from './deidentify';

/** Stripe's "no such object": already deleted or canceled there, which is what we wanted. */
const isMissing = (error: unknown) =>
  ((error as { cause?: { code?: string; statusCode?: number } }).cause ?? {}).statusCode === 404;

async function atStripe(what: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await providerCall(what, run);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

/**
 * Her account is deleted (identity asks). Gifts stay for the tax records (amount, date, fund, receipt
 * number, status) with her name, e-mail and account erased; her address key becomes a pseudonym of
 * her own, so the finance summary still counts her once and no fund total moves. Her plan and monthly
 * gifts are canceled at Stripe now, and her Stripe customers deleted there (Stripe redacts them).
 * Idempotent: what is already erased or canceled is not found again.
 */
export async function billingForget(
  stripe: Stripe | null,
  person: PeopleExportRequest,
  now = new Date(),
): Promise<PeopleForgetAnswer<'billing'>> {
  const userId = person.userId;
  const subscriptions = userId
    ? await SubscriptionModel.find({ userId, status: mongoose.trusted({ $ne: 'canceled' }) })
    : [];
  const recurring = userId
    ? await RecurringGiftModel.find({ userId, status: mongoose.trusted({ $ne: 'canceled' }) })
    : [];
  const customers = userId ? await CustomerModel.find({ userId }).lean() : [];
  const customerIds = new Set([
    ...customers.map((c) => c.stripeCustomerId),
    ...(userId ? await RecurringGiftModel.distinct('stripeCustomerId', { userId }) : []),
  ]);
  if (!stripe && (subscriptions.length || recurring.length || customerIds.size))
    throw new AppError(503, 'billing.providerError');
  for (const sub of subscriptions) {
    await atStripe('cancel subscription (account deleted)', () =>
      stripe!.subscriptions.cancel(sub.stripeSubscriptionId, undefined, {
        idempotencyKey: `forget-cancel-${sub.stripeSubscriptionId}`,
      }),
    );
    sub.set({ status: 'canceled', cancelAtPeriodEnd: false });
    await sub.save();
  }
  for (const gift of recurring) {
    await atStripe('cancel gift subscription (account deleted)', () =>
      stripe!.subscriptions.cancel(gift.stripeSubscriptionId, undefined, {
        idempotencyKey: `gift-cancel-${gift.stripeSubscriptionId}`,
      }),
    );
    gift.set({ status: 'canceled', nextDate: null });
    await gift.save();
  }
  for (const id of customerIds)
    await atStripe('delete customer (account deleted)', () => stripe!.customers.del(id));

  const whose: object[] = [{ donorEmailKey: emailKeyOf(person.email) }];
  if (userId) whose.push({ userId });
  const gifts = await deidentifyGifts({ $or: whose }, now);
  const intentWhose: object[] = [{ donorEmail: sameAddress(person.email) }];
  if (userId) intentWhose.push({ userId });
  const intents = await eraseGiftIntents({ $or: intentWhose });
  if (userId) {
    await eraseRecurringGifts({ userId });
    await CustomerModel.deleteMany({ userId });
    await SetupAttemptModel.deleteMany({ userId });
  }
  return {
    service: 'billing',
    done: {
      giftsDeidentified: gifts,
      subscriptionsCanceled: subscriptions.length,
      monthlyGiftsCanceled: recurring.length,
      stripeCustomersDeleted: customerIds.size,
      giftIntentsErased: intents,
    },
  };
}

/** POST /internal/billing/people/forget: identity only. */
export function billingForgetRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
  stripe: Stripe | null,
): Router {
  return peopleForgetRouter('billing', config, (person) => billingForget(stripe, person));
}
