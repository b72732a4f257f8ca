import type { Language } from '@ministry/contracts/language';
import { button, note, type RenderedMail, type MailContext } from '../layout';
import { tokenLink } from '../token-link';
import { eventDay, eventMail, type EventMailData } from './event-common';

/**
 * What the confirmation request knows. It goes to an address nobody has proven yet, so it carries no
 * text the visitor typed (no name): only the ministry's fixed words, the event, and the link.
 */
export interface ConfirmRequestMailData extends Omit<EventMailData, 'name'> {
  /** The single-use token of `/events/confirm#token=…`. */
  confirmToken: string;
  /** How long the seat (or waitlist place) is held for the link. */
  holdMinutes: number;
  /** The sign-up holds a waitlist place rather than a seat. */
  waitlisted: boolean;
}

const TEXT = {
  en: {
    subject: (title: string, day: string) => `Please confirm your sign-up: ${title}, ${day}`,
    heading: 'Please confirm your sign-up',
    body: (title: string, waitlisted: boolean, minutes: number) =>
      `Someone signed up for ${title} with this e-mail address. We are holding ${
        waitlisted ? 'a place on the waitlist' : 'a seat'
      } for ${minutes} minutes: follow the link below within that time to keep it. Otherwise it is released for someone else.`,
    button: 'Confirm my sign-up',
    ignore: 'Did not sign up? Ignore this message: nothing is kept without the confirmation.',
  },
  es: {
    subject: (title: string, day: string) => `Confirme su inscripción: ${title}, ${day}`,
    heading: 'Confirme su inscripción',
    body: (title: string, waitlisted: boolean, minutes: number) =>
      `Alguien se inscribió en ${title} con esta dirección de correo electrónico. Reservamos ${
        waitlisted ? 'un lugar en la lista de espera' : 'un lugar'
      } durante ${minutes} minutos: siga el enlace de abajo dentro de ese plazo para conservarlo. Si no, se libera para otra persona.`,
    button: 'Confirmar mi inscripción',
    ignore: '¿No se inscribió? Ignore este mensaje: sin la confirmación no se conserva nada.',
  },
} satisfies Record<Language, unknown>;

/** A visitor's sign-up waits for this link before it counts as confirmed. */
export function eventConfirmRequestMail(context: MailContext, data: ConfirmRequestMailData): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  return eventMail(
    context,
    { ...data, name: null },
    {
      subject: text.subject(data.title, eventDay(data, language)),
      heading: text.heading,
      body: text.body(data.title, data.waitlisted, data.holdMinutes),
      actions: [
        button(text.button, tokenLink(data.siteUrl, '/events/confirm', data.confirmToken)),
        note(text.ignore),
      ],
    },
  );
}
