import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TEAM_MEMBERS } from '../../../content/team';
import { NAMESPACE } from '../../../i18n';
import { TeamPreviewCard } from '../../team/components/team-preview-card';

export function TeamSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section id="team" className="ct-section ct-section-tinted" aria-labelledby="team-title">
      <Container>
        <div className="text-center mb-5">
          <h2 id="team-title" className="ct-section-title">
            {t('home.team.heading')}
          </h2>
          <p className="lead text-secondary mx-auto ct-measure">{t('home.team.intro')}</p>
        </div>
        <Row className="g-4 align-items-start">
          {TEAM_MEMBERS.map((member) => (
            <Col key={member.id} lg={6}>
              <TeamPreviewCard member={member} />
            </Col>
          ))}
        </Row>
        <p className="text-center mt-4 mb-0">
          <Link to="/team" className="ct-link-arrow">
            {t('home.team.allTeam')}
          </Link>
        </p>
      </Container>
    </section>
  );
}
