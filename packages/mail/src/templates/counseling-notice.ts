import type { Language } from '@ministry/contracts/language';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import {
  button,
  details,
  mail,
  note,
  paragraph,
  siteLink,
  type MailContext,
  type RenderedMail,
} from '../layout';

const TEXT = {
  en: {
    subject: 'New counseling request',
    heading: 'New counseling request',
    intro:
      'Someone asked for counseling through the contact form on the website. Who wrote and what was written are kept confidential in the Care tab: only the counselor the request is assigned to can read them.',
    labels: ['Language', 'Received'],
    languages: { en: 'English', es: 'Spanish' },
    open: 'Open Care in the admin',
    assign: 'Assign the request to a counselor there. It is not listed in Messages.',
  },
  es: {
    subject: 'Nueva solicitud de consejería',
    heading: 'Nueva solicitud de consejería',
    intro:
      'Alguien pidió consejería con el formulario de contacto del sitio web. Quién escribió y lo que escribió se guardan de forma confidencial en la pestaña Consejería: solo la consejera a quien se asigne la solicitud puede leerlos.',
    labels: ['Idioma', 'Recibido'],
    languages: { en: 'inglés', es: 'español' },
    open: 'Abrir Consejería en la administración',
    assign: 'Asigne allí la solicitud a una consejera. No aparece en Mensajes.',
  },
} satisfies Record<Language, unknown>;

/**
 * To the ministry's staff (MINISTRY_NOTIFY_EMAIL) when a contact message for "Counseling Services"
 * was handed to care: only that one arrived, in which language and when. Never her name, address,
 * phone or words (a staff mailbox is no place for them).
 */
export function counselingNoticeMail(
  context: MailContext,
  data: { senderLanguage: Language; receivedAt: Date; siteUrl: string },
): RenderedMail {
  const text = TEXT[context.language];
  const values = [
    text.languages[data.senderLanguage],
    formatInstantMoment(data.receivedAt, context.language),
  ];
  return mail(context, text.subject, text.heading, [
    paragraph(text.intro),
    details(text.labels.map((label, i) => [label, values[i]!])),
    button(text.open, siteLink(data.siteUrl, '/admin', { tab: 'care' })),
    note(text.assign),
  ]);
}
