import type { Language } from '@ministry/contracts/language';
import { THANKS, details, mailTo, note, paragraph, type RenderedMail, type MailContext } from '../layout';
import { giftRows, taxBlocks, type GiftFacts, type GivingOrganization } from './gift-common';

const TEXT = {
  en: {
    subject: (number: string) => `Thank you for your gift (receipt ${number})`,
    heading: THANKS.en,
    body: 'Your gift has been received. Please keep this e-mail as your receipt for tax purposes.',
    monthly:
      'This is one month of your monthly gift. You can change, pause or cancel it from the Giving tab of your account.',
  },
  es: {
    subject: (number: string) => `Gracias por su donativo (recibo ${number})`,
    heading: THANKS.es,
    body: 'Hemos recibido su donativo. Conserve este correo como su recibo para fines fiscales.',
    monthly:
      'Este es un mes de su donativo mensual. Puede cambiarlo, pausarlo o cancelarlo desde la pestaña Donativos de su cuenta.',
  },
} satisfies Record<Language, unknown>;

/** The receipt of a gift Stripe confirmed, with what a US donor needs to deduct it. */
export function giftReceiptMail(
  context: MailContext,
  data: { donorName: string; gift: GiftFacts; organization: GivingOrganization },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  return mailTo(
    context,
    { subject: text.subject(data.gift.receiptNumber), heading: text.heading },
    data.donorName,
    [
      paragraph(text.body),
      details(giftRows(data.gift, language)),
      ...taxBlocks(data.organization, context),
      ...(data.gift.frequency === 'monthly' ? [note(text.monthly)] : []),
    ],
  );
}
