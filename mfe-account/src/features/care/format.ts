import { MINISTRY_TIME_ZONE } from '@ministry/contracts/calendar-day';
import type { SessionTypeView } from '@ministry/contracts/care';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf, localize, type Language } from '@ministry/contracts/language';
import { localTimeZone } from '@ministry/contracts/local-zone';

const dayOptions = { weekday: 'long', month: 'long', day: 'numeric' } as const;
const timeOptions = { hour: 'numeric', minute: '2-digit' } as const;

/** "Tuesday, March 4" / "martes, 4 de marzo", in a zone (New York unless given). */
export function formatDay(instant: string, language: Language, timeZone = MINISTRY_TIME_ZONE): string {
  return dateTimeFormat(localeOf(language), { ...dayOptions, timeZone }).format(new Date(instant));
}

/** "9:00 AM" / "9:00 a.m.", in a zone (New York unless given). */
export function formatTime(instant: string, language: Language, timeZone = MINISTRY_TIME_ZONE): string {
  return dateTimeFormat(localeOf(language), { ...timeOptions, timeZone }).format(new Date(instant));
}

/** "Tuesday, March 4, 9:00 AM – 9:50 AM" in a zone. */
function formatSpan(startsAt: string, endsAt: string, language: Language, timeZone: string): string {
  return `${formatDay(startsAt, language, timeZone)}, ${formatTime(startsAt, language, timeZone)} – ${formatTime(endsAt, language, timeZone)}`;
}

/** The zone's name in the language ("Central European Standard Time"), or its id. */
function zoneName(instant: string, language: Language, timeZone: string): string {
  const part = dateTimeFormat(localeOf(language), { timeZone, timeZoneName: 'long' })
    .formatToParts(new Date(instant))
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

export interface ShownTimes {
  /** In New York: "Tuesday, March 4, 9:00 AM – 9:50 AM". */
  newYork: string;
  /** In her browser's zone when it reads differently, with the zone's name; else null. */
  local: { span: string; zone: string } | null;
}

/** When an appointment or a time is, in New York and, when it differs, in her own zone. */
export function shownTimes(startsAt: string, endsAt: string, language: Language): ShownTimes {
  const newYork = formatSpan(startsAt, endsAt, language, MINISTRY_TIME_ZONE);
  const zone = localTimeZone();
  const local = formatSpan(startsAt, endsAt, language, zone);
  return {
    newYork,
    local: local === newYork ? null : { span: local, zone: zoneName(startsAt, language, zone) },
  };
}

/** A slot button's accessible name: "9:00 AM, Tuesday, March 4" (its visible time first). */
export function slotName(startsAt: string, language: Language): string {
  return `${formatTime(startsAt, language)}, ${formatDay(startsAt, language)}`;
}

/** A session type's name in the page's language. */
export function typeName(type: Pick<SessionTypeView, 'name' | 'nameEs'> | undefined, language: Language) {
  return type ? localize(type.name, type.nameEs, language) : '';
}

/** The Join link shows from this long before the start until the end. */
export const JOIN_OPENS_MINUTES = 15;

export function joinOpen(startsAt: string, endsAt: string, now: number): boolean {
  return now >= Date.parse(startsAt) - JOIN_OPENS_MINUTES * 60_000 && now < Date.parse(endsAt);
}
