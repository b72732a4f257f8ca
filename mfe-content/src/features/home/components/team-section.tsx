import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TEAM_MEMBERS } from '../../../content/team';
import { CardGrid } from '../../../components/sections';
import { NAMESPACE } from '../../../i18n';
import { HomeSection } from './home-section';
import { TeamPreviewCard } from '../../team';

export function TeamSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <HomeSection id="team" texts="team" tinted>
      <CardGrid columns="col-lg-6" align="align-items-start">
        {TEAM_MEMBERS.map((member) => (
          <TeamPreviewCard key={member.id} member={member} />
        ))}
      </CardGrid>
      <p className="text-center mt-4 mb-0">
        <Link to="/team" className="ct-link-arrow">
          {t('home.team.allTeam')}
        </Link>
      </p>
    </HomeSection>
  );
}
