import type { Language } from '@ministry/contracts/language';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import { button, mailTo, note, paragraph, siteLink, type RenderedMail, type MailContext } from '../layout';

/** Where the change was made: the Security tab of the account, or a reset link from an e-mail. */
export type PasswordChangeVia = 'account' | 'reset';

const TEXT = {
  en: {
    subject: 'Your password was changed',
    heading: (name: string | null) => (name ? `Hello, ${name}` : 'Hello'),
    changed: (when: string) =>
      `The password of your Women of Purpose Ministry account was changed on ${when}.`,
    via: {
      account: 'It was changed from the Security tab of your account.',
      reset: 'It was changed with a password reset link sent to this e-mail address.',
    },
    signedOut: 'Every other browser that was signed in to your account has been signed out.',
    wasYou: 'If it was you, there is nothing more to do.',
    notYou:
      'If this was not you, someone else may know your password or read your e-mail. Choose a new password right away, and tell us by replying to this e-mail:',
    button: 'Choose a new password',
  },
  es: {
    subject: 'Se cambió su contraseña',
    heading: (name: string | null) => (name ? `Hola, ${name}` : 'Hola'),
    changed: (when: string) =>
      `La contraseña de su cuenta del Ministerio Mujeres con Propósito se cambió el ${when}.`,
    via: {
      account: 'Se cambió desde la pestaña Seguridad de su cuenta.',
      reset: 'Se cambió con un enlace para restablecer la contraseña enviado a este correo electrónico.',
    },
    signedOut: 'Se cerró la sesión en todos los demás navegadores donde su cuenta estaba abierta.',
    wasYou: 'Si fue usted, no tiene que hacer nada más.',
    notYou:
      'Si no fue usted, es posible que otra persona conozca su contraseña o lea su correo. Elija una nueva contraseña enseguida y avísenos respondiendo a este correo:',
    button: 'Elegir una nueva contraseña',
  },
} satisfies Record<Language, unknown>;

/**
 * After a password change (Security tab) or a reset: so a member learns if someone else did it.
 * `name` is null when her address was never proven: then it greets her without one (no typed text
 * goes to an address nobody proved).
 */
export function passwordChangedMail(
  context: MailContext,
  data: { name: string | null; siteUrl: string; changedAt: Date; via: PasswordChangeVia },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  return mailTo(context, text, data.name, [
    paragraph(`${text.changed(formatInstantMoment(data.changedAt, language))} ${text.via[data.via]}`),
    paragraph(text.wasYou),
    paragraph(text.notYou),
    button(text.button, siteLink(data.siteUrl, '/forgot-password')),
    note(text.signedOut),
  ]);
}
