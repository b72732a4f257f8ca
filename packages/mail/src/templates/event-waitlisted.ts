import type { Language } from '@ministry/contracts/language';
import type { MailContext, RenderedMail } from '../layout';
import { cancelableActions, occurrenceMail, type CancelableMailData } from './event-common';

const TEXT = {
  en: {
    subject: (title: string, day: string) => `You're on the waitlist: ${title}, ${day}`,
    heading: (name: string | null) => (name ? `You're on the waitlist, ${name}` : "You're on the waitlist"),
    body: (title: string, day: string, position: number) =>
      `${title} on ${day} is full, so we put you on the waitlist (you are number ${position}). If a seat opens up, it goes to the first person on the list, and we will e-mail you right away.`,
    cancel: 'Changed your plans? The cancel button takes you off the waitlist.',
  },
  es: {
    subject: (title: string, day: string) => `Está en la lista de espera: ${title}, ${day}`,
    heading: (name: string | null) =>
      name ? `Está en la lista de espera, ${name}` : 'Está en la lista de espera',
    body: (title: string, day: string, position: number) =>
      `${title} del ${day} está completo, así que la anotamos en la lista de espera (usted es la número ${position}). Si se libera un lugar, será para la primera persona de la lista, y le escribiremos enseguida.`,
    cancel: '¿Cambió de planes? El botón de cancelar la quita de la lista de espera.',
  },
} satisfies Record<Language, unknown>;

/** A sign-up that found the occurrence full: on the waitlist, at `position`. */
export function eventWaitlistedMail(
  context: MailContext,
  data: CancelableMailData & { position: number },
): RenderedMail {
  const text = TEXT[context.language];
  const actions = cancelableActions(data, context.language, text.cancel);
  return occurrenceMail(context, data, text, (day) => text.body(data.title, day, data.position), actions);
}
