import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestimonialContent } from '@ministry/contracts/site-content';
import { QuoteIcon, StarIcon } from '../../../components/icons';
import { Portrait } from '../../../components/portrait';
import { ReadMoreBlock, ReadMoreToggle } from '../../../components/read-more-toggle';
import { usePickText } from '../../../components/site-content';
import { NAMESPACE } from '../../../i18n';
import { TestimonialStory } from './testimonial-story';

const MAX_RATING = 5;

function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className="ct-stars mb-2" role="img" aria-label={t('home.testimonials.rating', { count: rating })}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <StarIcon key={index} filled={index < rating} />
      ))}
    </p>
  );
}

function TestimonialCard({ testimonial }: { testimonial: TestimonialContent }) {
  const pick = usePickText();
  const [expanded, setExpanded] = useState(false);
  const storyId = `testimonial-${testimonial.id}-story`;
  return (
    <article className="ct-testimonial" aria-labelledby={`testimonial-${testimonial.id}-name`}>
      <div className="d-flex flex-column flex-sm-row align-items-center gap-4">
        <Portrait
          photo={testimonial.photo}
          name={testimonial.name}
          className="ct-testimonial-photo"
          size={112}
        />
        <div className="text-center text-sm-start">
          <h3 id={`testimonial-${testimonial.id}-name`} className="h5 mb-0">
            {testimonial.name}
          </h3>
          <p className="text-secondary mb-2">{pick(testimonial.role)}</p>
          <StarRating rating={Number(testimonial.rating)} />
        </div>
      </div>
      <blockquote className="ct-quote mt-4">
        <QuoteIcon className="ct-quote-mark" />
        <p className="mb-0">{pick(testimonial.quote)}</p>
      </blockquote>
      <ReadMoreBlock id={storyId} expanded={expanded}>
        <TestimonialStory testimonial={testimonial} />
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

/** One testimonial at a time, in the document's order; round dot buttons choose which (the home page's). */
export function TestimonialCarousel({ testimonials }: { testimonials: TestimonialContent[] }) {
  const { t } = useTranslation(NAMESPACE);
  const [index, setIndex] = useState(0);
  const current = testimonials[index] ?? testimonials[0];
  if (!current) return null;
  return (
    <div className="ct-carousel">
      <div aria-live="polite">
        {/* Keyed, so a newly chosen testimonial starts collapsed. */}
        <TestimonialCard key={current.id} testimonial={current} />
      </div>
      <div className="ct-dots" role="group" aria-label={t('home.testimonials.pickerLabel')}>
        {testimonials.map((testimonial, position) => (
          <button
            key={testimonial.id}
            type="button"
            className={`ct-dot${position === index ? ' ct-dot-active' : ''}`}
            aria-pressed={position === index}
            aria-label={t('home.testimonials.show', {
              index: position + 1,
              total: testimonials.length,
              name: testimonial.name,
            })}
            onClick={() => setIndex(position)}
          />
        ))}
      </div>
    </div>
  );
}
