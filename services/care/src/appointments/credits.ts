import { DateTime } from 'luxon';
import { type CareCreditKind, type CreditBalance } from '@ministry/contracts/care';
import type { PlanId } from '@ministry/contracts/plans';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import type { LiveSubscription } from '../billing-client';
import type { CareContext } from '../context';
import { SessionTypeModel, type SessionTypeDocument } from '../session-types/model';
import { CreditUseModel } from './model';

/**
 * Plan credits, counted exactly on FerretDB: each use is a document `<user>:<periodStart>:<kind>:<n>`
 * inserted for the first free n up to the allowance; the primary key refuses a second insert of the
 * same n, so of two bookings at once only one takes the last credit. A returned credit is a deleted
 * use (a hole the next booking fills).
 */

/** A plan's billing months: the period holding `instant`, counted in whole months from `anchor`. */
export function periodOf(anchor: Date, instant: Date): { start: DateTime; end: DateTime } {
  const first = DateTime.fromJSDate(anchor, { zone: 'utc' });
  let months = Math.floor(DateTime.fromJSDate(instant, { zone: 'utc' }).diff(first, 'months').months);
  // diff in months rounds by calendar; step back or forward until the instant is inside.
  for (;;) {
    const start = first.plus({ months });
    const end = first.plus({ months: months + 1 });
    if (instant.getTime() < start.toMillis()) months -= 1;
    else if (instant.getTime() >= end.toMillis()) months += 1;
    else return { start, end };
  }
}

/** The day a period starts ('2030-03-04'), as the use ids name it. */
export const periodKey = (start: DateTime) => start.toUTC().toISODate()!;

export const creditUseId = (userId: string, periodStart: string, kind: string, n: number) =>
  `${userId}:${periodStart}:${kind}:${n}`;

export interface ClaimedCredit {
  useId: string;
  kind: string;
  periodStart: string;
  /** A plan's period anchor; null for a package's credit (one period: the package, packages/service.ts). */
  anchor: Date | null;
  allowance: number;
}

/** Her subscription allows this plan type now: active, and the type's plan. Throws the refusal. */
export function checkPlan(type: SessionTypeDocument, subscription: LiveSubscription | null): Date {
  if (!subscription || subscription.planId !== type.planId) throw new AppError(403, 'care.planRequired');
  if (subscription.status !== 'active' || !subscription.currentPeriodStart)
    throw new AppError(403, 'care.planInactive');
  return new Date(subscription.currentPeriodStart);
}

/** Takes the first free credit of the period holding `startsAt`; 409 when every one is used. */
export async function claimCredit(
  userId: string,
  kind: string,
  allowance: number,
  anchor: Date,
  startsAt: Date,
  appointmentId: string,
  now: Date,
): Promise<ClaimedCredit> {
  const periodStart = periodKey(periodOf(anchor, startsAt).start);
  for (let n = 1; n <= allowance; n++) {
    const useId = creditUseId(userId, periodStart, kind, n);
    try {
      await CreditUseModel.create({ _id: useId, userId, periodStart, kind, appointmentId, at: now });
      return { useId, kind, periodStart, anchor, allowance };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw new AppError(409, 'care.noCreditsLeft');
}

/** Gives a credit back (its use deleted). */
export async function returnCredit(useId: string | null | undefined): Promise<void> {
  if (useId) await CreditUseModel.deleteOne({ _id: useId });
}

/** `GET /api/care/credits`: her plan's allowance and uses in the current period. */
export async function creditBalance(context: CareContext, userId: string): Promise<CreditBalance | null> {
  const subscription = await context.billing.subscription(userId);
  if (!subscription || subscription.status !== 'active' || !subscription.currentPeriodStart) return null;
  const period = periodOf(new Date(subscription.currentPeriodStart), context.now());
  const periodStart = periodKey(period.start);
  const types = await SessionTypeModel.find({
    bookableBy: 'plan',
    planId: subscription.planId,
    active: true,
  }).lean<SessionTypeDocument[]>();
  const uses = await CreditUseModel.find({ userId, periodStart }).lean();
  return {
    planId: subscription.planId as PlanId,
    periodStart: period.start.toISO()!,
    periodEnd: period.end.toISO()!,
    kinds: types.map((type) => ({
      kind: type.creditKind as CareCreditKind,
      typeId: type._id,
      allowance: type.monthlyAllowance ?? 0,
      used: uses.filter((use) => use.kind === type.creditKind).length,
    })),
  };
}
