import { formatInstantMoment } from '@ministry/contracts/datetime';
import type { Language } from '@ministry/contracts/language';
import { button, paragraph, mail, siteLink, type RenderedMail, type MailContext } from '../layout';
import { ministryName } from '@ministry/contracts/ministry';

const TEXT = {
  en: {
    subject: 'The e-mail address of your account was changed',
    heading: 'The e-mail address of your account was changed',
    changed: (ministry: string, when: string, masked: string) =>
      `The e-mail address of your ${ministry} account was changed on ${when}, to ${masked}. From now on we write to the new address, and this one no longer signs in.`,
    wasYou: 'If it was you, there is nothing more to do.',
    notYou: (email: string) =>
      `If this was not you, someone knows your password: sign in with your username right away, change your password on the Security tab of your account, and tell us by replying to this e-mail or writing to ${email}.`,
    button: 'Sign in',
  },
  es: {
    subject: 'Se cambió el correo electrónico de su cuenta',
    heading: 'Se cambió el correo electrónico de su cuenta',
    changed: (ministry: string, when: string, masked: string) =>
      `El correo electrónico de su cuenta del ${ministry} se cambió el ${when}, a ${masked}. Desde ahora escribimos a la nueva dirección, y esta ya no sirve para iniciar sesión.`,
    wasYou: 'Si fue usted, no tiene que hacer nada más.',
    notYou: (email: string) =>
      `Si no fue usted, otra persona conoce su contraseña: inicie sesión con su nombre de usuario enseguida, cambie su contraseña en la pestaña Seguridad de su cuenta y avísenos respondiendo a este correo o escribiendo a ${email}.`,
    button: 'Iniciar sesión',
  },
} satisfies Record<Language, unknown>;

/**
 * An address shown without giving it away: the first letter of the name and of the domain, and the
 * domain's ending ('r***@e***.org').
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().split('@');
  const labels = domain.split('.');
  const ending = labels.length > 1 ? `.${labels.at(-1)}` : '';
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${ending}`;
}

/**
 * To the OLD address once a new one was confirmed, so a change she did not make does not go
 * unnoticed. Fixed text; the new address only masked.
 */
export function emailChangedMail(
  context: MailContext,
  data: { siteUrl: string; newEmail: string; changedAt: Date },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  return mail(context, text.subject, text.heading, [
    paragraph(
      text.changed(
        ministryName(context.ministry, language),
        formatInstantMoment(data.changedAt, language),
        maskEmail(data.newEmail),
      ),
    ),
    paragraph(text.wasYou),
    paragraph(text.notYou(context.ministry.email)),
    button(text.button, siteLink(data.siteUrl, '/login')),
  ]);
}
