import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MinistryEvent } from '@ministry/contracts/event';
import { localize } from '@ministry/contracts/language';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { DIALOG_PROPS } from '@ministry/platform/focus';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { eventCalendarUrl } from '../api/use-events';
import { formatDay } from '../event-dates';
import { eventTimeText, signupOf } from '../event-times';
import { CategoryBadge } from './category-badge';
import { Fact } from './fact';
import { useRecurrenceText } from './recurrence-text';

export interface OpenEvent {
  event: MinistryEvent;
  /** The day shown: the occurrence chosen, or the event's next one. */
  day: CalendarDay;
}

/**
 * One event: title, category, date, time, location, description, how it repeats, a link to the
 * chosen date's own page (details and sign-up), an "Add to calendar" file and Close. Escape closes
 * it too; focus goes back to what opened it.
 */
export function EventModal({ open, onClose }: { open: OpenEvent | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const recurrence = useRecurrenceText();
  const titleId = useId();
  const event = open?.event;
  const repeats = event ? recurrence(event) : null;

  return (
    <Modal
      {...DIALOG_PROPS}
      show={open !== null}
      onHide={onClose}
      centered
      aria-labelledby={titleId}
      restoreFocus
    >
      {open && event && (
        <>
          <Modal.Header>
            <div>
              <Modal.Title as="h2" id={titleId} className="h4 mb-2">
                {localize(event.title, event.titleEs, language)}
              </Modal.Title>
              <CategoryBadge category={event.category} />
            </div>
          </Modal.Header>
          <Modal.Body>
            <dl className="row mb-3">
              <Fact label={t('modal.date')} testId="event-modal-date">
                {formatDay(open.day, language)}
              </Fact>
              <Fact label={t('modal.time')}>{eventTimeText(event, language)}</Fact>
              <Fact label={t('modal.location')}>{event.location}</Fact>
              {repeats && <Fact label={t('modal.repeats')}>{repeats}</Fact>}
            </dl>
            <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
              {localize(event.description, event.descriptionEs, language)}
            </p>
          </Modal.Body>
          <Modal.Footer>
            <Link
              className="btn btn-primary"
              to={`/events/${encodeURIComponent(event.id)}/${open.day}`}
              data-testid="occurrence-link"
            >
              {t(signupOf(event).enabled ? 'modal.details' : 'modal.detailsOnly')}
            </Link>
            <a
              className="btn btn-outline-primary me-auto"
              href={eventCalendarUrl(event.id, language)}
              download
            >
              {t('modal.addToCalendar')}
            </a>
            <Button variant="outline-secondary" onClick={onClose}>
              {t('modal.close')}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
