import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TEAM_MEMBERS } from '../../../content/team';
import { NAMESPACE } from '../../../i18n';
import { TeamPreviewCard } from '../../team';

export function TeamSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section id="team" className="ct-section ct-section-tinted" aria-labelledby="team-title">
      <div className="container">
        <div className="text-center mb-5">
          <h2 id="team-title" className="ct-section-title">
            {t('home.team.heading')}
          </h2>
          <p className="lead text-secondary mx-auto ct-measure">{t('home.team.intro')}</p>
        </div>
        <div className="row g-4 align-items-start">
          {TEAM_MEMBERS.map((member) => (
            <div className="col-lg-6" key={member.id}>
              <TeamPreviewCard member={member} />
            </div>
          ))}
        </div>
        <p className="text-center mt-4 mb-0">
          <Link to="/team" className="ct-link-arrow">
            {t('home.team.allTeam')}
          </Link>
        </p>
      </div>
    </section>
  );
}
