import { formatClockTime, formatEventHours } from '@ministry/contracts/datetime';
import { DEFAULT_SIGNUP, type SignupSettings } from '@ministry/contracts/event-signup';
import type { Language } from '@ministry/contracts/language';

/** What an event or an occurrence says about its hours: the times as data, or the older text. */
export interface TimedEvent {
  startTime?: string | null;
  endTime?: string | null;
  /** The text the API still derives for older readers. */
  time?: string | null;
}

/** A time never breaks between its digits and "PM" / "p.m." at the end of a line. */
function unbroken(text: string): string {
  return text
    .split(' – ')
    .map((part) => part.replace(/ /g, '\u00a0'))
    .join(' – ');
}

/** One clock time in the page's language, kept on one line: "7:30 PM" / "7:30 p.m.". */
export function clockTimeText(hhmm: string, language: Language): string {
  return unbroken(formatClockTime(hhmm, language));
}

/** "7:30 PM – 9:00 PM" / "7:30 p.m. – 9:00 p.m." (an event without an end: its start alone). */
export function eventTimeText(event: TimedEvent, language: Language): string {
  const hours = formatEventHours(event, language);
  return hours === null ? (event.time ?? '') : unbroken(hours);
}

/** An event's sign-up settings (off for an event saved before sign-up existed). */
export function signupOf(event: { signup?: SignupSettings | null }): SignupSettings {
  return event.signup ?? DEFAULT_SIGNUP;
}
