import { CONTACT_SUBJECT_LABELS, type ContactSubject } from '@ministry/contracts/contact-fields';
import type { Language } from '@ministry/contracts/language';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import {
  button,
  details,
  note,
  paragraph,
  quote,
  renderMail,
  siteLink,
  type RenderedMail,
  type MailContext,
} from '../layout';

const TEXT = {
  en: {
    subject: (name: string, subject: string) => `New contact message from ${name}: ${subject}`,
    heading: 'New contact message',
    intro: 'Someone wrote to the ministry through the contact form on the website.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    noPhone: 'not given',
    subjectLabel: 'Subject',
    language: 'Language',
    languages: { en: 'English', es: 'Spanish' },
    received: 'Received',
    message: 'Message:',
    open: 'Open Messages in the admin',
    reply: (language: string) =>
      `Reply to the sender's e-mail address above. The sender received an acknowledgement in ${language}.`,
  },
  es: {
    subject: (name: string, subject: string) => `Nuevo mensaje de contacto de ${name}: ${subject}`,
    heading: 'Nuevo mensaje de contacto',
    intro: 'Alguien escribió al ministerio con el formulario de contacto del sitio web.',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    noPhone: 'no indicado',
    subjectLabel: 'Asunto',
    language: 'Idioma',
    languages: { en: 'inglés', es: 'español' },
    received: 'Recibido',
    message: 'Mensaje:',
    open: 'Abrir Mensajes en la administración',
    reply: (language: string) =>
      `Responda a la dirección de correo de arriba. La persona recibió un acuse de recibo en ${language}.`,
  },
} satisfies Record<Language, unknown>;

/** The admin's Messages tab (mfe-admin keeps its tab in the address). */
export const adminMessagesLink = (siteUrl: string) => siteLink(siteUrl, '/admin', { tab: 'messages' });

/** To the ministry's staff (MINISTRY_NOTIFY_EMAIL): who wrote, about what, the message quoted as text. */
export function contactNoticeMail(
  context: MailContext,
  data: {
    name: string;
    email: string;
    phone: string | null;
    subject: ContactSubject;
    message: string;
    /** The language the sender used on the site. */
    senderLanguage: Language;
    receivedAt: Date;
    siteUrl: string;
  },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const subject = CONTACT_SUBJECT_LABELS[language][data.subject];
  return renderMail({
    ...context,
    subject: text.subject(data.name, subject),
    heading: text.heading,
    blocks: [
      paragraph(text.intro),
      details([
        [text.name, data.name],
        [text.email, data.email],
        [text.phone, data.phone || text.noPhone],
        [text.subjectLabel, subject],
        [text.language, text.languages[data.senderLanguage]],
        [text.received, formatInstantMoment(data.receivedAt, language)],
      ]),
      paragraph(text.message),
      quote(data.message),
      button(text.open, adminMessagesLink(data.siteUrl)),
      note(text.reply(text.languages[data.senderLanguage])),
    ],
  });
}
