import { SIGN_IN_UNLOCK_TTL_MINUTES } from '@ministry/contracts/auth';
import type { Language } from '@ministry/contracts/language';
import { HELLO, type RenderedMail, type MailContext } from '../layout';
import { tokenLinkMail } from '../token-link';

const TEXT = {
  en: {
    subject: 'Sign in from a new browser',
    heading: HELLO.en,
    body: 'Signing in to your account from new browsers is paused for a while, after several wrong passwords. If you are trying to sign in, open this link in the browser you are using, then sign in with your password:',
    button: 'Use this browser',
    expires: (minutes: number) =>
      `The link works for ${minutes} minutes and only once. It does not sign you in by itself: your password is still needed.`,
    notYou:
      'If you did not ask for this, ignore this e-mail: someone may have typed your name with wrong passwords. Browsers you have signed in from before are not affected.',
  },
  es: {
    subject: 'Iniciar sesión desde un navegador nuevo',
    heading: HELLO.es,
    body: 'El inicio de sesión en su cuenta desde navegadores nuevos está en pausa por un tiempo, después de varias contraseñas incorrectas. Si está intentando iniciar sesión, abra este enlace en el navegador que está usando y luego inicie sesión con su contraseña:',
    button: 'Usar este navegador',
    expires: (minutes: number) =>
      `El enlace funciona durante ${minutes} minutos y una sola vez. No inicia sesión por sí solo: su contraseña sigue siendo necesaria.`,
    notYou:
      'Si usted no lo pidió, ignore este correo: puede que alguien haya escrito su nombre con contraseñas incorrectas. Los navegadores desde los que ya inició sesión no se ven afectados.',
  },
} satisfies Record<Language, unknown>;

/**
 * The link to /login (the token in its fragment) that POST /api/auth/unlock sends to a verified
 * address: it makes the browser that opens it a known device of the account. `token` is raw (the
 * database keeps its hash).
 */
export function signInUnlockMail(
  context: MailContext,
  data: { name: string; siteUrl: string; token: string },
): RenderedMail {
  return tokenLinkMail(context, TEXT[context.language], data, '/login', SIGN_IN_UNLOCK_TTL_MINUTES);
}
