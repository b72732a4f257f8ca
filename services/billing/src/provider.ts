import { stripeCall } from '@ministry/kit/stripe-call';

/**
 * A call to Stripe for subscriptions and giving: any failure is the kit's one 502 with billing's
 * "payment provider could not be reached" message, logged once with the request id.
 */
export const providerCall = <T>(what: string, run: () => Promise<T>): Promise<T> =>
  stripeCall(what, run, { message: 'billing.providerError' });
