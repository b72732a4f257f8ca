import useSWR from 'swr';
import type { CancelResult, MyRegistration } from '@ministry/contracts/event-signup';
import { apiGet, apiSend } from '@ministry/platform/api';

export const MY_REGISTRATIONS_KEY = '/api/events/registrations/mine';

/** Her upcoming sign-ups, soonest first (the events service's order); read again each time the tab shows. */
export function useMyRegistrations() {
  return useSWR<MyRegistration[]>(MY_REGISTRATIONS_KEY, apiGet, { revalidateOnMount: true });
}

/** Gives up her place (a seat, or a place on the waitlist); the seat goes to the first person waiting. */
export function cancelRegistration(id: string): Promise<CancelResult> {
  return apiSend<CancelResult>('POST', `/api/events/registrations/${encodeURIComponent(id)}/cancel`);
}
