import { BOUNCES_PATH, type BounceReport } from '@ministry/contracts/outreach';
import { callInternal } from './internal-call';

export interface BounceClientOptions {
  /** The identity service's internal address ('http://identity:4001'); empty: bounces are not reported. */
  identityUrl: string | null;
  /** This service's own internal key (identity lists it in INTERNAL_CALLER_KEYS). */
  internalApiKey: string;
  timeoutMs?: number;
}

/**
 * The one client of identity's `POST /internal/identity/outreach/bounces`: a service whose mail sender
 * met a hard bounce (mail-bounce.ts) reports the address, and identity suppresses it on every list.
 * The answer is `runService`'s `onHardBounce`; a refusal or no answer rejects (the sender logs it).
 */
export function bounceReporter(options: BounceClientOptions) {
  const baseUrl = (options.identityUrl ?? '').replace(/\/+$/, '');
  return async (email: string): Promise<void> => {
    if (!baseUrl) return;
    const body: BounceReport = { email };
    const response = await callInternal(`${baseUrl}${BOUNCES_PATH}`, {
      body,
      internalKey: options.internalApiKey,
      timeoutMs: options.timeoutMs,
    });
    if (!response.ok) throw new Error(`POST ${BOUNCES_PATH}: ${response.status}`);
  };
}

/** `bounceReporter` for a service whose config has identity's internal address and its own key. */
export const identityBounceReporter = (config: {
  identityInternalUrl: string | null;
  internalApiKey: string;
}) => bounceReporter({ identityUrl: config.identityInternalUrl, internalApiKey: config.internalApiKey });
