import { Button, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { MinistryEvent } from '@ministry/contracts/event';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { CategoryBadge, eventTimeText, formatDay, RecurrenceText, signupOf } from '../../events';
import { dayOfInstant } from '@ministry/contracts/calendar-day';

/** Every event with Edit and Delete, in a list that scrolls past about 24rem. */
export function ManagedEventList({
  events,
  editingId,
  onEdit,
  onDelete,
  onSignups,
}: {
  events: MinistryEvent[];
  editingId: string | null;
  onEdit: (event: MinistryEvent) => void;
  onDelete: (event: MinistryEvent) => void;
  /** Opens the sign-up list of an event that has sign-up on. */
  onSignups: (event: MinistryEvent) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  if (!events.length) return <p className="text-secondary mb-0">{t('manage.empty')}</p>;
  return (
    <div
      className="ev-managed-list border rounded"
      style={{ maxHeight: '24rem', overflowY: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={t('manage.listLabel')}
      data-testid="managed-events"
    >
      <ListGroup variant="flush" as="ul">
        {events.map((event) => (
          <ListGroup.Item
            as="li"
            key={event.id}
            active={event.id === editingId}
            aria-current={event.id === editingId ? 'true' : undefined}
            data-event-id={event.id}
          >
            <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
              <div className="me-auto" style={{ minWidth: 0 }}>
                <h3 className="h6 mb-1 text-break">{event.title}</h3>
                <p className="small text-secondary mb-1">
                  {formatDay(dayOfInstant(event.date), language, 'medium')} · {eventTimeText(event, language)}
                </p>
                {event.isRecurring && (
                  <p className="small text-secondary mb-1">
                    <RecurrenceText event={event} />
                  </p>
                )}
                <CategoryBadge category={event.category} />
              </div>
              <div className="d-flex flex-wrap gap-2">
                {signupOf(event).enabled && (
                  <Button size="sm" variant="outline-secondary" onClick={() => onSignups(event)}>
                    {t('attendees.signups')}
                    <span className="visually-hidden"> {event.title}</span>
                  </Button>
                )}
                <Button size="sm" variant="outline-primary" onClick={() => onEdit(event)}>
                  {t('manage.edit')}
                  <span className="visually-hidden"> {event.title}</span>
                </Button>
                <Button size="sm" variant="outline-danger" onClick={() => onDelete(event)}>
                  {t('manage.delete')}
                  <span className="visually-hidden"> {event.title}</span>
                </Button>
              </div>
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </div>
  );
}
