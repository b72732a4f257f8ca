import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { DetailBlocks } from '../../../components/detail-blocks';
import { serviceDetailBlocks } from '../../../content/service-details';
import { NAMESPACE } from '../../../i18n';

/**
 * A service's labelled detail blocks, found by its English title; for an unknown title or empty content,
 * 'More information about this service will be available soon.'
 */
export function ServiceDetail({ englishTitle, level }: { englishTitle: string; level: 3 | 4 }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const blocks = serviceDetailBlocks(englishTitle, language);
  if (!blocks.length) {
    return (
      <p className="ct-notice mb-0" role="note">
        {t('serviceDetail.unavailable')}
      </p>
    );
  }
  return (
    <DetailBlocks
      level={level}
      blocks={blocks.map(({ key, block }) => ({ key, block, label: t(`serviceDetail.labels.${key}`) }))}
    />
  );
}
