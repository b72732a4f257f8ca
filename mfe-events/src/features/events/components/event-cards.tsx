import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventOccurrence, MinistryEvent } from '@ministry/contracts/event';
import { localize } from '@ministry/contracts/language';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { categoryColor } from '../categories';
import { formatDay } from '../event-dates';
import { eventTimeText } from '../event-times';
import { CategoryBadge } from './category-badge';
import { RecurrenceText } from './recurrence-text';

function EventCard({
  event,
  onOpen,
  children,
}: {
  event: MinistryEvent;
  onOpen: () => void;
  children: ReactNode;
}) {
  const language = useLanguage();
  const title = localize(event.title, event.titleEs, language);
  return (
    <div
      className="card shadow-sm ev-card position-relative"
      style={{ borderLeftColor: categoryColor(event.category) }}
    >
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-1">
          <h3 className="h5 mb-0">
            <button
              type="button"
              className="btn btn-link p-0 ev-title-button stretched-link"
              onClick={onOpen}
              aria-haspopup="dialog"
            >
              {title}
            </button>
          </h3>
          <CategoryBadge category={event.category} />
        </div>
        {children}
      </div>
    </div>
  );
}

/** The occurrences of one day, earliest first. */
export function DayEventList({
  occurrences,
  onOpen,
}: {
  occurrences: EventOccurrence[];
  onOpen: (occurrence: EventOccurrence) => void;
}) {
  const language = useLanguage();
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0" data-testid="day-events">
      {occurrences.map((occurrence) => (
        <li key={`${occurrence.id}:${occurrence.occurrenceDate}`}>
          <EventCard event={occurrence} onOpen={() => onOpen(occurrence)}>
            <p className="mb-1 fw-semibold">{eventTimeText(occurrence, language)}</p>
            <p className="mb-0 small text-secondary">{occurrence.location}</p>
          </EventCard>
        </li>
      ))}
    </ul>
  );
}

/** Each upcoming event once, by its next day, with how it repeats. */
export function UpcomingEventList({
  events,
  onOpen,
}: {
  events: { event: MinistryEvent; next: CalendarDay }[];
  onOpen: (event: MinistryEvent, day: CalendarDay) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0" data-testid="upcoming-events">
      {events.map(({ event, next }) => (
        <li key={event.id}>
          <EventCard event={event} onOpen={() => onOpen(event, next)}>
            <p className="mb-1 small">
              <span className="fw-semibold">{t('list.next', { date: formatDay(next, language) })}</span> ·{' '}
              {eventTimeText(event, language)}
            </p>
            {event.isRecurring && (
              <p className="mb-1 small text-secondary">
                <RecurrenceText event={event} />
              </p>
            )}
            <p className="mb-0 small text-secondary">{event.location}</p>
          </EventCard>
        </li>
      ))}
    </ul>
  );
}
