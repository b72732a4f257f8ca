import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@ministry/platform/page-title';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../i18n';
import { useEvents } from '../features/events/api/use-events';
import { EventList } from '../features/events/components/event-list';
import { isUpcoming } from '../features/events/event-dates';

export default function EventsCalendarPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.eventsCalendar.title'));
  const { data, error, isLoading, mutate } = useEvents();
  const upcoming = (data ?? []).filter((event) => isUpcoming(event, new Date()));

  return (
    <Container className="py-5">
      <h1>{t('pages.eventsCalendar.title')}</h1>
      <p className="lead text-secondary">{t('list.intro')}</p>
      <h2 className="h4 mt-4 mb-3">{t('list.allUpcoming')}</h2>
      {isLoading && <LoadingState label={t('list.loading')} />}
      {error && (
        <ErrorState title={t('list.loadError')} message={t('list.tryLater')} onRetry={() => void mutate()} />
      )}
      {data && upcoming.length === 0 && <p className="text-secondary">{t('list.noUpcoming')}</p>}
      {upcoming.length > 0 && <EventList events={upcoming} />}
    </Container>
  );
}
