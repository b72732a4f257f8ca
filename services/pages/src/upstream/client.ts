import type { Language } from '@ministry/contracts/language';
import { API_CONTRACT_HEADER, API_CONTRACT_VERSION } from '@ministry/contracts/money';
import type { Logger } from '@ministry/kit/logger';
import { internalFetch } from '@ministry/kit/request-id';

/** What a data call gave: the data, "no such thing" (a 404), or nothing usable in time. */
export type Fetched<T> = { status: 'found'; data: T } | { status: 'missing' } | { status: 'unavailable' };

export interface DataCall {
  timeoutMs: number;
  logger: Logger;
  language: Language;
  /** The navigation's request id, passed on so one visit can be followed across services. */
  requestId?: string;
}

/**
 * GETs a public API and checks its answer with `parse`. A 404 is "missing"; any other failure (an
 * error status, a refused connection, no answer within the timeout, a body that is not what the
 * contract says) is "unavailable", logged, and the page is answered with its generic head.
 * No cookie is sent: the head is the same for every visitor.
 */
export async function getJson<T>(
  url: string,
  parse: (body: unknown) => T,
  call: DataCall,
): Promise<Fetched<T>> {
  const unavailable = (reason: string): Fetched<T> => {
    call.logger.warn('data call failed: generic head', { url, reason, requestId: call.requestId });
    return { status: 'unavailable' };
  };
  try {
    const response = await internalFetch(
      url,
      {
        headers: {
          Accept: 'application/json',
          'Accept-Language': call.language,
          [API_CONTRACT_HEADER]: String(API_CONTRACT_VERSION),
        },
        redirect: 'error',
        // Covers the body too: a service that starts answering and stalls is as slow as one that does not answer.
        signal: AbortSignal.timeout(call.timeoutMs),
      },
      call.requestId,
    );
    if (response.status === 404) {
      await response.body?.cancel();
      return { status: 'missing' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return unavailable(`status ${response.status}`);
    }
    return { status: 'found', data: parse(await response.json()) };
  } catch (error) {
    return unavailable(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
}
