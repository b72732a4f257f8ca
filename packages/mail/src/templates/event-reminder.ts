import type { Language } from '@ministry/contracts/language';
import type { MailContext, RenderedMail } from '../layout';
import { atTime, cancelableActions, eventDay, eventMail, type CancelableMailData } from './event-common';

const TEXT = {
  en: {
    subject: (title: string, day: string, at: string) => `Reminder: ${title}, ${day} ${at}`,
    heading: (name: string | null) => (name ? `See you soon, ${name}!` : 'See you soon!'),
    body: (title: string, day: string, at: string) => `A reminder that ${title} begins on ${day} ${at}.`,
    cancel: "Can't come? Please cancel so someone on the waitlist can have your seat.",
  },
  es: {
    subject: (title: string, day: string, at: string) => `Recordatorio: ${title}, ${day} ${at}`,
    heading: (name: string | null) => (name ? `¡Hasta pronto, ${name}!` : '¡Hasta pronto!'),
    body: (title: string, day: string, at: string) => `Le recordamos que ${title} comienza el ${day} ${at}.`,
    cancel: '¿No puede venir? Cancele para que alguien de la lista de espera pueda ocupar su lugar.',
  },
} satisfies Record<Language, unknown>;

/** The day before (24 hours before the start), to everyone with a seat. */
export function eventReminderMail(context: MailContext, data: CancelableMailData): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const day = eventDay(data, language);
  const at = atTime(data, language);
  return eventMail(context, data, {
    subject: text.subject(data.title, day, at),
    heading: text.heading(data.name),
    body: text.body(data.title, day, at),
    actions: cancelableActions(data, language, text.cancel),
  });
}
