import { nextEventDay, type MinistryEvent } from '@ministry/contracts/event';
import { formatCalendarDay, formatEventHours } from '@ministry/contracts/datetime';
import type { Language } from '@ministry/contracts/language';
import type { CalendarDay } from '@ministry/contracts/calendar-day';

/** 'Tue, Mar 4, 2025' / 'mar, 4 mar 2025': a calendar day, the same wherever the browser is. */
export function formatDay(day: CalendarDay, language: Language): string {
  return formatCalendarDay(day, language, 'short');
}

/** An event's hours in the admin's language ("7:30 PM – 9:00 PM" / "7:30 p.m. – 9:00 p.m."); older events: their text. */
export function formatEventTime(event: MinistryEvent, language: Language): string {
  return formatEventHours(event, language) ?? event.time;
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
