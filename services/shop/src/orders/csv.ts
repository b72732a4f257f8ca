import { lineKind, type CartLineKind } from '@ministry/contracts/cart';
import { newYorkWallClock } from '@ministry/contracts/datetime';
import { localize, type Language } from '@ministry/contracts/language';
import { centsToDecimal } from '@ministry/contracts/money';
import type { AdminOrder, OrderStatus } from '@ministry/contracts/order';
import { optionLines } from '@ministry/contracts/product';
import { toCsv } from '@ministry/kit/csv';

const HEADERS = {
  en: [
    'Order number',
    'Date',
    'Status',
    'Buyer',
    'E-mail',
    'Items',
    'Subtotal',
    'Shipping',
    'Total',
    'Refunded',
    'Carrier',
    'Tracking number',
  ],
  es: [
    'Número de pedido',
    'Fecha',
    'Estado',
    'Comprador/a',
    'Correo electrónico',
    'Artículos',
    'Subtotal',
    'Envío',
    'Total',
    'Reembolsado',
    'Transportista',
    'Número de seguimiento',
  ],
} satisfies Record<Language, string[]>;

const STATUS = {
  en: {
    pending_payment: 'Pending payment',
    paid: 'Paid',
    shipped: 'Shipped',
    delivered: 'Delivered',
    payment_failed: 'Payment failed',
    expired: 'Expired',
    canceled: 'Canceled',
    refunded: 'Refunded',
  },
  es: {
    pending_payment: 'Pago pendiente',
    paid: 'Pagado',
    shipped: 'Enviado',
    delivered: 'Entregado',
    payment_failed: 'Pago fallido',
    expired: 'Vencido',
    canceled: 'Cancelado',
    refunded: 'Reembolsado',
  },
} satisfies Record<Language, Record<OrderStatus, string>>;

/** What a line is, after its name: products say nothing (the usual), the other kinds say so. */
const KIND = {
  en: {
    product: '',
    gift: 'Gift',
    resource: 'Digital resource',
    place: 'Event places',
    session: 'Counseling session',
    package: 'Counseling sessions package',
  },
  es: {
    product: '',
    gift: 'Donativo',
    resource: 'Recurso digital',
    place: 'Lugares del evento',
    session: 'Sesión de consejería',
    package: 'Paquete de sesiones de consejería',
  },
} satisfies Record<Language, Record<CartLineKind, string>>;

/** A place line's occurrence and people: "2026-03-21: Ana — Participant, Leo — Childcare". */
function placeText(line: AdminOrder['items'][number], language: Language): string[] {
  if (!line.place) return [];
  const people = line.place.people.map(
    (person) => `${person.name} — ${localize(person.optionName, person.optionNameEs, language)}`,
  );
  return [`${line.place.date}: ${people.join(', ')}`];
}

/** "2 × Faith Over Fear Tee (Size: M); 1 × Building Fund (Gift); 1 × Retreat (Event places, 2026-…)" */
function itemsText(order: AdminOrder, language: Language): string {
  return order.items
    .map((line) => {
      const described = [
        KIND[language][lineKind(line)],
        ...placeText(line, language),
        ...optionLines(line.options, language),
      ].filter(Boolean);
      const name = localize(line.name, line.nameEs, language);
      return `${line.quantity} × ${name}${described.length ? ` (${described.join(', ')})` : ''}`;
    })
    .join('; ');
}

/** The filtered orders for a spreadsheet, one row each, dates in New York, amounts in dollars. */
export function ordersCsv(orders: AdminOrder[], language: Language): string {
  const rows = [HEADERS[language]];
  for (const order of orders) {
    const placed = newYorkWallClock(order.createdAt);
    rows.push([
      order.orderNumber,
      placed ? `${placed.day} ${placed.time}` : order.createdAt,
      STATUS[language][order.status],
      `${order.contactInfo.firstName} ${order.contactInfo.lastName}`.trim(),
      order.contactInfo.email,
      itemsText(order, language),
      centsToDecimal(order.subtotalCents),
      centsToDecimal(order.shippingCents),
      centsToDecimal(order.totalCents),
      centsToDecimal(order.refundedCents),
      order.shipment?.carrier ?? '',
      order.shipment?.trackingNumber ?? '',
    ]);
  }
  return toCsv(rows);
}
