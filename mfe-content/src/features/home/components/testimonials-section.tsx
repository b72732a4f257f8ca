import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { TestimonialCarousel } from '../../testimonials';

export function TestimonialsSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section id="testimonials" className="ct-section" aria-labelledby="testimonials-title">
      <div className="container ct-narrow">
        <div className="text-center mb-5">
          <h2 id="testimonials-title" className="ct-section-title">
            {t('home.testimonials.heading')}
          </h2>
          <p className="lead text-secondary">{t('home.testimonials.intro')}</p>
        </div>
        <TestimonialCarousel />
        <aside className="ct-share text-center mt-5" aria-labelledby="share-story-title">
          <h3 id="share-story-title" className="h5">
            {t('home.testimonials.shareHeading')}
          </h3>
          <p className="text-secondary">{t('home.testimonials.shareText')}</p>
          <Link to="/contact" className="ct-link-arrow">
            {t('home.testimonials.shareLink')}
          </Link>
        </aside>
      </div>
    </section>
  );
}
