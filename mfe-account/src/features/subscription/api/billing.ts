import useSWR from 'swr';
import type {
  BillingClientConfig,
  BillingPortalResponse,
  SubscriptionIntentResponse,
  SubscriptionResponse,
} from '@ministry/contracts/billing';
import type { BillingInterval, PlanId } from '@ministry/contracts/plans';
import { apiGet, apiSend } from '@ministry/platform/api';

export const BILLING_CONFIG_KEY = '/api/subscription/config';
export const SUBSCRIPTION_KEY = '/api/subscription';

/** The publishable key, from the billing service at runtime (never baked into the bundle). */
export function useBillingConfig() {
  return useSWR<BillingClientConfig>(BILLING_CONFIG_KEY, apiGet);
}

/** The member's subscription (plan, status, next billing date). */
export function useSubscription(enabled = true) {
  return useSWR<SubscriptionResponse>(enabled ? SUBSCRIPTION_KEY : null, apiGet);
}

export function createSubscriptionIntent(
  planId: PlanId,
  interval: BillingInterval = 'month',
): Promise<SubscriptionIntentResponse> {
  return apiSend<SubscriptionIntentResponse>('POST', '/api/create-subscription-intent', { planId, interval });
}

/** Bills her subscription monthly or yearly from now on (Stripe prorates); answers the changed subscription. */
export function changeSubscriptionInterval(interval: BillingInterval): Promise<SubscriptionResponse> {
  return apiSend<SubscriptionResponse>('POST', '/api/subscription/interval', { interval });
}

export function completeSubscription(setupIntentId: string): Promise<SubscriptionResponse> {
  return apiSend<SubscriptionResponse>('POST', '/api/subscription/complete', { setupIntentId });
}

export function cancelSubscription(): Promise<SubscriptionResponse> {
  return apiSend<SubscriptionResponse>('POST', '/api/subscription/cancel');
}

export function openBillingPortal(): Promise<BillingPortalResponse> {
  return apiSend<BillingPortalResponse>('POST', '/api/subscription/portal');
}
