import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { DetailBlocks, type LabelledBlock } from '../../../components/detail-blocks';
import { TESTIMONIAL_STORIES, type TestimonialStory } from '../../../content/testimonial-stories';
import { NAMESPACE } from '../../../i18n';

/** The long-form story: full story, impact, tools, lessons, before and after, resources, advice. */
function StoryBlocks({ story }: { story: TestimonialStory }) {
  const { t } = useTranslation(NAMESPACE);
  const label = (key: keyof TestimonialStory) => t(`testimonialStory.labels.${key}`);
  const blocks: LabelledBlock[] = [];
  if (story.fullStory) blocks.push({ key: 'fullStory', label: label('fullStory'), block: story.fullStory });
  if (story.impact) blocks.push({ key: 'impact', label: label('impact'), block: story.impact });
  if (story.specificTools?.length)
    blocks.push({ key: 'specificTools', label: label('specificTools'), block: story.specificTools });
  if (story.keyLessons?.length)
    blocks.push({ key: 'keyLessons', label: label('keyLessons'), block: story.keyLessons });
  if (story.beforeAfter) {
    blocks.push({
      key: 'beforeAfter',
      label: label('beforeAfter'),
      block: [
        `${t('testimonialStory.labels.before')}: ${story.beforeAfter.before}`,
        `${t('testimonialStory.labels.after')}: ${story.beforeAfter.after}`,
      ],
    });
  }
  if (story.recommendedResources?.length)
    blocks.push({
      key: 'recommendedResources',
      label: label('recommendedResources'),
      block: story.recommendedResources,
    });
  if (story.adviceForOthers)
    blocks.push({ key: 'adviceForOthers', label: label('adviceForOthers'), block: story.adviceForOthers });
  return <DetailBlocks level={4} blocks={blocks} />;
}

/** A testimonial's story in the active language (English where the Spanish is missing), or a notice. */
export default function TestimonialStoryDetail({ name }: { name: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const story = TESTIMONIAL_STORIES[language][name] ?? TESTIMONIAL_STORIES.en[name];
  return story ? (
    <StoryBlocks story={story} />
  ) : (
    <p className="ct-notice mb-0" role="note">
      {t('testimonialStory.unavailable')}
    </p>
  );
}
