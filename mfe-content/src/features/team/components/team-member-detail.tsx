import { useTranslation } from 'react-i18next';
import type { TeamMemberContent } from '@ministry/contracts/site-content';
import { DetailBlocks, isBlank } from '../../../components/detail-blocks';
import { NAMESPACE } from '../../../i18n';

/** The block of a member's detail shown highlighted: how to reach her. */
const CONTACT_BLOCK = 'contact';

/** A member's labelled detail blocks (their contact highlighted), or a notice when there are none. */
export function TeamMemberDetail({ member }: { member: TeamMemberContent }) {
  const { t } = useTranslation(NAMESPACE);
  if (member.details.every((block) => isBlank(block.body))) {
    return (
      <p className="ct-notice mb-0" role="note">
        {t('teamDetail.unavailable', { name: member.name })}
      </p>
    );
  }
  return <DetailBlocks level={4} blocks={member.details} highlight={CONTACT_BLOCK} />;
}
