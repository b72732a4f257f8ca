import type { SubscriptionStatus } from '@ministry/contracts/billing';
import type { PlanId } from '@ministry/contracts/plans';
import { callInternal } from './internal-call';

/** What billing's `GET /internal/subscriptions/:userId` answers about a member's subscription. */
export interface LiveSubscription {
  planId: PlanId;
  status: SubscriptionStatus;
  /** ISO instants; null when billing does not know the period (yet). */
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
}

export interface BillingClientOptions {
  /** Billing's internal address, 'http://billing:4005'. */
  url: string;
  /** This service's own internal key (billing lists the services that may ask). */
  internalApiKey: string;
  timeoutMs?: number;
}

/** Billing did not answer, or answered an error: each caller decides what that means for her. */
export class BillingUnavailableError extends Error {
  constructor(readonly detail: string) {
    super(`billing subscription: ${detail}`);
  }
}

/**
 * The one client of billing's subscriptions for the other services (care's plan sessions, events'
 * perks, content's 24-hour replies): her subscription, or null when she has none.
 */
export function billingClient(options: BillingClientOptions) {
  const baseUrl = options.url.replace(/\/+$/, '');
  async function subscription(userId: string): Promise<LiveSubscription | null> {
    const response = await callInternal(`${baseUrl}/internal/subscriptions/${encodeURIComponent(userId)}`, {
      internalKey: options.internalApiKey,
      timeoutMs: options.timeoutMs,
    }).catch((error: Error) => {
      throw new BillingUnavailableError(error.message);
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new BillingUnavailableError(String(response.status));
    return (await response.json()) as LiveSubscription;
  }
  return {
    subscription,
    /** Her plan while its subscription is active, else null. */
    async livePlan(userId: string): Promise<PlanId | null> {
      const found = await subscription(userId);
      return found?.status === 'active' ? found.planId : null;
    },
  };
}

export type BillingClient = ReturnType<typeof billingClient>;
