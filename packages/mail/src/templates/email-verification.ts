import type { EmailTokenPurpose } from '@ministry/contracts/auth';
import type { Language } from '@ministry/contracts/language';
import { button, note, paragraph, mail, type RenderedMail, type MailContext } from '../layout';
import { ministryName } from '@ministry/contracts/ministry';
import { tokenLink } from '../token-link';

const TEXT = {
  en: {
    verify: {
      subject: 'Confirm your e-mail address',
      heading: 'Confirm your e-mail address',
      body: (ministry: string) =>
        `An account of ${ministry} was created with this e-mail address. Confirm that the address is yours with this button:`,
      button: 'Confirm my e-mail address',
      notYou:
        'If you did not create an account, ignore this e-mail: the address stays unconfirmed and nothing is shared with anyone.',
    },
    change: {
      subject: 'Confirm your new e-mail address',
      heading: 'Confirm your new e-mail address',
      body: (ministry: string) =>
        `Someone asked to use this e-mail address for an account of ${ministry}. Confirm that the address is yours with this button, and it becomes the address of the account:`,
      button: 'Confirm my new e-mail address',
      notYou: 'If you did not ask for this, ignore this e-mail: nothing changes without this link.',
    },
    expires: (hours: number) => `The link works for ${hours} hours and only once.`,
  },
  es: {
    verify: {
      subject: 'Confirme su correo electrónico',
      heading: 'Confirme su correo electrónico',
      body: (ministry: string) =>
        `Se creó una cuenta del ${ministry} con este correo electrónico. Confirme que la dirección es suya con este botón:`,
      button: 'Confirmar mi correo electrónico',
      notYou:
        'Si usted no creó una cuenta, ignore este correo: la dirección queda sin confirmar y no se comparte nada con nadie.',
    },
    change: {
      subject: 'Confirme su nuevo correo electrónico',
      heading: 'Confirme su nuevo correo electrónico',
      body: (ministry: string) =>
        `Alguien pidió usar este correo electrónico para una cuenta del ${ministry}. Confirme que la dirección es suya con este botón y pasará a ser la dirección de la cuenta:`,
      button: 'Confirmar mi nuevo correo electrónico',
      notYou: 'Si usted no lo pidió, ignore este correo: nada cambia sin este enlace.',
    },
    expires: (hours: number) => `El enlace funciona durante ${hours} horas y una sola vez.`,
  },
} satisfies Record<Language, unknown>;

/**
 * The link to /verify-email that proves an address: at registration and on request ('verify'), or
 * for a new address she asked for ('change'). Fixed text only: nothing anyone typed (no name, no
 * username) goes to an address nobody has proven yet. `token` is raw (the database keeps its hash).
 */
export function emailVerificationMail(
  context: MailContext,
  data: { purpose: EmailTokenPurpose; siteUrl: string; token: string; validHours: number },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const kind = text[data.purpose];
  return mail(context, kind.subject, kind.heading, [
    paragraph(kind.body(ministryName(context.ministry, language))),
    button(kind.button, tokenLink(data.siteUrl, '/verify-email', data.token)),
    paragraph(text.expires(data.validHours)),
    note(kind.notYou),
  ]);
}
