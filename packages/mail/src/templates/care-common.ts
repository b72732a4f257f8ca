import { formatInstantDay, formatInstantHours } from '@ministry/contracts/datetime';
import type { Language } from '@ministry/contracts/language';
import {
  button,
  details,
  note,
  paragraph,
  renderMail,
  siteLink,
  type Block,
  type MailContext,
  type RenderedMail,
} from '../layout';

/**
 * What every counseling e-mail knows about one appointment. Texts are already in the recipient's
 * language (the session type's Spanish name for a Spanish speaker). No confidential text (an intake
 * answer, notes) ever goes into an e-mail.
 */
export interface CareMailData {
  /** The site's public address (SITE_URL). */
  siteUrl: string;
  appointmentId: string;
  /** The session type's name in her language ("Regular session"). */
  typeName: string;
  /** The counselor's name. */
  counselorName: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  mode: 'virtual' | 'in-person';
  /** The counselor's meeting link (virtual sessions), only ever sent to the booked member. */
  meetingLink: string | null;
  /** The member's name. */
  name: string;
  /**
   * A visitor's booking (no account): no link to an account's appointments; how to change or cancel
   * it (a reply, the contact page) instead.
   */
  visitor?: boolean;
}

const LABELS = {
  en: {
    session: 'Session',
    counselor: 'Counselor',
    date: 'Date',
    time: 'Time',
    zone: 'New York time',
    how: 'How',
    virtual: 'Online (video)',
    inPerson: 'In person at the ministry',
    link: 'Meeting link',
    see: 'See my appointments',
    calendar: 'The attached calendar file adds it to your calendar.',
  },
  es: {
    session: 'Sesión',
    counselor: 'Consejera',
    date: 'Fecha',
    time: 'Hora',
    zone: 'hora de Nueva York',
    how: 'Modalidad',
    virtual: 'En línea (video)',
    inPerson: 'En persona en el ministerio',
    link: 'Enlace de la reunión',
    see: 'Ver mis citas',
    calendar: 'El archivo de calendario adjunto la agrega a su calendario.',
  },
} satisfies Record<Language, Record<string, string>>;

/** "March 4, 2025" / "4 de marzo de 2025", in New York. */
export const careDay = (data: Pick<CareMailData, 'startsAt'>, language: Language) =>
  formatInstantDay(data.startsAt, language, 'long');

/** "9:00 AM – 9:50 AM" in New York. */
export const careHours = (data: Pick<CareMailData, 'startsAt' | 'endsAt'>, language: Language) =>
  formatInstantHours(data.startsAt, data.endsAt, language);

const HOURS_SPAN = {
  en: (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`),
  es: (hours: number) => (hours === 1 ? 'una hora' : `${hours} horas`),
} satisfies Record<Language, (hours: number) => string>;

/** A span of whole hours: "1 hour", "24 hours" / "una hora", "24 horas". */
export const careHoursSpan = (hours: number, language: Language) => HOURS_SPAN[language](hours);

/** The member's appointments page. */
export const appointmentsLink = (siteUrl: string) => siteLink(siteUrl, '/account', { tab: 'care' });

/** Session, counselor, date, time (said to be New York's) and how they meet. */
export function careDetails(data: CareMailData, language: Language): Block {
  const labels = LABELS[language];
  const rows: [string, string][] = [
    [labels.session, data.typeName],
    [labels.counselor, data.counselorName],
    [labels.date, careDay(data, language)],
    [labels.time, `${careHours(data, language)} (${labels.zone})`],
    [labels.how, data.mode === 'virtual' ? labels.virtual : labels.inPerson],
  ];
  if (data.mode === 'virtual' && data.meetingLink) rows.push([labels.link, data.meetingLink]);
  return details(rows);
}

export interface CareMailContent {
  subject: string;
  heading: string;
  body: string;
  /** Whether the message carries a calendar file (say so under the details). */
  withCalendar?: boolean;
  closing?: string;
}

/**
 * Every appointment e-mail: the news, the appointment's details, the link to her appointments (a
 * visitor's booking, without an account: none).
 */
export function careMail(context: MailContext, data: CareMailData, content: CareMailContent): RenderedMail {
  const { language } = context;
  const labels = LABELS[language];
  const blocks: Block[] = [paragraph(content.body), careDetails(data, language)];
  if (content.withCalendar) blocks.push(note(labels.calendar));
  if (!data.visitor) blocks.push(button(labels.see, appointmentsLink(data.siteUrl)));
  if (content.closing) blocks.push(note(content.closing));
  return renderMail({ ...context, subject: content.subject, heading: content.heading, blocks });
}
