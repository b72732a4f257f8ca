import '../styles/content.css';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MinistryServiceContent } from '@ministry/contracts/site-content';
import { useHydrated } from '@ministry/platform/platform-provider';
import { BookBibleIcon, AwardIcon } from '../components/icons';
import { ServiceCard } from '../components/service-card';
import { SiteContent, usePickText } from '../components/site-content';
import { ContentPage } from '../components/content-page';
import { CallToAction, IconCards, Section } from '../components/sections';
import servicesEn from '../locales/en/services.json';
import servicesEs from '../locales/es/services.json';
import { NAMESPACE, registerTexts } from '../i18n';

registerTexts({ en: servicesEn, es: servicesEs });

/** Our approach: biblical and professional. */
// The dialog (react-bootstrap's Modal) loads once the page is hydrated: the first visit's scripts go
// without react-bootstrap.
const ServiceDialog = lazy(() =>
  import('../features/services/components/service-dialog').then((module) => ({
    default: module.ServiceDialog,
  })),
);

const APPROACH = [
  { key: 'biblical', Icon: BookBibleIcon },
  { key: 'professional', Icon: AwardIcon },
] as const;

export default function ServicesPage() {
  const { t } = useTranslation(NAMESPACE);
  const pick = usePickText();
  const [selected, setSelected] = useState<MinistryServiceContent | null>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();

  const openDialog = (service: MinistryServiceContent) => {
    setSelected(service);
    setOpen(true);
  };

  return (
    <ContentPage title={t('pages.services.title')} lead={t('servicesPage.intro')}>
      <section className="ct-section" aria-label={t('pages.services.title')}>
        <div className="container">
          <SiteContent name="services">
            {({ services }) => (
              <div className="row g-4">
                {services.map((service) => (
                  <div className="col-md-6 col-lg-4" key={service.id}>
                    <ServiceCard
                      service={service}
                      testId={`service-${service.id}`}
                      heading="h2"
                      className="h-100"
                    >
                      <button
                        type="button"
                        className="btn btn-outline-primary mt-auto align-self-start"
                        onClick={() => openDialog(service)}
                        aria-haspopup="dialog"
                      >
                        {t('servicesPage.learnMore')}
                        <span className="visually-hidden">: {pick(service.name)}</span>
                      </button>
                    </ServiceCard>
                  </div>
                ))}
              </div>
            )}
          </SiteContent>
        </div>
      </section>

      <CallToAction
        id="services-counseling"
        band
        title={t('servicesPage.counselingCta.heading')}
        text={t('servicesPage.counselingCta.text')}
        action={
          <Link to="/counseling" className="btn btn-light btn-lg ct-btn-on-dark mt-2">
            {t('servicesPage.counselingCta.button')}
          </Link>
        }
      />

      <Section
        id="approach"
        title={t('servicesPage.approach.heading')}
        intro={t('servicesPage.approach.intro')}
        tinted
      >
        <IconCards
          columns="col-md-6"
          cards={APPROACH}
          text={(key, part) => t(`servicesPage.approach.${key}.${part}`)}
        />
      </Section>

      <CallToAction
        id="services-plans"
        title={t('servicesPage.plansCta.heading')}
        text={t('servicesPage.plansCta.text')}
        action={
          <Link to="/subscribe" className="btn btn-primary btn-lg mt-2">
            {t('servicesPage.plansCta.button')}
          </Link>
        }
      />

      {hydrated && (
        <Suspense fallback={null}>
          <ServiceDialog
            service={selected}
            show={open}
            onHide={() => setOpen(false)}
            onExited={() => setSelected(null)}
          />
        </Suspense>
      )}
    </ContentPage>
  );
}
