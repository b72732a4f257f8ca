import useSWR from 'swr';
import type { EventChange, MinistryEvent } from '@ministry/contracts/event';
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
