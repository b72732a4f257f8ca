import { ButtonGroup, Button, Navbar } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { useSwitchLanguage } from '@ministry/platform/session';
import { AvatarMenu } from '@ministry/platform/avatar-menu';
import { useSession } from '@ministry/platform/session';
import { NAMESPACE } from '../../../i18n';

/** The language switch of the full-screen admin area (the site header is not shown here). */
function LanguageToggle() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <ButtonGroup size="sm" aria-label={ta('header.language')}>
      {(['en', 'es'] as const).map((code) => (
        <Button
          key={code}
          variant={language === code ? 'light' : 'outline-light'}
          aria-pressed={language === code}
          lang={code}
          aria-label={t(`language.${code}`)}
          title={t(`language.${code}`)}
          onClick={() => void switchLanguage(code)}
        >
          {code.toUpperCase()}
        </Button>
      ))}
    </ButtonGroup>
  );
}

/** Logo, 'Admin Area', 'Back to Site', the language switch and the signed-in user's menu. */
export function AdminHeader() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Navbar
      as="header"
      role="banner"
      bg="dark"
      data-bs-theme="dark"
      className="adm-header px-3 gap-2 flex-nowrap"
    >
      <Navbar.Brand as={Link} to="/" className="adm-brand me-0" aria-label={t('brand.home')}>
        <span className="adm-brand-mark" aria-hidden="true">
          ✚
        </span>
        <span className="adm-brand-name d-none d-lg-inline">{t('brand.name')}</span>
      </Navbar.Brand>
      <span className="navbar-text text-white fw-semibold me-auto text-truncate adm-area-title">
        {t('fullScreen.adminArea')}
      </span>
      <LanguageToggle />
      <Link
        to="/"
        className="btn btn-outline-light btn-sm text-nowrap"
        aria-label={t('fullScreen.backToSite')}
      >
        <span aria-hidden="true" className="d-sm-none">
          ←
        </span>
        <span className="d-none d-sm-inline">{t('fullScreen.backToSite')}</span>
      </Link>
      {user && <AvatarMenu user={user} dark />}
    </Navbar>
  );
}
