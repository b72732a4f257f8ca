import useSWR from 'swr';
import type {
  CancelResult,
  MyRegistration,
  OccurrenceDetail,
  RegistrationInput,
  RegistrationResult,
} from '@ministry/contracts/event-signup';
import type { CalendarDay } from '@ministry/contracts/recurrence';
import { apiSend } from '@ministry/platform/api';
import { EVENTS_KEY } from '../../events';

/** `/api/events/:id/occurrences/:date`: one date of an event, with its seats and sign-up state. */
export function occurrenceKey(eventId: string, date: CalendarDay): string {
  return `${EVENTS_KEY}/${encodeURIComponent(eventId)}/occurrences/${date}`;
}

/**
 * One occurrence (null key: nothing is fetched, for an address that cannot be one). Seats change
 * while nobody looks, and her own sign-up with who is signed in: fetched again on every visit.
 */
export function useOccurrence(eventId: string | undefined, date: CalendarDay | null) {
  return useSWR<OccurrenceDetail>(eventId && date ? occurrenceKey(eventId, date) : null, {
    revalidateOnMount: true,
  });
}

/** Signs up for one occurrence: a visitor gives name and email, a signed-in member nothing. */
export function signUp(
  eventId: string,
  date: CalendarDay,
  input: RegistrationInput | Record<string, never>,
): Promise<RegistrationResult> {
  return apiSend<RegistrationResult>('POST', `${occurrenceKey(eventId, date)}/registrations`, input);
}

/** A signed-in member cancels her own sign-up. */
export function cancelMyRegistration(registrationId: string): Promise<CancelResult> {
  return apiSend<CancelResult>(
    'POST',
    `${EVENTS_KEY}/registrations/${encodeURIComponent(registrationId)}/cancel`,
    {},
  );
}

const CANCEL_KEY = `${EVENTS_KEY}/registrations/cancel`;

/** What a link from an email would cancel (a read: it never cancels), to show before she confirms. */
export function useCancelPreview(token: string) {
  return useSWR<MyRegistration>(token ? `${CANCEL_KEY}?token=${encodeURIComponent(token)}` : null, {
    revalidateOnMount: true,
  });
}

/** Cancels the sign-up a link from an email names (no sign-in needed); it works once. */
export function cancelWithToken(token: string): Promise<CancelResult> {
  return apiSend<CancelResult>('POST', CANCEL_KEY, { token });
}
