import '../styles/content.css';
import type { ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import founderImage from '../assets/team/maria-rodriguez.svg';
import { AwardIcon, CompassIcon, CrossIcon, HeartIcon, SparkIcon, UsersIcon } from '../components/icons';
import { ContentPage } from '../components/content-page';
import { CardGrid, IconCards, Section } from '../components/sections';
import aboutEn from '../locales/en/about.json';
import aboutEs from '../locales/es/about.json';
import { NAMESPACE, registerTexts } from '../i18n';

registerTexts({ en: aboutEn, es: aboutEs });

/** The ministry's six values, each with its icon. */
const VALUES: {
  key:
    | 'faithCentered'
    | 'compassionateCare'
    | 'communityConnection'
    | 'professionalExcellence'
    | 'holisticApproach'
    | 'empowerment';
  Icon: (props: SVGProps<SVGSVGElement>) => ReactNode;
}[] = [
  { key: 'faithCentered', Icon: CrossIcon },
  { key: 'compassionateCare', Icon: HeartIcon },
  { key: 'communityConnection', Icon: UsersIcon },
  { key: 'professionalExcellence', Icon: AwardIcon },
  { key: 'holisticApproach', Icon: CompassIcon },
  { key: 'empowerment', Icon: SparkIcon },
];

/** The ministry's vision and mission, side by side. */
const STATEMENTS = ['vision', 'mission'] as const;

export default function AboutPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ContentPage title={t('pages.about.title')} heading={t('about.hero.title')} lead={t('about.hero.lead')}>
      <section className="ct-section" aria-labelledby="founder-title">
        <div className="container">
          <div className="row g-4 g-lg-5 align-items-center">
            <div className="col-lg-4 text-center">
              <img
                src={founderImage}
                alt={t('about.founder.imageAlt')}
                className="ct-portrait ct-portrait-xl mb-3"
                width={240}
                height={240}
              />
              <p className="fw-semibold mb-0">{t('about.founder.name')}</p>
              <p className="ct-role">{t('about.founder.role')}</p>
            </div>
            <div className="col-lg-8">
              <h2 id="founder-title" className="ct-section-title">
                {t('about.founder.heading')}
              </h2>
              <p className="ct-story-text">{t('about.founder.p1')}</p>
              <p className="ct-story-text">{t('about.founder.p2')}</p>
              <p className="ct-story-text">{t('about.founder.p3')}</p>
              <figure className="ct-quote ct-quote-inline mt-4 mb-0">
                <blockquote className="mb-1">
                  <p className="mb-0">“{t('about.founder.quote')}”</p>
                </blockquote>
                <figcaption className="small text-secondary">— {t('about.founder.name')}</figcaption>
              </figure>
            </div>
          </div>
        </div>
      </section>

      <section
        className="ct-section ct-section-tinted"
        aria-label={`${t('about.vision.heading')}, ${t('about.mission.heading')}`}
      >
        <div className="container">
          <CardGrid columns="col-md-6">
            {STATEMENTS.map((key) => (
              <div key={key} className="card ct-card ct-statement h-100">
                <div className="card-body p-4 p-lg-5">
                  <h2 className="h3 ct-card-title">{t(`about.${key}.heading`)}</h2>
                  <p className="mb-0 fs-5">{t(`about.${key}.text`)}</p>
                </div>
              </div>
            ))}
          </CardGrid>
        </div>
      </section>

      <Section id="values" title={t('about.values.heading')} intro={t('about.values.intro')}>
        <IconCards
          columns="col-md-6 col-lg-4"
          as="article"
          cards={VALUES}
          text={(key, part) => t(`about.values.${key}.${part}`)}
        />
      </Section>
    </ContentPage>
  );
}
