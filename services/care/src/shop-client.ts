import { SHOP_SESSION_REFUNDS_PATH, type SessionRefundAnswer } from '@ministry/contracts/care-checkout';
import { AppError } from '@ministry/kit/errors';
import { callInternal } from '@ministry/kit/internal-call';

/** The shop's internal API as care uses it (its own key): a paid session's line refunded. */
export interface ShopClient {
  /**
   * Refunds the paid session line `key` (the appointment's paymentRef); the shop cancels the session
   * at care before answering. The shop not answering, or refusing: 502 api.unavailable (try again).
   */
  refundSession(key: string): Promise<SessionRefundAnswer>;
}

export function shopClient(options: { url: string; internalApiKey: string; timeoutMs?: number }): ShopClient {
  const baseUrl = options.url.replace(/\/+$/, '');
  return {
    async refundSession(key) {
      let detail: string;
      try {
        const response = await callInternal(`${baseUrl}${SHOP_SESSION_REFUNDS_PATH}`, {
          body: { key },
          internalKey: options.internalApiKey,
          // Stripe's refund and care's cancel happen inside this call.
          timeoutMs: options.timeoutMs ?? 15_000,
        });
        if (response.ok) return (await response.json()) as SessionRefundAnswer;
        detail = `answered ${response.status}`;
      } catch (error) {
        detail = (error as Error).message;
      }
      throw new AppError(502, 'api.unavailable', { expose: true, logFields: { key, detail } });
    },
  };
}
