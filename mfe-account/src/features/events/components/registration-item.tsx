import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MyRegistration } from '@ministry/contracts/event-signup';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { reportFailure } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { cancelRegistration } from '../api/registrations';
import { formatCalendarDay, formatInstantHours, formatInstantMoment } from '@ministry/contracts/datetime';

/** The occurrence page mfe-events serves: `/events/<eventId>/<yyyy-mm-dd>`. */
export function occurrencePath(registration: Pick<MyRegistration, 'eventId' | 'date'>): string {
  return `/events/${encodeURIComponent(registration.eventId)}/${registration.date}`;
}

interface RegistrationItemProps {
  registration: MyRegistration;
  onCanceled: (registration: MyRegistration) => Promise<void>;
  onFailed: () => void;
}

/**
 * One of her sign-ups: the event (a link to its occurrence page), when and where, whether she has a
 * seat or her place on the waitlist, and "Cancel my place" with a confirmation in place. Once
 * canceled, `onCanceled` refreshes the list (which no longer holds this item).
 */
export function RegistrationItem({ registration, onCanceled, onFailed }: RegistrationItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  const questionId = useId();

  const title = localize(registration.title, registration.titleEs, language);
  const day = formatCalendarDay(registration.date, language, 'full');
  const time = formatInstantHours(registration.startsAt, registration.endsAt, language);
  const waitlisted = registration.status === 'waitlisted';
  const paid = registration.status === 'confirmed' ? (registration.paidPlace ?? null) : null;
  // Past the cut-off the service refuses; the page says so instead of offering the button.
  const tooLate = paid !== null && Date.now() >= Date.parse(paid.cancelUntil);
  const question = paid
    ? t(paid.people > 1 ? 'events.paidCancelQuestionGroup' : 'events.paidCancelQuestion', {
        title,
        date: day,
        people: paid.people,
      })
    : t(waitlisted ? 'events.leaveWaitlistQuestion' : 'events.cancelQuestion', { title, date: day });

  // The question takes the focus when it opens; "Keep my place" (or a failure) gives it back to the button.
  useEffect(() => {
    if (confirming) confirmation.current?.focus();
    else if (returnFocus.current) cancelButton.current?.focus();
    returnFocus.current = false;
  }, [confirming]);

  const keep = () => {
    returnFocus.current = true;
    setConfirming(false);
  };

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelRegistration(registration.id);
    } catch (failure) {
      reportFailure('Canceling the sign-up', failure, { title: t('events.cancelFailed') });
      setBusy(false);
      keep();
      onFailed();
      return;
    }
    await onCanceled(registration);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      keep();
    }
  };

  return (
    <li className="list-group-item py-3" data-testid="my-registration">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div className="flex-grow-1">
          <h3 className="h6 mb-1 text-break">
            <Link to={occurrencePath(registration)}>{title}</Link>
          </h3>
          <p className="mb-1">
            <time dateTime={registration.date}>{day}</time>
            {time && ` · ${time}`}
          </p>
          {registration.location && <p className="mb-2 text-secondary text-break">{registration.location}</p>}
          {waitlisted ? (
            <Badge bg="warning" text="dark" className="fw-semibold">
              {registration.waitlistPosition
                ? t('events.waitlistPlace', { position: registration.waitlistPosition })
                : t('events.waitlisted')}
            </Badge>
          ) : (
            <Badge bg="success" className="fw-semibold">
              {t('events.confirmed')}
            </Badge>
          )}
          {paid && !tooLate && (
            <p className="mb-0 mt-2 small text-secondary">
              {t('events.paidCancelUntil', {
                when: formatInstantMoment(paid.cancelUntil, language, 'medium'),
              })}
            </p>
          )}
          {tooLate && (
            <p className="mb-0 mt-2 small" data-testid="paid-cancel-closed">
              {t('events.paidCancelClosed', { hours: paid.cutoffHours })}{' '}
              <Link to="/contact">{t('events.contactUs')}</Link>
            </p>
          )}
        </div>
        {!confirming && !tooLate && (
          <Button
            ref={cancelButton}
            variant="outline-danger"
            size="sm"
            aria-label={t('events.cancelLabel', { title, date: day })}
            onClick={() => setConfirming(true)}
          >
            {t('events.cancel')}
          </Button>
        )}
      </div>
      {confirming && (
        <div
          ref={confirmation}
          role="group"
          aria-labelledby={questionId}
          tabIndex={-1}
          className="border border-warning rounded p-3 mt-3"
          data-testid="cancel-registration-confirm"
          onKeyDown={onKeyDown}
        >
          <p id={questionId}>{question}</p>
          <div className="d-flex flex-wrap gap-2">
            <Button variant="danger" size="sm" disabled={busy} onClick={() => void cancel()}>
              {busy ? t('events.cancelling') : t(waitlisted ? 'events.leaveWaitlistYes' : 'events.cancelYes')}
            </Button>
            <Button variant="outline-secondary" size="sm" disabled={busy} onClick={keep}>
              {t('events.keep')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
