import type { Language } from '@ministry/contracts/language';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import { button, details, paragraph, mail, type RenderedMail, type MailContext } from '../layout';
import { needsShipping } from '@ministry/contracts/cart';
import {
  adminOrderLink,
  buyerName,
  itemBlocks,
  orderLabels,
  shipToRows,
  totalRows,
  type OrderMailData,
} from './order-common';
import { deductibleRows } from './order-gift';

/** Why the ministry is told: a new paid order to send, or a late payment refunded (staff should know). */
export type OrderNoticeKind = 'paid' | 'late_payment_refunded';

const TEXT = {
  en: {
    subject: {
      paid: (number: string, name: string) => `New paid order ${number} from ${name}`,
      late_payment_refunded: (number: string) => `Late payment refunded: order ${number}`,
    },
    heading: { paid: 'New paid order to send', late_payment_refunded: 'A late payment was refunded' },
    intro: {
      paid: 'An order was paid on the website and is waiting to be shipped.',
      late_payment_refunded:
        'A payment arrived after the order’s stock hold had expired, and the stock was no longer there. The payment was refunded in full and the order is flagged in the admin.',
    },
    nothingShips:
      'An order was paid on the website. Nothing in it ships: its gifts and downloads are recorded.',
    buyer: 'Buyer',
    email: 'E-mail',
    phone: 'Phone',
    at: 'When',
    items: 'Items:',
    notes: 'Notes',
    open: 'Open the order in the admin',
  },
  es: {
    subject: {
      paid: (number: string, name: string) => `Nuevo pedido pagado ${number} de ${name}`,
      late_payment_refunded: (number: string) => `Pago tardío reembolsado: pedido ${number}`,
    },
    heading: {
      paid: 'Nuevo pedido pagado para enviar',
      late_payment_refunded: 'Se reembolsó un pago tardío',
    },
    intro: {
      paid: 'Se pagó un pedido en el sitio web y está esperando su envío.',
      late_payment_refunded:
        'Llegó un pago después de que venciera la reserva de existencias del pedido, y ya no había existencias. El pago se reembolsó por completo y el pedido está marcado en la administración.',
    },
    nothingShips:
      'Se pagó un pedido en el sitio web. No hay nada que enviar: sus donativos y descargas quedan registrados.',
    buyer: 'Comprador/a',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    at: 'Cuándo',
    items: 'Artículos:',
    notes: 'Notas',
    open: 'Abrir el pedido en la administración',
  },
} satisfies Record<Language, unknown>;

/** To the ministry's staff (MINISTRY_NOTIFY_EMAIL): the order, its buyer and a link to it in the admin. */
export function orderNoticeMail(
  context: MailContext,
  { order, siteUrl, kind, at }: OrderMailData & { kind: OrderNoticeKind; at: Date },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const labels = orderLabels(language);
  const name = buyerName(order);
  const intro = kind === 'paid' && !needsShipping(order.items) ? text.nothingShips : text.intro[kind];
  return mail(context, text.subject[kind](order.orderNumber, name), text.heading[kind], [
    paragraph(intro),
    details([
      [labels.orderNumber, order.orderNumber],
      [text.buyer, name],
      [text.email, order.contactInfo.email],
      [text.phone, order.contactInfo.phone],
      [text.at, formatInstantMoment(at, language)],
      ...totalRows(order, language),
      ...deductibleRows(order, language),
      ...shipToRows(order, language),
      ...(order.notes ? ([[text.notes, order.notes]] as [string, string][]) : []),
    ]),
    ...itemBlocks(text.items, order, language),
    button(text.open, adminOrderLink(siteUrl, order.orderNumber)),
  ]);
}
