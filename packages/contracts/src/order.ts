import type { Address, ContactInfo } from './checkout';

/** One line of an order, priced from the shop's data when the order was placed. */
export interface OrderLine {
  productId: string;
  name: string;
  nameEs?: string | null;
  /** Unit price, a decimal string in dollars. */
  price: string;
  quantity: number;
  options: Record<string, string>;
  imageUrl?: string | null;
}

/** A member's order as GET /api/orders returns it (newest first). */
export interface Order {
  id: string;
  orderNumber: string;
  items: OrderLine[];
  /** Decimal string in dollars; no tax or shipping (spec §9). */
  total: string;
  contactInfo: ContactInfo;
  shippingAddress: Address;
  billingAddress: Address;
  notes: string;
  createdAt: string;
}

/** Order numbers avoid look-alike characters (no 0/O, 1/I/L) so they read well over the phone. */
export const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ORDER_NUMBER_PATTERN = /^WOP-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

/** "WOP-7K3M-Q2X9" from eight random numbers (any integers; each picks one character). */
export function formatOrderNumber(random: ArrayLike<number>): string {
  const chars = Array.from({ length: 8 }, (_, i) => {
    const n = Math.abs(Math.trunc(random[i] ?? 0));
    return ORDER_NUMBER_ALPHABET[n % ORDER_NUMBER_ALPHABET.length];
  }).join('');
  return `WOP-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
