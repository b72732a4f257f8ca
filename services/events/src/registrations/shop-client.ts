import {
  PLACE_CANCEL_REQUESTS_PATH,
  type PlaceCancelRequestInput,
} from '@ministry/contracts/order-settlement';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { internalFetch } from '@ministry/kit/request-id';

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
      const response = await internalFetch(`${baseUrl}${PLACE_CANCEL_REQUESTS_PATH}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          [INTERNAL_KEY_HEADER]: options.internalApiKey,
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`shop cancel request: ${response.status}`);
    },
  };
}
