import useSWR from 'swr';
import type { EventChange, MinistryEvent } from '@ministry/contracts/event';
import type { OccurrenceDetail } from '@ministry/contracts/event-signup';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { apiGet } from '@ministry/platform/api';

export const EVENTS_KEY = '/api/events';

/** Every event (the events service's own order: by date). Fetched again each time an admin screen shows it. */
export function useAdminEvents() {
  return useSWR<MinistryEvent[]>(EVENTS_KEY, apiGet, { revalidateOnMount: true });
}

export const EVENT_HISTORY_KEY = '/api/events/history';

/** Who created, changed or deleted which event, newest first (the events service keeps it). */
export function useEventHistory() {
  return useSWR<EventChange[]>(EVENT_HISTORY_KEY, apiGet, { revalidateOnMount: true });
}

/** The address of one occurrence of an event (`day` its New York calendar day). */
export function occurrenceKey(eventId: string, day: CalendarDay): string {
  return `/api/events/${encodeURIComponent(eventId)}/occurrences/${day}`;
}

/** An occurrence with its seats when sign-up is on (no call when not `enabled`); read again on each showing. */
export function useOccurrence(eventId: string, day: CalendarDay, enabled: boolean) {
  return useSWR<OccurrenceDetail>(enabled ? occurrenceKey(eventId, day) : null, apiGet, {
    revalidateOnMount: true,
  });
}
