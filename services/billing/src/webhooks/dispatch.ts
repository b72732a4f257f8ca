import type Stripe from 'stripe';
import { AppError } from '@ministry/kit/errors';
import { callInternal } from '@ministry/kit/internal-call';
import { PAYMENT_KIND_KEY, SHOP_STRIPE_EVENTS_PATH, type PaymentKind } from '@ministry/kit/stripe';

/** Handles one verified Stripe event; throws to have Stripe deliver it again. */
export type StripeEventHandler = (event: Stripe.Event) => Promise<void>;

/**
 * One part's handler in the dispatch table: true (or nothing) when the event was its own; false lets
 * an unmarked event go on to the next part.
 */
export type KindHandler = (event: Stripe.Event) => Promise<boolean | void>;

/**
 * What an event is for, from its object's `metadata.kind` (set when the intent or subscription is
 * created): only PaymentIntent events of an order are the shop's. Null when unmarked: invoices, plan
 * subscriptions started before plans were marked, other objects.
 */
export function eventKind(event: Stripe.Event): PaymentKind | null {
  const kind = (event.data.object as { metadata?: Record<string, string> | null }).metadata?.[
    PAYMENT_KIND_KEY
  ];
  if (kind === 'order') return event.type.startsWith('payment_intent.') ? 'order' : null;
  return kind === 'gift' || kind === 'plan' ? kind : null;
}

/** An unmarked event: giving takes it when its object is one giving stored, subscriptions get the rest. */
const UNMARKED: readonly PaymentKind[] = ['gift', 'plan'];

/**
 * The webhook's dispatch: a marked event goes to its kind's part (`order` → the shop, `gift` →
 * giving, `plan` → subscriptions), an unmarked one to the parts of UNMARKED in turn until one takes it.
 */
export function dispatchByKind(table: Record<PaymentKind, KindHandler>): StripeEventHandler {
  return async (event) => {
    const kind = eventKind(event);
    for (const part of kind ? [kind] : UNMARKED) if ((await table[part](event)) !== false) return;
  };
}

const TIMEOUT_MS = 10_000;

/**
 * Hands a verified event to the shop service's internal endpoint (never routed by the gateway). The
 * shop applies it idempotently; anything but a 2xx makes this delivery fail, so Stripe retries.
 */
export function shopForwarder(shopInternalUrl: string, internalApiKey: string): StripeEventHandler {
  return async (event) => {
    const response = await callInternal(`${shopInternalUrl}${SHOP_STRIPE_EVENTS_PATH}`, {
      body: event,
      internalKey: internalApiKey,
      timeoutMs: TIMEOUT_MS,
    }).catch((error: Error) => {
      throw new ShopUnavailable(`shop: ${error.message}`);
    });
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
