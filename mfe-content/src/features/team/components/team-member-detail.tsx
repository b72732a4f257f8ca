import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { DetailBlocks } from '../../../components/detail-blocks';
import { NAMESPACE } from '../../../i18n';
import { teamDetailBlocks } from '../team-detail';

/** A member's labelled detail blocks (their contact highlighted), or a notice when there are none. */
export default function TeamMemberDetail({ name }: { name: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const blocks = teamDetailBlocks(name, language);
  if (!blocks.length) {
    return (
      <p className="ct-notice mb-0" role="note">
        {t('teamDetail.unavailable', { name })}
      </p>
    );
  }
  return (
    <DetailBlocks
      level={4}
      blocks={blocks.map(({ key, block }) => ({
        key,
        block,
        label: t(`teamDetail.labels.${key}`),
        highlight: key === 'contact',
      }))}
    />
  );
}
