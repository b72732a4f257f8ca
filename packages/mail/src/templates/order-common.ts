import type { Address } from '@ministry/contracts/checkout';
import { localize, type Language } from '@ministry/contracts/language';
import { formatDollars } from '@ministry/contracts/money';
import type { Order, OrderLine } from '@ministry/contracts/order';
import { optionLines, priceToCents } from '@ministry/contracts/product';
import { siteLink } from '../layout';

/** What every order e-mail knows: the order as the member's API shows it, and the site's address. */
export interface OrderMailData {
  order: Order;
  /** The site's public address (SITE_URL). */
  siteUrl: string;
}

const LABELS = {
  en: {
    orderNumber: 'Order number',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    shipTo: 'Ship to',
    billTo: 'Billing address',
  },
  es: {
    orderNumber: 'Número de pedido',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    free: 'Gratis',
    total: 'Total',
    shipTo: 'Enviar a',
    billTo: 'Dirección de facturación',
  },
} satisfies Record<Language, Record<string, string>>;

export const orderLabels = (language: Language) => LABELS[language];

/** "$25.00" for the API's "25.00", in the language's locale. */
export function dollars(price: string, language: Language): string {
  return formatDollars(priceToCents(price) / 100, language);
}

/** "2 × Faith Over Fear Tee (Size: M): $50.00" */
export function lineText(line: OrderLine, language: Language, quantity = line.quantity): string {
  const name = localize(line.name, line.nameEs, language);
  const options = optionLines(line.options, language);
  const described = options.length ? `${name} (${options.join(', ')})` : name;
  const amount = (priceToCents(line.price) * quantity) / 100;
  return `${quantity} × ${described}: ${formatDollars(amount, language)}`;
}

export function addressText(address: Address): string {
  return [address.street, `${address.city}, ${address.state} ${address.zipCode}`, address.country].join('\n');
}

/** Subtotal, shipping ("Free" at zero) and total, as table rows. */
export function totalRows(order: Order, language: Language): [string, string][] {
  const text = LABELS[language];
  return [
    [text.subtotal, dollars(order.subtotal, language)],
    [text.shipping, priceToCents(order.shipping) === 0 ? text.free : dollars(order.shipping, language)],
    [text.total, dollars(order.total, language)],
  ];
}

export const buyerName = (order: Order) =>
  `${order.contactInfo.firstName} ${order.contactInfo.lastName}`.trim();

/** The Orders tab of the member's account. */
export const accountOrdersLink = (siteUrl: string) => siteLink(siteUrl, '/account', { tab: 'orders' });

/** The order in the admin's Orders tab. */
export const adminOrderLink = (siteUrl: string, orderNumber: string) =>
  siteLink(siteUrl, '/admin', { tab: 'orders', order: orderNumber });
