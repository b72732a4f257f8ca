// The header's cart count, apart from the cart's schemas so the badge loads without yup.

export const CART_BADGE_CAP = 99;
/** The header badge: total quantity, shown as "99+" above 99. */
export function cartBadgeText(items: { quantity: number }[]): string {
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  return total > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(total);
}
