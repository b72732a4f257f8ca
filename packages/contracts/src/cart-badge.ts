// The header's cart count, apart from the cart's schemas so the badge loads without yup.

export const CART_BADGE_CAP = 99;
/** The header badge: total quantity, shown as "99+" above 99. */
export function cartBadgeText(items: { quantity: number }[]): string {
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  return total > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(total);
}

/** The SWR key the whole cart lives under in every remote: the header's CartBadge reads it. */
export const CART_KEY = '/api/cart';

/** A data cache's mutate (SWR's `useSWRConfig().mutate`), as far as the cart needs it. */
type CartCacheMutate = (key: string, data?: unknown[], options?: { revalidate: boolean }) => Promise<unknown>;

/**
 * Stores the whole cart a cart write answered under CART_KEY, so the badge and every screen follow
 * at once; anything else makes the cache fetch the cart again.
 */
export async function storeCartAnswer(mutate: CartCacheMutate, answer: unknown): Promise<void> {
  if (Array.isArray(answer)) await mutate(CART_KEY, answer, { revalidate: false });
  else await mutate(CART_KEY);
}
