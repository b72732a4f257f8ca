import { cardDeclines } from '@ministry/kit/card-declines';
import { clientAddressKey } from '@ministry/kit/rate-limit';
import type { CardFailureLimits } from '../config';
import type { OrdersContext } from './context';

/**
 * The orders' declined payments (the kit's card declines, in the shop's own collection): counted per
 * PaymentIntent, per member and per client address of the checkout that created the order.
 */
export const orderDeclines = (context: Pick<OrdersContext, 'connection'>) =>
  cardDeclines(context.connection, 'order_card_declines');

/**
 * Who an order's declines count against: its buyer (a member's id, or a visitor's cart owner
 * `visitor:<cart id>`: buyer.ts) and its client address (an IPv6 one by its /64).
 */
export const declinedBy = (who: { buyer: string; clientAddress: string }) => [
  who.buyer.startsWith('visitor:') ? who.buyer : `member:${who.buyer}`,
  who.clientAddress ? `client:${clientAddressKey(who.clientAddress)}` : '',
];

/**
 * Whether a buyer (member or visitor) or a client address had too many declines within the window: null when not, else
 * the seconds until the oldest decline that counts leaves the window (the 429's Retry-After).
 */
export function failureBlock(
  context: Pick<OrdersContext, 'connection'>,
  limits: CardFailureLimits,
  who: { buyer: string; clientAddress: string },
): Promise<number | null> {
  const [member, client] = declinedBy(who);
  return orderDeclines(context).blockedFor(
    [
      { key: member!, limit: limits.perMember },
      { key: client!, limit: limits.perClient },
    ],
    limits.windowMs,
  );
}
