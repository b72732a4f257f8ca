import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TEAM_MEMBERS } from '../../../content/team';
import { CardGrid, Section } from '../../../components/sections';
import { NAMESPACE } from '../../../i18n';
import { TeamPreviewCard } from '../../team';

export function TeamSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Section id="team" anchor="team" title={t('home.team.heading')} intro={t('home.team.intro')} tinted>
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
    </Section>
  );
}
