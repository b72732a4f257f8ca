import type { Language } from '@ministry/contracts/language';
import { ministryName } from '@ministry/contracts/ministry';
import { button, mail, note, paragraph, type MailContext, type RenderedMail } from '../layout';
import { tokenLink } from '../token-link';

const TEXT = {
  en: {
    subject: 'Confirm your subscription',
    heading: 'Confirm your subscription',
    body: (ministry: string) =>
      `Someone asked to receive e-mails from ${ministry} at this address, on these lists:`,
    button: 'Yes, subscribe me',
    expires: (hours: number) => `The link works for ${hours} hours.`,
    notYou:
      'If you did not ask for this, ignore this e-mail: nothing is sent to this address without this link.',
  },
  es: {
    subject: 'Confirme su suscripción',
    heading: 'Confirme su suscripción',
    body: (ministry: string) =>
      `Alguien pidió recibir correos del ${ministry} en esta dirección, en estas listas:`,
    button: 'Sí, suscribirme',
    expires: (hours: number) => `El enlace funciona durante ${hours} horas.`,
    notYou: 'Si usted no lo pidió, ignore este correo: no se envía nada a esta dirección sin este enlace.',
  },
} satisfies Record<Language, unknown>;

/**
 * A visitor's double opt-in: the link to `/mailing-lists/confirm#token=…` that proves the address
 * before anything is sent to it. Fixed text and the lists' names (staff's, in her language) only:
 * nothing the visitor typed. `token` is raw (the database keeps its hash).
 */
export function listConfirmMail(
  context: MailContext,
  data: { siteUrl: string; token: string; lists: string[]; validHours: number },
): RenderedMail {
  const text = TEXT[context.language];
  return mail(context, text.subject, text.heading, [
    paragraph(text.body(ministryName(context.ministry, context.language))),
    ...data.lists.map((name) => paragraph(`• ${name}`)),
    button(text.button, tokenLink(data.siteUrl, '/mailing-lists/confirm', data.token)),
    paragraph(text.expires(data.validHours)),
    note(text.notYou),
  ]);
}
