import type { MinistryEvent } from '@ministry/contracts/event';
import type { Language } from '@ministry/contracts/language';

export const MINISTRY_TIME_ZONE = 'America/New_York';

export function formatEventDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'full',
    timeZone: MINISTRY_TIME_ZONE,
  }).format(new Date(iso));
}

export function weekdayName(day: string, language: Language): string {
  const index = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].indexOf(day);
  // 2023-01-01 was a Sunday.
  const date = new Date(Date.UTC(2023, 0, 1 + Math.max(index, 0), 12));
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** Upcoming: a single event from today on, a recurring one until its end date. */
export function isUpcoming(event: MinistryEvent, now: Date): boolean {
  const startOfToday = new Date(now);
  startOfToday.setHours(0, 0, 0, 0);
  if (!event.isRecurring) return new Date(event.date) >= startOfToday;
  return !event.recurringEndDate || new Date(event.recurringEndDate) >= startOfToday;
}
