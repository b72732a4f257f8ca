import useSWR, { useSWRConfig } from 'swr';
import type { EventOccurrence, MinistryEvent } from '@ministry/contracts/event';
import type { Language } from '@ministry/contracts/language';
import type { CalendarDay } from '@ministry/contracts/calendar-day';

export const EVENTS_KEY = '/api/events';

/** The list of events (GET /api/events), earliest first. */
export function useEventList() {
  return useSWR<MinistryEvent[]>(EVENTS_KEY);
}

export function occurrencesKey(from: CalendarDay, to: CalendarDay): string {
  return `${EVENTS_KEY}?from=${from}&to=${to}`;
}

/** Every occurrence between two New York days (both included), recurring events expanded by the service. */
export function useOccurrences(range: { from: CalendarDay; to: CalendarDay } | null) {
  return useSWR<EventOccurrence[]>(range ? occurrencesKey(range.from, range.to) : null, {
    keepPreviousData: false,
  });
}

/** After a write: every cached events read (list and calendar windows) is fetched again. */
export function useRevalidateEvents(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith(EVENTS_KEY));
}

/** The link that adds one event to a calendar app (an .ics file). */
export function eventCalendarUrl(id: string, language: Language): string {
  return `${EVENTS_KEY}/${encodeURIComponent(id)}.ics?lang=${language}`;
}

/** The feed to subscribe to, every event or one category. */
export function calendarFeedUrl(language: Language, category?: string): string {
  const query = new URLSearchParams({ lang: language });
  if (category) query.set('category', category);
  return `${EVENTS_KEY}.ics?${query.toString()}`;
}
