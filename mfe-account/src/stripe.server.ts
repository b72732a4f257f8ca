import type { Stripe } from '@stripe/stripe-js';

/**
 * The server build's stripe.ts: a card is only ever taken in the browser, after hydration (a started
 * gift, a member's checkout), so a server render never loads Stripe.js, and the shell's server build
 * does not provide the platform's loader. Called anyway, it says so.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  return Promise.reject(new Error(`Stripe.js (${publishableKey}) loads in the browser only`));
}
