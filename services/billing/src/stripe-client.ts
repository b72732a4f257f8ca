import Stripe from 'stripe';
import type { StripeSettings } from './config';

/** The Stripe SDK at its pinned API version, pointed at stripe-mock when a host is configured. */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    ...(settings.apiHost && { host: settings.apiHost }),
    ...(settings.apiPort && { port: settings.apiPort }),
    ...(settings.apiProtocol && { protocol: settings.apiProtocol }),
    // At most 2 × 6 s per call, so a request making two calls still answers within the gateway's
    // 30 s proxy timeout (a failed request is the member's to retry).
    maxNetworkRetries: 1,
    timeout: 6_000,
    telemetry: false,
    appInfo: { name: 'ministry-billing' },
  });
}
