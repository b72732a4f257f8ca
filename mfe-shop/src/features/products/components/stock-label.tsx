import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

/** Few enough to say how many are left. */
export const LOW_STOCK = 5;

/** In Stock / Only N left / Out of Stock (or sold out in one size). */
export function StockLabel({ available, size }: { available: number; size?: string }) {
  const { t } = useTranslation(NAMESPACE);
  if (available <= 0) {
    return (
      <Badge bg="secondary" className="fw-semibold">
        {size ? t('product.sizeSoldOut', { size }) : t('product.outOfStock')}
      </Badge>
    );
  }
  if (available <= LOW_STOCK) {
    return (
      <Badge bg="warning" text="dark" className="fw-semibold">
        {t('product.fewLeft', { count: available })}
      </Badge>
    );
  }
  return (
    <Badge bg="success" className="fw-semibold">
      {t('product.inStock')}
    </Badge>
  );
}
