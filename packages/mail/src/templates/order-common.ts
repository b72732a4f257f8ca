import type { Address } from '@ministry/contracts/checkout';
import { localize, type Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import type { Order, OrderLine } from '@ministry/contracts/order';
import { optionLines } from '@ministry/contracts/product';
import {
  button,
  details,
  mailTo,
  paragraph,
  siteLink,
  type Block,
  type Greeting,
  type RenderedMail,
  type MailContext,
} from '../layout';

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
    myOrders: 'See my orders',
  },
  es: {
    orderNumber: 'Número de pedido',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    free: 'Gratis',
    total: 'Total',
    shipTo: 'Enviar a',
    billTo: 'Dirección de facturación',
    myOrders: 'Ver mis pedidos',
  },
} satisfies Record<Language, Record<string, string>>;

export const orderLabels = (language: Language) => LABELS[language];

/** "2 × Faith Over Fear Tee (Size: M): $50.00" */
export function lineText(line: OrderLine, language: Language, quantity = line.quantity): string {
  const name = localize(line.name, line.nameEs, language);
  const options = optionLines(line.options, language);
  const described = options.length ? `${name} (${options.join(', ')})` : name;
  return `${quantity} × ${described}: ${formatCents(line.priceCents * quantity, language)}`;
}

export function addressText(address: Address): string {
  return [address.street, `${address.city}, ${address.state} ${address.zipCode}`, address.country].join('\n');
}

/** Subtotal, shipping ("Free" at zero) and total, as table rows. */
export function totalRows(order: Order, language: Language): [string, string][] {
  const text = LABELS[language];
  return [
    [text.subtotal, formatCents(order.subtotalCents, language)],
    [text.shipping, order.shippingCents === 0 ? text.free : formatCents(order.shippingCents, language)],
    [text.total, formatCents(order.totalCents, language)],
  ];
}

export const buyerName = (order: Order) =>
  `${order.contactInfo.firstName} ${order.contactInfo.lastName}`.trim();

/** Who an e-mail to the buyer greets: her first name, else the whole name she gave. */
export const greetingName = (order: Order) => order.contactInfo.firstName || buyerName(order);

/** What an e-mail to the buyer says of her order, besides its subject and greeting. */
export interface BuyerMailContent extends Greeting {
  /** The opening paragraph. */
  body: string;
  /** The table's rows after the order's number. */
  rows: [string, string][];
  /** What follows the table. */
  blocks: Block[];
}

/** An e-mail to the buyer: greeted by name, the opening paragraph, a table led by the order's number, the rest. */
export function buyerMail(context: MailContext, order: Order, mail: BuyerMailContent): RenderedMail {
  const { language } = context;
  return mailTo(context, mail, greetingName(order), [
    paragraph(mail.body),
    details([[LABELS[language].orderNumber, order.orderNumber], ...mail.rows]),
    ...mail.blocks,
  ]);
}

/** The order's lines under the e-mail's own heading for them ("What you ordered:"), one a line. */
export const itemBlocks = (heading: string, order: Order, language: Language): Block[] => [
  paragraph(heading),
  paragraph(order.items.map((line) => lineText(line, language)).join('\n')),
];

/** The button to the Orders tab of the member's account. */
export const myOrdersButton = (language: Language, siteUrl: string) =>
  button(LABELS[language].myOrders, siteLink(siteUrl, '/account', { tab: 'orders' }));

/** The order in the admin's Orders tab. */
export const adminOrderLink = (siteUrl: string, orderNumber: string) =>
  siteLink(siteUrl, '/admin', { tab: 'orders', order: orderNumber });
