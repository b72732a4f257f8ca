import { useTranslation } from 'react-i18next';
import { IMAGE_SIZES } from '@ministry/contracts/responsive-image';
import type { HomeContent } from '@ministry/contracts/site-content';
import { ResponsiveImage } from '@ministry/platform/responsive-image';
import heroImage from '../../../assets/hero-illustration.svg';
import { ButtonLinks } from '../../../components/sections';
import { usePickText } from '../../../components/site-content';
import { NAMESPACE } from '../../../i18n';

/** The first screen: kicker, heading, text, two buttons and the picture (the site's own illustration by default). */
export function HeroSection({ hero }: { hero: HomeContent['hero'] }) {
  const { t } = useTranslation(NAMESPACE);
  const pick = usePickText();
  return (
    <section id="home" className="ct-hero" aria-labelledby="home-title">
      <div className="container py-5">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6">
            <p className="ct-eyebrow">{pick(hero.kicker)}</p>
            <h1 id="home-title" className="ct-display ct-hero-title">
              {pick(hero.heading)}
            </h1>
            <p className="lead ct-hero-subtitle">{pick(hero.text)}</p>
            <ButtonLinks
              links={[
                { to: hero.primary.href, label: pick(hero.primary.label), style: 'btn-primary' },
                { to: hero.secondary.href, label: pick(hero.secondary.label), style: 'btn-outline-primary' },
              ]}
            />
          </div>
          <div className="col-lg-6 text-center">
            <ResponsiveImage
              src={hero.image?.url ?? heroImage}
              alt={hero.image ? pick(hero.image.alt) : t('home.hero.imageAlt')}
              className="img-fluid ct-hero-image"
              width={560}
              height={480}
              sizes={IMAGE_SIZES.hero}
              // The first screen's largest picture: fetched before the scripts that only make it interactive.
              priority
            />
          </div>
        </div>
      </div>
    </section>
  );
}
