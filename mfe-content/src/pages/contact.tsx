import '../styles/content.css';
import { useTranslation } from 'react-i18next';
import { ContactDetails, SocialLinks } from '../components/contact-details';
import { ClockIcon } from '../components/icons';
import { ContentPage } from '../components/content-page';
import { ContentCard, Section } from '../components/sections';
import { SiteContent } from '../components/site-content';
import contactEn from '../locales/en/contact.json';
import contactEs from '../locales/es/contact.json';
import { NAMESPACE, registerTexts } from '../i18n';
import { ContactForm } from '../features/contact/components/contact-form';
import { Faq } from '../features/contact/components/faq';
import { OfficeHours } from '../features/contact/components/office-hours';

registerTexts({ en: contactEn, es: contactEs });

export default function ContactPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ContentPage title={t('pages.contact.title')} lead={t('contactPage.lead')}>
      <section className="ct-section">
        <div className="container">
          <div className="row g-4">
            <div className="col-lg-4">
              <SiteContent name="ministry">
                {(ministry) => (
                  <>
                    <ContentCard className="mb-4">
                      <h2 className="h5 ct-card-title mb-3">{t('contactPage.detailsHeading')}</h2>
                      <ContactDetails ministry={ministry} />
                    </ContentCard>
                    <ContentCard className="mb-4">
                      <h2 className="h5 ct-card-title mb-3 d-flex align-items-center gap-2">
                        <ClockIcon />
                        {t('contactPage.hoursHeading')}
                      </h2>
                      <OfficeHours hours={ministry.officeHours} />
                    </ContentCard>
                    <ContentCard>
                      <h2 className="h5 ct-card-title mb-3">{t('shared.followUs')}</h2>
                      <SocialLinks social={ministry.social} />
                    </ContentCard>
                  </>
                )}
              </SiteContent>
            </div>
            <div className="col-lg-8">
              <div className="card ct-card">
                <div className="card-body p-4 p-lg-5">
                  <h2 className="h4 ct-card-title">{t('form.heading')}</h2>
                  <p className="text-secondary">{t('contactPage.replyPromise')}</p>
                  <ContactForm />
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>

      <Section id="faq" title={t('contactPage.faq.heading')} tinted narrow>
        <SiteContent name="faq">{({ items }) => <Faq items={items} />}</SiteContent>
      </Section>
    </ContentPage>
  );
}
