import { useTranslation } from 'react-i18next';
import { BRACELET_STOCK_KEY } from '@ministry/contracts/admin-product';
import { NAMESPACE } from '../../../i18n';

/** A stock key as staff read it: a tee's size as it is ("M"), a bracelet's one count named. */
export function useStockKeyLabel(): (key: string) => string {
  const { t } = useTranslation(NAMESPACE);
  return (key) => (key === BRACELET_STOCK_KEY ? t('products.stockKeys.all') : key);
}
