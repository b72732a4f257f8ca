import { Card, Col, Container, Row } from 'react-bootstrap';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localize } from '@ministry/contracts/language';
import { SERVICES, type MinistryService } from '@ministry/contracts/services-catalog';
import { useLanguage } from '@ministry/platform/i18n';
import { ServiceIcon } from '../../../components/icons';
import { ReadMoreToggle } from '../../../components/read-more-toggle';
import { NAMESPACE } from '../../../i18n';
import { ServiceDetail } from '../../services/components/service-detail';

function ServicePreview({ service }: { service: MinistryService }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const title = localize(service.title, service.titleEs, language);
  const detailId = `home-service-${service.id}-detail`;
  return (
    <Card as="article" className="ct-card" data-testid={`home-service-${service.id}`}>
      <Card.Body className="d-flex flex-column p-4">
        <span className="ct-icon-badge mb-3">
          <ServiceIcon name={service.icon} />
        </span>
        <h3 className="h5 ct-card-title">{title}</h3>
        <p className="text-secondary ct-preview-text">
          {localize(service.description, service.descriptionEs, language)}
        </p>
        <div
          id={detailId}
          hidden={!expanded}
          className="ct-expanded"
          aria-label={t('home.services.detailsLabel', { title })}
          role="region"
        >
          {expanded && (
            <>
              <ServiceDetail englishTitle={service.title} level={4} />
              <Link to="/contact" className="ct-link-arrow d-inline-block mt-3">
                {t('shared.contactToLearnMore')}
              </Link>
            </>
          )}
        </div>
        <div className="pt-2">
          <ReadMoreToggle
            expanded={expanded}
            onToggle={() => setExpanded((open) => !open)}
            controls={detailId}
            about={title}
          />
        </div>
      </Card.Body>
    </Card>
  );
}

export function ServicesSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section id="services" className="ct-section ct-section-tinted" aria-labelledby="services-title">
      <Container>
        <div className="text-center mb-5">
          <h2 id="services-title" className="ct-section-title">
            {t('home.services.heading')}
          </h2>
          <p className="lead text-secondary mx-auto ct-measure">{t('home.services.intro')}</p>
        </div>
        {/* Cards keep their own height, so opening one does not stretch its row. */}
        <Row className="g-4 align-items-start">
          {SERVICES.map((service) => (
            <Col key={service.id} md={6} lg={4}>
              <ServicePreview service={service} />
            </Col>
          ))}
        </Row>
      </Container>
    </section>
  );
}
