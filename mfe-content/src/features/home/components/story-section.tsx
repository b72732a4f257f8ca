import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { parseRichText } from '@ministry/contracts/rich-text';
import type { HomeContent } from '@ministry/contracts/site-content';
import storyImage from '../../../assets/story-illustration.svg';
import { ReadMoreToggle } from '../../../components/read-more-toggle';
import { RichBlocks } from '../../../components/rich-text';
import { usePickText } from '../../../components/site-content';
import { NAMESPACE } from '../../../i18n';

/** Our Story: its first paragraph, the rest behind Read More, and the link to the about page. */
export function StorySection({ story }: { story: HomeContent['story'] }) {
  const { t } = useTranslation(NAMESPACE);
  const pick = usePickText();
  const [expanded, setExpanded] = useState(false);
  const [first, ...more] = parseRichText(pick(story.body));
  return (
    <section id="about" className="ct-section" aria-labelledby="about-title">
      <div className="container">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-5 order-lg-2 text-center">
            <img
              src={story.image?.url ?? storyImage}
              alt={story.image ? pick(story.image.alt) : t('home.story.imageAlt')}
              className="img-fluid ct-story-image"
              width={480}
              height={380}
              loading="lazy"
            />
          </div>
          <div className="col-lg-7">
            <p className="ct-eyebrow">{pick(story.kicker)}</p>
            <h2 id="about-title" className="ct-section-title">
              {pick(story.heading)}
            </h2>
            {first && <RichBlocks blocks={[first]} paragraphClassName="ct-story-text" />}
            {more.length > 0 && (
              <div id="story-more" hidden={!expanded}>
                <RichBlocks blocks={more} paragraphClassName="ct-story-text" />
              </div>
            )}
            <div className="d-flex flex-wrap align-items-center gap-4 mt-2">
              {more.length > 0 && (
                <ReadMoreToggle
                  expanded={expanded}
                  onToggle={() => setExpanded((open) => !open)}
                  controls="story-more"
                  about={pick(story.heading)}
                />
              )}
              <Link to={story.link.href} className="ct-link-arrow">
                {pick(story.link.label)}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
