import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { User } from '@ministry/contracts/user';
import { useLogout, useSession } from '@ministry/platform/session';
import { Avatar } from './avatar';
import { fullName } from './user-initials';

/** A signed-in member's menu under their avatar: account, the admin and event screens their roles open, logout. */
export default function AvatarMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { isAdmin, isEventEditor } = useSession();
  const logout = useLogout();
  const name = fullName(user);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="avatar-toggle p-0" aria-label={t('nav.userMenu', { name })}>
        <Avatar user={user} />
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
