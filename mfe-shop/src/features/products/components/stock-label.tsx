import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

/** Few enough to say how many are left. */
export const LOW_STOCK = 5;

/** In Stock / Only N left / Out of Stock (or sold out in one size). */
export function StockLabel({ available, size }: { available: number; size?: string }) {
  const { t } = useTranslation(NAMESPACE);
  if (available <= 0) {
    return (
      <span className="badge bg-secondary fw-semibold">
        {size ? t('product.sizeSoldOut', { size }) : t('product.outOfStock')}
      </span>
    );
  }
  if (available <= LOW_STOCK) {
    return (
      <span className="badge bg-warning text-dark fw-semibold">
        {t('product.fewLeft', { count: available })}
      </span>
    );
  }
  return <span className="badge bg-success fw-semibold">{t('product.inStock')}</span>;
}
