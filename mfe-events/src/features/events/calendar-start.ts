import {
  isCalendarDay,
  startOfMonth,
  todayInNewYork,
  type CalendarDay,
} from '@ministry/contracts/calendar-day';

export interface CalendarStart {
  /** Today in New York by the render's clock. */
  today: CalendarDay;
  /** The day chosen at first: the one `?date=YYYY-MM-DD` names when it is a day, else today. */
  firstDay: CalendarDay;
  /** The first day of that day's month, the month shown at first. */
  month: CalendarDay;
}

/**
 * What /events shows at first, from its `?date=` and a clock (epoch ms): one function for the page
 * and its server data, so the server reads exactly the month the page then shows.
 */
export function calendarStart(asked: string | null, now: number): CalendarStart {
  const today = todayInNewYork(new Date(now));
  const firstDay = isCalendarDay(asked) ? asked : today;
  return { today, firstDay, month: startOfMonth(firstDay) };
}
