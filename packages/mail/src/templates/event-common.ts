import { formatClockTime, formatTimeRange } from '@ministry/contracts/event-signup';
import type { Language } from '@ministry/contracts/language';
import { formatDay } from '../format';
import { button, details, siteLink, type Block } from '../layout';

/**
 * What every event sign-up e-mail knows: the occurrence (an event on one New York day) and the person.
 * Texts are already in the person's language (the event's Spanish title for a Spanish speaker).
 */
export interface EventMailData {
  /** The site's public address (SITE_URL). */
  siteUrl: string;
  eventId: string;
  /** 'YYYY-MM-DD', New York. */
  date: string;
  title: string;
  /** 'HH:mm', New York. */
  startTime: string;
  endTime: string;
  location: string;
  /** The person's name as she gave it. */
  name: string;
}

/** A sign-up the person can still cancel: its token for the cancel page. */
export interface CancelableMailData extends EventMailData {
  cancelToken: string;
}

const LABELS = {
  en: {
    event: 'Event',
    date: 'Date',
    time: 'Time',
    location: 'Location',
    see: 'See the event',
    cancel: 'Cancel my sign-up',
    zone: 'New York time',
  },
  es: {
    event: 'Evento',
    date: 'Fecha',
    time: 'Hora',
    location: 'Lugar',
    see: 'Ver el evento',
    cancel: 'Cancelar mi inscripción',
    zone: 'hora de Nueva York',
  },
} satisfies Record<Language, Record<string, string>>;

/** The occurrence's day as people read it: "March 4, 2025" / "4 de marzo de 2025". */
export function eventDay(data: Pick<EventMailData, 'date'>, language: Language): string {
  // 12:00 UTC is the same calendar day in New York all year.
  return formatDay(new Date(`${data.date}T12:00:00Z`), language);
}

/** "7:30 PM" / "7:30 p.m." */
export const eventStart = (data: Pick<EventMailData, 'startTime'>, language: Language) =>
  formatClockTime(data.startTime, language);

/** "a las 7:30 p.m.", but "a la 1:00 p.m." (Spanish); "at 7:30 PM" (English). */
export function atTime(data: Pick<EventMailData, 'startTime'>, language: Language): string {
  const time = eventStart(data, language);
  if (language === 'en') return `at ${time}`;
  return `${time.startsWith('1:') ? 'a la' : 'a las'} ${time}`;
}

/** The occurrence's page: `/events/<id>/<yyyy-mm-dd>`. */
export const occurrenceLink = (data: EventMailData) =>
  siteLink(data.siteUrl, `/events/${encodeURIComponent(data.eventId)}/${data.date}`);

/** The page that cancels a sign-up after a confirmation click (a link never cancels by itself). */
export const cancelLink = (data: CancelableMailData) =>
  siteLink(data.siteUrl, '/events/cancel', { token: data.cancelToken });

/** Event, date, time (in New York, said so for readers elsewhere) and place. */
export function eventDetails(data: EventMailData, language: Language): Block {
  const labels = LABELS[language];
  return details([
    [labels.event, data.title],
    [labels.date, eventDay(data, language)],
    [labels.time, `${formatTimeRange(data.startTime, data.endTime, language)} (${labels.zone})`],
    [labels.location, data.location],
  ]);
}

/** "See the event" and, for a sign-up she can still cancel, "Cancel my sign-up". */
export function eventButtons(data: EventMailData | CancelableMailData, language: Language): Block[] {
  const labels = LABELS[language];
  const blocks = [button(labels.see, occurrenceLink(data))];
  if ('cancelToken' in data) blocks.push(button(labels.cancel, cancelLink(data)));
  return blocks;
}
