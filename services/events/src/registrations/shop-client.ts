import {
  PLACE_CANCEL_REQUESTS_PATH,
  type PlaceCancelRequestInput,
} from '@ministry/contracts/order-settlement';
import { callInternal } from '@ministry/kit/internal-call';

/**
 * The shop's internal API as the events service uses it (its own key): a member's cancellation of a
 * paid place line is recorded on the order, for staff to decide the refund. Idempotent by the line's
 * key at the shop. Throws when the shop does not answer: the reminder pass asks again.
 */
export interface CancelRequestRecorder {
  record(request: PlaceCancelRequestInput): Promise<void>;
}

export function cancelRequestRecorder(options: {
  url: string;
  internalApiKey: string;
  timeoutMs?: number;
}): CancelRequestRecorder {
  const baseUrl = options.url.replace(/\/+$/, '');
  return {
    async record(request) {
      const response = await callInternal(`${baseUrl}${PLACE_CANCEL_REQUESTS_PATH}`, {
        body: request,
        internalKey: options.internalApiKey,
        timeoutMs: options.timeoutMs,
      });
      if (!response.ok) throw new Error(`shop cancel request: ${response.status}`);
    },
  };
}
