import { useState } from 'react';
import type { TeamMemberContent } from '@ministry/contracts/site-content';
import { ReadMoreBlock, ReadMoreToggle } from '../../../components/read-more-toggle';
import { RichText } from '../../../components/rich-text';
import { usePickText } from '../../../components/site-content';
import { MemberPortrait } from './member-portrait';
import { TeamMemberDetail } from './team-member-detail';

/** A team member on the home page: photo, name, role, short bio, and the detail behind Read More. */
export function TeamPreviewCard({ member }: { member: TeamMemberContent }) {
  const pick = usePickText();
  const [expanded, setExpanded] = useState(false);
  const detailId = `home-team-${member.id}-detail`;
  return (
    <article className="card ct-card" data-testid={`home-team-${member.id}`}>
      <div className="card-body p-4">
        <div className="d-flex flex-column flex-sm-row gap-4">
          <MemberPortrait member={member} className="ct-portrait flex-shrink-0" size={120} />
          <div>
            <h3 className="h5 mb-1">{member.name}</h3>
            <p className="ct-role mb-2">{pick(member.role)}</p>
            <RichText text={pick(member.bio)} paragraphClassName="text-secondary mb-2 ct-bio-text" />
            <ReadMoreToggle
              expanded={expanded}
              onToggle={() => setExpanded((open) => !open)}
              controls={detailId}
              about={member.name}
            />
          </div>
        </div>
        <ReadMoreBlock id={detailId} expanded={expanded}>
          <TeamMemberDetail member={member} />
        </ReadMoreBlock>
      </div>
    </article>
  );
}
