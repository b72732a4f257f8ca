import type { Language } from '@ministry/contracts/language';
import type { OrderLine } from '@ministry/contracts/order';
import { formatCents } from '@ministry/contracts/money';
import { HELLO, paragraph, type RenderedMail, type MailContext } from '../layout';
import { buyerMail, lineText, type OrderMailData } from './order-common';

const TEXT = {
  en: {
    subject: (number: string, full: boolean) =>
      full ? `Your order ${number} was refunded` : `Part of your order ${number} was refunded`,
    heading: HELLO.en,
    body: (amount: string) =>
      `We refunded ${amount} to the card you paid with. Depending on your bank, it takes 5 to 10 business days to appear on your statement.`,
    amount: 'Refunded now',
    refundedTotal: 'Refunded in all',
    total: 'Order total',
    items: 'Refunded items:',
    questions: (phone: string) => `Questions about this refund? Reply to this e-mail or call us at ${phone}.`,
  },
  es: {
    subject: (number: string, full: boolean) =>
      full ? `Su pedido ${number} fue reembolsado` : `Se reembolsó parte de su pedido ${number}`,
    heading: HELLO.es,
    body: (amount: string) =>
      `Reembolsamos ${amount} a la tarjeta con la que pagó. Según su banco, tardará de 5 a 10 días hábiles en aparecer en su estado de cuenta.`,
    amount: 'Reembolsado ahora',
    refundedTotal: 'Reembolsado en total',
    total: 'Total del pedido',
    items: 'Artículos reembolsados:',
    questions: (phone: string) =>
      `¿Preguntas sobre este reembolso? Responda a este correo o llámenos al ${phone}.`,
  },
} satisfies Record<Language, unknown>;

export interface OrderRefundMailData extends OrderMailData {
  /** This refund's amount in cents. */
  amountCents: number;
  /** The units this refund covered, by line (empty for a refund of the whole order). */
  lines: { line: OrderLine; quantity: number }[];
}

/** A refund went through Stripe: how much now, how much in all, which items. */
export function orderRefundedMail(
  context: MailContext,
  { order, siteUrl, guest, amountCents, lines }: OrderRefundMailData,
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const full = order.refundedCents >= order.totalCents;
  const words = {
    ...text,
    subject: (number: string) => text.subject(number, full),
    body: text.body(formatCents(amountCents, language)),
  };
  return buyerMail(context, { order, siteUrl, guest }, words, {
    rows: [
      [text.amount, formatCents(amountCents, language)],
      [text.refundedTotal, formatCents(order.refundedCents, language)],
      [text.total, formatCents(order.totalCents, language)],
    ],
    blocks: lines.length
      ? [
          paragraph(text.items),
          paragraph(lines.map(({ line, quantity }) => lineText(line, language, quantity)).join('\n')),
        ]
      : [],
  });
}
