import '../styles/content.css';
import { useTranslation } from 'react-i18next';
import { pickText } from '@ministry/contracts/site-content';
import { useLanguage } from '@ministry/platform/i18n';
import { usePageTitle } from '@ministry/platform/page-title';
import { useSiteContent } from '@ministry/platform/site-content';
import ogImage from '../assets/og-image.png';
import { SiteContent } from '../components/site-content';
import homeEn from '../locales/en/home.json';
import homeEs from '../locales/es/home.json';
import { NAMESPACE, registerTexts } from '../i18n';
import { ClosingBand } from '../features/home/components/closing-band';
import { ContactSection } from '../features/home/components/contact-section';
import { HeroSection } from '../features/home/components/hero-section';
import { PlansSection } from '../features/home/components/plans-section';
import { ServicesSection } from '../features/home/components/services-section';
import { StorySection } from '../features/home/components/story-section';
import { TeamSection } from '../features/home/components/team-section';
import { TestimonialsSection } from '../features/home/components/testimonials-section';
import { useHashScroll } from '../features/home/use-hash-scroll';
import { useSocialMeta } from '../features/home/use-social-meta';

registerTexts({ en: homeEn, es: homeEs });

/**
 * One page of anchored sections: #home, #about, #services, #testimonials, #team, #pricing, #contact.
 * Its words are the published `home` document's; the services, testimonials, team and the ministry's
 * details are their own documents.
 */
export default function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const { content: home } = useSiteContent('home');
  const heroTitle = home ? pickText(home.hero.heading, language) : t('meta.homeTitle');
  // "<hero title> | <product name>"
  usePageTitle(heroTitle);
  useSocialMeta({
    title: `${heroTitle} | ${tCommon('site.title')}`,
    description: tCommon('site.description'),
    siteName: tCommon('brand.name'),
    image: ogImage,
    imageAlt: t('meta.ogImageAlt'),
    locale: language === 'es' ? 'es_US' : 'en_US',
  });
  // The anchors are there once the home document is.
  useHashScroll(home !== undefined);

  return (
    <div className="ct-page ct-home">
      <SiteContent name="home" stateClassName="container py-5">
        {({ hero, story, sections, closing }) => (
          <>
            <HeroSection hero={hero} />
            <StorySection story={story} />
            <ServicesSection texts={sections.services} />
            <TestimonialsSection texts={sections.testimonials} />
            <TeamSection texts={sections.team} />
            <PlansSection texts={sections.plans} />
            <ClosingBand closing={closing} />
            <ContactSection texts={sections.contact} />
          </>
        )}
      </SiteContent>
    </div>
  );
}
