import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { CheckoutRequest } from '@ministry/contracts/checkout';
import { addressLines } from '@ministry/platform/order-display';
import { NAMESPACE } from '../../../i18n';

/** While paying: the details the order was placed with, and the way back to change them. */
export function DetailsRecap({ request, onEdit }: { request: CheckoutRequest; onEdit: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { contactInfo: contact, shippingAddress, billingAddress } = request;
  // Nothing shipped: the billing address is what she gave.
  const [label, address] = shippingAddress
    ? [t('checkout.shipTo'), shippingAddress]
    : [t('checkout.billingAddress'), billingAddress];
  return (
    <section className="border rounded-3 p-3 mb-4" aria-labelledby="checkout-details-heading">
      <div className="d-flex justify-content-between align-items-start gap-3 flex-wrap">
        <div>
          <h2 id="checkout-details-heading" className="h5 mb-2">
            {t('checkout.detailsHeading')}
          </h2>
          <p className="mb-1">
            {contact.firstName} {contact.lastName} · {contact.email} · {contact.phone}
          </p>
          <p className="mb-0 text-secondary">
            {label}: {addressLines(address).join(', ')}
          </p>
        </div>
        <Button variant="outline-primary" onClick={onEdit} aria-describedby="checkout-edit-hint">
          {t('checkout.editDetails')}
        </Button>
      </div>
      <p id="checkout-edit-hint" className="small text-secondary mb-0 mt-2">
        {t('checkout.editDetailsHint')}
      </p>
    </section>
  );
}
