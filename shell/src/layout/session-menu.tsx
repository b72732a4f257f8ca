import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { fullName } from '@ministry/contracts/user';
import { Avatar } from '@ministry/platform/avatar';
import { LogoutLink } from '@ministry/platform/logout-link';
import { useSession } from '@ministry/platform/session';

// The dropdown (react-bootstrap's) loads only for a signed-in member: a visitor's page goes without it.
const AvatarMenu = lazy(() =>
  import('@ministry/platform/avatar-menu').then((module) => ({ default: module.AvatarMenu })),
);

/** Desktop: the loading circle, Login/Register for visitors, or the avatar menu for a signed-in user. */
export function SessionMenu() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();

  if (isLoading) {
    return <span className="session-placeholder" role="status" aria-label={t('nav.loadingSession')} />;
  }
  if (!user) {
    return (
      <div className="d-flex gap-2">
        <Link to="/login" className="btn btn-outline-primary btn-sm">
          {t('nav.login')}
        </Link>
        <Link to="/register" className="btn btn-primary btn-sm">
          {t('nav.register')}
        </Link>
      </div>
    );
  }
  return (
    // Until the menu has loaded, the same picture in the same place, not yet a button.
    <Suspense
      fallback={
        <span className="btn btn-link avatar-toggle dropdown-toggle p-0" aria-hidden="true">
          <Avatar user={user} />
        </span>
      }
    >
      <AvatarMenu user={user} />
    </Suspense>
  );
}

/** Mobile: the same links as a list inside the collapsible menu, with a plain logout link. */
export function MobileSessionLinks() {
  const { t } = useTranslation();
  const { user, isLoading, isAdmin, isEventEditor } = useSession();
  if (isLoading) return null;
  if (!user) {
    return (
      <>
        <Link to="/login" className="nav-link">
          {t('nav.login')}
        </Link>
        <Link to="/register" className="nav-link">
          {t('nav.register')}
        </Link>
      </>
    );
  }
  return (
    <>
      <div className="small text-secondary pt-2">
        {fullName(user)} · {user.email}
      </div>
      <Link to="/account" className="nav-link">
        {t('nav.account')}
      </Link>
      {isAdmin && (
        <Link to="/admin" className="nav-link">
          {t('nav.admin')}
        </Link>
      )}
      {isEventEditor && (
        <Link to="/events/manage" className="nav-link">
          {t('nav.manageEvents')}
        </Link>
      )}
      <LogoutLink className="nav-link">{t('nav.logout')}</LogoutLink>
    </>
  );
}
