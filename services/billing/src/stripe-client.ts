import Stripe from 'stripe';
import type { StripeSettings } from './config';

/** The Stripe SDK at its pinned API version, pointed at stripe-mock when a host is configured. */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    ...(settings.apiHost && { host: settings.apiHost }),
    ...(settings.apiPort && { port: settings.apiPort }),
    ...(settings.apiProtocol && { protocol: settings.apiProtocol }),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'ministry-billing' },
  });
}
