import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SectionIntro } from '@ministry/contracts/site-content';
import { CardGrid } from '../../../components/sections';
import { SiteContent } from '../../../components/site-content';
import { NAMESPACE } from '../../../i18n';
import { HomeSection } from './home-section';
import { TeamPreviewCard } from '../../team';

/** The team (the `team` document, in its order), each card opening her detail, and the way to /team. */
export function TeamSection({ texts }: { texts: SectionIntro }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <HomeSection id="team" texts={texts} tinted>
      <SiteContent name="team">
        {({ members }) => (
          <CardGrid columns="col-lg-6" align="align-items-start">
            {members.map((member) => (
              <TeamPreviewCard key={member.id} member={member} />
            ))}
          </CardGrid>
        )}
      </SiteContent>
      <p className="text-center mt-4 mb-0">
        <Link to="/team" className="ct-link-arrow">
          {t('home.team.allTeam')}
        </Link>
      </p>
    </HomeSection>
  );
}
