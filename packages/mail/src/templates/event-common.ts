import { formatCalendarDay, formatClockTime, formatTimeRange } from '@ministry/contracts/datetime';
import type { Language } from '@ministry/contracts/language';
import {
  button,
  details,
  note,
  paragraph,
  mail,
  siteLink,
  type Block,
  type RenderedMail,
  type MailContext,
} from '../layout';
import { tokenLink } from '../token-link';

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
  /**
   * The person's name as she gave it, or null when her address was never proven (a member whose
   * account address is not verified): then no text she typed goes to that address.
   */
  name: string | null;
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
  return formatCalendarDay(data.date, language, 'long');
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
  tokenLink(data.siteUrl, '/events/cancel', data.cancelToken);

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

/** What an event e-mail says: its subject, a heading that names her, one paragraph of news and what she can do. */
export interface EventMailContent {
  subject: string;
  heading: string;
  body: string;
  /** The blocks after the event's details. */
  actions: Block[];
}

/** Every event e-mail: the news, then the event's details, then what she can do. */
export function eventMail(
  context: MailContext,
  data: EventMailData,
  content: EventMailContent,
): RenderedMail {
  const blocks = [paragraph(content.body), eventDetails(data, context.language), ...content.actions];
  return mail(context, content.subject, content.heading, blocks);
}

/** For a seat or a place she can still give up: "See the event", "Cancel my sign-up" and a word on why to cancel. */
export function cancelableActions(data: CancelableMailData, language: Language, cancelNote: string): Block[] {
  return [...eventButtons(data, language), note(cancelNote)];
}

/** The texts every e-mail about one occurrence starts with: a subject with its title and day, a heading for her. */
export interface OccurrenceTexts {
  subject: (title: string, day: string) => string;
  /** Names her when her name may be written to this address (see EventMailData.name). */
  heading: (name: string | null) => string;
}

/** An e-mail about one occurrence: its subject and heading, the news (`body` of its day), the event, `actions`. */
export function occurrenceMail(
  context: MailContext,
  data: EventMailData,
  text: OccurrenceTexts,
  body: (day: string) => string,
  actions: Block[],
): RenderedMail {
  const day = eventDay(data, context.language);
  return eventMail(context, data, {
    subject: text.subject(data.title, day),
    heading: text.heading(data.name),
    body: body(day),
    actions,
  });
}

/** The texts of an e-mail that gives her a seat (at once, or from the waitlist). */
export interface SeatMailTexts extends OccurrenceTexts {
  body: (title: string) => string;
  /** Why to cancel if she can't come after all. */
  cancel: string;
}

/** A seat is hers: the news, the event, its buttons and a word on cancelling. */
export const seatMail = (context: MailContext, data: CancelableMailData, text: SeatMailTexts): RenderedMail =>
  occurrenceMail(
    context,
    data,
    text,
    () => text.body(data.title),
    cancelableActions(data, context.language, text.cancel),
  );
