import useSWR from 'swr';
import type { SubscriptionResponse } from '@ministry/contracts/billing';
import type { PlanId } from '@ministry/contracts/plans';
import { apiGet } from '@ministry/platform/api';
import { useSession } from '@ministry/platform/session';

/** The account remote's key for her subscription: one cache entry, whichever remote reads it. */
export const SUBSCRIPTION_KEY = '/api/subscription';

/**
 * The signed-in member's plan while her subscription is active (null: a visitor, no plan, not
 * active, or not known yet, including when it cannot be read), for the live total's plan perks.
 * Read only when she is signed in; the events service decides the price in the cart either way.
 */
export function useMemberPlan(): PlanId | null {
  const signedIn = Boolean(useSession().user);
  const { data } = useSWR<SubscriptionResponse>(signedIn ? SUBSCRIPTION_KEY : null, apiGet, {
    shouldRetryOnError: false,
  });
  const subscription = data?.subscription;
  return signedIn && subscription?.status === 'active' ? subscription.planId : null;
}
