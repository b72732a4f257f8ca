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

/** Who an order's declines count against (an IPv6 client address by its /64). */
export const declinedBy = (who: { userId: string; clientAddress: string }) => [
  `member:${who.userId}`,
  who.clientAddress ? `client:${clientAddressKey(who.clientAddress)}` : '',
];

/**
 * Whether a member or a client address had too many declines within the window: null when not, else
 * the seconds until the oldest decline that counts leaves the window (the 429's Retry-After).
 */
export function failureBlock(
  context: Pick<OrdersContext, 'connection'>,
  limits: CardFailureLimits,
  who: { userId: string; clientAddress: string },
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
