// The plan perks on paid places (issue 42): a member's own place free once a season (PLAN_PERKS) and
// her plan's discount, priced by the one rule (quotePlaces) with her live plan read from billing. The
// season's free place is taken by a unique insert (`<userId>:<perk>:<season>`) holding the order
// line's key, so two holds at once give one free place; releasing the line gives the perk back.
import {
  perkSeason,
  type EventPricing,
  type PlaceMember,
  type PlanPerk,
} from '@ministry/contracts/event-pricing';
import { AppError } from '@ministry/kit/errors';
import { errorFields } from '@ministry/kit/logger';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { PerkUseModel } from './model';
import type { SignupContext } from './shared';

/** The event honours a plan: a perk or a members' discount. */
export const hasPlanTerms = (pricing: EventPricing): boolean =>
  Boolean(pricing.planPerk) || (pricing.planDiscountPercent ?? 0) > 0;

/** The claim's `_id`: one per member, perk and season of the occurrence. */
export const perkUseId = (userId: string, perk: PlanPerk, date: string): string =>
  `${userId}:${perk}:${perkSeason(date)}`;

/**
 * Who buys, for the plan terms: her live plan and whether the season's perk is already taken by
 * another order line than `key` (a quote has none: any claim counts). Null without a buyer or when the
 * event has no plan terms. Billing not answering: a quote goes on without plan terms (null); a hold
 * (`strict`) is refused 503, so a member is never charged more than her plan promises.
 */
export async function memberFor(
  context: SignupContext,
  pricing: EventPricing,
  date: string,
  userId: string | null | undefined,
  options: { key?: string | null; strict: boolean },
): Promise<PlaceMember | null> {
  if (!userId || !hasPlanTerms(pricing) || !context.plans) return null;
  let planId: PlaceMember['planId'];
  try {
    planId = await context.plans.livePlan(userId);
  } catch (error) {
    context.logger?.warn('reading the buyer plan from billing failed', errorFields(error));
    if (options.strict) throw new AppError(503, 'api.unavailable');
    return null;
  }
  if (!planId) return { planId: null, perkUsed: false };
  const perk = pricing.planPerk;
  if (!perk) return { planId, perkUsed: false };
  const claim = await PerkUseModel.findById(perkUseId(userId, perk, date)).lean();
  return { planId, perkUsed: claim !== null && claim.holdKey !== options.key };
}

/**
 * Takes the season's perk for the order line `key`: true when the claim is (now or already) this
 * line's, false when another line holds it.
 */
export async function claimPerk(
  context: SignupContext,
  claim: { userId: string; perk: PlanPerk; date: string; key: string; holdUntil: Date | null },
): Promise<boolean> {
  const _id = perkUseId(claim.userId, claim.perk, claim.date);
  try {
    await PerkUseModel.create({
      _id,
      userId: claim.userId,
      perk: claim.perk,
      season: perkSeason(claim.date),
      holdKey: claim.key,
      holdUntil: claim.holdUntil,
      at: context.now(),
    });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const existing = await PerkUseModel.findById(_id).lean();
    return existing?.holdKey === claim.key;
  }
}

/** Gives back the perk an order line took (its release, or a hold that did not complete). */
export async function freePerk(key: string): Promise<void> {
  await PerkUseModel.deleteMany({ holdKey: key });
}

/** The order line was paid: its perk is used for good (no longer a hold the sweep looks at). */
export async function keepPerk(key: string): Promise<void> {
  await PerkUseModel.updateMany({ holdKey: key }, { $set: { holdUntil: null } });
}
