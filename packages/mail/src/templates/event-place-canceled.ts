import type { Language } from '@ministry/contracts/language';
import { button, paragraph, siteLink, type RenderedMail, type MailContext } from '../layout';
import { occurrenceMail, type EventMailData } from './event-common';

const TEXT = {
  en: {
    subject: (title: string, day: string) => `Registration canceled: ${title}, ${day}`,
    heading: (name: string | null) =>
      name ? `Your registration is canceled, ${name}` : 'Your registration is canceled',
    body: (title: string, day: string, people: number) =>
      people > 1
        ? `As you asked, your paid registration for ${title} on ${day} is canceled, with its ${people} places.`
        : `As you asked, your paid place for ${title} on ${day} is canceled.`,
    refund:
      'The ministry will review your payment and decide on a refund; we will write to you when it is done.',
    questions: (phone: string) => `Questions? Call us at ${phone} or reply to this e-mail.`,
    contact: 'Contact us',
  },
  es: {
    subject: (title: string, day: string) => `Inscripción cancelada: ${title}, ${day}`,
    heading: (name: string | null) =>
      name ? `Su inscripción está cancelada, ${name}` : 'Su inscripción está cancelada',
    body: (title: string, day: string, people: number) =>
      people > 1
        ? `Como lo pidió, su inscripción pagada para ${title} del ${day} está cancelada, con sus ${people} lugares.`
        : `Como lo pidió, su lugar pagado para ${title} del ${day} está cancelado.`,
    refund:
      'El ministerio revisará su pago y decidirá sobre un reembolso; le escribiremos cuando esté hecho.',
    questions: (phone: string) => `¿Preguntas? Llámenos al ${phone} o responda a este correo.`,
    contact: 'Contáctenos',
  },
} satisfies Record<Language, unknown>;

/** She canceled her paid registration before the cut-off: confirmed, and the refund is the ministry's to decide. */
export function eventPlaceCanceledMail(
  context: MailContext,
  data: EventMailData & { people: number },
): RenderedMail {
  const text = TEXT[context.language];
  return occurrenceMail(context, data, text, (day) => text.body(data.title, day, data.people), [
    paragraph(text.refund),
    paragraph(text.questions(context.ministry.phone)),
    button(text.contact, siteLink(data.siteUrl, '/contact')),
  ]);
}
