import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { LinkButtons } from '@ministry/platform/link-buttons';

/** Once the order is paid: 'Order Created!', its number and the ways on (her orders: a member's only). */
export function OrderConfirmation({ orderNumber, member = true }: { orderNumber: string; member?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center py-5 px-3 border rounded-3 bg-light mx-auto" style={{ maxWidth: '40rem' }}>
      <div className="display-5 text-success mb-2" aria-hidden="true">
        ✓
      </div>
      <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
        {t('complete.createdTitle')}
      </h1>
      <p className="mb-1 text-secondary">{t('checkout.orderNumber')}</p>
      <p className="fs-3 fw-bold font-monospace mb-3" data-testid="order-number">
        {orderNumber}
      </p>
      <p className="text-secondary mb-4">{t('complete.createdBody')}</p>
      <LinkButtons
        className="d-flex flex-column flex-sm-row gap-2 justify-content-center"
        links={[
          { to: '/shop', label: t('checkout.continueShopping'), variant: 'outline-primary' },
          ...(member ? [{ to: '/account?tab=orders', label: t('checkout.viewOrders') }] : []),
        ]}
      />
    </div>
  );
}
