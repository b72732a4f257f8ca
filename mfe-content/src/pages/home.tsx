import '../styles/content.css';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { usePageTitle } from '@ministry/platform/page-title';
import ogImage from '../assets/og-image.png';
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

/** One page of anchored sections: #home, #about, #services, #testimonials, #team, #pricing, #contact. */
export default function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const heroTitle = t('home.hero.title');
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
  useHashScroll();

  return (
    <div className="ct-page ct-home">
      <HeroSection />
      <StorySection />
      <ServicesSection />
      <TestimonialsSection />
      <TeamSection />
      <PlansSection />
      <ClosingBand />
      <ContactSection />
    </div>
  );
}
