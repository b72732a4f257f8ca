import { adminGiving } from './admin';
import type { GivingDeps } from './context';
import { donations } from './donations';
import { givingLimits } from './limits';
import { memberGiving } from './member';
import { recurringGifts } from './recurring';
import { givingWebhook } from './webhook';

/** Giving over Stripe: donations, monthly gifts, the member's and the ministry's sides, the webhook part. */
export function createGiving(deps: GivingDeps) {
  const limits = givingLimits(deps);
  const recurring = recurringGifts(deps);
  return {
    deps,
    donations: donations(deps, limits),
    recurring,
    member: memberGiving(deps),
    admin: adminGiving(deps),
    handleEvent: givingWebhook(deps, limits, recurring),
  };
}

export type Giving = ReturnType<typeof createGiving>;
