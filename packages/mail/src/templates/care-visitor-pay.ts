import { formatInstantMoment } from '@ministry/contracts/datetime';
import type { Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { button, details, note, paragraph, renderMail, type MailContext, type RenderedMail } from '../layout';
import { tokenLink } from '../token-link';
import { careDetails, careHoursSpan, type CareMailData } from './care-common';

/** A visitor's booking (no account) held for her payment: the link she pays it from. */
export interface CareVisitorPayData extends CareMailData {
  priceCents: number;
  /** ISO: until when the time is held. */
  holdExpiresAt: string;
  /**
   * How many hours before the start she may still change or cancel it with her link
   * (CARE_CANCEL_CUTOFF_HOURS), and the instant that makes (ISO).
   */
  cancelCutoffHours: number;
  changeableUntil: string;
  /** Her link's token (`<appointment id>.<secret>`): `${siteUrl}/counseling/pay#token=…`. */
  token: string;
}

const TEXT = {
  en: {
    subject: (type: string) => `Pay to confirm your ${type}`,
    heading: (name: string) => `Your time is held, ${name}`,
    body: (until: string) =>
      `We are holding this time for you until ${until} (New York time). Pay for the session to confirm it.`,
    price: 'Price',
    heldUntil: 'Held until',
    pay: (price: string) => `Pay ${price} to confirm`,
    later:
      'If it is not paid by then, the time is released for others. If you did not book it, ignore this e-mail.',
    cancel: (until: string, hours: number) =>
      `Keep this e-mail: the same link lets you change or cancel the session until ${until} (New York time)${
        hours > 0 ? `, ${careHoursSpan(hours, 'en')} before it starts` : ', when it starts'
      } (once paid, it is refunded).`,
    zone: 'New York time',
  },
  es: {
    subject: (type: string) => `Pague para confirmar su ${type}`,
    heading: (name: string) => `Su horario está reservado, ${name}`,
    body: (until: string) =>
      `Le reservamos este horario hasta el ${until} (hora de Nueva York). Pague la sesión para confirmarla.`,
    price: 'Precio',
    heldUntil: 'Reservado hasta',
    pay: (price: string) => `Pagar ${price} para confirmar`,
    later:
      'Si no se paga para entonces, el horario queda libre para otras personas. Si usted no la reservó, ignore este correo.',
    cancel: (until: string, hours: number) =>
      `Guarde este correo: el mismo enlace le permite cambiar o cancelar la sesión hasta el ${until} (hora de Nueva York)${
        hours > 0 ? `, ${careHoursSpan(hours, 'es')} antes de que comience` : ', cuando comienza'
      } (si ya la pagó, se le reembolsa).`,
    zone: 'hora de Nueva York',
  },
} satisfies Record<Language, unknown>;

/**
 * To a visitor who booked a paid session without an account: the session's details, its price and
 * the hold's end, and the link (its token in the fragment) where she pays to confirm it.
 */
export function careVisitorPayMail(context: MailContext, data: CareVisitorPayData): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const until = formatInstantMoment(data.holdExpiresAt, language);
  const price = formatCents(data.priceCents, language);
  return renderMail({
    ...context,
    subject: text.subject(data.typeName.toLocaleLowerCase(language)),
    heading: text.heading(data.name),
    blocks: [
      paragraph(text.body(until)),
      careDetails(data, language),
      details([
        [text.price, price],
        [text.heldUntil, `${until} (${text.zone})`],
      ]),
      button(text.pay(price), tokenLink(data.siteUrl, '/counseling/pay', data.token)),
      note(text.later),
      note(text.cancel(formatInstantMoment(data.changeableUntil, language), data.cancelCutoffHours)),
    ],
  });
}
