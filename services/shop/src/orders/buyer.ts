import { AppError } from '@ministry/kit/errors';
import { storedLines } from '../cart/service';

/**
 * Who checks out: a member (`userId`), or a signed-out visitor known only by her signed cart cookie
 * (`userId` null, `owner` her cart's `visitor:<cart id>`). A visitor checks out a cart of paid
 * counseling sessions only (her booking paid with its e-mailed link): guest checkout.
 */
export interface Buyer {
  userId: string | null;
  owner: string;
}

/**
 * The key her checkouts are claimed, limited and her declines counted under: the member's id, or
 * the visitor's cart owner (`visitor:<cart id>`, never a member's id).
 */
export const buyerKey = (buyer: Buyer) => buyer.userId ?? buyer.owner;

/** Her orders: the member's by her id, the visitor's by the cart they came from. */
export const ordersOf = (buyer: Buyer): Record<string, string> =>
  buyer.userId ? { userId: buyer.userId } : { cartOwner: buyer.owner };

/** A guest checkout's cart: not empty, and every line a session line (anything else asks for a member). */
export const isGuestCart = (lines: { kind?: string | null }[]) =>
  lines.length > 0 && lines.every((line) => line.kind === 'session');

/**
 * Whether a visitor's cart may be checked out as a guest (routes: else 401 as for any visitor). Asked
 * again of the priced cart under its lock (service.ts), so a line added meanwhile changes nothing.
 */
export async function guestCheckoutAllowed(owner: string | null): Promise<boolean> {
  return !!owner?.startsWith('visitor:') && isGuestCart(await storedLines(owner));
}

/** A visitor's cart that holds more than sessions (added meanwhile): refused like any visitor. */
export function ensureGuestCart(buyer: Buyer, lines: { kind?: string | null }[]): void {
  if (!buyer.userId && !isGuestCart(lines)) throw new AppError(401, 'api.unauthorized');
}
