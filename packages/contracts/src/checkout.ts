import { object, string, type InferType } from 'yup';

export const DEFAULT_COUNTRY = 'United States';
const MAX_FIELD = 200;
export const MAX_NOTES = 2000;

const required = (message: string) =>
  string().trim().max(MAX_FIELD, 'checkout.fieldTooLong').required(message);

/** A shipping or billing address (spec §3 Checkout request). */
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
 * The checkout form and POST /api/checkout: one schema for both sides (spec §5 Checkout). No prices
 * or items travel in it: the service prices the member's cart from its own data.
 */
export const checkoutSchema = object({
  contactInfo: contactInfoSchema,
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
  notes: string().trim().max(MAX_NOTES, 'checkout.notesTooLong').default(''),
});
export type CheckoutRequest = InferType<typeof checkoutSchema>;

export interface CheckoutResponse {
  orderNumber: string;
}

export function emptyAddress(): Address {
  return { street: '', city: '', state: '', zipCode: '', country: DEFAULT_COUNTRY };
}
