import { recurrenceOf, type MinistryEvent } from '@ministry/contracts/event';
import { nextOccurrenceDay, occurrenceDays } from '@ministry/contracts/recurrence';
import { addDays, type CalendarDay } from '@ministry/contracts/calendar-day';

/** How far back and ahead the date picker of the sign-up lists reaches. */
export const PAST_DAYS = 60;
export const FUTURE_DAYS = 180;

/** The dates of an event an editor may look at: from two months back to six ahead. */
export function pickableDates(event: MinistryEvent, today: CalendarDay): CalendarDay[] {
  return occurrenceDays(recurrenceOf(event), addDays(today, -PAST_DAYS), addDays(today, FUTURE_DAYS));
}

/** The date a list opens on: the event's next one (today included), else its latest. */
export function defaultDate(event: MinistryEvent, today: CalendarDay): CalendarDay | null {
  const next = nextOccurrenceDay(recurrenceOf(event), today);
  if (next) return next;
  const dates = pickableDates(event, today);
  return dates[dates.length - 1] ?? null;
}
