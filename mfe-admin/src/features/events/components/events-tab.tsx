import { useMemo } from 'react';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { useAdminEvents } from '../api/use-admin-events';
import { formatDay } from '../event-days';
import { EventHistory } from './event-history';
import { dayOfInstant, todayInNewYork } from '@ministry/contracts/calendar-day';
import { nextEventDay } from '@ministry/contracts/event';
import { DataTable, RecordList, TabSection } from '../../../kit';
import { PrayerGroupSection } from '../../prayer-group';

export function manageEventUrl(id: string): string {
  return `/events/manage?id=${encodeURIComponent(id)}`;
}

/** Every event with its date and time, and Edit → event management. */
export function EventsTab() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data: events, error, mutate } = useAdminEvents();
  const today = useMemo(() => todayInNewYork(), []);

  return (
    <TabSection
      tab="events"
      count={events?.length}
      actions={
        <Link to="/events/manage" className="btn btn-primary btn-sm">
          {t('events.add')}
        </Link>
      }
    >
      <RecordList
        items={events}
        error={error}
        onRetry={mutate}
        texts={{
          loadError: t('events.loadError'),
          errorMessage: t('events.tryLater'),
          loading: t('events.loading'),
          empty: t('events.empty'),
        }}
      >
        {(list) => (
          <DataTable
            testId="admin-events"
            columns={['columnTitle', 'columnDate', 'columnTime']}
            label={(key) => t(`events.${key}`)}
            actions={t('events.columnActions')}
          >
            {list.map((event) => {
              const day = dayOfInstant(event.date);
              const next = nextEventDay(event, today);
              const repeats = event.isRecurring ? (event.recurringType ?? 'weekly') : null;
              return (
                <tr key={event.id} data-event-id={event.id}>
                  <th scope="row" className="fw-semibold text-break">
                    {event.title}
                  </th>
                  <td className="text-nowrap">
                    <time dateTime={day}>{formatDay(day, language)}</time>
                    {repeats && (
                      <Badge bg="info" text="dark" className="ms-2">
                        {t(`events.repeats.${repeats}`)}
                      </Badge>
                    )}
                    {!next && (
                      <Badge bg="secondary" className="ms-2">
                        {t('events.past')}
                      </Badge>
                    )}
                    {repeats && next && next !== day && (
                      <div className="small text-secondary">
                        {t('events.next', { date: formatDay(next, language) })}
                      </div>
                    )}
                  </td>
                  <td>{event.time}</td>
                  <td className="text-end">
                    <Link to={manageEventUrl(event.id)} className="btn btn-outline-primary btn-sm">
                      {t('events.edit')}
                      <span className="visually-hidden"> {event.title}</span>
                    </Link>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </RecordList>
      <EventHistory />
      <PrayerGroupSection />
    </TabSection>
  );
}
