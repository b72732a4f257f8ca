import type { PlanId } from '@ministry/contracts/plans';
import type { SubscriptionStatus } from '@ministry/contracts/billing';
import { AppError } from '@ministry/kit/errors';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { internalFetch } from '@ministry/kit/request-id';

/** What billing's `GET /internal/subscriptions/:userId` answers. */
export interface LiveSubscription {
  planId: PlanId;
  status: SubscriptionStatus;
  /** ISO instants; null when billing does not know the period (yet). */
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
}

export interface BillingClient {
  /** Her subscription, or null when she has none. */
  subscription(userId: string): Promise<LiveSubscription | null>;
}

/** The client of billing's internal API, with this service's own internal key. */
export function billingClient(options: {
  url: string;
  internalApiKey: string;
  timeoutMs?: number;
}): BillingClient {
  const baseUrl = options.url.replace(/\/+$/, '');
  return {
    async subscription(userId) {
      let response: Response;
      try {
        response = await internalFetch(`${baseUrl}/internal/subscriptions/${encodeURIComponent(userId)}`, {
          headers: { Accept: 'application/json', [INTERNAL_KEY_HEADER]: options.internalApiKey },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch (error) {
        throw new AppError(502, 'care.billingUnavailable', {
          expose: true,
          logFields: { detail: `billing subscription: ${(error as Error).message}` },
        });
      }
      if (response.status === 404) return null;
      if (!response.ok)
        throw new AppError(502, 'care.billingUnavailable', {
          expose: true,
          logFields: { billingStatus: response.status },
        });
      return (await response.json()) as LiveSubscription;
    },
  };
}
