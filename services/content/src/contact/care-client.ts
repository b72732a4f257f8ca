import { type CareContactRequestInput } from '@ministry/contracts/care-schemas';
import { AppError } from '@ministry/kit/errors';
import { callInternal } from '@ministry/kit/internal-call';

/** The one call this service makes to care's internal API. */
export interface CareClient {
  /**
   * Hands a counseling request to care (`POST /internal/care/requests`), which seals it. Resolves once
   * care has stored it (201) or already had it (200: the same `sourceId` again); otherwise a 503
   * `contact.sendFailed`, so the visitor keeps her text and sends it again.
   */
  submitRequest(request: CareContactRequestInput & { sourceId: string }): Promise<void>;
}

export interface CareClientOptions {
  /** Care's internal address (CARE_INTERNAL_URL), 'http://care:4007'. */
  url: string;
  /** This service's own internal key (care lists it as `content=…` in INTERNAL_CALLER_KEYS). */
  internalApiKey: string;
  /** Each attempt's limit. */
  timeoutMs?: number;
  /**
   * Calls made before giving up (default 2). A second call is safe: it carries the same `sourceId`,
   * so a request care stored before its answer was lost is stored once.
   */
  attempts?: number;
}

/** Care did not take the request: the visitor is asked to send it again; nothing was kept here. */
const notTaken = (detail: string, cause?: unknown) =>
  // Only what went wrong is logged, never what she wrote.
  new AppError(503, 'contact.sendFailed', { expose: true, logFields: { care: detail }, cause });

export function careClient(options: CareClientOptions): CareClient {
  const endpoint = `${options.url.replace(/\/+$/, '')}/internal/care/requests`;
  const attempts = Math.max(1, options.attempts ?? 2);
  return {
    async submitRequest(request) {
      let failure: AppError = notTaken('not called');
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        let response: Response;
        try {
          response = await callInternal(endpoint, {
            body: request,
            internalKey: options.internalApiKey,
            timeoutMs: options.timeoutMs,
          });
        } catch (error) {
          // Not reached, or no answer in time: maybe stored, so the retry names the same request.
          failure = notTaken((error as Error).message, error);
          continue;
        }
        await response.body?.cancel();
        if (response.status === 200 || response.status === 201) return;
        failure = notTaken(`POST /internal/care/requests: ${response.status}`);
        // A refused key or body is this deployment's mistake: asking again changes nothing.
        if (response.status < 500) break;
      }
      throw failure;
    },
  };
}
