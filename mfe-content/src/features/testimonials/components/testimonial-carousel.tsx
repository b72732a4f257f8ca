import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { QuoteIcon, StarIcon } from '../../../components/icons';
import { Portrait } from '../../../components/portrait';
import { ReadMoreBlock, ReadMoreToggle } from '../../../components/read-more-toggle';
import { MAX_RATING, TESTIMONIALS, type Testimonial } from '../../../content/testimonials';
import { NAMESPACE } from '../../../i18n';

// The long stories load when one is first opened, not with the home page.
const TestimonialStoryDetail = lazy(() => import('./testimonial-story'));

function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation(NAMESPACE);
  const stars = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <p className="ct-stars mb-2" role="img" aria-label={t('home.testimonials.rating', { count: stars })}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <StarIcon key={index} filled={index < stars} />
      ))}
    </p>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const storyId = `testimonial-${testimonial.id}-story`;
  return (
    <article className="ct-testimonial" aria-labelledby={`testimonial-${testimonial.id}-name`}>
      <div className="d-flex flex-column flex-sm-row align-items-center gap-4">
        <Portrait
          src={testimonial.imageUrl}
          alt={t('home.testimonials.photoAlt', { name: testimonial.name })}
          className="ct-testimonial-photo"
          size={112}
        />
        <div className="text-center text-sm-start">
          <h3 id={`testimonial-${testimonial.id}-name`} className="h5 mb-0">
            {testimonial.name}
          </h3>
          <p className="text-secondary mb-2">{localize(testimonial.role, testimonial.roleEs, language)}</p>
          <StarRating rating={testimonial.rating} />
        </div>
      </div>
      <blockquote className="ct-quote mt-4">
        <QuoteIcon className="ct-quote-mark" />
        <p className="mb-0">{localize(testimonial.quote, testimonial.quoteEs, language)}</p>
      </blockquote>
      <ReadMoreBlock id={storyId} expanded={expanded}>
        <TestimonialStoryDetail name={testimonial.name} />
      </ReadMoreBlock>
      <ReadMoreToggle
        expanded={expanded}
        onToggle={() => setExpanded((open) => !open)}
        controls={storyId}
        about={testimonial.name}
        className="mt-3"
      />
    </article>
  );
}

/** One testimonial at a time; round dot buttons choose which (the home page's testimonials). */
export function TestimonialCarousel() {
  const { t } = useTranslation(NAMESPACE);
  const [index, setIndex] = useState(0);
  const current = TESTIMONIALS[index] ?? TESTIMONIALS[0];
  if (!current) return null;
  return (
    <div className="ct-carousel">
      <div aria-live="polite">
        {/* Keyed, so a newly chosen testimonial starts collapsed. */}
        <TestimonialCard key={current.id} testimonial={current} />
      </div>
      <div className="ct-dots" role="group" aria-label={t('home.testimonials.pickerLabel')}>
        {TESTIMONIALS.map((testimonial, position) => (
          <button
            key={testimonial.id}
            type="button"
            className={`ct-dot${position === index ? ' ct-dot-active' : ''}`}
            aria-pressed={position === index}
            aria-label={t('home.testimonials.show', {
              index: position + 1,
              total: TESTIMONIALS.length,
              name: testimonial.name,
            })}
            onClick={() => setIndex(position)}
          />
        ))}
      </div>
    </div>
  );
}
