import { useTranslation } from 'react-i18next';
import type { MinistryEvent } from '@ministry/contracts/event';
import type { OccurrenceSeats } from '@ministry/contracts/event-signup';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { NAMESPACE } from '../../../i18n';
import { useOccurrence } from '../../events';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Seats as the service sent them, or null for anything else (an answer that is not an occurrence). */
function seatsOf(value: unknown): OccurrenceSeats | null {
  if (!value || typeof value !== 'object' || !('seats' in value)) return null;
  const seats = value.seats;
  if (!seats || typeof seats !== 'object') return null;
  const { capacity, taken, waitlist } = seats as Record<string, unknown>;
  if (!isCount(taken) || !(capacity === null || isCount(capacity))) return null;
  return { capacity, taken, waitlist: isCount(waitlist) ? waitlist : 0 };
}

/**
 * For an upcoming event with sign-up on, that day's seats: "12 / 20 seats taken" (or "8 signed up"
 * without a seat limit), and who waits. Nothing for an event without sign-up; a failed call says the
 * seats are not available and leaves the rest of the dashboard as it is.
 */
export function UpcomingEventSeats({ event, day }: { event: MinistryEvent; day: CalendarDay }) {
  const { t } = useTranslation(NAMESPACE);
  const enabled = event.signup?.enabled === true;
  // A list of occurrences carries each day's seats: no need to ask again.
  const listed = 'occurrenceDate' in event && event.occurrenceDate === day ? seatsOf(event) : null;
  const { data, error } = useOccurrence(event.id, day, enabled && !listed);
  if (!enabled) return null;
  if (error && !listed)
    return (
      <div className="small text-secondary" data-testid="event-seats">
        {t('dashboard.seatsUnavailable')}
      </div>
    );
  const seats = listed ?? seatsOf(data);
  if (!seats) return null;
  return (
    <div className="small" data-testid="event-seats">
      {seats.capacity === null
        ? t('dashboard.signedUp', { count: seats.taken })
        : t('dashboard.seatsTaken', { count: seats.capacity, taken: seats.taken })}
      {seats.waitlist > 0 && ` · ${t('dashboard.waitlist', { count: seats.waitlist })}`}
    </div>
  );
}
