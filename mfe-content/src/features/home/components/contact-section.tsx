import { useTranslation } from 'react-i18next';
import { ContactDetails, SocialLinks } from '../../../components/contact-details';
import { NAMESPACE } from '../../../i18n';
import { ContactForm } from '../../contact';

/** E-mail, phone, the Ridgewood address, placeholder social icons and the contact form. */
export function ContactSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section id="contact" className="ct-section ct-section-tinted" aria-labelledby="contact-title">
      <div className="container">
        <div className="text-center mb-5">
          <h2 id="contact-title" className="ct-section-title">
            {t('home.contact.heading')}
          </h2>
          <p className="lead text-secondary mx-auto ct-measure">{t('home.contact.intro')}</p>
        </div>
        <div className="row g-4">
          <div className="col-lg-4">
            <div className="card ct-card">
              <div className="card-body p-4">
                <ContactDetails />
                <h3 className="h6 text-uppercase ct-small-heading mt-4">{t('shared.followUs')}</h3>
                <SocialLinks />
              </div>
            </div>
          </div>
          <div className="col-lg-8">
            <div className="card ct-card">
              <div className="card-body p-4">
                <h3 className="h5 mb-3">{t('form.heading')}</h3>
                <ContactForm />
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
