import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lineKind, type PricedLine } from '@ministry/contracts/cart';
import { NAMESPACE } from '../../../i18n';
import { useLineName } from '../../../line-name';
import { LinkButtons } from '@ministry/platform/link-buttons';
import { PackageDetail } from '../../cart';

/**
 * Once the order is paid: 'Order Created!', its number, each package of sessions bought (named, its
 * sessions and validity: hers to book now) and the ways on (her orders and her appointments: a
 * member's only).
 */
export function OrderConfirmation({
  orderNumber,
  member = true,
  items = [],
}: {
  orderNumber: string;
  member?: boolean;
  items?: PricedLine[];
}) {
  const { t } = useTranslation(NAMESPACE);
  const lineName = useLineName();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const packages = items.filter((line) => lineKind(line) === 'package');
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
      {packages.length > 0 && (
        <ul className="list-unstyled mb-4" data-testid="order-packages">
          {packages.map((line, index) => (
            <li key={index}>
              <span className="fw-semibold">{lineName(line)}</span>
              <PackageDetail pkg={line.package} paid className="text-secondary" />
            </li>
          ))}
        </ul>
      )}
      <LinkButtons
        className="d-flex flex-column flex-sm-row gap-2 justify-content-center"
        links={[
          { to: '/shop', label: t('checkout.continueShopping'), variant: 'outline-primary' },
          ...(member && packages.length > 0
            ? [
                {
                  to: '/account?tab=care',
                  label: t('complete.bookWithPackage'),
                  variant: 'outline-primary' as const,
                },
              ]
            : []),
          ...(member ? [{ to: '/account?tab=orders', label: t('checkout.viewOrders') }] : []),
        ]}
      />
    </div>
  );
}
