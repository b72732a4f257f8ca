import { CONTACT_SUBJECT_LABELS, type ContactSubject } from '@ministry/contracts/contact-fields';
import type { Language } from '@ministry/contracts/language';
import { details, mailTo, note, paragraph, quote, type RenderedMail } from '../layout';
import { MINISTRY } from '../ministry';

const TEXT = {
  en: {
    subject: 'We received your message',
    heading: (name: string) => `Thank you for writing to us, ${name}`,
    received:
      'We received your message, and a member of our team will read it personally. Here is what you sent us:',
    subjectLabel: 'Subject',
    next: `What happens next: we usually reply within 24 hours, by e-mail or by phone if you gave us your number. If your need is urgent, call us at ${MINISTRY.phone}.`,
    notYou: 'If you did not write to us, you can ignore this e-mail.',
  },
  es: {
    subject: 'Recibimos su mensaje',
    heading: (name: string) => `Gracias por escribirnos, ${name}`,
    received:
      'Recibimos su mensaje y una persona de nuestro equipo lo leerá personalmente. Esto es lo que nos envió:',
    subjectLabel: 'Asunto',
    next: `Lo que sigue: normalmente respondemos en menos de 24 horas, por correo electrónico o por teléfono si nos dejó su número. Si su necesidad es urgente, llámenos al ${MINISTRY.phone}.`,
    notYou: 'Si usted no nos escribió, puede ignorar este correo.',
  },
} satisfies Record<Language, unknown>;

/** To the person who used the contact form, in the language she used: her subject and message quoted as text. */
export function contactReceivedMail(
  language: Language,
  data: { name: string; subject: ContactSubject; message: string },
): RenderedMail {
  const text = TEXT[language];
  return mailTo(language, text, data.name, [
    paragraph(text.received),
    details([[text.subjectLabel, CONTACT_SUBJECT_LABELS[language][data.subject]]]),
    quote(data.message),
    paragraph(text.next),
    note(text.notYou),
  ]);
}
