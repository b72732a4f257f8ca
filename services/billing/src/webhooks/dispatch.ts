import type Stripe from 'stripe';
import { AppError } from '@ministry/kit/errors';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { PAYMENT_KIND_KEY, SHOP_STRIPE_EVENTS_PATH } from '@ministry/kit/stripe';

/** Handles one verified Stripe event; throws to have Stripe deliver it again. */
export type StripeEventHandler = (event: Stripe.Event) => Promise<void>;

/** A PaymentIntent event of a shop order (checkout puts `kind: 'order'` in its metadata). */
export function isOrderEvent(event: Stripe.Event): boolean {
  if (!event.type.startsWith('payment_intent.')) return false;
  const metadata = (event.data.object as { metadata?: Record<string, string> | null }).metadata;
  return metadata?.[PAYMENT_KIND_KEY] === 'order';
}

const TIMEOUT_MS = 10_000;

/**
 * Hands a verified event to the shop service's internal endpoint (never routed by the gateway). The
 * shop applies it idempotently; anything but a 2xx makes this delivery fail, so Stripe retries.
 */
export function shopForwarder(shopInternalUrl: string, internalApiKey: string): StripeEventHandler {
  return async (event) => {
    let response: Response;
    try {
      response = await fetch(`${shopInternalUrl}${SHOP_STRIPE_EVENTS_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [INTERNAL_KEY_HEADER]: internalApiKey },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ShopUnavailable(`shop: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ShopUnavailable(`shop answered ${response.status}`);
  };
}

/** The shop did not take the event: a 502, and Stripe delivers it again later. */
export class ShopUnavailable extends AppError {
  readonly detail: string;
  constructor(detail: string) {
    super(502, 'billing.unavailable', { expose: true });
    this.detail = detail;
  }
}
