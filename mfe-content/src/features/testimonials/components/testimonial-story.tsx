import { useTranslation } from 'react-i18next';
import type { TestimonialContent } from '@ministry/contracts/site-content';
import { DetailBlocks, isBlank } from '../../../components/detail-blocks';
import { NAMESPACE } from '../../../i18n';

/** A testimonial's long story, its labelled blocks in the document's order, or a notice without one. */
export function TestimonialStory({ testimonial }: { testimonial: TestimonialContent }) {
  const { t } = useTranslation(NAMESPACE);
  if (testimonial.story.every((block) => isBlank(block.body))) {
    return (
      <p className="ct-notice mb-0" role="note">
        {t('testimonialStory.unavailable')}
      </p>
    );
  }
  return <DetailBlocks level={4} blocks={testimonial.story} />;
}
