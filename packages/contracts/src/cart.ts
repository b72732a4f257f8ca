import { number, object, string, type InferType } from 'yup';
import { BIRTHSTONE_MONTHS, SIZES, type ProductType } from './product';

export * from './cart-badge';

/** A sanity bound for one line; the stock is the real limit. */
export const MAX_LINE_QUANTITY = 999;

/** A product in some quantity with its options, named and priced: a cart's line, and an order's once placed. */
export interface PricedLine {
  productId: string;
  name: string;
  nameEs?: string | null;
  /** Unit price in cents. */
  priceCents: number;
  quantity: number;
  options: Record<string, string>;
  imageUrl?: string | null;
}

/** One line of a cart as the shop service returns it, priced now. */
export interface CartItem extends PricedLine {
  id: string;
  type?: ProductType;
  /** Units in stock for this line's options right now (the cart is not a reservation). */
  available?: number;
}

/** A line's subtotal in cents. */
export function lineTotalCents(item: Pick<CartItem, 'priceCents' | 'quantity'>): number {
  return item.priceCents * item.quantity;
}

/** The cart's total in cents (no tax or shipping). */
export function cartTotalCents(items: Pick<CartItem, 'priceCents' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + lineTotalCents(item), 0);
}

const quantity = () =>
  number()
    .typeError('shop.quantityInvalid')
    .integer('shop.quantityInvalid')
    .max(MAX_LINE_QUANTITY, 'shop.quantityTooLarge');

/**
 * POST /api/cart: productId, quantity (at least 1) and options — size for tees, birthstone month for
 * bracelets. Which option a product needs is checked against the product by the service.
 */
export const cartAddSchema = object({
  productId: string().trim().required('shop.productRequired'),
  quantity: quantity().min(1, 'shop.quantityMin').default(1),
  options: object({
    size: string().oneOf([...SIZES], 'shop.sizeInvalid'),
    birthstone: string().oneOf([...BIRTHSTONE_MONTHS], 'shop.birthstoneInvalid'),
  }).default({}),
});
export type CartAddRequest = InferType<typeof cartAddSchema>;

/** PUT /api/cart/:id. A quantity below 1 is accepted and ignored (the line stays at least 1). */
export const cartUpdateSchema = object({
  quantity: quantity().required('shop.quantityInvalid'),
});
export type CartUpdateRequest = InferType<typeof cartUpdateSchema>;
