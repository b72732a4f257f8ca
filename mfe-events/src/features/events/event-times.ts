import {
  DEFAULT_SIGNUP,
  formatClockTime,
  formatTimeRange,
  isClockTime,
  type SignupSettings,
} from '@ministry/contracts/event-signup';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_TIME_ZONE, type CalendarDay } from '@ministry/contracts/recurrence';

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
  const { startTime, endTime } = event;
  if (startTime && isClockTime(startTime)) {
    return unbroken(
      endTime && isClockTime(endTime)
        ? formatTimeRange(startTime, endTime, language)
        : formatClockTime(startTime, language),
    );
  }
  return event.time ?? '';
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: MINISTRY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as New York reads it: its calendar day and its 'HH:mm'; null for no valid instant. */
export function newYorkWallClock(iso: string): { day: CalendarDay; time: string } | null {
  const instant = new Date(iso);
  if (isNaN(instant.getTime())) return null;
  const parts = wallClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** An event's sign-up settings (off for an event saved before sign-up existed). */
export function signupOf(event: { signup?: SignupSettings | null }): SignupSettings {
  return event.signup ?? DEFAULT_SIGNUP;
}
