import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localize } from '@ministry/contracts/language';
import { SERVICES, type MinistryService } from '@ministry/contracts/services-catalog';
import { useLanguage } from '@ministry/platform/i18n';
import { LoadingState } from '@ministry/platform/states';
import { ReadMoreToggle } from '../../../components/read-more-toggle';
import { ServiceCard } from '../../../components/service-card';
import { CardGrid } from '../../../components/sections';
import { NAMESPACE } from '../../../i18n';
import { HomeSection } from './home-section';

// The long descriptions load when a card is first opened, not with the home page.
const ServiceDetail = lazy(() =>
  import('../../services').then((module) => ({ default: module.ServiceDetail })),
);

function ServicePreview({ service }: { service: MinistryService }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const title = localize(service.title, service.titleEs, language);
  const detailId = `home-service-${service.id}-detail`;
  return (
    <ServiceCard
      service={service}
      testId={`home-service-${service.id}`}
      heading="h3"
      summaryClassName="ct-preview-text"
    >
      <div
        id={detailId}
        hidden={!expanded}
        className="ct-expanded"
        aria-label={t('home.services.detailsLabel', { title })}
        role="region"
      >
        {expanded && (
          <>
            <Suspense fallback={<LoadingState />}>
              <ServiceDetail englishTitle={service.title} level={4} />
            </Suspense>
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
    </ServiceCard>
  );
}

export function ServicesSection() {
  return (
    <HomeSection id="services" texts="services" tinted>
      {/* Cards keep their own height, so opening one does not stretch its row. */}
      <CardGrid columns="col-md-6 col-lg-4" align="align-items-start">
        {SERVICES.map((service) => (
          <ServicePreview key={service.id} service={service} />
        ))}
      </CardGrid>
    </HomeSection>
  );
}
