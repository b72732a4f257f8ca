import { useTranslation } from 'react-i18next';
import heroImage from '../../../assets/hero-illustration.svg';
import { ButtonLinks } from '../../../components/sections';
import { NAMESPACE } from '../../../i18n';

export function HeroSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section id="home" className="ct-hero" aria-labelledby="home-title">
      <div className="container py-5">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6">
            <p className="ct-eyebrow">{t('home.hero.eyebrow')}</p>
            <h1 id="home-title" className="ct-display ct-hero-title">
              {t('home.hero.title')}
            </h1>
            <p className="lead ct-hero-subtitle">{t('home.hero.subtitle')}</p>
            <ButtonLinks
              links={[
                { to: '/services', label: t('home.hero.services'), style: 'btn-primary' },
                { to: '/contact', label: t('home.hero.contact'), style: 'btn-outline-primary' },
              ]}
            />
          </div>
          <div className="col-lg-6 text-center">
            <img
              src={heroImage}
              alt={t('home.hero.imageAlt')}
              className="img-fluid ct-hero-image"
              width={560}
              height={480}
              // The first screen's largest picture: fetched before the scripts that only make it interactive.
              {...{ fetchpriority: 'high' }}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
