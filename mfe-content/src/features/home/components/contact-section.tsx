import { useTranslation } from 'react-i18next';
import { ContactDetails, SocialLinks } from '../../../components/contact-details';
import { ContentCard } from '../../../components/sections';
import { NAMESPACE } from '../../../i18n';
import { HomeSection } from './home-section';
import { ContactForm } from '../../contact';

/** E-mail, phone, the Ridgewood address, placeholder social icons and the contact form. */
export function ContactSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <HomeSection id="contact" texts="contact" tinted>
      <div className="row g-4">
        <div className="col-lg-4">
          <ContentCard>
            <ContactDetails />
            <h3 className="h6 text-uppercase ct-small-heading mt-4">{t('shared.followUs')}</h3>
            <SocialLinks />
          </ContentCard>
        </div>
        <div className="col-lg-8">
          <ContentCard>
            <h3 className="h5 mb-3">{t('form.heading')}</h3>
            <ContactForm />
          </ContentCard>
        </div>
      </div>
    </HomeSection>
  );
}
