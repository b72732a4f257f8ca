import { number, object, string, type InferType } from 'yup';
import { placePeopleSchema, typedDiscountCodeSchema } from './event-pricing-input';
import { giftCentsSchema } from './giving-input';
import { VISITOR_TOKEN_PATTERN } from './care-schemas';
import { BIRTHSTONE_MONTHS, SIZES, type ProductType } from './product';

export * from './cart-badge';

/** A sanity bound for one line; the stock is the real limit. */
export const MAX_LINE_QUANTITY = 999;

/**
 * What a line of the one cart sells: a shop product (held from stock until paid), a gift to a fund
 * (billing records it once paid; tax-deductible), a premium resource (content lets her download it
 * once paid), or the paid places of one registration for an event's date (events holds the seats
 * while the order waits for payment and confirms them once paid), or a paid counseling session
 * booked and awaiting its payment (care holds the time until the order's hold ends, books it once paid),
 * or a package of counseling sessions (care makes it hers once paid: care-checkout.ts).
 */
export const CART_LINE_KINDS = ['product', 'gift', 'resource', 'place', 'session', 'package'] as const;
export type CartLineKind = (typeof CART_LINE_KINDS)[number];

/**
 * A line in some quantity with its options, named and priced: a cart's line, and an order's once
 * placed. Gifts and resources are always one unit with no options.
 */
export interface PricedLine {
  /** Absent on orders placed before the cart had kinds: a product. */
  kind?: CartLineKind;
  /** The id of what the line sells: the product, the gift's fund, the resource, or the event. */
  productId: string;
  /** A place line: the occurrence's New York day and who is registered (priced per person). */
  place?: {
    date: string;
    people: { name: string; optionName: string; optionNameEs: string; unitCents: number }[];
    earlyBird: boolean;
    groupDiscount: boolean;
    /** Her plan's free place of the season, and her plan's discount (event-pricing.ts). */
    perk?: boolean;
    planDiscount?: boolean;
    /** The discount code applied (upper-case), shown as "Code … applied". */
    discountCode?: string | null;
  };
  /** A session line (productId: the appointment): when, how long, with whom, of what type. */
  session?: SessionLineInfo;
  /** A package line (productId: the package's session type): how many sessions, valid how long. */
  package?: { credits: number; validMonths: number };
  name: string;
  nameEs?: string | null;
  /** Unit price in cents. */
  priceCents: number;
  /**
   * A resource line priced with her plan's discount (resourcePriceFor): the price before it, shown
   * struck. Absent on every other line.
   */
  planDiscount?: boolean;
  fullPriceCents?: number;
  quantity: number;
  options: Record<string, string>;
  imageUrl?: string | null;
}

/** A counseling session's line as care quoted it (startsAt an ISO instant). */
export interface SessionLineInfo {
  startsAt: string;
  durationMinutes: number;
  counselorName: string;
  typeName: string;
  typeNameEs: string;
}

/** One line of a cart as the shop service returns it, priced now. */
export interface CartItem extends PricedLine {
  id: string;
  type?: ProductType;
  /** Units in stock for this line's options right now (the cart is not a reservation). */
  available?: number;
}

export const lineKind = (line: Pick<PricedLine, 'kind'>): CartLineKind => line.kind ?? 'product';

/** Whether anything in these lines is shipped (the checkout then asks for a shipping address). */
export const needsShipping = (lines: Pick<PricedLine, 'kind'>[]): boolean =>
  lines.some((line) => lineKind(line) === 'product');

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

/** POST /api/cart/gift: a gift to a fund in the cart; a second gift to the same fund replaces the amount. */
export const cartGiftSchema = object({
  fundId: string().trim().max(100, 'giving.fundRequired').required('giving.fundRequired'),
  giftCents: giftCentsSchema,
});
export type CartGiftRequest = InferType<typeof cartGiftSchema>;

/** POST /api/cart/resource: a premium resource in the cart (once; a second add changes nothing). */
export const cartResourceSchema = object({
  resourceId: string().trim().max(100, 'resource.notFound').required('resource.notFound'),
});
export type CartResourceRequest = InferType<typeof cartResourceSchema>;

/**
 * POST /api/cart/place: the places of one registration for an event's date, each person named under
 * an option. A place line is one per occurrence: adding again replaces its people. Its quantity is
 * one (the registration); its price the whole registration's, as the events service quotes it.
 */
export const cartPlaceSchema = object({
  eventId: string().trim().max(100, 'event.occurrenceNotFound').required('event.occurrenceNotFound'),
  date: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'event.dateInvalid')
    .required('event.dateInvalid'),
  people: placePeopleSchema,
  /** Optional; events refuses (409) a code that is unknown, ended or used up. */
  discountCode: typedDiscountCodeSchema,
});
export type CartPlaceRequest = InferType<typeof cartPlaceSchema>;

/**
 * POST /api/cart/session: a paid counseling session awaiting payment: a member's own
 * (`appointmentId`), or a visitor's from her e-mailed link (`token`, care-schemas.ts). One line per
 * appointment, quantity one, priced by care's quote (care-checkout.ts), never by the browser.
 */
export const cartSessionSchema = object({
  appointmentId: string()
    .trim()
    .matches(/^[a-f0-9]{24}$/, { message: 'care.appointmentNotFound', excludeEmptyString: true })
    .default(''),
  token: string()
    .trim()
    .matches(VISITOR_TOKEN_PATTERN, { message: 'care.linkInvalid', excludeEmptyString: true })
    .default(''),
}).test(
  'one-of',
  'care.appointmentNotFound',
  (value) => Boolean(value.appointmentId) !== Boolean(value.token),
);
export type CartSessionRequest = InferType<typeof cartSessionSchema>;

/**
 * POST /api/cart/package: a package of counseling sessions (care's session type bookable by
 * 'purchase'), for a signed-in member. One line per package type, quantity one, priced by care's
 * quote; adding it again changes nothing.
 */
export const cartPackageSchema = object({
  typeId: string()
    .trim()
    .matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'care.packageNotFound')
    .max(80, 'care.packageNotFound')
    .required('care.packageNotFound'),
});
export type CartPackageRequest = InferType<typeof cartPackageSchema>;
