import { ValidationError } from 'yup';
import { checkoutSchema, emptyAddress, type CheckoutRequest } from '@ministry/contracts/checkout';

/** A field's path ("contactInfo.email") → its message (a message key, or a sentence from the server). */
export type FieldErrors = Record<string, string>;

export interface CheckoutFormValues extends CheckoutRequest {
  /** Billing address same as shipping (the default): the billing fields are hidden and copied. */
  sameAsShipping: boolean;
}

export function initialValues(user?: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): CheckoutFormValues {
  return {
    contactInfo: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phone: '',
    },
    shippingAddress: emptyAddress(),
    billingAddress: emptyAddress(),
    notes: '',
    sameAsShipping: true,
  };
}

/** What POST /api/checkout receives. */
export function toRequest(values: CheckoutFormValues): CheckoutRequest {
  return {
    contactInfo: values.contactInfo,
    shippingAddress: values.shippingAddress,
    billingAddress: values.sameAsShipping ? values.shippingAddress : values.billingAddress,
    notes: values.notes,
  };
}

/** The spec's checkout rules, through the same schema the service uses; the first message per field. */
export function validateCheckout(values: CheckoutFormValues): FieldErrors {
  try {
    checkoutSchema.validateSync(toRequest(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      if (!inner.path || errors[inner.path]) continue;
      // With "same as shipping", billing mirrors shipping: its messages are already on shipping's fields.
      if (values.sameAsShipping && inner.path.startsWith('billingAddress.')) continue;
      errors[inner.path] = inner.message;
    }
    return errors;
  }
}

/** The order fields appear on the page, so the first invalid one is focused in this order. */
export const FIELD_ORDER = [
  'contactInfo.firstName',
  'contactInfo.lastName',
  'contactInfo.email',
  'contactInfo.phone',
  'shippingAddress.street',
  'shippingAddress.city',
  'shippingAddress.state',
  'shippingAddress.zipCode',
  'shippingAddress.country',
  'billingAddress.street',
  'billingAddress.city',
  'billingAddress.state',
  'billingAddress.zipCode',
  'billingAddress.country',
  'notes',
];

export function fieldId(path: string): string {
  return `checkout-${path.replace('.', '-')}`;
}
