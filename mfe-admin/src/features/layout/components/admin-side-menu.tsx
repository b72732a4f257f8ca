import { Nav } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useFocusFollowsSelectedTab } from '@ministry/platform/focus';
import { tabsFor, useAdminLocation } from '../admin-tabs';
import { useSession } from '@ministry/platform/session';
import { LogoutLink } from '@ministry/platform/logout-link';

/** The tabs she may open (Dashboard, Events… Users), then logout: a column beside the tabs, a row on phones. */
export function AdminSideMenu() {
  const { t } = useTranslation(NAMESPACE);
  const tabsRef = useFocusFollowsSelectedTab<HTMLDivElement>(useAdminLocation().tab);
  const tabs = tabsFor(useSession().user);
  return (
    <div className="adm-side-menu">
      <Nav
        ref={tabsRef}
        variant="pills"
        role="tablist"
        aria-label={t('menu.label')}
        className="flex-md-column flex-nowrap adm-side-tabs"
      >
        {tabs.map((key) => (
          <Nav.Item key={key}>
            <Nav.Link eventKey={key} className="text-nowrap">
              {t(`menu.${key}`)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <LogoutLink className="btn btn-outline-secondary btn-sm mt-md-3 adm-side-logout">
        {t('menu.logout')}
      </LogoutLink>
    </div>
  );
}
