import Stripe from 'stripe';
import type { MessageKey } from '@ministry/contracts/messages';
import { AppError } from './errors';

/** What a failed call's log line says of Stripe's answer: its kind and codes, never the card or its owner. */
function stripeFields(what: string, error: Stripe.errors.StripeError): Record<string, unknown> {
  return {
    stripeCall: what,
    stripeType: error.type,
    stripeRawType: error.rawType,
    stripeCode: error.code,
    stripeDeclineCode: error.decline_code,
    stripeStatus: error.statusCode,
    stripeRequestId: error.requestId,
    stripeMessage: error.message,
  };
}

export interface StripeCallOptions {
  /** The 502's message key, translated for the caller (the service's "payment provider" sentence). */
  message: MessageKey;
  /** More fields for the log line (an order number, a gift id). */
  fields?: Record<string, unknown>;
}

/**
 * One call to Stripe. Any Stripe error, a network failure included (the SDK reports it as
 * StripeConnectionError after its retry), becomes one 502 AppError with the service's translated
 * message; Stripe's error is its `cause`, for a caller that treats one kind apart. It is not logged
 * here: the error handler's one line for the request (or a background job's) carries the request id
 * with Stripe's type, code and request id (`logFields`). Anything else is thrown as it is.
 */
export async function stripeCall<T>(
  what: string,
  run: () => Promise<T>,
  options: StripeCallOptions,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    throw new AppError(502, options.message, {
      expose: true,
      cause: error,
      logFields: { ...options.fields, ...stripeFields(what, error) },
    });
  }
}

/** The Stripe error a stripeCall failed with, if it was one of `kind`. */
export function stripeErrorOf<E extends Stripe.errors.StripeError>(
  error: unknown,
  kind: abstract new (...args: never[]) => E,
): E | null {
  const cause = error instanceof AppError ? error.cause : undefined;
  return cause instanceof kind ? cause : null;
}
