import { DATA_EXPORT_TTL_HOURS } from '@ministry/contracts/data-export';
import type { Language } from '@ministry/contracts/language';
import type { MailContext, RenderedMail } from '../layout';
import { tokenLinkMail } from '../token-link';

const TEXT = {
  en: {
    subject: 'Download your data',
    heading: (name: string | null) => (name ? `Hello, ${name}` : 'Hello'),
    body: 'You asked for a copy of the data Women of Purpose Ministry holds about you. Download it with this button:',
    button: 'Download my data',
    expires: (hours: number) =>
      `The link works for ${hours} hours and only once. The file holds your profile, your e-mail choices, orders, gifts and receipts, registrations, appointments, the messages you sent us and the e-mails we sent you.`,
    notYou:
      'If you did not ask for this, you can ignore this e-mail: nothing is sent to anyone without this link.',
  },
  es: {
    subject: 'Descargue sus datos',
    heading: (name: string | null) => (name ? `Hola, ${name}` : 'Hola'),
    body: 'Usted pidió una copia de los datos que el Ministerio Mujeres con Propósito tiene sobre usted. Descárguelos con este botón:',
    button: 'Descargar mis datos',
    expires: (hours: number) =>
      `El enlace funciona durante ${hours} horas y una sola vez. El archivo contiene su perfil, sus preferencias de correo, pedidos, donaciones y recibos, inscripciones, citas, los mensajes que nos envió y los correos que le enviamos.`,
    notYou: 'Si usted no lo pidió, puede ignorar este correo: sin este enlace no se envía nada a nadie.',
  },
} satisfies Record<Language, unknown>;

/**
 * The single-use link to /my-data#token=… that "download my data" sends (a member from her account,
 * a visitor from the privacy page), in her language. `token` is the raw token (the database keeps
 * its hash). The page only shows a button: the file is downloaded by a POST, never by opening the link.
 */
export function dataExportMail(
  context: MailContext,
  data: { name: string | null; siteUrl: string; token: string },
): RenderedMail {
  return tokenLinkMail(context, TEXT[context.language], data, '/my-data', DATA_EXPORT_TTL_HOURS);
}
