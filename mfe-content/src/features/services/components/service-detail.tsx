import { useTranslation } from 'react-i18next';
import type { MinistryServiceContent } from '@ministry/contracts/site-content';
import { DetailBlocks, isBlank } from '../../../components/detail-blocks';
import { NAMESPACE } from '../../../i18n';

/**
 * A service's labelled detail blocks, in the document's order; without any, 'More information about
 * this service will be available soon.'
 */
export function ServiceDetail({ service, level }: { service: MinistryServiceContent; level: 3 | 4 }) {
  const { t } = useTranslation(NAMESPACE);
  if (service.details.every((block) => isBlank(block.body))) {
    return (
      <p className="ct-notice mb-0" role="note">
        {t('serviceDetail.unavailable')}
      </p>
    );
  }
  return <DetailBlocks level={level} blocks={service.details} />;
}
