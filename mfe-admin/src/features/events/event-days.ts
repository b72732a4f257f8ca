import type { MinistryEvent } from '@ministry/contracts/event';
import type { Language } from '@ministry/contracts/language';
import {
  calendarDayIn,
  MINISTRY_TIME_ZONE,
  nextOccurrenceDay,
  type CalendarDay,
} from '@ministry/contracts/recurrence';

/** Today in New York, where the ministry's days are. */
export function todayInNewYork(now: Date = new Date()): CalendarDay {
  return calendarDayIn(now, MINISTRY_TIME_ZONE);
}

/** The New York day of an ISO date-time from the API. */
export function dayOfIso(iso: string): CalendarDay {
  return calendarDayIn(new Date(iso), MINISTRY_TIME_ZONE);
}

export function localeOf(language: Language): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

/** 'Tue, Mar 4, 2025' / 'mar, 4 mar 2025': a calendar day, the same wherever the browser is. */
export function formatDay(day: CalendarDay, language: Language): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date, 12)));
}

/** The next day an event happens on from `today` (its first day, or its series' next day), or null. */
export function nextDayOf(event: MinistryEvent, today: CalendarDay): CalendarDay | null {
  return nextOccurrenceDay(
    {
      start: dayOfIso(event.date),
      isRecurring: event.isRecurring,
      recurringType: event.recurringType ?? null,
      recurringDays: event.recurringDays ?? [],
      until: event.recurringEndDate ? dayOfIso(event.recurringEndDate) : null,
    },
    today,
  );
}

export interface UpcomingEvent {
  event: MinistryEvent;
  day: CalendarDay;
}

/** The first `count` events still to come, soonest first (a recurring event counts by its next day). */
export function upcomingEvents(events: MinistryEvent[], today: CalendarDay, count: number): UpcomingEvent[] {
  return events
    .map((event) => ({ event, day: nextDayOf(event, today) }))
    .filter((entry): entry is UpcomingEvent => entry.day !== null)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .slice(0, count);
}
