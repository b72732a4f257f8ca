import { nextEventDay, type MinistryEvent } from '@ministry/contracts/event';
import { localeOf, type Language } from '@ministry/contracts/language';
import type { CalendarDay } from '@ministry/contracts/recurrence';

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

export interface UpcomingEvent {
  event: MinistryEvent;
  day: CalendarDay;
}

/** The first `count` events still to come, soonest first (a recurring event counts by its next day). */
export function upcomingEvents(events: MinistryEvent[], today: CalendarDay, count: number): UpcomingEvent[] {
  return events
    .map((event) => ({ event, day: nextEventDay(event, today) }))
    .filter((entry): entry is UpcomingEvent => entry.day !== null)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .slice(0, count);
}
