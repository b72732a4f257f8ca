import type { Language } from '@ministry/contracts/language';
import { HELLO, details, mailTo, paragraph, type RenderedMail, type MailContext } from '../layout';
import { formatCents } from '@ministry/contracts/money';
import { giftRows, taxBlocks, type GiftFacts, type GivingOrganization } from './gift-common';

const TEXT = {
  en: {
    subject: (number: string) => `Your gift was refunded (receipt ${number})`,
    heading: HELLO.en,
    body: (refund: string) =>
      `We refunded ${refund} of your gift to the card you gave with. It may take a few days to appear on your statement.`,
    refunded: 'Refunded',
    deductible: 'Deductible amount now',
    corrected: 'This corrects your receipt: please use the deductible amount above for your taxes.',
  },
  es: {
    subject: (number: string) => `Su donativo fue reembolsado (recibo ${number})`,
    heading: HELLO.es,
    body: (refund: string) =>
      `Reembolsamos ${refund} de su donativo a la tarjeta con la que lo dio. Puede tardar unos días en aparecer en su estado de cuenta.`,
    refunded: 'Reembolsado',
    deductible: 'Importe deducible ahora',
    corrected: 'Esto corrige su recibo: use el importe deducible indicado arriba para sus impuestos.',
  },
} satisfies Record<Language, unknown>;

/** A refund (full or partial) of a gift, with the corrected deductible amount. */
export function giftRefundedMail(
  context: MailContext,
  data: {
    donorName: string;
    gift: GiftFacts;
    refundCents: number;
    totalRefundedCents: number;
    organization: GivingOrganization;
  },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const left = Math.max(0, data.gift.amountCents - data.totalRefundedCents);
  return mailTo(
    context,
    { subject: text.subject(data.gift.receiptNumber), heading: text.heading },
    data.donorName,
    [
      paragraph(text.body(formatCents(data.refundCents, language))),
      details([
        ...giftRows(data.gift, language),
        [text.refunded, formatCents(data.totalRefundedCents, language)],
        [text.deductible, formatCents(left, language)],
      ]),
      paragraph(text.corrected),
      ...taxBlocks(data.organization, context),
    ],
  );
}
