import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MinistryServiceContent, SectionIntro } from '@ministry/contracts/site-content';
import { ReadMoreToggle } from '../../../components/read-more-toggle';
import { ServiceCard } from '../../../components/service-card';
import { CardGrid } from '../../../components/sections';
import { SiteContent, usePickText } from '../../../components/site-content';
import { NAMESPACE } from '../../../i18n';
import { HomeSection } from './home-section';
import { ServiceDetail } from '../../services';

function ServicePreview({ service }: { service: MinistryServiceContent }) {
  const { t } = useTranslation(NAMESPACE);
  const pick = usePickText();
  const [expanded, setExpanded] = useState(false);
  const title = pick(service.name);
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
            <ServiceDetail service={service} level={4} />
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

/** The services (the `services` document, in its order), each opening its detail with Read More. */
export function ServicesSection({ texts }: { texts: SectionIntro }) {
  return (
    <HomeSection id="services" texts={texts} tinted>
      <SiteContent name="services">
        {({ services }) => (
          // Cards keep their own height, so opening one does not stretch its row.
          <CardGrid columns="col-md-6 col-lg-4" align="align-items-start">
            {services.map((service) => (
              <ServicePreview key={service.id} service={service} />
            ))}
          </CardGrid>
        )}
      </SiteContent>
    </HomeSection>
  );
}
