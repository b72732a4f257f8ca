import { CONTACT_SUBJECT_LABELS, type ContactSubject } from '@ministry/contracts/contact-fields';
import type { Language } from '@ministry/contracts/language';
import { details, note, paragraph, mail, type RenderedMail, type MailContext } from '../layout';

const TEXT = {
  en: {
    subject: 'We received your message',
    heading: 'Thank you for writing to us',
    received: 'We received your message, and a member of our team will read it personally.',
    subjectLabel: 'Subject',
    privacy: 'For your privacy, this e-mail does not repeat what you wrote.',
    next: (phone: string) =>
      `What happens next: we usually reply within 24 hours, by e-mail or by phone if you gave us your number. If your need is urgent, call us at ${phone}.`,
    notYou: 'If you did not write to us, you can ignore this e-mail: someone typed your address by mistake.',
  },
  es: {
    subject: 'Recibimos su mensaje',
    heading: 'Gracias por escribirnos',
    received: 'Recibimos su mensaje y una persona de nuestro equipo lo leerá personalmente.',
    subjectLabel: 'Asunto',
    privacy: 'Para proteger su privacidad, este correo no repite lo que nos escribió.',
    next: (phone: string) =>
      `Lo que sigue: normalmente respondemos en menos de 24 horas, por correo electrónico o por teléfono si nos dejó su número. Si su necesidad es urgente, llámenos al ${phone}.`,
    notYou: 'Si usted no nos escribió, puede ignorar este correo: alguien escribió su dirección por error.',
  },
} satisfies Record<Language, unknown>;

/**
 * To the address typed into the contact form, in the language the form was used in. Nobody proved
 * that address, so the message is fixed text: no name, no message, no link the sender wrote (else the
 * form would send anyone's words from the ministry's domain to anyone). Only the subject, one of the
 * form's four choices, is named, as the form labels it.
 */
export function contactReceivedMail(context: MailContext, data: { subject: ContactSubject }): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  return mail(context, text.subject, text.heading, [
    paragraph(text.received),
    details([[text.subjectLabel, CONTACT_SUBJECT_LABELS[language][data.subject]]]),
    paragraph(text.privacy),
    paragraph(text.next(context.ministry.phone)),
    note(text.notYou),
  ]);
}
