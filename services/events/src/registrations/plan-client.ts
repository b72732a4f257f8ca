import type { SubscriptionStatus } from '@ministry/contracts/billing';
import type { PlanId } from '@ministry/contracts/plans';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { internalFetch } from '@ministry/kit/request-id';

/**
 * A member's live plan, read from billing's `GET /internal/subscriptions/:userId` with the events
 * service's own key (the plan perks and discount on paid places). Null: she has no plan now (none, or
 * not active). Throws when billing does not answer: the caller decides (a quote goes on without
 * perks; a hold is refused, so a member is never overcharged silently).
 */
export interface PlanReader {
  planOf(userId: string): Promise<PlanId | null>;
}

export function planReader(options: { url: string; internalApiKey: string; timeoutMs?: number }): PlanReader {
  const baseUrl = options.url.replace(/\/+$/, '');
  return {
    async planOf(userId) {
      const response = await internalFetch(
        `${baseUrl}/internal/subscriptions/${encodeURIComponent(userId)}`,
        {
          headers: { Accept: 'application/json', [INTERNAL_KEY_HEADER]: options.internalApiKey },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        },
      );
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`billing subscription: ${response.status}`);
      const subscription = (await response.json()) as { planId: PlanId; status: SubscriptionStatus };
      return subscription.status === 'active' ? subscription.planId : null;
    },
  };
}
