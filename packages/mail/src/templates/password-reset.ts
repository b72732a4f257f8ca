import { PASSWORD_RESET_TTL_MINUTES } from '@ministry/contracts/auth';
import type { Language } from '@ministry/contracts/language';
import { button, mailTo, note, paragraph, siteLink, type RenderedMail, type MailContext } from '../layout';
import { tokenLink } from '../token-link';

const TEXT = {
  en: {
    subject: 'Choose a new password',
    heading: (name: string | null) => (name ? `Hello, ${name}` : 'Hello'),
    body: 'We received a request to reset the password of your Women of Purpose Ministry account. Choose a new password with this button:',
    button: 'Choose a new password',
    expires: (minutes: number) =>
      `The link works for ${minutes} minutes and only once. Choosing a new password signs you out of every other browser.`,
    again: (link: string) => `If the link no longer works, ask for a new one: ${link}`,
    notYou:
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is, and nobody can change it without this link.',
  },
  es: {
    subject: 'Elija una nueva contraseña',
    heading: (name: string | null) => (name ? `Hola, ${name}` : 'Hola'),
    body: 'Recibimos una solicitud para restablecer la contraseña de su cuenta del Ministerio Mujeres con Propósito. Elija una nueva contraseña con este botón:',
    button: 'Elegir una nueva contraseña',
    expires: (minutes: number) =>
      `El enlace funciona durante ${minutes} minutos y una sola vez. Al elegir una nueva contraseña se cerrará su sesión en todos los demás navegadores.`,
    again: (link: string) => `Si el enlace ya no funciona, pida uno nuevo: ${link}`,
    notYou:
      'Si usted no lo pidió, puede ignorar este correo: su contraseña sigue igual y nadie puede cambiarla sin este enlace.',
  },
} satisfies Record<Language, unknown>;

/**
 * The link to /reset-password (the token in its fragment) that POST /api/auth/password-reset sends, in the member's language.
 * `token` is the raw token (it exists only in this e-mail; the database keeps its hash). `name` is null
 * when her address was never proven: then it greets her without one.
 */
export function passwordResetMail(
  context: MailContext,
  data: { name: string | null; siteUrl: string; token: string },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  return mailTo(context, text, data.name, [
    paragraph(text.body),
    button(text.button, tokenLink(data.siteUrl, '/reset-password', data.token)),
    paragraph(text.expires(PASSWORD_RESET_TTL_MINUTES)),
    note(text.again(siteLink(data.siteUrl, '/forgot-password'))),
    note(text.notYou),
  ]);
}
