import { lazy, useState } from 'react';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { ReadMoreBlock, ReadMoreToggle } from '../../../components/read-more-toggle';
import type { TeamMember } from '../../../content/team';
import { MemberPortrait } from './member-portrait';

// A member's long detail loads when the card is first opened, not with the home page.
const TeamMemberDetail = lazy(() => import('./team-member-detail'));

/** A team member on the home page: photo, name, role, short bio, and the detail behind Read More. */
export function TeamPreviewCard({ member }: { member: TeamMember }) {
  const language = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const detailId = `home-team-${member.id}-detail`;
  return (
    <article className="card ct-card" data-testid={`home-team-${member.id}`}>
      <div className="card-body p-4">
        <div className="d-flex flex-column flex-sm-row gap-4">
          <MemberPortrait member={member} className="ct-portrait flex-shrink-0" size={120} />
          <div>
            <h3 className="h5 mb-1">{member.name}</h3>
            <p className="ct-role mb-2">{localize(member.role, member.roleEs, language)}</p>
            <p className="text-secondary mb-2 ct-bio-text">{localize(member.bio, member.bioEs, language)}</p>
            <ReadMoreToggle
              expanded={expanded}
              onToggle={() => setExpanded((open) => !open)}
              controls={detailId}
              about={member.name}
            />
          </div>
        </div>
        <ReadMoreBlock id={detailId} expanded={expanded}>
          <TeamMemberDetail name={member.name} />
        </ReadMoreBlock>
      </div>
    </article>
  );
}
