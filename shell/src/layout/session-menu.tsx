import { lazy, Suspense, useMemo } from 'react';
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

/** A visitor's ways in, with the look of each as a button on the desktop. */
const VISITOR_LINKS = [
  { to: '/login', key: 'nav.login', button: 'btn-outline-primary' },
  { to: '/register', key: 'nav.register', button: 'btn-primary' },
] as const;

/** Desktop: the loading circle, Login/Register for visitors, or the avatar menu for a signed-in user. */
export function SessionMenu() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  // The same element while she is the same user: on a page the server rendered, the menu's Suspense
  // boundary waits for its code before it is hydrated, and an update reaching it meanwhile (the header
  // re-rendering) would make React throw its server HTML away.
  const menu = useMemo(
    () =>
      user && (
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
      ),
    [user],
  );

  if (isLoading) {
    return <span className="session-placeholder" role="status" aria-label={t('nav.loadingSession')} />;
  }
  if (!user) {
    return (
      <div className="d-flex gap-2">
        {VISITOR_LINKS.map(({ to, key, button }) => (
          <Link key={to} to={to} className={`btn ${button} btn-sm`}>
            {t(key)}
          </Link>
        ))}
      </div>
    );
  }
  return menu;
}

/** Mobile: the same links as a list inside the collapsible menu, with a plain logout link. */
export function MobileSessionLinks() {
  const { t } = useTranslation();
  const { user, isLoading, isContentEditor, isEventEditor } = useSession();
  if (isLoading) return null;
  if (!user) {
    return (
      <>
        {VISITOR_LINKS.map(({ to, key }) => (
          <Link key={to} to={to} className="nav-link">
            {t(key)}
          </Link>
        ))}
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
      {/* Admins, and content editors (the admin area shows them the Site content tab). */}
      {isContentEditor && (
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
