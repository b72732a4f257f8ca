import { formatClockTime, formatTimeRange } from '@ministry/contracts/event-signup';
import { localeOf, type Language } from '@ministry/contracts/language';
import { MINISTRY_TIME_ZONE } from '@ministry/contracts/recurrence';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An occurrence's New York day ('2026-12-05') in words: "Saturday, December 5, 2026" / "sábado, 5 de diciembre de 2026". */
export function formatEventDay(day: string, language: Language): string {
  const match = DAY.exec(day);
  if (!match) return day;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)),
  );
}

const newYorkClock = new Intl.DateTimeFormat('en-US', {
  timeZone: MINISTRY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's New York wall clock, 'HH:mm'; null for no valid instant. */
function clockOf(iso: string): string | null {
  const instant = new Date(iso);
  if (isNaN(instant.getTime())) return null;
  const parts = newYorkClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('hour') ?? ''}:${part('minute') ?? ''}`;
}

/** "10:00 AM – 4:00 PM" / "10:00 a.m. – 4:00 p.m.": an occurrence's hours in New York, in her language. */
export function formatOccurrenceTime(startsAt: string, endsAt: string, language: Language): string {
  const start = clockOf(startsAt);
  const end = clockOf(endsAt);
  if (!start) return '';
  return end ? formatTimeRange(start, end, language) : formatClockTime(start, language);
}
