import { CONTACT_SUBJECT_LABELS, type ContactSubject } from '@ministry/contracts/contact-fields';
import type { Language } from '@ministry/contracts/language';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import {
  button,
  details,
  mail,
  note,
  paragraph,
  quote,
  siteLink,
  type RenderedMail,
  type MailContext,
} from '../layout';

const TEXT = {
  en: {
    subject: (name: string, subject: string) => `New contact message from ${name}: ${subject}`,
    heading: 'New contact message',
    intro: 'Someone wrote to the ministry through the contact form on the website.',
    /** The table's labels: name, e-mail, phone, subject, language, received. */
    labels: ['Name', 'E-mail', 'Phone', 'Subject', 'Language', 'Received'],
    noPhone: 'not given',
    languages: { en: 'English', es: 'Spanish' },
    message: 'Message:',
    open: 'Open Messages in the admin',
    reply: (language: string) =>
      `Reply to the sender's e-mail address above. The sender received an acknowledgement in ${language}.`,
  },
  es: {
    subject: (name: string, subject: string) => `Nuevo mensaje de contacto de ${name}: ${subject}`,
    heading: 'Nuevo mensaje de contacto',
    intro: 'Alguien escribió al ministerio con el formulario de contacto del sitio web.',
    labels: ['Nombre', 'Correo electrónico', 'Teléfono', 'Asunto', 'Idioma', 'Recibido'],
    noPhone: 'no indicado',
    languages: { en: 'inglés', es: 'español' },
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
  const values = [
    data.name,
    data.email,
    data.phone || text.noPhone,
    subject,
    text.languages[data.senderLanguage],
    formatInstantMoment(data.receivedAt, language),
  ];
  return mail(context, text.subject(data.name, subject), text.heading, [
    paragraph(text.intro),
    details(text.labels.map((label, i) => [label, values[i]!])),
    paragraph(text.message),
    quote(data.message),
    button(text.open, adminMessagesLink(data.siteUrl)),
    note(text.reply(text.languages[data.senderLanguage])),
  ]);
}
