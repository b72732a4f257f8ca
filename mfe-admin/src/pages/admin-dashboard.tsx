import type { ComponentType } from 'react';
import { Col, Container, Row, Tab } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@ministry/platform/page-title';
import { RequireAccess } from '@ministry/platform/require-access';
import { useSession } from '@ministry/platform/session';
import { MAIN_CONTENT_ID, SkipLink } from '@ministry/platform/skip-link';
import { NAMESPACE } from '../i18n';
import '../styles.css';
import { AnnouncementsTab } from '../features/announcements';
import { CareTab } from '../features/care/components/care-tab';
import { DashboardTab } from '../features/dashboard/components/dashboard-tab';
import { EventsTab } from '../features/events/components/events-tab';
import {
  canOpenAdmin,
  isAdminTab,
  tabsFor,
  useAdminLocation,
  type AdminTab,
} from '../features/layout/admin-tabs';
import { AdminHeader } from '../features/layout/components/admin-header';
import { AdminSideMenu } from '../features/layout/components/admin-side-menu';
import { MessagesTab } from '../features/messages/components/messages-tab';
import { OrdersTab } from '../features/orders/components/orders-tab';
import { GivingTab } from '../features/giving/components/giving-tab';
import { ProductsTab } from '../features/products/components/products-tab';
import { ResourcesTab } from '../features/resources/components/resources-tab';
import { SiteContentTab } from '../features/site-content/components/site-content-tab';
import { UsersTab } from '../features/users/components/users-tab';

/** What each tab shows. */
const TAB_CONTENT: Record<AdminTab, ComponentType> = {
  dashboard: DashboardTab,
  events: EventsTab,
  products: ProductsTab,
  orders: OrdersTab,
  giving: GivingTab,
  resources: ResourcesTab,
  messages: MessagesTab,
  announcements: AnnouncementsTab,
  care: CareTab,
  'site-content': SiteContentTab,
  users: UsersTab,
};

/** The tabs she may open; only the one shown is mounted, so each loads its data when it is opened. */
function AdminTabs() {
  const { t } = useTranslation(NAMESPACE);
  const { tab, go } = useAdminLocation();
  const { user } = useSession();
  return (
    <Tab.Container
      transition={false}
      activeKey={tab}
      mountOnEnter
      unmountOnExit
      onSelect={(key) => {
        if (isAdminTab(key) && key !== tab) go(key);
      }}
    >
      <Row className="g-4">
        <Col md={3} xl={2}>
          <AdminSideMenu />
        </Col>
        <Col md={9} xl={10}>
          <h1 className="visually-hidden">{t('pages.adminDashboard.title')}</h1>
          <Tab.Content>
            {tabsFor(user).map((key) => {
              const Content = TAB_CONTENT[key];
              return (
                <Tab.Pane key={key} eventKey={key}>
                  <Content />
                </Tab.Pane>
              );
            })}
          </Tab.Content>
        </Col>
      </Row>
    </Tab.Container>
  );
}

/**
 * /admin: full-screen, for admins (every tab), content editors (the Site content tab alone) and
 * counselors (the Care tab alone: her own workspace);
 * visitors → /login, everyone else → /not-found.
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { tab } = useAdminLocation();
  usePageTitle(`${t(`menu.${tab}`)} · ${t('pages.adminDashboard.title')}`);
  return (
    <div className="adm-frame min-vh-100 d-flex flex-column bg-body-tertiary">
      <SkipLink />
      <AdminHeader />
      <Container fluid as="main" id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-grow-1 py-4">
        <RequireAccess allow={(session) => canOpenAdmin(session.user)}>
          <AdminTabs />
        </RequireAccess>
      </Container>
    </div>
  );
}
