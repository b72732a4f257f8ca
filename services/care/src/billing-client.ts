import { AppError } from '@ministry/kit/errors';
import {
  billingClient as kitBillingClient,
  BillingUnavailableError,
  type BillingClientOptions,
  type LiveSubscription,
} from '@ministry/kit/billing-client';

export type { LiveSubscription };

export interface BillingClient {
  /** Her subscription, or null when she has none; billing not answering is care's translated 502. */
  subscription(userId: string): Promise<LiveSubscription | null>;
}

export function billingClient(options: BillingClientOptions): BillingClient {
  const billing = kitBillingClient(options);
  return {
    async subscription(userId) {
      try {
        return await billing.subscription(userId);
      } catch (error) {
        if (!(error instanceof BillingUnavailableError)) throw error;
        throw new AppError(502, 'care.billingUnavailable', {
          expose: true,
          logFields: { detail: error.message },
        });
      }
    },
  };
}
