import type { Language } from '@ministry/contracts/language';
import { button, paragraph, siteLink, type RenderedMail } from '../layout';
import { MINISTRY } from '@ministry/contracts/ministry';
import { eventDay, eventMail, type EventMailData } from './event-common';

const TEXT = {
  en: {
    subject: (title: string, day: string) => `Canceled: ${title}, ${day}`,
    heading: (name: string | null) => (name ? `We're sorry, ${name}` : "We're sorry"),
    body: (title: string, day: string) =>
      `${title} on ${day} has been canceled by the ministry, so your sign-up was removed. We hope to see you at another event soon.`,
    questions: `Questions? Call us at ${MINISTRY.phone} or reply to this e-mail.`,
    events: 'See upcoming events',
  },
  es: {
    subject: (title: string, day: string) => `Cancelado: ${title}, ${day}`,
    heading: (name: string | null) => (name ? `Lo sentimos, ${name}` : 'Lo sentimos'),
    body: (title: string, day: string) =>
      `El ministerio canceló ${title} del ${day}, así que su inscripción se eliminó. Esperamos verla pronto en otro evento.`,
    questions: `¿Preguntas? Llámenos al ${MINISTRY.phone} o responda a este correo.`,
    events: 'Ver los próximos eventos',
  },
} satisfies Record<Language, unknown>;

/** The ministry deleted the event, or that one date of it: everyone signed up is told. */
export function eventCanceledMail(language: Language, data: EventMailData): RenderedMail {
  const text = TEXT[language];
  const day = eventDay(data, language);
  return eventMail(language, data, {
    subject: text.subject(data.title, day),
    heading: text.heading(data.name),
    body: text.body(data.title, day),
    actions: [paragraph(text.questions), button(text.events, siteLink(data.siteUrl, '/events'))],
  });
}
