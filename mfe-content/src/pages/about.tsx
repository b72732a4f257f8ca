import '../styles/content.css';
import type { ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContent } from '@ministry/platform/site-content';
import type { AboutContent } from '@ministry/contracts/site-content';
import { AwardIcon, CompassIcon, CrossIcon, HeartIcon, SparkIcon, UsersIcon } from '../components/icons';
import { ContentPage } from '../components/content-page';
import { Portrait } from '../components/portrait';
import { RichText } from '../components/rich-text';
import { CardGrid, IconCards, Section } from '../components/sections';
import { SiteContent, usePickText } from '../components/site-content';
import { NAMESPACE } from '../i18n';

/** The founder's portrait, as wide as IMAGE_SIZES.founder says (the pages service preloads it). */
const FOUNDER_SIDE = 240;

type Icon = (props: SVGProps<SVGSVGElement>) => ReactNode;

/** The icons of the values the site was written with (by their ids); a value added later gets the spark. */
const VALUE_ICONS: Readonly<Record<string, Icon>> = {
  'faith-centered': CrossIcon,
  'compassionate-care': HeartIcon,
  'community-connection': UsersIcon,
  'professional-excellence': AwardIcon,
  'holistic-approach': CompassIcon,
};

function AboutSections({ about }: { about: AboutContent }) {
  const pick = usePickText();
  const { founder, values } = about;
  // The ministry's vision and mission, side by side.
  const statements = [
    { key: 'vision', ...about.vision },
    { key: 'mission', ...about.mission },
  ];
  const text = Object.fromEntries(values.items.map((item) => [item.id, item]));
  return (
    <>
      <section className="ct-section" aria-labelledby="founder-title">
        <div className="container">
          <div className="row g-4 g-lg-5 align-items-center">
            <div className="col-lg-4 text-center">
              <Portrait
                photo={founder.photo}
                name={pick(founder.name)}
                className="ct-portrait ct-portrait-xl mb-3"
                size={FOUNDER_SIDE}
                priority
              />
              <p className="fw-semibold mb-0">{pick(founder.name)}</p>
              <p className="ct-role">{pick(founder.role)}</p>
            </div>
            <div className="col-lg-8">
              <h2 id="founder-title" className="ct-section-title">
                {pick(founder.heading)}
              </h2>
              <RichText text={pick(founder.story)} paragraphClassName="ct-story-text" />
              <figure className="ct-quote ct-quote-inline mt-4 mb-0">
                <blockquote className="mb-1">
                  <p className="mb-0">“{pick(founder.quote)}”</p>
                </blockquote>
                <figcaption className="small text-secondary">— {pick(founder.name)}</figcaption>
              </figure>
            </div>
          </div>
        </div>
      </section>

      <section
        className="ct-section ct-section-tinted"
        aria-label={statements.map(({ heading }) => pick(heading)).join(', ')}
      >
        <div className="container">
          <CardGrid columns="col-md-6">
            {statements.map(({ key, heading, text: statement }) => (
              <div key={key} className="card ct-card ct-statement h-100">
                <div className="card-body p-4 p-lg-5">
                  <h2 className="h3 ct-card-title">{pick(heading)}</h2>
                  <p className="mb-0 fs-5">{pick(statement)}</p>
                </div>
              </div>
            ))}
          </CardGrid>
        </div>
      </section>

      <Section id="values" title={pick(values.heading)} intro={pick(values.intro)}>
        <IconCards
          columns="col-md-6 col-lg-4"
          as="article"
          cards={values.items.map((item) => ({ key: item.id, Icon: VALUE_ICONS[item.id] ?? SparkIcon }))}
          text={(id, part) => pick(text[id]![part])}
        />
      </Section>
    </>
  );
}

/** About us: the `about` document's heading and lead, founder's story, vision, mission and values. */
export default function AboutPage() {
  const { t } = useTranslation(NAMESPACE);
  const pick = usePickText();
  const { content: about } = useSiteContent('about');
  return (
    <ContentPage
      title={t('pages.about.title')}
      heading={about && pick(about.hero.heading)}
      lead={about && pick(about.hero.lead)}
    >
      <SiteContent name="about" stateClassName="container py-5">
        {(content) => <AboutSections about={content} />}
      </SiteContent>
    </ContentPage>
  );
}
