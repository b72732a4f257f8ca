import { useTranslation } from 'react-i18next';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { MailIcon } from '@ministry/platform/icons';
import { SocialLinks } from '../../../components/contact-details';
import type { TeamMember } from '../../../content/team';
import { NAMESPACE } from '../../../i18n';
import { MemberPortrait } from './member-portrait';

/** A member on the team page: image, name, role, bio, placeholder social links and a mail link. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <article className="card ct-card ct-member h-100 text-center" data-testid={`team-${member.id}`}>
      <div className="card-body d-flex flex-column align-items-center p-4">
        <MemberPortrait member={member} className="ct-portrait ct-portrait-lg mb-3" size={160} />
        <h2 className="h5 mb-1">{member.name}</h2>
        <p className="ct-role mb-3">{localize(member.role, member.roleEs, language)}</p>
        <p className="text-secondary">{localize(member.bio, member.bioEs, language)}</p>
        <div className="mt-auto d-flex flex-column align-items-center gap-3">
          <SocialLinks label={(network) => t('teamPage.socialLabel', { network, name: member.name })} />
          <a href={`mailto:${member.email}`} className="ct-mail-link">
            <MailIcon className="me-2" />
            {t('teamPage.emailMember', { name: member.name })}
          </a>
        </div>
      </div>
    </article>
  );
}
