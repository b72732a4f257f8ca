import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { cartTotalCents, lineTotalCents, type CartItem } from '@ministry/contracts/cart';
import { centsToPrice, formatPrice } from '@ministry/contracts/product';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { optionLines, productName } from '../../../display';
import { ProductImage } from '../../../components/product-image';

/** The sticky summary beside the form: each line's picture (or a placeholder), name, quantity, price. */
export function OrderSummary({ items }: { items: CartItem[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <Card className="shadow-sm border-0 position-sticky" style={{ top: '6rem' }}>
      <Card.Body>
        <Card.Title as="h2" className="h5 mb-3">
          {t('checkout.summary')}
        </Card.Title>
        <ul className="list-unstyled mb-0">
          {items.map((item) => {
            const name = productName(item, language);
            return (
              <li key={item.id} className="d-flex gap-3 py-2 border-bottom" data-testid="summary-line">
                <ProductImage src={item.imageUrl} alt={name} size={56} />
                <div className="flex-grow-1 small">
                  <div className="fw-semibold">{name}</div>
                  {optionLines(item.options, language).map((line) => (
                    <div key={line} className="text-secondary">
                      {line}
                    </div>
                  ))}
                  <div className="text-secondary">{t('checkout.quantity', { count: item.quantity })}</div>
                </div>
                <div className="fw-semibold text-nowrap">
                  {formatPrice(centsToPrice(lineTotalCents(item)))}
                </div>
              </li>
            );
          })}
        </ul>
        <div className="d-flex justify-content-between align-items-baseline pt-3">
          <span className="fs-5">{t('checkout.total')}</span>
          <strong className="fs-4" data-testid="summary-total">
            {formatPrice(centsToPrice(cartTotalCents(items)))}
          </strong>
        </div>
        <p className="small text-secondary mb-0 mt-1">{t('checkout.noTaxNote')}</p>
      </Card.Body>
    </Card>
  );
}
