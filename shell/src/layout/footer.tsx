import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YoutubeIcon,
} from '@ministry/platform/icons';
import { useNow } from '@ministry/platform/platform-provider';

const QUICK_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/about', key: 'nav.about' },
  { to: '/services', key: 'nav.services' },
  { to: '/team', key: 'nav.team' },
  { to: '/events', key: 'nav.events' },
  { to: '/resources', key: 'nav.resources' },
  { to: '/subscribe', key: 'nav.pricing' },
  { to: '/contact', key: 'nav.contact' },
] as const;

const SERVICE_LINKS = [
  'footer.serviceCounseling',
  'footer.serviceBibleStudy',
  'footer.serviceMentoring',
  'footer.serviceWorkshops',
  'footer.serviceVirtual',
] as const;

const SOCIAL = [
  { key: 'social.facebook', Icon: FacebookIcon },
  { key: 'social.instagram', Icon: InstagramIcon },
  { key: 'social.youtube', Icon: YoutubeIcon },
] as const;

// The ministry has no social accounts to link yet: the icons stay, the links go nowhere.
const stay = (event: MouseEvent) => event.preventDefault();

export function Footer() {
  const { t } = useTranslation();
  // The server's clock while a page it rendered hydrates, and UTC's year: the same on both sides.
  const year = new Date(useNow()).getUTCFullYear();
  return (
    <footer className="site-footer mt-auto">
      <div className="container-xl py-5">
        <div className="row g-4">
          <div className="col-md-6 col-lg-3">
            <h2 className="h5 brand-name">{t('brand.name')}</h2>
            <p className="small">{t('footer.about')}</p>
            <p className="small fw-semibold mb-2">{t('footer.follow')}</p>
            <div className="d-flex gap-3">
              {SOCIAL.map(({ key, Icon }) => (
                <a key={key} href="#" onClick={stay} aria-label={t(key)} className="footer-link">
                  <Icon />
                </a>
              ))}
            </div>
          </div>
          <div className="col-md-6 col-lg-3">
            <h2 className="h6 text-uppercase">{t('footer.quickLinks')}</h2>
            <ul className="list-unstyled small">
              {QUICK_LINKS.map((link) => (
                <li key={link.to} className="mb-1">
                  <Link to={link.to} className="footer-link">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-md-6 col-lg-3">
            <h2 className="h6 text-uppercase">{t('footer.services')}</h2>
            <ul className="list-unstyled small">
              {SERVICE_LINKS.map((key) => (
                <li key={key} className="mb-1">
                  <Link to="/services" className="footer-link">
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-md-6 col-lg-3">
            <h2 className="h6 text-uppercase">{t('footer.contact')}</h2>
            <address className="small mb-0">
              <p className="mb-2 d-flex gap-2">
                <MailIcon />
                <a href={`mailto:${t('contactInfo.email')}`} className="footer-link">
                  <span className="visually-hidden">{t('footer.email')}: </span>
                  {t('contactInfo.email')}
                </a>
              </p>
              <p className="mb-2 d-flex gap-2">
                <PhoneIcon />
                <a href={`tel:${t('contactInfo.phone').replace(/[^\d+]/g, '')}`} className="footer-link">
                  <span className="visually-hidden">{t('footer.phone')}: </span>
                  {t('contactInfo.phone')}
                </a>
              </p>
              <p className="mb-0 d-flex gap-2">
                <MapPinIcon />
                <span>
                  <span className="visually-hidden">{t('footer.address')}: </span>
                  {t('contactInfo.street')}
                  <br />
                  {t('contactInfo.city')}
                </span>
              </p>
            </address>
          </div>
        </div>
        <hr className="my-4" />
        <p className="small text-center mb-0">{t('footer.rights', { year })}</p>
      </div>
    </footer>
  );
}
