import { emptyAddress, type CheckoutRequest } from '@ministry/contracts/checkout';

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

/** The id of a field's control ('checkout-shippingAddress-city'). */
export function fieldId(path: string): string {
  return `checkout-${path.replace('.', '-')}`;
}
