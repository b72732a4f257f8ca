import useSWR from 'swr';
import type { MinistryEvent } from '@ministry/contracts/event';

export const EVENTS_KEY = '/api/events';

export function useEvents() {
  return useSWR<MinistryEvent[]>(EVENTS_KEY);
}
