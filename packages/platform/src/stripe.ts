import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded once per page (the pure entry injects https://js.stripe.com
 * only when called). The payment step (`@ministry/platform/payment`) is its one user, itself loaded
 * lazily by the pages that take a card, so no first page carries it. A failed load is forgotten so a
 * retry ("Try again") loads again.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}
