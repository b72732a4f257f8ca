import { useEffect, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { MinistryEvent } from '@ministry/contracts/event';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { eventTimeText, formatDay, Loaded } from '../../events';
import { useRegistrations } from '../api/registrations';
import { useToggleAttendance } from '../hooks/use-attendance';
import { CheckInView } from './check-in-view';

interface CheckInScreenProps {
  event: MinistryEvent;
  date: CalendarDay;
  onBack: () => void;
}

/** The whole management screen while checking people in at the door (a phone in one hand). */
export function CheckInScreen({ event, date, onBack }: CheckInScreenProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const registrations = useRegistrations(event.id, date);
  const toggle = useToggleAttendance(event.id, date);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="ev-checkin-screen mx-auto">
      <Button variant="link" className="px-0 mb-2" onClick={onBack}>
        <span aria-hidden="true">‹ </span>
        {t('checkIn.back')}
      </Button>
      <h1 ref={heading} tabIndex={-1} className="h3 mb-1">
        <span className="d-block small text-uppercase text-secondary fw-semibold ev-checkin-label">
          {t('checkIn.title')}
        </span>{' '}
        {event.title}
      </h1>
      <p className="text-secondary mb-3">
        {formatDay(date, language)} · {eventTimeText(event, language)}
      </p>
      <Loaded read={registrations} texts="attendees">
        {(data) => <CheckInView list={data} onToggle={toggle} />}
      </Loaded>
    </div>
  );
}
