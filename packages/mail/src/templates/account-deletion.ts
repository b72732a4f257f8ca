import { ACCOUNT_DELETION_LINK_TTL_HOURS } from '@ministry/contracts/account-deletion';
import { formatInstantDay } from '@ministry/contracts/datetime';
import type { Language } from '@ministry/contracts/language';
import {
  button,
  details,
  mail,
  mailTo,
  note,
  paragraph,
  siteLink,
  type MailContext,
  type RenderedMail,
} from '../layout';
import { tokenLinkMail } from '../token-link';

const hello = {
  en: (name: string | null) => (name ? `Hello, ${name}` : 'Hello'),
  es: (name: string | null) => (name ? `Hola, ${name}` : 'Hola'),
};

const TEXT = {
  en: {
    confirm: {
      subject: 'Confirm the deletion of your account',
      heading: hello.en,
      body: 'You asked us to delete your Women of Purpose Ministry account. To confirm, open this link and press the button on the page:',
      button: 'Confirm the deletion',
      expires: (hours: number) => `The link works for ${hours} hours. Nothing is deleted until you confirm.`,
      notYou: 'If you did not ask for this, ignore this e-mail and consider changing your password.',
    },
    scheduled: {
      subject: 'Your account will be deleted',
      heading: hello.en,
      body: (date: string) => `Your account will be deleted on ${date}.`,
      what: 'Then your profile, sessions, cart, mailing list choices and open requests are erased. Your orders and gifts are kept without your name, e-mail or address, for the tax records (amount, date, fund and receipt number).',
      cancel: 'Changed your mind? Sign in before that day: signing in cancels the deletion.',
      button: 'Sign in',
    },
    notice: {
      subject: 'An account was deleted',
      heading: 'Account deleted',
      body: (date: string, via: string) =>
        `An account was deleted on ${date} (${via}), 14 days after it was confirmed. What was done:`,
      via: { member: 'asked for by its member', admin: 'started by an administrator' },
      note: 'Her orders and gifts are kept de-identified; receipt numbers and fund totals are unchanged.',
    },
  },
  es: {
    confirm: {
      subject: 'Confirme la eliminación de su cuenta',
      heading: hello.es,
      body: 'Nos pidió eliminar su cuenta del Ministerio Mujeres con Propósito. Para confirmarlo, abra este enlace y pulse el botón de la página:',
      button: 'Confirmar la eliminación',
      expires: (hours: number) =>
        `El enlace funciona durante ${hours} horas. No se elimina nada hasta que lo confirme.`,
      notYou: 'Si usted no lo pidió, ignore este correo y considere cambiar su contraseña.',
    },
    scheduled: {
      subject: 'Su cuenta será eliminada',
      heading: hello.es,
      body: (date: string) => `Su cuenta se eliminará el ${date}.`,
      what: 'Entonces se borrarán su perfil, sus sesiones, su carrito, sus preferencias de listas de correo y sus solicitudes abiertas. Sus pedidos y donativos se conservan sin su nombre, correo ni dirección, para los registros fiscales (monto, fecha, fondo y número de recibo).',
      cancel: '¿Cambió de opinión? Inicie sesión antes de ese día: iniciar sesión cancela la eliminación.',
      button: 'Iniciar sesión',
    },
    notice: {
      subject: 'Se eliminó una cuenta',
      heading: 'Cuenta eliminada',
      body: (date: string, via: string) =>
        `Se eliminó una cuenta el ${date} (${via}), 14 días después de confirmarse. Lo que se hizo:`,
      via: { member: 'a petición de su titular', admin: 'iniciada por un administrador' },
      note: 'Sus pedidos y donativos se conservan sin datos personales; los números de recibo y los totales de los fondos no cambian.',
    },
  },
} satisfies Record<Language, unknown>;

/** POST /api/account/deletion: the link to /account-deletion#token=…, whose page asks her to confirm (never on GET). */
export function accountDeletionMail(
  context: MailContext,
  data: { name: string | null; siteUrl: string; token: string },
): RenderedMail {
  return tokenLinkMail(
    context,
    TEXT[context.language].confirm,
    data,
    '/account-deletion',
    ACCOUNT_DELETION_LINK_TTL_HOURS,
  );
}

/** Her deletion is confirmed (or an admin started it): when, what goes, and that signing in cancels it. */
export function accountDeletionScheduledMail(
  context: MailContext,
  data: { name: string | null; siteUrl: string; dueAt: Date },
): RenderedMail {
  const text = TEXT[context.language].scheduled;
  return mailTo(context, text, data.name, [
    paragraph(text.body(formatInstantDay(data.dueAt, context.language, 'long'))),
    paragraph(text.what),
    paragraph(text.cancel),
    button(text.button, siteLink(data.siteUrl, '/login')),
  ]);
}

/** To the admins once an account is erased: what each service did, in counts (no one's details). */
export function accountDeletedNoticeMail(
  context: MailContext,
  data: { deletedAt: Date; via: 'member' | 'admin'; done: [string, string][] },
): RenderedMail {
  const text = TEXT[context.language].notice;
  return mail(context, text.subject, text.heading, [
    paragraph(text.body(formatInstantDay(data.deletedAt, context.language, 'long'), text.via[data.via])),
    details(data.done),
    note(text.note),
  ]);
}
