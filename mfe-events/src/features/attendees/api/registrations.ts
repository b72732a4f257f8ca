import useSWR from 'swr';
import type {
  ListedRegistration,
  ListedRegistrations,
  OccurrenceRegistrations as RegistrationList,
  Registration,
  RegistrationResult,
  RemovedUnconfirmed,
} from '@ministry/contracts/event-signup';
import type { RegistrationInput } from '@ministry/contracts/event-input';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { apiSend } from '@ministry/platform/api';
import { EVENTS_KEY } from '../../events';

export function registrationsKey(eventId: string, date: CalendarDay): string {
  return `${EVENTS_KEY}/${encodeURIComponent(eventId)}/occurrences/${date}/registrations`;
}

/**
 * One person of the staff's list: a sign-up, and for a priced event its payment and option (the
 * service sends `ListedRegistration`; read as optional so a free event's list needs none of them).
 */
export type StaffRegistration = Registration &
  Partial<
    Pick<
      ListedRegistration,
      'payment' | 'placeKind' | 'optionName' | 'optionNameEs' | 'childAgeMonths' | 'canceledAt'
    >
  >;

/** An occurrence's list for the staff, with a priced event's counts of attendees, children and held places. */
export type OccurrenceRegistrations = Omit<RegistrationList, 'registrations'> &
  Partial<Pick<ListedRegistrations, 'held' | 'attendees' | 'childcare'>> & {
    registrations: StaffRegistration[];
  };

/** The list of one occurrence, fetched again on every visit (people sign up all the time). */
export function useRegistrations(eventId: string | null, date: CalendarDay | null) {
  return useSWR<OccurrenceRegistrations>(eventId && date ? registrationsKey(eventId, date) : null, {
    revalidateOnMount: true,
  });
}

/** The list as a spreadsheet (a download; the browser sends the session cookie). */
export function registrationsCsvUrl(eventId: string, date: CalendarDay): string {
  return `${registrationsKey(eventId, date)}.csv`;
}

/** An event editor adds someone by hand (a phone call, a paper form). */
export function addRegistration(
  eventId: string,
  date: CalendarDay,
  input: RegistrationInput,
): Promise<RegistrationResult> {
  return apiSend<RegistrationResult>('POST', `${registrationsKey(eventId, date)}/manual`, input);
}

/** Marks someone as there (or undoes it). */
export function setAttendance(registrationId: string, attended: boolean): Promise<unknown> {
  return apiSend('PATCH', `${EVENTS_KEY}/registrations/${encodeURIComponent(registrationId)}/attendance`, {
    attended,
  });
}

/** Removes every sign-up of the date still waiting for its e-mail's confirmation (event editors). */
export function removeUnconfirmed(eventId: string, date: CalendarDay): Promise<RemovedUnconfirmed> {
  return apiSend<RemovedUnconfirmed>('DELETE', `${registrationsKey(eventId, date)}/unconfirmed`);
}
