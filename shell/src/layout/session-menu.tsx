import { Dropdown, Nav } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiSend } from '@ministry/platform/api';
import { useSession } from '@ministry/platform/session';
import { fullName, userInitials } from './user-initials';

function useLogout() {
  const navigate = useNavigate();
  const { refresh } = useSession();
  return async () => {
    try {
      await apiSend('POST', '/api/auth/logout');
      await refresh();
      void navigate('/');
    } catch (error) {
      console.error('Logout failed:', error);
    }
  };
}

/** Desktop: the loading circle, Login/Register for visitors, or the avatar menu for a signed-in user. */
export function SessionMenu() {
  const { t } = useTranslation();
  const { user, isLoading, isAdmin, isEventEditor } = useSession();
  const logout = useLogout();

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
  const name = fullName(user);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="avatar-toggle p-0" aria-label={t('nav.userMenu', { name })}>
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="avatar" />
        ) : (
          <span className="avatar avatar-initials" aria-hidden="true">
            {userInitials(user)}
          </span>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {/* Who is signed in, as text: Bootstrap's header would be a heading with no level. */}
        <Dropdown.Header role="none">
          <div className="fw-semibold text-body">{name}</div>
          <div className="small">{user.email}</div>
        </Dropdown.Header>
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/account">
          {t('nav.account')}
        </Dropdown.Item>
        {isAdmin && (
          <Dropdown.Item as={Link} to="/admin">
            {t('nav.admin')}
          </Dropdown.Item>
        )}
        {isEventEditor && (
          <Dropdown.Item as={Link} to="/events/manage">
            {t('nav.manageEvents')}
          </Dropdown.Item>
        )}
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => void logout()}>
          {t('nav.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
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
        <Nav.Link as={Link} to="/login">
          {t('nav.login')}
        </Nav.Link>
        <Nav.Link as={Link} to="/register">
          {t('nav.register')}
        </Nav.Link>
      </>
    );
  }
  return (
    <>
      <div className="small text-secondary pt-2">
        {fullName(user)} · {user.email}
      </div>
      <Nav.Link as={Link} to="/account">
        {t('nav.account')}
      </Nav.Link>
      {isAdmin && (
        <Nav.Link as={Link} to="/admin">
          {t('nav.admin')}
        </Nav.Link>
      )}
      {isEventEditor && (
        <Nav.Link as={Link} to="/events/manage">
          {t('nav.manageEvents')}
        </Nav.Link>
      )}
      <Nav.Link href="/api/logout">{t('nav.logout')}</Nav.Link>
    </>
  );
}
