import useSWR from 'swr';
import type {
  CancelResult,
  ConfirmResult,
  MyRegistration,
  OccurrenceDetail,
  RegistrationResult,
} from '@ministry/contracts/event-signup';
import type { RegistrationInput } from '@ministry/contracts/event-input';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { apiSend } from '@ministry/platform/api';
import { EVENTS_KEY } from '../../events';

/** `/api/events/:id/occurrences/:date`: one date of an event, with its seats and sign-up state. */
export function occurrenceKey(eventId: string, date: CalendarDay): string {
  return `${EVENTS_KEY}/${encodeURIComponent(eventId)}/occurrences/${date}`;
}

/**
 * One occurrence (null key: nothing is fetched, for an address that cannot be one). Seats change
 * while nobody looks, and her own sign-up with who is signed in: fetched again on every visit, except
 * right after the server rendered it. A date the event does not have is a 404 error when the browser
 * reads it, and null when the server did (an error cannot travel in the SWR fallback).
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

const REGISTRATIONS_KEY = `${EVENTS_KEY}/registrations`;

/**
 * What a link from an email would cancel, to show before she confirms (it never cancels). The token
 * goes in a POST body: never in an address, a cache key or an access log.
 */
export function previewCancel(token: string): Promise<MyRegistration> {
  return apiSend<MyRegistration>('POST', `${REGISTRATIONS_KEY}/cancel/preview`, { token });
}

/** Cancels the sign-up a link from an email names (no sign-in needed); it works once. */
export function cancelWithToken(token: string): Promise<CancelResult> {
  return apiSend<CancelResult>('POST', `${REGISTRATIONS_KEY}/cancel`, { token });
}

/** A visitor confirms her sign-up with the link e-mailed to her (single use). */
export function confirmWithToken(token: string): Promise<ConfirmResult> {
  return apiSend<ConfirmResult>('POST', `${REGISTRATIONS_KEY}/confirm`, { token });
}
