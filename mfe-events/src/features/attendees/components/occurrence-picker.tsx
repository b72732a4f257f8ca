import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { MinistryEvent } from '@ministry/contracts/event';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { FieldRow } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { formatDay } from '../../events';

/** Which list: an event with sign-up, then one of its dates. */
export function OccurrencePicker({
  events,
  eventId,
  dates,
  date,
  today,
  onEvent,
  onDate,
}: {
  events: MinistryEvent[];
  eventId: string | null;
  dates: CalendarDay[];
  date: CalendarDay | null;
  today: CalendarDay;
  onEvent: (eventId: string) => void;
  onDate: (date: CalendarDay) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  return (
    <FieldRow cols={['col-md-7', 'col-md-5']} className="g-3 mb-3">
      <Form.Group controlId={`${id}-event`}>
        <Form.Label>{t('attendees.event')}</Form.Label>
        <Form.Select value={eventId ?? ''} onChange={(event) => onEvent(event.target.value)}>
          {!eventId && <option value="">{t('attendees.chooseEvent')}</option>}
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {eventId && (
        <Form.Group controlId={`${id}-date`}>
          <Form.Label>{t('attendees.date')}</Form.Label>
          <Form.Select
            value={date ?? ''}
            onChange={(event) => onDate(event.target.value)}
            disabled={dates.length === 0}
          >
            {dates.map((day) => (
              <option key={day} value={day}>
                {formatDay(day, language, 'full')}
                {day === today ? ` (${t('calendar.todayMarker')})` : ''}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
    </FieldRow>
  );
}
