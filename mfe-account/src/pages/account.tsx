import { Button, Card, Col, Container, Nav, Row, Tab } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFocusFollowsSelectedTab } from '@ministry/platform/focus';
import { usePageTitle } from '@ministry/platform/page-title';
import { RequireAccess } from '@ministry/platform/require-access';
import { useLogout, useSession } from '@ministry/platform/session';
import { NAMESPACE } from '../i18n';
import { DeleteAccountSection } from '../features/account/components/delete-account-section';
import { EventsTab } from '../features/account/components/events-tab';
import { PrivacyCard } from '../features/account/components/privacy-card';
import { ProfileTab } from '../features/account/components/profile-tab';
import { ResourcesTab } from '../features/account/components/resources-tab';
import { SecurityTab } from '../features/account/components/security-tab';
import { SubscriptionTab } from '../features/account/components/subscription-tab';
import { CareTab } from '../features/care';
import { GivingTab } from '../features/giving';
import { PurchasedResources } from '../features/my-resources';
import { OrdersTab } from '../features/orders';

const TABS = [
  'profile',
  'subscription',
  'orders',
  'events',
  'care',
  'giving',
  'resources',
  'security',
] as const;
type AccountTab = (typeof TABS)[number];

function AccountSettings() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useSession();
  const logout = useLogout();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AccountTab = TABS.includes(requested as AccountTab) ? (requested as AccountTab) : 'profile';
  const tabsRef = useFocusFollowsSelectedTab<HTMLDivElement>(tab);
  if (!user) return null;

  return (
    <Tab.Container
      transition={false}
      activeKey={tab}
      onSelect={(key) => key && setParams({ tab: key }, { replace: true })}
    >
      <Row className="g-4">
        <Col md={3}>
          <Nav
            ref={tabsRef}
            variant="pills"
            role="tablist"
            className="flex-column"
            aria-label={t('account.tabsLabel')}
          >
            {TABS.map((key) => (
              <Nav.Item key={key}>
                <Nav.Link eventKey={key}>{t(`account.${key}`)}</Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          <Button variant="outline-secondary" className="mt-3 w-100" onClick={() => void logout()}>
            {t('account.logout')}
          </Button>
        </Col>
        <Col md={9}>
          <Card className="border-0 shadow-sm">
            <Card.Body className="p-4">
              <Tab.Content>
                <Tab.Pane eventKey="profile">
                  <ProfileTab key={user.id} user={user} />
                </Tab.Pane>
                <Tab.Pane eventKey="subscription">
                  <SubscriptionTab user={user} />
                </Tab.Pane>
                <Tab.Pane eventKey="orders" mountOnEnter>
                  <OrdersTab />
                </Tab.Pane>
                <Tab.Pane eventKey="events" mountOnEnter>
                  <EventsTab />
                </Tab.Pane>
                <Tab.Pane eventKey="care" mountOnEnter>
                  <CareTab user={user} />
                </Tab.Pane>
                <Tab.Pane eventKey="giving" mountOnEnter>
                  <GivingTab />
                </Tab.Pane>
                <Tab.Pane eventKey="resources" mountOnEnter>
                  <PurchasedResources />
                  <ResourcesTab user={user} />
                </Tab.Pane>
                <Tab.Pane eventKey="security">
                  <SecurityTab />
                  <PrivacyCard />
                  <DeleteAccountSection />
                </Tab.Pane>
              </Tab.Content>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Tab.Container>
  );
}

export default function AccountPage() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useSession();
  usePageTitle(t('pages.account.title'));
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : '';
  return (
    <Container className="py-5">
      <h1 className="mb-1">{t('pages.account.title')}</h1>
      {user && <p className="text-secondary mb-4">{t('account.welcome', { name })}</p>}
      <RequireAccess allow={(session) => session.isAuthenticated}>
        <AccountSettings />
      </RequireAccess>
    </Container>
  );
}
