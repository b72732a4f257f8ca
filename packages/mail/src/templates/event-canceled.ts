import type { Language } from '@ministry/contracts/language';
import { button, paragraph, siteLink, type RenderedMail, type MailContext } from '../layout';
import { occurrenceMail, type EventMailData } from './event-common';

const TEXT = {
  en: {
    subject: (title: string, day: string) => `Canceled: ${title}, ${day}`,
    heading: (name: string | null) => (name ? `We're sorry, ${name}` : "We're sorry"),
    body: (title: string, day: string) =>
      `${title} on ${day} has been canceled by the ministry, so your sign-up was removed. We hope to see you at another event soon.`,
    questions: (phone: string) => `Questions? Call us at ${phone} or reply to this e-mail.`,
    events: 'See upcoming events',
  },
  es: {
    subject: (title: string, day: string) => `Cancelado: ${title}, ${day}`,
    heading: (name: string | null) => (name ? `Lo sentimos, ${name}` : 'Lo sentimos'),
    body: (title: string, day: string) =>
      `El ministerio canceló ${title} del ${day}, así que su inscripción se eliminó. Esperamos verla pronto en otro evento.`,
    questions: (phone: string) => `¿Preguntas? Llámenos al ${phone} o responda a este correo.`,
    events: 'Ver los próximos eventos',
  },
} satisfies Record<Language, unknown>;

/** The ministry deleted the event, or that one date of it: everyone signed up is told. */
export function eventCanceledMail(context: MailContext, data: EventMailData): RenderedMail {
  const text = TEXT[context.language];
  return occurrenceMail(context, data, text, (day) => text.body(data.title, day), [
    paragraph(text.questions(context.ministry.phone)),
    button(text.events, siteLink(data.siteUrl, '/events')),
  ]);
}
