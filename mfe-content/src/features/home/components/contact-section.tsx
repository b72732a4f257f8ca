import { useTranslation } from 'react-i18next';
import type { SectionIntro } from '@ministry/contracts/site-content';
import { ContactDetails, SocialLinks } from '../../../components/contact-details';
import { ContentCard } from '../../../components/sections';
import { SiteContent } from '../../../components/site-content';
import { NAMESPACE } from '../../../i18n';
import { HomeSection } from './home-section';
import { ContactForm } from '../../contact';

/** The ministry's e-mail, phone, address and social links (its `ministry` document) and the contact form. */
export function ContactSection({ texts }: { texts: SectionIntro }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <HomeSection id="contact" texts={texts} tinted>
      <div className="row g-4">
        <div className="col-lg-4">
          <ContentCard>
            <SiteContent name="ministry">
              {(ministry) => (
                <>
                  <ContactDetails ministry={ministry} />
                  <h3 className="h6 text-uppercase ct-small-heading mt-4">{t('shared.followUs')}</h3>
                  <SocialLinks social={ministry.social} />
                </>
              )}
            </SiteContent>
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
