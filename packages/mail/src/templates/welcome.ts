import type { Language } from '@ministry/contracts/language';
import { button, mailTo, note, paragraph, siteLink, type RenderedMail } from '../layout';

const TEXT = {
  en: {
    subject: 'Welcome to Women of Purpose Ministry',
    heading: (name: string) => `Welcome, ${name}!`,
    body: 'Your account is ready. From your account you can follow your subscription, your orders and the events you signed up for, and change your password at any time.',
    invite:
      'We would love to meet you: our Bible studies, workshops and prayer groups are open to every woman, in English and in Spanish.',
    account: 'Go to my account',
    events: 'See upcoming events',
    notYou: 'If you did not create this account, reply to this e-mail and we will remove it.',
  },
  es: {
    subject: 'Bienvenida al Ministerio Mujeres con Propósito',
    heading: (name: string) => `¡Bienvenida, ${name}!`,
    body: 'Su cuenta está lista. Desde su cuenta puede seguir su suscripción, sus pedidos y los eventos en los que se inscribió, y cambiar su contraseña cuando quiera.',
    invite:
      'Nos encantaría conocerla: nuestros estudios bíblicos, talleres y grupos de oración están abiertos a todas las mujeres, en inglés y en español.',
    account: 'Ir a mi cuenta',
    events: 'Ver los próximos eventos',
    notYou: 'Si usted no creó esta cuenta, responda a este correo y la eliminaremos.',
  },
} satisfies Record<Language, unknown>;

/** After registration. */
export function welcomeMail(language: Language, data: { firstName: string; siteUrl: string }): RenderedMail {
  const text = TEXT[language];
  return mailTo(language, text, data.firstName, [
    paragraph(text.body),
    button(text.account, siteLink(data.siteUrl, '/account')),
    paragraph(text.invite),
    button(text.events, siteLink(data.siteUrl, '/events')),
    note(text.notYou),
  ]);
}
