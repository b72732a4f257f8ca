import { lineKind, type PricedLine } from '@ministry/contracts/cart';
import type { Language } from '@ministry/contracts/language';
import { type RenderedMail, type MailContext } from '../layout';
import { buyerMail, itemBlocks, shipToRows, type OrderMailData } from './order-common';

const isShipped = (line: PricedLine) => lineKind(line) === 'product';

const TEXT = {
  en: {
    subject: (number: string) => `Your order ${number} is on its way`,
    heading: (name: string) => `Good news, ${name}!`,
    body: 'Your order has shipped. You can follow it with the carrier’s tracking number below.',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    items: 'In the package:',
    questions: (phone: string) =>
      `Questions about your delivery? Reply to this e-mail or call us at ${phone}.`,
  },
  es: {
    subject: (number: string) => `Su pedido ${number} va en camino`,
    heading: (name: string) => `¡Buenas noticias, ${name}!`,
    body: 'Su pedido fue enviado. Puede seguirlo con el número de seguimiento de la empresa de transporte.',
    carrier: 'Empresa de transporte',
    tracking: 'Número de seguimiento',
    items: 'En el paquete:',
    questions: (phone: string) =>
      `¿Preguntas sobre la entrega? Responda a este correo o llámenos al ${phone}.`,
  },
} satisfies Record<Language, unknown>;

/** The order left the ministry: carrier and tracking number, what is in the package, where it goes. */
export function orderShippedMail(context: MailContext, data: OrderMailData): RenderedMail {
  const { language } = context;
  const { order } = data;
  const text = TEXT[language];
  const { shipment } = order;
  const tracking: [string, string][] = shipment
    ? [
        [text.carrier, shipment.carrier],
        [text.tracking, shipment.trackingNumber],
      ]
    : [];
  return buyerMail(context, data, text, {
    rows: [...tracking, ...shipToRows(order, language)],
    // What is in the package: the products (gifts and downloads are not shipped).
    blocks: itemBlocks(text.items, { ...order, items: order.items.filter(isShipped) }, language),
  });
}
