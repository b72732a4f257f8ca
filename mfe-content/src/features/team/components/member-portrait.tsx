import { useTranslation } from 'react-i18next';
import { Portrait } from '../../../components/portrait';
import type { TeamMember } from '../../../content/team';
import { NAMESPACE } from '../../../i18n';

/** A team member's photo, named after her, on the team page's cards and the home page's. */
export function MemberPortrait({
  member,
  size,
  className,
}: {
  member: TeamMember;
  size: number;
  className: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Portrait
      src={member.imageUrl}
      alt={t('teamDetail.photoAlt', { name: member.name })}
      className={className}
      size={size}
    />
  );
}
