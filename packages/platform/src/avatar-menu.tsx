// Not from the shared 'react-bootstrap' (packages/webpack-config/react-bootstrap.mjs): Dropdown brings
// Popper, which only a signed-in member's page needs; this module is loaded for her alone.
// eslint-disable-next-line no-restricted-imports
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { fullName, userInitials, type User } from '@ministry/contracts/user';
import { Avatar } from '@ministry/platform/avatar';
import { useLogout, useSession } from '@ministry/platform/session';

/**
 * A signed-in member's menu under their avatar (site header and admin header): who is signed in,
 * account, the admin and event screens their roles open, logout. The toggle's name starts with the
 * initials it shows, so voice control finds it by what people see (WCAG 2.5.3).
 */
export function AvatarMenu({ user, dark = false }: { user: User; dark?: boolean }) {
  const { t } = useTranslation();
  const { isContentEditor, isEventEditor } = useSession();
  const logout = useLogout();
  const name = fullName(user);
  const label = user.profileImageUrl
    ? t('nav.userMenu', { name })
    : t('nav.userMenuWithInitials', { name, initials: userInitials(user) });
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="avatar-toggle p-0" aria-label={label}>
        <Avatar user={user} />
      </Dropdown.Toggle>
      <Dropdown.Menu data-bs-theme={dark ? 'light' : undefined}>
        {/* Who is signed in, as text: Bootstrap's header would be a heading with no level. */}
        <Dropdown.Header role="none">
          <div className="fw-semibold text-body">{name}</div>
          <div className="small">{user.email}</div>
        </Dropdown.Header>
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/account">
          {t('nav.account')}
        </Dropdown.Item>
        {/* Admins, and content editors (the admin area shows them the Site content tab). */}
        {isContentEditor && (
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
