import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@ministry/platform/states';
import { NAMESPACE } from '../i18n';

export default function ProductDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  return <ComingSoon title={t('pages.productDetail.title')} />;
}
