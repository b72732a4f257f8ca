import {
  addDays,
  dayOfInstant,
  MINISTRY_TIME_ZONE,
  todayInNewYork,
  type CalendarDay,
} from '@ministry/contracts/calendar-day';
import { formatInstantDay, formatInstantHours, startOfNewYorkDay } from '@ministry/contracts/datetime';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf, type Language } from '@ministry/contracts/language';
import { localTimeZone } from '@ministry/contracts/local-zone';

/** "Mon, Mar 4, 2030 · 9:00 AM – 9:50 AM": the New York day and hours of an appointment. */
export function newYorkWhen(startsAt: string, endsAt: string, language: Language): string {
  return `${formatInstantDay(startsAt, language, 'short')} · ${formatInstantHours(startsAt, endsAt, language)}`;
}

/** The browser's time zone, when it is not New York's (then times are shown in both). */
export function browserZone(): string | null {
  const zone = localTimeZone();
  return zone === MINISTRY_TIME_ZONE ? null : zone;
}

/** "Mar 4, 3:00 PM GMT+1": an instant in the browser's zone, named; null when the zone is New York's. */
export function localWhen(startsAt: string, language: Language, zone = browserZone()): string | null {
  if (!zone) return null;
  const options: Intl.DateTimeFormatOptions = {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  };
  const local = dateTimeFormat(localeOf(language), options).format(new Date(startsAt));
  const newYork = dateTimeFormat(localeOf(language), { ...options, timeZone: MINISTRY_TIME_ZONE }).format(
    new Date(startsAt),
  );
  return local === newYork ? null : local;
}

/** The New York day of an instant ('2030-03-04'). */
export const newYorkDay = (instant: string): CalendarDay => dayOfInstant(instant);

/** Today in New York and the six days after it: the week an agenda shows. */
export function thisWeek(now = new Date()): { today: CalendarDay; last: CalendarDay } {
  const today = todayInNewYork(now);
  return { today, last: addDays(today, 6) };
}

/** The instants that bound a week of New York days (for `from`/`to` queries). */
export function weekRange(now = new Date()): { from: string; to: string } {
  const { today, last } = thisWeek(now);
  return {
    from: startOfNewYorkDay(today).toISOString(),
    to: startOfNewYorkDay(addDays(last, 1)).toISOString(),
  };
}

/** A stored instant as a short date and time in New York ("Mar 4, 2030, 9:00 AM"). */
export function newYorkMoment(instant: string, language: Language): string {
  return dateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MINISTRY_TIME_ZONE,
  }).format(new Date(instant));
}
