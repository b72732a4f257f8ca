import { localize, type Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { HELLO, mailTo, paymentFailedBlocks, type RenderedMail, type MailContext } from '../layout';
import { accountGivingLink } from './gift-common';

const TEXT = {
  en: {
    subject: 'Action needed: your monthly gift did not go through',
    heading: HELLO.en,
    body: 'We tried to charge your card for your monthly gift, but the payment did not go through. It will be tried again over the next days.',
    fund: 'Fund',
    amount: 'Monthly amount',
    update:
      'To keep giving, please update your card: open the Giving tab of your account and choose “Update my card”.',
    later: 'If every attempt fails, the monthly gift will end.',
  },
  es: {
    subject: 'Acción necesaria: no se pudo cobrar su donativo mensual',
    heading: HELLO.es,
    body: 'Intentamos cobrar su donativo mensual con su tarjeta, pero el pago no se procesó. Se intentará de nuevo en los próximos días.',
    fund: 'Fondo',
    amount: 'Importe mensual',
    update:
      'Para seguir dando, actualice su tarjeta: abra la pestaña Donativos de su cuenta y elija «Actualizar mi tarjeta».',
    later: 'Si todos los intentos fallan, el donativo mensual terminará.',
  },
} satisfies Record<Language, unknown>;

/** A monthly gift's charge failed: a link to the Giving tab, whose button opens the billing portal. */
export function giftPaymentFailedMail(
  context: MailContext,
  data: { donorName: string; fundName: string; fundNameEs: string; amountCents: number; siteUrl: string },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const rows: [string, string][] = [
    [text.fund, localize(data.fundName, data.fundNameEs, language)],
    [text.amount, formatCents(data.amountCents, language)],
  ];
  return mailTo(
    context,
    text,
    data.donorName,
    paymentFailedBlocks(context, text, rows, accountGivingLink(data.siteUrl)),
  );
}
