import { localize, type Language } from '@ministry/contracts/language';
import { button, details, mailTo, note, paragraph, type RenderedMail, type MailContext } from '../layout';
import { formatCents } from '@ministry/contracts/money';
import { accountGivingLink } from './gift-common';

const TEXT = {
  en: {
    subject: 'Action needed: your monthly gift did not go through',
    heading: (name: string) => `Hello, ${name}`,
    body: 'We tried to charge your card for your monthly gift, but the payment did not go through. It will be tried again over the next days.',
    fund: 'Fund',
    amount: 'Monthly amount',
    update:
      'To keep giving, please update your card: open the Giving tab of your account and choose “Update my card”.',
    button: 'Update my card',
    later: (phone: string) =>
      `If every attempt fails, the monthly gift will end. Questions? Call us at ${phone}.`,
  },
  es: {
    subject: 'Acción necesaria: no se pudo cobrar su donativo mensual',
    heading: (name: string) => `Hola, ${name}`,
    body: 'Intentamos cobrar su donativo mensual con su tarjeta, pero el pago no se procesó. Se intentará de nuevo en los próximos días.',
    fund: 'Fondo',
    amount: 'Importe mensual',
    update:
      'Para seguir dando, actualice su tarjeta: abra la pestaña Donativos de su cuenta y elija «Actualizar mi tarjeta».',
    button: 'Actualizar mi tarjeta',
    later: (phone: string) =>
      `Si todos los intentos fallan, el donativo mensual terminará. ¿Preguntas? Llámenos al ${phone}.`,
  },
} satisfies Record<Language, unknown>;

/** A monthly gift's charge failed: a link to the Giving tab, whose button opens the billing portal. */
export function giftPaymentFailedMail(
  context: MailContext,
  data: { donorName: string; fundName: string; fundNameEs: string; amountCents: number; siteUrl: string },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  return mailTo(context, text, data.donorName, [
    paragraph(text.body),
    details([
      [text.fund, localize(data.fundName, data.fundNameEs, language)],
      [text.amount, formatCents(data.amountCents, language)],
    ]),
    paragraph(text.update),
    button(text.button, accountGivingLink(data.siteUrl)),
    note(text.later(context.ministry.phone)),
  ]);
}
