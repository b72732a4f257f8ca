import { object, string, type InferType } from 'yup';

export const DEFAULT_COUNTRY = 'United States';
const MAX_FIELD = 200;
export const MAX_NOTES = 2000;

const required = (message: string) =>
  string().trim().max(MAX_FIELD, 'checkout.fieldTooLong').required(message);

/** A shipping or billing address of the checkout request. */
export const addressSchema = object({
  street: required('checkout.streetRequired'),
  city: required('checkout.cityRequired'),
  state: required('checkout.stateRequired'),
  zipCode: required('checkout.zipCodeRequired'),
  country: required('checkout.countryRequired').default(DEFAULT_COUNTRY),
});
export type Address = InferType<typeof addressSchema>;

export const contactInfoSchema = object({
  firstName: required('checkout.firstNameRequired'),
  lastName: required('checkout.lastNameRequired'),
  email: string()
    .trim()
    .max(MAX_FIELD, 'checkout.fieldTooLong')
    .email('checkout.emailInvalid')
    .required('checkout.emailInvalid'),
  phone: required('checkout.phoneRequired'),
});
export type ContactInfo = InferType<typeof contactInfoSchema>;

/**
 * The checkout form and POST /api/checkout: one schema for both sides. No prices
 * or items travel in it: the service prices the member's cart from its own data.
 */
export const checkoutSchema = object({
  contactInfo: contactInfoSchema,
  /** Null (or absent) when nothing in the cart ships; the service refuses its absence otherwise. */
  shippingAddress: addressSchema.nullable().default(null),
  billingAddress: addressSchema,
  notes: string().trim().max(MAX_NOTES, 'checkout.notesTooLong').default(''),
});
export type CheckoutRequest = InferType<typeof checkoutSchema>;

/** POST /api/checkout: the order, pending payment, and the PaymentIntent to confirm in the page. */
export interface CheckoutResponse {
  orderNumber: string;
  /** The PaymentIntent's client secret, for Stripe's Payment Element. */
  clientSecret: string;
  /** Cents, as the server computed them. */
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** When the stock hold ends (ISO): pay before, or the order expires. */
  holdExpiresAt: string;
}

/** Where Stripe sends the browser back after confirming an order's payment. */
export const ORDER_RETURN_PATH = '/checkout/complete';

/** GET /api/shop/settings: what the summary needs before paying (amounts in cents). */
export interface ShopSettings {
  shippingFlatCents: number;
  /** Orders whose subtotal reaches this ship free (null: never). */
  freeShippingFromCents: number | null;
  /** Null when payments are off: the checkout says so instead of showing a card form. */
  publishableKey: string | null;
}

/** The shipping an order of this subtotal pays: one rule for the summary and the server. */
export function shippingCents(
  subtotalCents: number,
  settings: Pick<ShopSettings, 'shippingFlatCents' | 'freeShippingFromCents'>,
): number {
  if (subtotalCents <= 0) return 0;
  if (settings.freeShippingFromCents !== null && subtotalCents >= settings.freeShippingFromCents) return 0;
  return settings.shippingFlatCents;
}

export function emptyAddress(): Address {
  return { street: '', city: '', state: '', zipCode: '', country: DEFAULT_COUNTRY };
}
