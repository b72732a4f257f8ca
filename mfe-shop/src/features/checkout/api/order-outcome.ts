import { useEffect, useState } from 'react';
import type { Order, OrderStatus } from '@ministry/contracts/order';
import { ApiError, apiGet } from '@ministry/platform/api';

/** What the completion page can say about an order whose payment was just confirmed in the browser. */
export type OrderOutcome =
  | { kind: 'confirming' }
  | { kind: 'paid'; order: Order }
  | { kind: 'failed'; status: FailedStatus }
  | { kind: 'not_found' }
  /** Still not paid after POLL_LIMIT_MS: the receipt e-mail will tell her. */
  | { kind: 'slow' };

export type FailedStatus = Extract<OrderStatus, 'payment_failed' | 'canceled' | 'expired'>;

const PAID: readonly OrderStatus[] = ['paid', 'shipped', 'delivered', 'refunded'];
const FAILED: readonly OrderStatus[] = ['payment_failed', 'canceled', 'expired'];

/**
 * A declined card leaves the order `payment_failed`, but it can still be paid with another card until
 * its hold ends: the success Stripe.js just reported may be that second card, whose webhook has not
 * landed yet. Only a failure that can no longer turn into a payment is final.
 */
export function stillPayable(
  order: Pick<Order, 'status' | 'holdExpiresAt'>,
  now: number = Date.now(),
): boolean {
  if (order.status === 'pending_payment') return true;
  return order.status === 'payment_failed' && !!order.holdExpiresAt && Date.parse(order.holdExpiresAt) > now;
}

export const FIRST_POLL_MS = 1_000;
const BACKOFF = 1.5;
const MAX_POLL_MS = 5_000;
/** About a minute: Stripe's webhook normally lands within seconds. */
export const POLL_LIMIT_MS = 60_000;

/** The wait before the attempt after `attempt` (0-based): 1 s, 1.5 s, 2.25 s, … up to 5 s. */
export function pollDelay(attempt: number): number {
  return Math.min(FIRST_POLL_MS * BACKOFF ** attempt, MAX_POLL_MS);
}

export function orderUrl(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}`;
}

/**
 * Asks the shop for the order until Stripe's webhook has marked it paid (or it can no longer be paid),
 * waiting longer between tries, and gives up after about a minute. A passing failure (network, 5xx)
 * is tried again; a declined payment whose order is still payable is waited through.
 */
export function useOrderOutcome(orderNumber: string | null): OrderOutcome {
  const [outcome, setOutcome] = useState<OrderOutcome>({ kind: 'confirming' });
  useEffect(() => {
    if (!orderNumber) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    setOutcome({ kind: 'confirming' });

    const check = async (attempt: number) => {
      try {
        const order = await apiGet<Order>(orderUrl(orderNumber));
        if (stopped) return;
        if (PAID.includes(order.status)) return setOutcome({ kind: 'paid', order });
        if (FAILED.includes(order.status) && !stillPayable(order))
          return setOutcome({ kind: 'failed', status: order.status as FailedStatus });
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 403))
          return setOutcome({ kind: 'not_found' });
        console.error('Order status check failed:', error);
      }
      const delay = pollDelay(attempt);
      if (Date.now() + delay - startedAt > POLL_LIMIT_MS) return setOutcome({ kind: 'slow' });
      timer = setTimeout(() => void check(attempt + 1), delay);
    };
    void check(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderNumber]);
  return outcome;
}
