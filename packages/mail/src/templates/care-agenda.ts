import { formatCalendarDay } from '@ministry/contracts/datetime';
import type { Language } from '@ministry/contracts/language';
import {
  button,
  details,
  paragraph,
  renderMail,
  siteLink,
  type MailContext,
  type RenderedMail,
} from '../layout';

export interface CareAgendaData {
  siteUrl: string;
  /** The counselor's name. */
  name: string;
  /** 'YYYY-MM-DD', New York. */
  date: string;
  /** The day's appointments, in order; each row already in the counselor's language. */
  items: { hours: string; typeName: string; who: string; mode: 'virtual' | 'in-person' }[];
}

const TEXT = {
  en: {
    subject: (day: string, count: number) =>
      `Your agenda for ${day}: ${count} ${count === 1 ? 'session' : 'sessions'}`,
    heading: (name: string) => `Good morning, ${name}`,
    body: (count: number) =>
      count === 1
        ? 'You have one session today (New York time):'
        : `You have ${count} sessions today (New York time):`,
    virtual: 'online',
    inPerson: 'in person',
    open: 'Open my agenda',
  },
  es: {
    subject: (day: string, count: number) =>
      `Su agenda del ${day}: ${count} ${count === 1 ? 'sesión' : 'sesiones'}`,
    heading: (name: string) => `Buenos días, ${name}`,
    body: (count: number) =>
      count === 1
        ? 'Hoy tiene una sesión (hora de Nueva York):'
        : `Hoy tiene ${count} sesiones (hora de Nueva York):`,
    virtual: 'en línea',
    inPerson: 'en persona',
    open: 'Abrir mi agenda',
  },
} satisfies Record<Language, unknown>;

/** A counselor's morning e-mail: today's sessions, once a day. */
export function careAgendaMail(context: MailContext, data: CareAgendaData): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const day = formatCalendarDay(data.date, language, 'full');
  return renderMail({
    ...context,
    subject: text.subject(day, data.items.length),
    heading: text.heading(data.name),
    blocks: [
      paragraph(text.body(data.items.length)),
      details(
        data.items.map((item) => [
          item.hours,
          `${item.typeName} · ${item.who} (${item.mode === 'virtual' ? text.virtual : text.inPerson})`,
        ]),
      ),
      button(text.open, siteLink(data.siteUrl, '/account', { tab: 'agenda' })),
    ],
  });
}
