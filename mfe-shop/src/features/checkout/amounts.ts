import { cartTotalCents, lineKind, type CartItem } from '@ministry/contracts/cart';
import { shippingCents, type CheckoutResponse, type ShopSettings } from '@ministry/contracts/checkout';

/** What the order summary shows, in cents. */
export interface SummaryAmounts {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** How much more would ship free (null: it already does, or nothing ever does). */
  freeShippingGapCents: number | null;
}

/** The gifts' part of these lines, in cents: what is tax-deductible. */
export function deductibleCents(items: CartItem[]): number {
  return cartTotalCents(items.filter((item) => lineKind(item) === 'gift'));
}

/**
 * Before paying: the cart priced with the shipping rule the service applies (the same function), on
 * the products alone (gifts and resources are not shipped and do not count toward free shipping).
 */
export function cartAmounts(items: CartItem[], settings: ShopSettings): SummaryAmounts {
  const subtotal = cartTotalCents(items);
  const products = cartTotalCents(items.filter((item) => lineKind(item) === 'product'));
  const shipping = shippingCents(products, settings);
  const threshold = settings.freeShippingFromCents;
  const gap = threshold !== null && shipping > 0 ? threshold - products : null;
  return {
    subtotalCents: subtotal,
    shippingCents: shipping,
    totalCents: subtotal + shipping,
    freeShippingGapCents: gap !== null && gap > 0 ? gap : null,
  };
}

/** Once the order exists: what the service computed and will charge. */
export function chargedAmounts(checkout: CheckoutResponse): SummaryAmounts {
  const { subtotalCents, shippingCents, totalCents } = checkout;
  return { subtotalCents, shippingCents, totalCents, freeShippingGapCents: null };
}
