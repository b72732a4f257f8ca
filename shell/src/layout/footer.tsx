import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  MINISTRY,
  MINISTRY_CONTENT,
  ministryCityLine,
  ministryPhoneHref,
} from '@ministry/contracts/ministry';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YoutubeIcon,
} from '@ministry/platform/icons';
import { useNow } from '@ministry/platform/platform-provider';
import { QUICK_LINKS } from './menu';

const SERVICE_LINKS = [
  'footer.serviceCounseling',
  'footer.serviceBibleStudy',
  'footer.serviceMentoring',
  'footer.serviceWorkshops',
  'footer.serviceVirtual',
] as const;

/** The ministry's e-mail, phone and street address, each named for screen readers by `footer.<key>`. */
const CONTACT: {
  key: 'email' | 'phone' | 'address';
  Icon: typeof MailIcon;
  href?: string;
  value: ReactNode;
}[] = [
  { key: 'email', Icon: MailIcon, href: `mailto:${MINISTRY.email}`, value: MINISTRY.email },
  { key: 'phone', Icon: PhoneIcon, href: ministryPhoneHref(MINISTRY_CONTENT), value: MINISTRY.phone },
  {
    key: 'address',
    Icon: MapPinIcon,
    value: (
      <>
        {MINISTRY.address.street}
        <br />
        {ministryCityLine(MINISTRY_CONTENT)}
      </>
    ),
  },
];

const ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, youtube: YoutubeIcon };

// A network where the ministry has no account yet keeps its icon, and its link goes nowhere.
const stay = (event: MouseEvent) => event.preventDefault();

/** A column of the footer: its heading and a list of links. */
function LinkColumn({ heading, links }: { heading: string; links: { to: string; label: string }[] }) {
  return (
    <div className="col-md-6 col-lg-3">
      <h2 className="h6 text-uppercase">{heading}</h2>
      <ul className="list-unstyled small">
        {links.map(({ to, label }) => (
          <li key={label} className="mb-1">
            <Link to={to} className="footer-link">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

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
              {MINISTRY.social.map(({ network, url }) => {
                const Icon = ICONS[network];
                return (
                  <a
                    key={network}
                    href={url ?? '#'}
                    onClick={url ? undefined : stay}
                    aria-label={t(`social.${network}`)}
                    className="footer-link"
                  >
                    <Icon />
                  </a>
                );
              })}
            </div>
          </div>
          <LinkColumn
            heading={t('footer.quickLinks')}
            links={QUICK_LINKS.map((link) => ({ to: link.to, label: t(`nav.${link.key}`) }))}
          />
          <LinkColumn
            heading={t('footer.services')}
            links={SERVICE_LINKS.map((key) => ({ to: '/services', label: t(key) }))}
          />
          <div className="col-md-6 col-lg-3">
            <h2 className="h6 text-uppercase">{t('footer.contact')}</h2>
            <address className="small mb-0">
              {CONTACT.map(({ key, Icon, href, value }, index) => {
                const content = (
                  <>
                    <span className="visually-hidden">{t(`footer.${key}`)}: </span>
                    {value}
                  </>
                );
                return (
                  <p key={key} className={`${index < CONTACT.length - 1 ? 'mb-2' : 'mb-0'} d-flex gap-2`}>
                    <Icon />
                    {href ? (
                      <a href={href} className="footer-link">
                        {content}
                      </a>
                    ) : (
                      <span>{content}</span>
                    )}
                  </p>
                );
              })}
            </address>
          </div>
        </div>
        <hr className="my-4" />
        <p className="small text-center mb-0">{t('footer.rights', { year })}</p>
      </div>
    </footer>
  );
}
