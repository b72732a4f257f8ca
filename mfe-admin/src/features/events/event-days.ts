import { nextEventDay, type MinistryEvent } from '@ministry/contracts/event';
import { formatClockTime, formatTimeRange, isClockTime } from '@ministry/contracts/event-signup';
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

/** An event's hours in the admin's language ("7:30 PM – 9:00 PM" / "7:30 p.m. – 9:00 p.m."); older events: their text. */
export function formatEventTime(event: MinistryEvent, language: Language): string {
  const { startTime, endTime } = event;
  if (!startTime || !isClockTime(startTime)) return event.time;
  return endTime && isClockTime(endTime)
    ? formatTimeRange(startTime, endTime, language)
    : formatClockTime(startTime, language);
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
