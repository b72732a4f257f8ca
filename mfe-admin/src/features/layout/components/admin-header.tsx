import { ButtonGroup, Button, Dropdown, Navbar } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage } from '@ministry/platform/i18n';
import { useSession } from '@ministry/platform/session';
import { NAMESPACE } from '../../../i18n';
import { fullName } from '../../users/user-list';

export const LOGOUT_URL = '/api/logout';

function initials(first?: string | null, last?: string | null, username = ''): string {
  const fromNames = `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`;
  return (fromNames || username.slice(0, 2)).toUpperCase();
}

/** The language switch of the full-screen admin area (the site header is not shown here). */
function LanguageToggle() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation(NAMESPACE);
  const language = useLanguage();
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
          onClick={() => void setLanguage(code)}
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
  const name = user ? fullName(user) : '';
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
      {user && (
        <Dropdown align="end">
          <Dropdown.Toggle
            variant="link"
            className="adm-avatar-toggle p-0"
            aria-label={t('nav.userMenu', { name })}
          >
            {user.profileImageUrl ? (
              <img src={user.profileImageUrl} alt="" className="adm-avatar" />
            ) : (
              <span className="adm-avatar adm-avatar-initials" aria-hidden="true">
                {initials(user.firstName, user.lastName, user.username)}
              </span>
            )}
          </Dropdown.Toggle>
          <Dropdown.Menu data-bs-theme="light">
            <Dropdown.Header role="none">
              <div className="fw-semibold text-body">{name}</div>
              <div className="small">{user.email}</div>
            </Dropdown.Header>
            <Dropdown.Divider />
            <Dropdown.Item as={Link} to="/account">
              {t('nav.account')}
            </Dropdown.Item>
            <Dropdown.Divider />
            <Dropdown.Item href={LOGOUT_URL}>{t('nav.logout')}</Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      )}
    </Navbar>
  );
}
