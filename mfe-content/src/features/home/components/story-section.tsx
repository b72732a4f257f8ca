import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import storyImage from '../../../assets/story-illustration.svg';
import { ReadMoreToggle } from '../../../components/read-more-toggle';
import { NAMESPACE } from '../../../i18n';

/** Our Story: three paragraphs, the last two behind Read More. */
export function StorySection() {
  const { t } = useTranslation(NAMESPACE);
  const [expanded, setExpanded] = useState(false);
  return (
    <section id="about" className="ct-section" aria-labelledby="about-title">
      <div className="container">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-5 order-lg-2 text-center">
            <img
              src={storyImage}
              alt={t('home.story.imageAlt')}
              className="img-fluid ct-story-image"
              width={480}
              height={380}
              loading="lazy"
            />
          </div>
          <div className="col-lg-7">
            <p className="ct-eyebrow">{t('home.story.kicker')}</p>
            <h2 id="about-title" className="ct-section-title">
              {t('home.story.heading')}
            </h2>
            <p className="ct-story-text">{t('home.story.p1')}</p>
            <div id="story-more" hidden={!expanded}>
              <p className="ct-story-text">{t('home.story.p2')}</p>
              <p className="ct-story-text">{t('home.story.p3')}</p>
            </div>
            <div className="d-flex flex-wrap align-items-center gap-4 mt-2">
              <ReadMoreToggle
                expanded={expanded}
                onToggle={() => setExpanded((open) => !open)}
                controls="story-more"
                about={t('home.story.heading')}
              />
              <Link to="/about" className="ct-link-arrow">
                {t('home.story.aboutLink')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
