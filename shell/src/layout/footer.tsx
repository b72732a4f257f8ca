import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MINISTRY_CONTENT, ministryName } from '@ministry/contracts/ministry';
import { useLanguage } from '@ministry/platform/i18n';
import { ministryContactLines, SOCIAL_ICONS, stayOnPage } from '@ministry/platform/ministry-contact';
import { useNow } from '@ministry/platform/platform-provider';
import { useSiteContent } from '@ministry/platform/site-content';
import { QUICK_LINKS } from './menu';

/** The services column: counseling and mentoring lead to their own page, the rest to the services. */
const SERVICE_LINKS = [
  { key: 'footer.serviceCounseling', to: '/counseling' },
  { key: 'footer.serviceBibleStudy', to: '/services' },
  { key: 'footer.serviceMentoring', to: '/counseling' },
  { key: 'footer.serviceWorkshops', to: '/services' },
  { key: 'footer.serviceVirtual', to: '/counseling' },
] as const;

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

/**
 * The site's footer. The ministry's name, social links and contact details are the published
 * `ministry` document (rendered by the server with the page); while it loads they keep their place
 * with the seed's texts hidden, so nothing jumps when they arrive; when it cannot be read, the seed's.
 */
export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { content, isLoading } = useSiteContent('ministry');
  const ministry = content ?? MINISTRY_CONTENT;
  const hidden = !content && isLoading ? ' invisible' : '';
  const name = ministryName(ministry, language);
  // Each contact line is named for screen readers by `footer.<key>`.
  const contact = ministryContactLines(ministry);
  // The server's clock while a page it rendered hydrates, and UTC's year: the same on both sides.
  const year = new Date(useNow()).getUTCFullYear();
  return (
    <footer className="site-footer mt-auto">
      <div className="container-xl py-5">
        <div className="row g-4">
          <div className="col-md-6 col-lg-3">
            <h2 className={`h5 brand-name${hidden}`}>{name}</h2>
            <p className="small">{t('footer.about')}</p>
            <p className="small fw-semibold mb-2">{t('footer.follow')}</p>
            <div className={`d-flex gap-3${hidden}`}>
              {ministry.social.map(({ network, url }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <a
                    key={network}
                    href={url || '#'}
                    onClick={url ? undefined : stayOnPage}
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
            links={SERVICE_LINKS.map(({ key, to }) => ({ to, label: t(key) }))}
          />
          <div className="col-md-6 col-lg-3">
            <h2 className="h6 text-uppercase">{t('footer.contact')}</h2>
            <address className={`small mb-0${hidden}`}>
              {contact.map(({ key, Icon, href, value }, index) => {
                const content = (
                  <>
                    <span className="visually-hidden">{t(`footer.${key}`)}: </span>
                    {value}
                  </>
                );
                return (
                  <p key={key} className={`${index < contact.length - 1 ? 'mb-2' : 'mb-0'} d-flex gap-2`}>
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
        <p className="small text-center mb-2">
          <Link to="/privacy" className="footer-link">
            {t('footer.privacy')}
          </Link>
          <span aria-hidden="true"> · </span>
          <Link to="/announcements" className="footer-link">
            {t('footer.announcements')}
          </Link>
        </p>
        <p className="small text-center mb-0">{t('footer.rights', { year, name })}</p>
      </div>
    </footer>
  );
}
