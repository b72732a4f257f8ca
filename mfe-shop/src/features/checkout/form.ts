import { emptyAddress, type Address, type CheckoutRequest } from '@ministry/contracts/checkout';

export interface CheckoutFormValues extends Omit<CheckoutRequest, 'shippingAddress'> {
  /** As typed; sent only when something in the cart ships (else null). */
  shippingAddress: Address;
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

/**
 * What POST /api/checkout receives. `ships`: something in the cart is shipped (contracts'
 * `needsShipping`); otherwise no shipping address is sent and the billing one is asked for itself.
 */
export function toRequest(values: CheckoutFormValues, ships = true): CheckoutRequest {
  return {
    contactInfo: values.contactInfo,
    shippingAddress: ships ? values.shippingAddress : null,
    billingAddress: ships && values.sameAsShipping ? values.shippingAddress : values.billingAddress,
    notes: values.notes,
  };
}

/** The form's errors it shows: none of a group it hides (shipping with nothing to ship, billing copied). */
export function showsError(path: string, values: CheckoutFormValues, ships = true): boolean {
  if (!ships) return !path.startsWith('shippingAddress.');
  return !(values.sameAsShipping && path.startsWith('billingAddress.'));
}

/** The id of a field's control ('checkout-shippingAddress-city'). */
export function fieldId(path: string): string {
  return `checkout-${path.replace('.', '-')}`;
}
