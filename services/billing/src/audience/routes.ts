import Router from '@koa/router';
import mongoose from 'mongoose';
import { date, mixed, object } from 'yup';
import { parseLanguage } from '@ministry/contracts/language';
import { AUDIENCE_PATHS, type AudienceAnswer, type AudiencePerson } from '@ministry/contracts/outreach';
import type { SubscriptionStatus } from '@ministry/contracts/billing';
import type { GiftStatus } from '@ministry/contracts/giving';
import { PLAN_IDS, type PlanId } from '@ministry/contracts/plans';
import type { ServiceConfig } from '@ministry/kit/config';
import { requireInternalCaller } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { SubscriptionModel } from '../billing/model';
import { GiftModel } from '../giving/model';

/**
 * Subscriptions whose members are on a plan's list: active (Stripe's `trialing` is stored as active,
 * stripe-objects.ts); a past-due, incomplete or canceled one is not.
 */
const LIVE_STATUSES: SubscriptionStatus[] = ['active'];
/** Gifts that count as given (a failed charge or a gift refunded in full does not). */
const GIVEN_STATUSES: GiftStatus[] = ['succeeded', 'partially_refunded'];

const planQuery = object({
  planId: mixed<PlanId | ''>()
    .oneOf([...PLAN_IDS, ''], 'outreach.criteriaPlanUnknown')
    .default(''),
});
const donorsQuery = object({ since: date().required('api.invalidInput').typeError('api.invalidInput') });

/** One entry per member (by id) and per visitor's address (lower-cased). */
function unique(people: AudiencePerson[]): AudiencePerson[] {
  const seen = new Set<string>();
  return people.filter((person) => {
    const key = person.userId
      ? `user:${person.userId}`
      : `email:${(person.email ?? '').trim().toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Identity's criteria lists (issue 44), identity's key only: the members on a plan now, and who gave
 * since an instant (members by id; visitors by the gift's address and language).
 */
export function audienceRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
): Router {
  const router = new Router();
  const identityOnly = requireInternalCaller(config, ['identity']);

  router.get(AUDIENCE_PATHS.planSubscribers, identityOnly, validate('query', planQuery), async (ctx) => {
    const { planId } = validated<{ planId: PlanId | '' }>(ctx.state, 'query');
    const found = await SubscriptionModel.find({
      status: mongoose.trusted({ $in: LIVE_STATUSES }),
      ...(planId && { planId }),
    })
      .select({ userId: 1 })
      .lean();
    ctx.body = {
      people: unique(found.map(({ userId }) => ({ userId, email: null, language: null }))),
    } satisfies AudienceAnswer;
  });

  router.get(AUDIENCE_PATHS.donors, identityOnly, validate('query', donorsQuery), async (ctx) => {
    const { since } = validated<{ since: Date }>(ctx.state, 'query');
    const gifts = await GiftModel.find({
      paidAt: mongoose.trusted({ $gte: since }),
      status: mongoose.trusted({ $in: GIVEN_STATUSES }),
    })
      .select({ userId: 1, donorEmail: 1, language: 1 })
      .sort({ paidAt: 1 })
      .lean();
    ctx.body = {
      people: unique(
        gifts.map((gift) =>
          gift.userId
            ? { userId: gift.userId, email: null, language: null }
            : { userId: null, email: gift.donorEmail, language: parseLanguage(gift.language) },
        ),
      ),
    } satisfies AudienceAnswer;
  });

  return router;
}
