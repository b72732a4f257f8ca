import { Col, Container, Row, Tab } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@ministry/platform/page-title';
import { RequireAccess } from '@ministry/platform/require-access';
import { MAIN_CONTENT_ID, SkipLink } from '@ministry/platform/skip-link';
import { NAMESPACE } from '../i18n';
import '../styles.css';
import { DashboardTab } from '../features/dashboard/components/dashboard-tab';
import { EventsTab } from '../features/events/components/events-tab';
import { isAdminTab, useAdminLocation } from '../features/layout/admin-tabs';
import { AdminHeader } from '../features/layout/components/admin-header';
import { AdminSideMenu } from '../features/layout/components/admin-side-menu';
import { MessagesTab } from '../features/messages/components/messages-tab';
import { OrdersTab } from '../features/orders/components/orders-tab';
import { GivingTab } from '../features/giving/components/giving-tab';
import { ProductsTab } from '../features/products/components/products-tab';
import { ResourcesTab } from '../features/resources/components/resources-tab';
import { UsersTab } from '../features/users/components/users-tab';

/** The tabs; only the one shown is mounted, so each loads its data when it is opened. */
function AdminTabs() {
  const { t } = useTranslation(NAMESPACE);
  const { tab, go } = useAdminLocation();
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
            <Tab.Pane eventKey="dashboard">
              <DashboardTab />
            </Tab.Pane>
            <Tab.Pane eventKey="events">
              <EventsTab />
            </Tab.Pane>
            <Tab.Pane eventKey="products">
              <ProductsTab />
            </Tab.Pane>
            <Tab.Pane eventKey="orders">
              <OrdersTab />
            </Tab.Pane>
            <Tab.Pane eventKey="giving">
              <GivingTab />
            </Tab.Pane>
            <Tab.Pane eventKey="resources">
              <ResourcesTab />
            </Tab.Pane>
            <Tab.Pane eventKey="messages">
              <MessagesTab />
            </Tab.Pane>
            <Tab.Pane eventKey="users">
              <UsersTab />
            </Tab.Pane>
          </Tab.Content>
        </Col>
      </Row>
    </Tab.Container>
  );
}

/** /admin: full-screen, admins only (visitors → /login, everyone else → /not-found). */
export default function AdminDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { tab } = useAdminLocation();
  usePageTitle(`${t(`menu.${tab}`)} · ${t('pages.adminDashboard.title')}`);
  return (
    <div className="adm-frame min-vh-100 d-flex flex-column bg-body-tertiary">
      <SkipLink />
      <AdminHeader />
      <Container fluid as="main" id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-grow-1 py-4">
        <RequireAccess allow={(session) => session.isAdmin}>
          <AdminTabs />
        </RequireAccess>
      </Container>
    </div>
  );
}
