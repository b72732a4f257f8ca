import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { lineKind, lineTotalCents, needsShipping, type CartItem } from '@ministry/contracts/cart';
import { formatCents } from '@ministry/contracts/money';
import { optionLines } from '@ministry/contracts/product';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { useLineName } from '../../../line-name';
import { ProductImage } from '../../../components/product-image';
import { LinePrice, MemberDiscountNote, PackageDetail, PlaceDetail, SessionDetail } from '../../cart';
import { deductibleCents, type SummaryAmounts } from '../amounts';

/** One amount of the summary's list: its label, then the amount, at the row's two ends. */
function AmountRow({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="d-flex justify-content-between">
      <dt className="fw-normal">{label}</dt>
      <dd className="mb-1" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * Under a line's name: a product's options and quantity, a gift's deductibility, a resource's
 * download, an event's places (each person priced; no quantity), a package's sessions and validity.
 */
function LineDetail({ item }: { item: CartItem }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const kind = lineKind(item);
  if (kind === 'gift') return <div className="text-success-emphasis">{t('cart.taxDeductible')}</div>;
  if (kind === 'resource')
    return (
      <>
        <div className="text-secondary">{t('cart.digitalDownload')}</div>
        <MemberDiscountNote item={item} />
      </>
    );
  if (kind === 'place') return <PlaceDetail place={item.place} className="text-secondary" />;
  if (kind === 'session') return <SessionDetail session={item.session} className="text-secondary" />;
  if (kind === 'package') return <PackageDetail pkg={item.package} className="text-secondary" />;
  return (
    <>
      {optionLines(item.options, language).map((line) => (
        <div key={line} className="text-secondary">
          {line}
        </div>
      ))}
      <div className="text-secondary">{t('checkout.quantity', { count: item.quantity })}</div>
    </>
  );
}

/**
 * The sticky summary beside the form: each line's picture (or a placeholder; none for a gift), name
 * and what it is, price; then subtotal, shipping when something ships ("Free" from the threshold on,
 * with how much more would ship free), total, and the gifts' tax-deductible part.
 */
export function OrderSummary({ items, amounts }: { items: CartItem[]; amounts: SummaryAmounts }) {
  const { t } = useTranslation(NAMESPACE);
  const lineName = useLineName();
  const deductible = deductibleCents(items);
  return (
    <Card className="shadow-sm border-0 position-sticky" style={{ top: '6rem' }}>
      <Card.Body>
        <Card.Title as="h2" className="h5 mb-3">
          {t('checkout.summary')}
        </Card.Title>
        <ul className="list-unstyled mb-0">
          {items.map((item) => {
            const name = lineName(item);
            const pictured = lineKind(item) === 'product' || Boolean(item.imageUrl);
            return (
              <li key={item.id} className="d-flex gap-3 py-2 border-bottom" data-testid="summary-line">
                {pictured && <ProductImage src={item.imageUrl} alt={name} size={56} />}
                <div className="flex-grow-1 small">
                  <div className="fw-semibold">{name}</div>
                  <LineDetail item={item} />
                </div>
                <div className="fw-semibold text-nowrap">
                  <LinePrice item={item} cents={lineTotalCents(item)} units={item.quantity} />
                </div>
              </li>
            );
          })}
        </ul>
        <dl className="mb-0 pt-3">
          <AmountRow label={t('checkout.subtotal')} testId="summary-subtotal">
            {formatCents(amounts.subtotalCents)}
          </AmountRow>
          {needsShipping(items) && (
            <AmountRow label={t('checkout.shipping')} testId="summary-shipping">
              {amounts.shippingCents === 0 ? t('checkout.shippingFree') : formatCents(amounts.shippingCents)}
            </AmountRow>
          )}
          <div className="d-flex justify-content-between align-items-baseline border-top pt-2 mt-1">
            <dt className="fs-5 fw-normal">{t('checkout.total')}</dt>
            <dd className="fs-4 fw-bold mb-0" data-testid="summary-total">
              {formatCents(amounts.totalCents)}
            </dd>
          </div>
          {deductible > 0 && (
            <AmountRow label={t('checkout.deductible')} testId="summary-deductible">
              {formatCents(deductible)}
            </AmountRow>
          )}
        </dl>
        {amounts.freeShippingGapCents !== null && (
          <p className="small text-success-emphasis mb-0 mt-2" data-testid="free-shipping-hint">
            {t('checkout.freeShippingHint', { amount: formatCents(amounts.freeShippingGapCents) })}
          </p>
        )}
        <p className="small text-secondary mb-0 mt-1">{t('checkout.noTaxNote')}</p>
      </Card.Body>
    </Card>
  );
}
