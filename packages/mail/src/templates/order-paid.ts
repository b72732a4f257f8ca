import type { Language } from '@ministry/contracts/language';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import { formatCents } from '@ministry/contracts/money';
import { THANKS, details, paragraph, type RenderedMail, type MailContext } from '../layout';
import { needsShipping } from '@ministry/contracts/cart';
import {
  addressText,
  buyerMail,
  itemBlocks,
  orderLabels,
  shipToRows,
  totalRows,
  type OrderMailData,
} from './order-common';
import { deductibleRows, downloadBlocks, giftStatementBlocks } from './order-gift';

const TEXT = {
  en: {
    subject: (number: string) => `Your order ${number} is paid: thank you!`,
    heading: THANKS.en,
    body: 'We received your payment and your order is confirmed. This e-mail is your receipt.',
    paidAt: 'Paid',
    items: 'What you ordered:',
    placesLost: 'Refunded: places no longer available',
    sessionLost: 'Refunded: the session’s time was no longer available',
    refunded: 'Refunded',
    next: 'We will e-mail you again with the tracking number as soon as your order ships.',
    questions: (phone: string) => `Questions about your order? Reply to this e-mail or call us at ${phone}.`,
  },
  es: {
    subject: (number: string) => `Su pedido ${number} está pagado: ¡gracias!`,
    heading: THANKS.es,
    body: 'Recibimos su pago y su pedido está confirmado. Este correo es su recibo.',
    paidAt: 'Pagado',
    items: 'Lo que pidió:',
    placesLost: 'Reembolsado: los lugares ya no estaban disponibles',
    sessionLost: 'Reembolsado: el horario de la sesión ya no estaba disponible',
    refunded: 'Reembolsado',
    next: 'Le escribiremos de nuevo con el número de seguimiento en cuanto se envíe su pedido.',
    questions: (phone: string) =>
      `¿Preguntas sobre su pedido? Responda a este correo o llámenos al ${phone}.`,
  },
} satisfies Record<Language, unknown>;

/**
 * The buyer's receipt once Stripe confirmed the payment: its lines of every kind, amounts, the gift's
 * tax-deductible amount and statement, addresses, where her downloads are, a link to her orders. A
 * place line whose places were gone when the payment came says it was refunded (and the total what).
 */
export function orderPaidMail(context: MailContext, data: OrderMailData): RenderedMail {
  const { language } = context;
  const { order } = data;
  const text = TEXT[language];
  const labels = orderLabels(language);
  const lost = data.placesLost ?? [];
  const refunded: [string, string][] =
    lost.length > 0 ? [[text.refunded, formatCents(order.refundedCents, language)]] : [];
  return buyerMail(context, data, text, {
    rows: order.paidAt ? [[text.paidAt, formatInstantMoment(order.paidAt, language)]] : [],
    blocks: [
      ...itemBlocks(text.items, order, language, (index) => {
        if (!lost.includes(index)) return '';
        return order.items[index]?.kind === 'session' ? text.sessionLost : text.placesLost;
      }),
      details([
        ...totalRows(order, language),
        ...refunded,
        ...deductibleRows(order, language),
        ...shipToRows(order, language),
        [labels.billTo, addressText(order.billingAddress)],
      ]),
      ...giftStatementBlocks(order, language),
      ...downloadBlocks(order, language, data.siteUrl),
      ...(needsShipping(order.items) ? [paragraph(text.next)] : []),
    ],
  });
}
