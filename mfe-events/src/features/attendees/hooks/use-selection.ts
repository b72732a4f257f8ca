import { useSearchParams } from 'react-router-dom';
import type { MinistryEvent } from '@ministry/contracts/event';
import { isCalendarDay, type CalendarDay } from '@ministry/contracts/calendar-day';
import { signupOf } from '../../events';
import { defaultDate, pickableDates } from '../occurrence-dates';

export interface AttendeeSelection {
  /** The events with sign-up on. */
  events: MinistryEvent[];
  event: MinistryEvent | null;
  dates: CalendarDay[];
  date: CalendarDay | null;
  checkIn: boolean;
  chooseEvent: (eventId: string) => void;
  chooseDate: (date: CalendarDay) => void;
  showCheckIn: (open: boolean) => void;
}

/**
 * Which occurrence's list the management page shows, kept in the address so it can be bookmarked
 * at the door: `?signups=<event id>&date=<yyyy-mm-dd>`, and `&view=checkin` for the check-in.
 */
export function useAttendeeSelection(all: MinistryEvent[], today: CalendarDay): AttendeeSelection {
  const [params, setParams] = useSearchParams();
  const events = all.filter((event) => signupOf(event).enabled);
  const event = events.find((candidate) => candidate.id === params.get('signups')) ?? null;
  const asked = params.get('date');
  let dates = event ? pickableDates(event, today) : [];
  let date: CalendarDay | null = null;
  if (event) {
    date = isCalendarDay(asked) ? asked : defaultDate(event, today);
    if (date && !dates.includes(date)) dates = [...dates, date].sort();
  }

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: false });
  };

  return {
    events,
    event,
    dates,
    date,
    checkIn: Boolean(event && date && params.get('view') === 'checkin'),
    chooseEvent: (eventId) =>
      update((next) => {
        if (eventId) next.set('signups', eventId);
        else next.delete('signups');
        next.delete('date');
        next.delete('view');
      }),
    chooseDate: (day) => update((next) => next.set('date', day)),
    showCheckIn: (open) =>
      update((next) => {
        if (open) {
          if (date) next.set('date', date);
          next.set('view', 'checkin');
        } else next.delete('view');
      }),
  };
}
