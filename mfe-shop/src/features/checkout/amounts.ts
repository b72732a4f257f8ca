import { cartTotalCents, type CartItem } from '@ministry/contracts/cart';
import { shippingCents, type CheckoutResponse, type ShopSettings } from '@ministry/contracts/checkout';

/** What the order summary shows, in cents. */
export interface SummaryAmounts {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** How much more would ship free (null: it already does, or nothing ever does). */
  freeShippingGapCents: number | null;
}

/** Before paying: the cart priced with the shipping rule the service applies (the same function). */
export function cartAmounts(items: CartItem[], settings: ShopSettings): SummaryAmounts {
  const subtotal = cartTotalCents(items);
  const shipping = shippingCents(subtotal, settings);
  const threshold = settings.freeShippingFromCents;
  const gap = threshold !== null && shipping > 0 ? threshold - subtotal : null;
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
