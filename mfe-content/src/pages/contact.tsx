import { Card, Col, Container, Row } from 'react-bootstrap';
import '../styles/content.css';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@ministry/platform/page-title';
import { ContactDetails, SocialLinks } from '../components/contact-details';
import { ClockIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';
import { NAMESPACE } from '../i18n';
import { ContactForm } from '../features/contact/components/contact-form';
import { Faq } from '../features/contact/components/faq';
import { OfficeHours } from '../features/contact/components/office-hours';

export default function ContactPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.contact.title'));
  return (
    <div className="ct-page">
      <PageHeader title={t('pages.contact.title')} lead={t('contactPage.lead')} />

      <section className="ct-section">
        <Container>
          <Row className="g-4">
            <Col lg={4}>
              <Card className="ct-card mb-4">
                <Card.Body className="p-4">
                  <h2 className="h5 ct-card-title mb-3">{t('contactPage.detailsHeading')}</h2>
                  <ContactDetails />
                </Card.Body>
              </Card>
              <Card className="ct-card mb-4">
                <Card.Body className="p-4">
                  <h2 className="h5 ct-card-title mb-3 d-flex align-items-center gap-2">
                    <ClockIcon />
                    {t('contactPage.hoursHeading')}
                  </h2>
                  <OfficeHours />
                </Card.Body>
              </Card>
              <Card className="ct-card">
                <Card.Body className="p-4">
                  <h2 className="h5 ct-card-title mb-3">{t('shared.followUs')}</h2>
                  <SocialLinks />
                </Card.Body>
              </Card>
            </Col>
            <Col lg={8}>
              <Card className="ct-card">
                <Card.Body className="p-4 p-lg-5">
                  <h2 className="h4 ct-card-title">{t('contactPage.formHeading')}</h2>
                  <p className="text-secondary">{t('contactPage.replyPromise')}</p>
                  <ContactForm />
                </Card.Body>
              </Card>
            </Col>
          </Row>
        </Container>
      </section>

      <section className="ct-section ct-section-tinted" aria-labelledby="faq-title">
        <Container className="ct-narrow">
          <h2 id="faq-title" className="ct-section-title text-center mb-4">
            {t('contactPage.faq.heading')}
          </h2>
          <Faq />
        </Container>
      </section>
    </div>
  );
}
