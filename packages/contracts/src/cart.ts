/** One line of a cart as the shop service returns it; `price` is a decimal string in dollars. */
export interface CartItem {
  id: string;
  productId: string;
  name: string;
  nameEs?: string | null;
  price: string;
  quantity: number;
  options: Record<string, string>;
  imageUrl?: string | null;
}

export const CART_BADGE_CAP = 99;

/** The header badge: total quantity, shown as "99+" above 99. */
export function cartBadgeText(items: Pick<CartItem, 'quantity'>[]): string {
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  return total > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(total);
}
