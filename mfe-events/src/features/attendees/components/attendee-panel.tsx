import { forwardRef } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { NAMESPACE } from '../../../i18n';
import { Loaded } from '../../events';
import { registrationsCsvUrl, useRegistrations } from '../api/registrations';
import type { AttendeeSelection } from '../hooks/use-selection';
import { AddAttendeeForm } from './add-attendee-form';
import { AttendeeCounts, AttendeeList } from './attendee-list';
import { OccurrencePicker } from './occurrence-picker';
import { UnconfirmedList } from './unconfirmed-list';

/** The list of one occurrence with its counts, the CSV, the check-in and a form to add someone. */
function OccurrenceAttendees({
  eventId,
  date,
  onCheckIn,
}: {
  eventId: string;
  date: CalendarDay;
  onCheckIn: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const registrations = useRegistrations(eventId, date);
  return (
    <Loaded read={registrations} texts="attendees">
      {(data) => (
        <div data-testid="attendees">
          <AttendeeCounts list={data} />
          <div className="d-flex flex-wrap gap-2">
            <Button variant="primary" onClick={onCheckIn}>
              {t('attendees.checkIn')}
            </Button>
            <a className="btn btn-outline-primary" href={registrationsCsvUrl(eventId, date)} download>
              {t('attendees.csv')}
            </a>
          </div>
          <AttendeeList list={data} />
          <UnconfirmedList
            list={data}
            eventId={eventId}
            date={date}
            onRemoved={() => registrations.mutate()}
          />
          <AddAttendeeForm eventId={eventId} date={date} onAdded={() => registrations.mutate()} />
        </div>
      )}
    </Loaded>
  );
}

/** "For the ministry": per occurrence, who signed up and who waits; the way into the check-in. */
export const AttendeePanel = forwardRef<HTMLDivElement, { selection: AttendeeSelection; today: CalendarDay }>(
  function AttendeePanel({ selection, today }, ref) {
    const { t } = useTranslation(NAMESPACE);
    const { events, event, dates, date } = selection;
    return (
      <Card className="shadow-sm border-0" ref={ref}>
        <Card.Body>
          <section aria-labelledby="attendees-title">
            <h2 id="attendees-title" className="h5 mb-2" tabIndex={-1}>
              {t('attendees.title')}
            </h2>
            {events.length === 0 ? (
              <p className="text-secondary mb-0">{t('attendees.noSignupEvents')}</p>
            ) : (
              <>
                <p className="text-secondary">{t('attendees.intro')}</p>
                <OccurrencePicker
                  events={events}
                  eventId={event?.id ?? null}
                  dates={dates}
                  date={date}
                  today={today}
                  onEvent={selection.chooseEvent}
                  onDate={selection.chooseDate}
                />
                {event && date && (
                  <OccurrenceAttendees
                    key={`${event.id}:${date}`}
                    eventId={event.id}
                    date={date}
                    onCheckIn={() => selection.showCheckIn(true)}
                  />
                )}
              </>
            )}
          </section>
        </Card.Body>
      </Card>
    );
  },
);
