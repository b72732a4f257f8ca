import { useMemo } from 'react';
import { Button, Card, Col, ListGroup, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { useSession } from '@ministry/platform/session';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../i18n';
import { formatDay, formatEventTime, upcomingEvents, useAdminEvents } from '../../events';
import { todayInNewYork } from '@ministry/contracts/calendar-day';
import { NEW_RESOURCE, RESOURCE_FORM_PARAM, useAdminLocation } from '../../layout';
import { useContactSubmissions } from '../../messages';
import { useAdminResources } from '../../resources';
import { GivingMonthCards } from '../../giving';
import { StatCard } from '../../../kit';
import { fullName } from '@ministry/contracts/user';
import { MailStatusCard } from './mail-status-card';
import { ShopCounts } from './shop-counts';
import { SystemCard } from './system-card';
import { UpcomingEventSeats } from './upcoming-event-seats';
import { LinkButtons } from '@ministry/platform/link-buttons';

/** The dashboard lists the next 3 upcoming events; the Events tab has them all. */
export const DASHBOARD_EVENT_COUNT = 3;

export function DashboardTab() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { user } = useSession();
  const { go } = useAdminLocation();
  const events = useAdminEvents();
  const resources = useAdminResources();
  const messages = useContactSubmissions();
  const counts = [
    { label: 'eventsCount', read: events, testId: 'count-events' },
    { label: 'resourcesCount', read: resources, testId: 'count-resources' },
    { label: 'messagesCount', read: messages, testId: 'count-messages' },
  ] as const;
  const today = useMemo(() => todayInNewYork(), []);
  const upcoming = useMemo(
    () => (events.data ? upcomingEvents(events.data, today, DASHBOARD_EVENT_COUNT) : []),
    [events.data, today],
  );

  return (
    <section aria-labelledby="adm-dashboard-title">
      <h2 className="h3 mb-1" id="adm-dashboard-title">
        {user ? t('dashboard.welcome', { name: fullName(user) }) : t('menu.dashboard')}
      </h2>
      <p className="text-secondary">{t('dashboard.intro')}</p>

      <h3 className="visually-hidden">{t('dashboard.overview')}</h3>
      <Row xs={2} xl={4} className="g-3 mb-4">
        {counts.map(({ label, read, testId }) => (
          <Col key={testId}>
            <StatCard
              label={t(`dashboard.${label}`)}
              value={read.data?.length}
              failed={Boolean(read.error)}
              testId={testId}
            />
          </Col>
        ))}
        <Col>
          <Card className="border-0 shadow-sm h-100">
            <Card.Body>
              <div className="text-secondary small text-uppercase fw-semibold">{t('dashboard.yourRole')}</div>
              <div className="fs-4 fw-semibold mt-2" data-testid="own-role">
                {user ? t(`roles.${user.role}`) : ''}
              </div>
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <Row xs={1} sm={2} className="g-3 mb-4">
        <ShopCounts />
      </Row>
      <GivingMonthCards />
      <Row className="g-3 mb-4">
        <Col>
          <MailStatusCard />
        </Col>
      </Row>
      <Row className="g-3 mb-4">
        <Col>
          <SystemCard />
        </Col>
      </Row>

      <Row className="g-4">
        <Col lg={5}>
          <Card className="border-0 shadow-sm h-100">
            <Card.Body>
              <h3 className="h5 mb-3">{t('dashboard.quickActions')}</h3>
              <LinkButtons
                className="d-grid gap-2"
                links={[{ to: '/events/manage', label: t('dashboard.manageEvents') }]}
              >
                <Button
                  variant="outline-primary"
                  onClick={() => go('resources', { [RESOURCE_FORM_PARAM]: NEW_RESOURCE })}
                >
                  {t('dashboard.addResource')}
                </Button>
                <Button variant="outline-primary" onClick={() => go('users')}>
                  {t('dashboard.manageUsers')}
                </Button>
              </LinkButtons>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={7}>
          <Card className="border-0 shadow-sm h-100">
            <Card.Body>
              <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
                <h3 className="h5 mb-0">{t('dashboard.upcoming')}</h3>
                <Button variant="link" size="sm" className="p-0" onClick={() => go('events')}>
                  {t('dashboard.viewAllEvents')}
                </Button>
              </div>
              {events.error ? (
                <ErrorState
                  title={t('events.loadError')}
                  message={t('events.tryLater')}
                  onRetry={() => void events.mutate()}
                />
              ) : !events.data ? (
                <LoadingState label={t('events.loading')} />
              ) : upcoming.length === 0 ? (
                <p className="text-secondary mb-0">{t('dashboard.noUpcoming')}</p>
              ) : (
                <ListGroup variant="flush" as="ol" data-testid="upcoming-events">
                  {upcoming.map(({ event, day }) => (
                    <ListGroup.Item as="li" key={event.id} className="px-0">
                      <div className="fw-semibold text-break">{event.title}</div>
                      <div className="small text-secondary">
                        <time dateTime={day}>{formatDay(day, language)}</time> ·{' '}
                        {formatEventTime(event, language)}
                      </div>
                      <UpcomingEventSeats event={event} day={day} />
                    </ListGroup.Item>
                  ))}
                </ListGroup>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
