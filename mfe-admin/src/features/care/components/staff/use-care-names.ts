import { fullName } from '@ministry/contracts/user';
import { useSiteContent } from '@ministry/platform/site-content';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { useAdminUsers } from '../../../users';
import { useCounselors } from '../../api/care';

/**
 * Names for staff's lists: a counselor by her team member in the site content's team document, a
 * member by her account (the Users tab's list).
 */
export function useCareNames() {
  const { t } = useTranslation(NAMESPACE);
  const team = useSiteContent('team').content?.members ?? [];
  const counselors = useCounselors().data?.counselors ?? [];
  const users = useAdminUsers().data ?? [];
  const teamName = (slug: string) =>
    team.find((member) => member.id === slug)?.name ?? t('care.counselors.unknownMember', { slug });
  const counselorName = (counselorId: string | null) => {
    const counselor = counselors.find((entry) => entry.id === counselorId);
    return counselor ? teamName(counselor.teamSlug) : '—';
  };
  const userName = (userId: string) => {
    const user = users.find((entry) => entry.id === userId);
    return user ? fullName(user) : userId;
  };
  return { team, counselors, users, teamName, counselorName, userName };
}
