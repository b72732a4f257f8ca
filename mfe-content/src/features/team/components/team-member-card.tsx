import { useTranslation } from 'react-i18next';
import type { TeamMemberContent } from '@ministry/contracts/site-content';
import { MailIcon } from '@ministry/platform/icons';
import { MEMBER_NETWORKS, SocialLinks } from '../../../components/contact-details';
import { RichText } from '../../../components/rich-text';
import { usePickText } from '../../../components/site-content';
import { NAMESPACE } from '../../../i18n';
import { MemberPortrait } from './member-portrait';

/** A member on the team page: photo, name, role, bio, placeholder social links and her mail link. */
export function TeamMemberCard({ member }: { member: TeamMemberContent }) {
  const { t } = useTranslation(NAMESPACE);
  const pick = usePickText();
  return (
    <article className="card ct-card ct-member h-100 text-center" data-testid={`team-${member.id}`}>
      <div className="card-body d-flex flex-column align-items-center p-4">
        <MemberPortrait member={member} className="ct-portrait ct-portrait-lg mb-3" size={160} />
        <h2 className="h5 mb-1">{member.name}</h2>
        <p className="ct-role mb-3">{pick(member.role)}</p>
        <RichText text={pick(member.bio)} paragraphClassName="text-secondary" />
        <div className="mt-auto d-flex flex-column align-items-center gap-3">
          <SocialLinks
            social={MEMBER_NETWORKS}
            label={(network) => t('teamPage.socialLabel', { network, name: member.name })}
          />
          {member.email && (
            <a href={`mailto:${member.email}`} className="ct-mail-link">
              <MailIcon className="me-2" />
              {t('teamPage.emailMember', { name: member.name })}
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
