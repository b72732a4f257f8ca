import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SectionIntro } from '@ministry/contracts/site-content';
import { SiteContent } from '../../../components/site-content';
import { NAMESPACE } from '../../../i18n';
import { HomeSection } from './home-section';
import { TestimonialCarousel } from '../../testimonials';

/** The testimonials (the `testimonials` document) one at a time, and the invitation to share a story. */
export function TestimonialsSection({ texts }: { texts: SectionIntro }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <HomeSection id="testimonials" texts={texts} narrow>
      <SiteContent name="testimonials">
        {({ testimonials }) => <TestimonialCarousel testimonials={testimonials} />}
      </SiteContent>
      <aside className="ct-share text-center mt-5" aria-labelledby="share-story-title">
        <h3 id="share-story-title" className="h5">
          {t('home.testimonials.shareHeading')}
        </h3>
        <p className="text-secondary">{t('home.testimonials.shareText')}</p>
        <Link to="/contact" className="ct-link-arrow">
          {t('home.testimonials.shareLink')}
        </Link>
      </aside>
    </HomeSection>
  );
}
